import type { ReactNode } from 'react';

/**
 * Shown only while the form says For rent, or only while it does not: CSS reads the choice, so it
 * holds before the page's scripts run and without them.
 */
export const RENT_ONLY = 'hidden group-has-[option[value=rent]:checked]/listing:block';
export const RENT_ONLY_INLINE = 'hidden group-has-[option[value=rent]:checked]/listing:inline';
export const NOT_RENT = 'group-has-[option[value=rent]:checked]/listing:hidden';

export const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm';
const controlClass = (error?: string) =>
  `${CONTROL} ${error ? 'border-red-500' : 'border-slate-300'}`;

type FieldProps = {
  name: string;
  label: ReactNode;
  error?: string;
  hint?: string;
  optional?: string;
  className?: string;
};

export type ControlProps = {
  id: string;
  name: string;
  className: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** A labelled control with its hint and error line; the ids tie them together for readers. */
export function Field({
  name,
  label,
  error,
  hint,
  optional,
  className = '',
  children,
}: FieldProps & { children: (props: ControlProps) => ReactNode }) {
  const id = `listing-${name}`;
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="ms-1 font-normal text-slate-500">{optional}</span>}
      </label>
      {children({
        id,
        name,
        className: controlClass(error),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A box of the form, with its heading; on a phone the sections stack one after another. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 scroll-mt-28 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={`${id}-title`} className="mb-4 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A ticked box with its label (amenities, viewing days). */
export function Tick({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2.5 rounded-lg px-2 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type="checkbox"
        name={name}
        defaultChecked={checked}
        className="size-4 rounded border-slate-400 text-brand-600"
      />
      {label}
    </label>
  );
}
