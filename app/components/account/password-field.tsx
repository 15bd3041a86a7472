import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';

import { useI18n } from '~/i18n/context';

const EYE =
  'M1.5 10S4.5 4 10 4s8.5 6 8.5 6-3 6-8.5 6-8.5-6-8.5-6Z M10 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z';
const SLASH = 'M3 3l14 14';

/**
 * A password input with a show/hide toggle (docs/product.md#accounts-and-sessions), hidden at
 * first. The toggle is a plain button: without JavaScript it does nothing, and the password stays
 * hidden.
 */
export function PasswordField({
  label,
  meta,
  error,
  autoComplete,
}: {
  label: string;
  meta: FieldMetadata<string>;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
}) {
  const { t } = useI18n();
  const [shown, setShown] = useState(false);
  return (
    <div className="mb-1">
      <label htmlFor={meta.id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          {...getInputProps(meta, { type: shown ? 'text' : 'password' })}
          key={meta.key}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          className={`block w-full rounded-lg border bg-white py-2.5 ps-3.5 pe-12 text-sm text-slate-900 ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
        />
        <button
          type="button"
          aria-pressed={shown}
          aria-controls={meta.id}
          onClick={() => setShown((value) => !value)}
          className="absolute inset-y-0 end-0 flex w-11 items-center justify-center rounded-e-lg text-slate-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="sr-only">{t('account.showPassword')}</span>
          <svg
            viewBox="0 0 20 20"
            className="size-5"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={EYE} />
            {shown && <path d={SLASH} />}
          </svg>
        </button>
      </div>
      <p id={meta.errorId} className="mt-1 min-h-5 text-sm text-red-700">
        {error}
      </p>
    </div>
  );
}
