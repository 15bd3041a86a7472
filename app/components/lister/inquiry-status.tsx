import { useI18n } from '~/i18n/context';

const PILL = 'inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Whether an inquiry was read and answered, as the inbox marks it. */
export function InquiryStatus({
  readAt,
  answeredAt,
  box,
}: {
  readAt?: Date | string | null;
  answeredAt: Date | string | null;
  box: 'received' | 'sent';
}) {
  const { t } = useI18n();
  return (
    <span className="flex flex-wrap gap-1.5">
      {box === 'received' && !readAt && (
        <span className={`${PILL} bg-brand-600 text-white`}>{t('inquiries.unread')}</span>
      )}
      {answeredAt ? (
        <span className={`${PILL} bg-emerald-100 text-emerald-900`}>{t('inquiries.answered')}</span>
      ) : (
        <span className={`${PILL} bg-slate-100 text-slate-700`}>
          {t(box === 'sent' ? 'inquiries.awaiting' : 'inquiries.notAnswered')}
        </span>
      )}
    </span>
  );
}
