import { useI18n } from '~/i18n/context';

import { DetailSection } from './detail-section';

export type NearStation = { name: string; lines: string[]; minutes: number };

/**
 * A home's nearest stations with their lines and the estimated walk
 * (docs/product.md#stations-and-walking-minutes): named in the page's language, with how the
 * minutes are estimated said under them.
 */
export function NearestStations({ stations }: { stations: NearStation[] }) {
  const { t, lang, format } = useI18n();
  if (stations.length === 0) return null;
  return (
    <DetailSection id="stations" title={t('stations.title')}>
      <ul className="divide-y divide-slate-100">
        {stations.map((station) => (
          <li
            key={station.name}
            className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2.5 first:pt-0"
          >
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{station.name}</p>
              {/* Lines are named as their operators write them (JR山手線, RER B線): proper names. */}
              <p translate="no" className="text-sm text-slate-600">
                {station.lines.join(lang === 'ja' ? '、' : ', ')}
              </p>
            </div>
            <p className="text-sm font-medium whitespace-nowrap text-slate-800">
              {t('stations.walk', { n: format.number(station.minutes) })}
            </p>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-slate-500">{t('stations.note')}</p>
    </DetailSection>
  );
}
