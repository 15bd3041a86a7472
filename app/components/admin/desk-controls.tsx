import { MODERATION_REASON_MAX } from '~/lib/owners-desk';

import { useAdminI18n } from './admin-i18n';

const BUTTONS = {
  primary: 'bg-brand-600 text-white hover:bg-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  quiet: 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50',
} as const;

/** A desk button's classes: the main action, one that takes something away, or a quiet one. */
export function deskButton(kind: keyof typeof BUTTONS) {
  return `inline-flex min-h-10 items-center justify-center rounded-lg px-3.5 py-2 text-sm font-semibold disabled:opacity-60 ${BUTTONS[kind]}`;
}

/** The reason an action is taken, kept in the audit log. */
export function ReasonField({
  id,
  optional = false,
  label,
}: {
  id: string;
  optional?: boolean;
  label?: string;
}) {
  const { t } = useAdminI18n();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label ?? t(optional ? 'admin.reasonOptional' : 'admin.reason')}
      </label>
      <input
        id={id}
        name="reason"
        type="text"
        maxLength={MODERATION_REASON_MAX}
        required={!optional}
        autoComplete="off"
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm"
      />
    </div>
  );
}
