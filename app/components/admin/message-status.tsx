import { useAdminI18n } from './admin-i18n';

/** A message's state in the inbox: unread, read, or handled. */
export function MessageStatus({
  message,
}: {
  message: { readAt: Date | string | null; handledAt: Date | string | null };
}) {
  const { t } = useAdminI18n();
  const [label, className] = message.handledAt
    ? [t('admin.messages.handled'), 'bg-emerald-50 text-emerald-800 ring-emerald-200']
    : message.readAt
      ? [t('admin.messages.read'), 'bg-slate-100 text-slate-700 ring-slate-300']
      : [t('admin.messages.unread'), 'bg-brand-50 text-brand-700 ring-brand-100'];
  return (
    <span className={`rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ${className}`}>
      {label}
    </span>
  );
}
