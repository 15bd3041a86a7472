import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';
import { LOCATIONS } from '~/lib/catalog';

import { Arrow } from './section-heading';
import { locationHref } from './type-icon';
import { placeLabel } from '~/lib/catalog-labels';

const FULL = artSize('house', 'full');
const THUMB = artSize('house', 'thumb');
export const HERO_LOCATIONS = { src: artUrl('house', `place-${LOCATIONS[0]}`, 'full'), ...FULL };

/** Home 5: the nine locations as picture tiles, each opening the homes there. */
export function HeroLocations() {
  const { t } = useI18n();
  return (
    <section className="focus-ring-light relative isolate overflow-hidden bg-slate-950">
      <div
        aria-hidden="true"
        className="absolute top-0 right-0 -z-10 size-[36rem] rounded-full bg-brand-700/30 blur-3xl"
      />
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 lg:px-8 lg:pt-20 lg:pb-28">
        <div className="max-w-3xl">
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('home.hero5Eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] text-white sm:text-5xl lg:text-6xl">
            {t('home.hero5Title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-slate-300">{t('home.hero5Text')}</p>
        </div>
        <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {LOCATIONS.map((location, n) => {
            const lead = n === 0;
            return (
              <li key={location} className={lead ? 'col-span-2 lg:row-span-2' : ''}>
                <Link
                  to={locationHref(location)}
                  prefetch="intent"
                  className="group relative block h-full overflow-hidden rounded-2xl bg-slate-800"
                >
                  <img
                    src={lead ? HERO_LOCATIONS.src : artUrl('house', `place-${location}`, 'thumb')}
                    width={lead ? FULL.width : THUMB.width}
                    height={lead ? FULL.height : THUMB.height}
                    alt=""
                    fetchPriority={lead ? 'high' : undefined}
                    loading={n < 3 ? undefined : 'lazy'}
                    decoding={lead ? undefined : 'async'}
                    className="aspect-[4/3] size-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
                  />
                  <span className="absolute inset-0 bg-gradient-to-t from-slate-950/90 via-slate-950/35 to-transparent" />
                  <span className="absolute inset-x-0 bottom-0 flex items-end justify-between gap-2 p-3 sm:p-5">
                    <span>
                      <span
                        className={`block font-bold text-white ${lead ? 'text-2xl sm:text-3xl' : 'text-base sm:text-lg'}`}
                      >
                        {placeLabel(t, location)}
                      </span>
                      <span className="block text-xs text-slate-200 sm:text-sm">
                        {t('home.exploreHomes')}
                      </span>
                    </span>
                    <span className="hidden rounded-full bg-white/15 p-2 text-white sm:block">
                      <Arrow />
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
