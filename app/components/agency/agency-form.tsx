import type { SubmissionResult } from '@conform-to/react';
import { Form } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { fieldErrorText } from '~/lib/forms/field-error';

type Values = Partial<Record<AgencyField, string | null>>;
type AgencyField = 'name' | 'nameJa' | 'licence' | 'address' | 'phone' | 'website';

const FIELDS: { name: AgencyField; label: MessageKey; hint?: MessageKey; type?: string }[] = [
  { name: 'name', label: 'agency.field.name' },
  { name: 'nameJa', label: 'agency.field.nameJa' },
  { name: 'licence', label: 'agency.field.licence', hint: 'agency.hint.licence' },
  { name: 'address', label: 'agency.field.address' },
  { name: 'phone', label: 'agency.field.phone', type: 'tel' },
  { name: 'website', label: 'agency.field.website', hint: 'agency.hint.website', type: 'url' },
];

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 aria-invalid:border-red-600';

/**
 * An agency's details (docs/product.md#agencies), to make one or change its settings: a plain
 * form the server checks with `agencySchema`, which works without JavaScript.
 */
export function AgencyForm({
  values,
  result,
  submit,
}: {
  values: Values;
  result?: SubmissionResult<string[]>;
  submit: MessageKey;
}) {
  const { t } = useI18n();
  const sent = (result?.initialValue ?? {}) as Record<string, unknown>;
  return (
    <Form method="post" className="space-y-5" noValidate>
      {FIELDS.map(({ name, label, hint, type }) => {
        const error = fieldErrorText(t, label, result?.error?.[name]?.[0]);
        const value = typeof sent[name] === 'string' ? sent[name] : (values[name] ?? '');
        return (
          <div key={name}>
            <label
              htmlFor={`agency-${name}`}
              className="block text-sm font-semibold text-slate-800"
            >
              {t(label)}
            </label>
            <input
              id={`agency-${name}`}
              name={name}
              type={type ?? 'text'}
              defaultValue={value}
              required={name === 'name' || name === 'licence'}
              aria-invalid={error ? true : undefined}
              aria-describedby={
                [hint && `agency-${name}-hint`, error && `agency-${name}-error`]
                  .filter(Boolean)
                  .join(' ') || undefined
              }
              className={inputClass}
            />
            {hint && (
              <p id={`agency-${name}-hint`} className="mt-1 text-sm text-slate-600">
                {t(hint)}
              </p>
            )}
            {error && (
              <p id={`agency-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        {t(submit)}
      </button>
    </Form>
  );
}

/** A page's notice after an action: what changed, said once. */
export function AgencyNotice({ text, tone = 'ok' }: { text: string | null; tone?: 'ok' | 'warn' }) {
  if (!text) return null;
  const colours =
    tone === 'ok'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
      : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <p role="status" className={`mb-6 rounded-xl border px-4 py-3 text-sm font-medium ${colours}`}>
      {text}
    </p>
  );
}
