import { HomeTime } from '~/components/lister/home-time';
import { useI18n } from '~/i18n/context';
import { wallClock } from '~/lib/zoned-time';

import { DetailSection } from './detail-section';

/**
 * A home's coming open houses (docs/product.md#open-houses): each start on the home's clock with
 * the visitor's own beside it where it differs, and when it ends. Nothing when none is planned.
 */
export function OpenHouses({
  spans,
  zone,
}: {
  spans: { startsAt: Date | string; endsAt: Date | string }[];
  zone: string;
}) {
  const { t } = useI18n();
  if (spans.length === 0) return null;
  return (
    <DetailSection id="open-houses" title={t('openHouse.title')}>
      <ul className="grid gap-2" data-testid="open-houses">
        {spans.map((span) => (
          <li
            key={new Date(span.startsAt).toISOString()}
            className="rounded-xl bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
          >
            <HomeTime at={span.startsAt} zone={zone} />
            <span className="ms-1">– {wallClock(new Date(span.endsAt), zone).time}</span>
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
