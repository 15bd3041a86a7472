import { useSyncExternalStore } from 'react';

import { useI18n } from '~/i18n/context';
import { formatInZone, zonedMoment, zoneOffsetMinutes } from '~/lib/zoned-time';

/**
 * The visitor's own zone, read from the browser once the page runs; none in the server's HTML
 * (which shows the home's time alone), so the two agree while the page hydrates.
 */
const noSubscription = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const serverZone = () => undefined;

function useBrowserZone() {
  return useSyncExternalStore(noSubscription, browserZone, serverZone);
}

/** The visitor's time for a moment, when their clock shows it differently from the home's. */
function useOwnTime(moment: Date | undefined, zone: string) {
  const { lang } = useI18n();
  const browser = useBrowserZone();
  if (!moment || !browser || browser === zone) return undefined;
  if (zoneOffsetMinutes(moment, browser) === zoneOffsetMinutes(moment, zone)) return undefined;
  return formatInZone(lang, moment, browser);
}

/**
 * A moment on the home's clock, its zone named, and the visitor's own time beside it where it
 * differs (docs/product.md#viewings-and-time-zones).
 */
export function HomeTime({ at, zone }: { at: Date | string; zone: string }) {
  const { t, lang } = useI18n();
  const moment = new Date(at);
  const own = useOwnTime(moment, zone);
  return (
    <>
      <time dateTime={moment.toISOString()}>{formatInZone(lang, moment, zone)}</time>
      {own && (
        <span className="block text-xs text-slate-600" data-testid="own-time">
          {t('viewing.yourTime', { time: own })}
        </span>
      )}
    </>
  );
}

/** Under the form's chosen slot: the visitor's time for it, where it differs. */
export function VisitorTime({ date, time, zone }: { date: string; time: string; zone: string }) {
  const { t } = useI18n();
  const own = useOwnTime(zonedMoment(date, time, zone), zone);
  if (!own) return null;
  return (
    <p className="pb-2 text-xs text-slate-700" data-testid="own-time" aria-live="polite">
      {t('viewing.yourTime', { time: own })}
    </p>
  );
}
