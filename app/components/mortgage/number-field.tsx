import type { ChangeEvent } from 'react';

import { useI18n } from '~/i18n/context';
import { MORTGAGE_FIELDS, type FieldIssue, type MortgageField } from '~/lib/mortgage-query';

import { useMoney } from './money';

/**
 * One number of the calculator: a text field (so "450,000" and "6.5 %" are accepted as typed)
 * with its unit beside it, a hint, and a note when the value used is not the one typed.
 */
export function NumberField({
  field,
  label,
  value,
  onChange,
  prefix,
  suffix,
  hint,
  issue,
  readOnly = false,
  hideLabel = false,
}: {
  field: MortgageField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  hint?: string;
  issue?: FieldIssue;
  readOnly?: boolean;
  hideLabel?: boolean;
}) {
  const id = `mortgage-${field}`;
  const note = useIssueText(field, issue);
  const describedBy = [hint && `${id}-hint`, note && `${id}-issue`].filter(Boolean).join(' ');
  return (
    <div>
      <label
        htmlFor={id}
        className={hideLabel ? 'sr-only' : 'block text-sm font-medium text-slate-800'}
      >
        {label}
      </label>
      <div
        className={`mt-1.5 flex items-stretch overflow-hidden rounded-lg border focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand-600 ${
          note ? 'border-amber-500' : 'border-slate-300'
        } ${readOnly ? 'bg-slate-100' : 'bg-white'}`}
      >
        {prefix && (
          <span aria-hidden="true" translate="no" className="flex items-center ps-3 text-slate-500">
            {prefix}
          </span>
        )}
        <input
          id={id}
          name={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          readOnly={readOnly}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
          aria-describedby={describedBy || undefined}
          className={`w-full min-w-0 flex-1 bg-transparent py-2.5 text-base text-slate-900 tabular-nums outline-none sm:text-sm ${
            prefix ? 'ps-1.5' : 'ps-3'
          } pe-2 ${readOnly ? 'text-slate-600' : ''}`}
        />
        {suffix && (
          <span className="flex shrink-0 items-center border-s border-slate-200 bg-slate-50 px-2.5 text-xs whitespace-nowrap text-slate-600">
            {suffix}
          </span>
        )}
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {note && (
        <p
          id={`${id}-issue`}
          className="mt-1 text-xs font-medium text-amber-800"
          data-issue={field}
        >
          {note}
        </p>
      )}
    </div>
  );
}

/** Why the value used differs from the one typed, in words. */
function useIssueText(field: MortgageField, issue: FieldIssue | undefined) {
  const { t } = useI18n();
  const money = useMoney();
  if (!issue) return undefined;
  const kind = MORTGAGE_FIELDS[field].kind;
  const value =
    kind === 'money'
      ? money.amount(issue.used)
      : kind === 'percent'
        ? money.percent(issue.used)
        : t('content.mortgage.years', { n: issue.used });
  if (field === 'down' && issue.code === 'max')
    return t('content.mortgage.issue.downMax', { value });
  return t(`content.mortgage.issue.${issue.code}`, { value });
}
