import { useEffect, useState, type ComponentType } from 'react';

import { useI18n } from '~/i18n/context';

type MapProps = { onClose?: () => void };

/**
 * The results' map once the page works (docs/product.md#the-map): MapLibre's code is fetched at
 * once beside the list from 1024 px wide, on a phone when "Map" is pressed (ADR 0064).
 */
export function MapPanel() {
  const { t } = useI18n();
  const [Map, setMap] = useState<ComponentType<MapProps> | null>(null);
  const [wide, setWide] = useState<boolean | null>(null);
  const [open, setOpen] = useState(false);
  const load = () => void import('./search-map').then((m) => setMap(() => m.SearchMap));
  useEffect(() => {
    const query = matchMedia('(min-width: 1024px)');
    const follow = () => setWide(query.matches);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  useEffect(() => {
    if (wide) load();
  }, [wide]);
  return (
    <>
      <div className="hidden lg:block">
        <div className="sticky top-4 h-[calc(100vh-2rem)] overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-900/5">
          {Map && wide ? (
            <Map />
          ) : (
            // While its code arrives the map says it is coming (docs/product.md#the-map).
            <p className="p-6 text-sm text-slate-600">{t('map.loading')}</p>
          )}
        </div>
      </div>
      {wide === false && !open && (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            load();
          }}
          className="fixed bottom-6 left-1/2 z-30 -translate-x-1/2 rounded-full bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white shadow-lg"
        >
          {t('map.show')}
        </button>
      )}
      {wide === false && open && (
        <div className="fixed inset-0 z-40 bg-slate-100">
          {Map ? <Map onClose={() => setOpen(false)} /> : <p className="p-6">{t('map.loading')}</p>}
        </div>
      )}
    </>
  );
}
