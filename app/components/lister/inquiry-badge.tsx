import { useI18n } from '~/i18n/context';

/** The count of unread inquiries to the visitor's homes, in their menu; nothing at zero. */
export function InquiryBadge({ count, className = 'ms-1' }: { count: number; className?: string }) {
  const { t, format } = useI18n();
  if (count <= 0) return null;
  return (
    <span
      data-testid="inquiry-badge"
      className={`${className} inline-flex min-w-5 items-center justify-center rounded-full bg-rose-600 px-1.5 text-xs leading-5 font-bold text-white`}
    >
      <span aria-hidden="true">{format.number(count)}</span>
      <span className="sr-only">{t('inquiries.badge', { n: format.number(count) })}</span>
    </span>
  );
}
