import type { ReactNode } from 'react';

/** The outcome of a newsletter link (confirmed, unsubscribed, or why it did not work). */
export function LinkOutcome({
  ok,
  title,
  text,
  children,
}: {
  ok: boolean;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`rounded-2xl border p-6 ${ok ? 'border-emerald-200 bg-emerald-50' : 'border-amber-200 bg-amber-50'}`}
    >
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 wrap-anywhere text-slate-700">{text}</p>
      {children}
    </div>
  );
}
