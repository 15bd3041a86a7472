import type { FieldMetadata } from '@conform-to/react';
import { cloneElement, type ReactElement } from 'react';

const CONTROL =
  'mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-2.5 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm';

/** A labelled control with an optional hint and its error line (Conform metadata). */
export function FormField({
  label,
  meta,
  error,
  hint,
  optionalText,
  children,
}: {
  label: string;
  meta: Pick<FieldMetadata, 'id' | 'errorId' | 'descriptionId'>;
  error?: string;
  hint?: string;
  optionalText?: string;
  children: ReactElement<{ className?: string }>;
}) {
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
        {optionalText && <span className="ms-1 font-normal text-slate-500">{optionalText}</span>}
      </label>
      {cloneElement(children, {
        className: `${CONTROL} ${error ? 'border-red-500' : 'border-slate-300'}`,
      })}
      {hint && (
        <p id={meta.descriptionId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
