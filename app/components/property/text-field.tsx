import type { FieldMetadata } from '@conform-to/react';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-sm text-slate-900 placeholder:text-slate-500';

/** A labelled input or textarea with its hint and its error line (Conform metadata). */
export function TextField({
  label,
  meta,
  error,
  hint,
  children,
}: {
  label: string;
  meta: Pick<FieldMetadata, 'id' | 'errorId'>;
  error?: string;
  hint?: ReactNode;
  children: ReactElement<{ className?: string }>;
}) {
  return (
    <div className="mb-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, {
        className: `${CONTROL} ${error ? 'border-red-500' : 'border-slate-300'}`,
      })}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
