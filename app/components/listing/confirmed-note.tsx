import { useI18n } from '~/i18n/context';
import { daysSince } from '~/lib/freshness';

/**
 * "Confirmed available N days ago (date)" on a home's card and page (docs/product.md#freshness).
 * The days count to today in UTC, as the dates print; a page rendered just before midnight and
 * hydrated after it may count one day fewer than the browser, which it is allowed to say.
 */
export function ConfirmedNote({
  confirmedAt,
  className = 'text-xs text-slate-600',
}: {
  confirmedAt: Date | string;
  className?: string;
}) {
  const { t, format } = useI18n();
  return (
    <p className={className} data-testid="confirmed-note" suppressHydrationWarning>
      {t('freshness.confirmedAgo', {
        days: daysSince(confirmedAt, new Date()),
        date: format.date(confirmedAt),
      })}
    </p>
  );
}
