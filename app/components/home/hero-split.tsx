import { inLanguage } from '~/lib/generated-labels';
import { Link } from 'react-router';

import type { PropertyCardData } from '~/lib/property-card';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';
import { LOCATIONS } from '~/lib/catalog';
import { placeLabel } from '~/lib/catalog-labels';

export const HERO_SPLIT = {
  src: artUrl('interior', 'lounge', 'full'),
  ...artSize('interior', 'full'),
};
const THUMB = artSize('house', 'thumb');

export type HeroStats = { homes: number; rating: number };

/** Home 2: the heading and two actions beside a large picture, with a featured home floating on it. */
export function HeroSplit({ stats, featured }: { stats?: HeroStats; featured?: PropertyCardData }) {
  const { t, format, lang } = useI18n();
  return (
    <section className="relative isolate overflow-hidden bg-white">
      <div
        aria-hidden="true"
        className="absolute top-0 right-0 -z-10 h-full w-full bg-brand-50 lg:w-[45%] lg:rounded-bl-[4rem]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-12 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8 lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-700 ring-1 ring-brand-100">
            <span className="size-2 rounded-full bg-emerald-500" aria-hidden="true" />
            {t('home.hero2Eyebrow')}
          </p>
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] text-slate-900 sm:text-5xl lg:text-6xl">
            {t('home.hero2Title')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-pretty text-slate-600">{t('home.hero2Text')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/properties"
              prefetch="intent"
              className="rounded-lg bg-brand-600 px-5 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
            >
              {t('home.browseAll')}
            </Link>
            <Link
              to="/contact-us"
              prefetch="intent"
              className="rounded-lg border border-slate-300 bg-white px-5 py-3 text-sm font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-700"
            >
              {t('home.ctaListAction')}
            </Link>
          </div>
          {stats && (
            <dl className="mt-10 grid max-w-lg grid-cols-3 gap-4 border-t border-slate-200 pt-6">
              {[
                [t('home.statHomes'), format.number(stats.homes)],
                [t('home.statLocations'), format.number(LOCATIONS.length)],
                [t('home.statRating'), `${stats.rating.toFixed(1)} / 5`],
              ].map(([label, value]) => (
                <div key={label} className="flex flex-col-reverse">
                  <dt className="mt-1 text-sm text-slate-600">{label}</dt>
                  <dd className="text-2xl font-bold text-slate-900 sm:text-3xl">{value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="relative pb-10 lg:pb-0">
          <img
            src={HERO_SPLIT.src}
            width={HERO_SPLIT.width}
            height={HERO_SPLIT.height}
            alt=""
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-[2rem] object-cover shadow-2xl lg:aspect-[5/6]"
          />
          {featured && (
            <div className="absolute right-4 bottom-0 left-4 flex items-center gap-4 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-900/5 sm:right-auto sm:max-w-sm lg:-left-10 lg:bottom-10">
              <img
                src={featured.cover}
                width={THUMB.width}
                height={THUMB.height}
                alt=""
                className="aspect-square w-20 shrink-0 rounded-xl object-cover"
              />
              <div className="relative min-w-0">
                <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t('home.featuredLabel')}
                </p>
                <Link
                  to={`/property/${featured.id}`}
                  prefetch="intent"
                  className="mt-0.5 block truncate font-semibold text-slate-900 hover:text-brand-700"
                >
                  {inLanguage(lang, featured.name, featured.nameJa)}
                </Link>
                <p className="text-sm text-slate-600">
                  {placeLabel(t, featured.location)} ·{' '}
                  {format.money(featured.price, featured.currency)}
                  {featured.listingType === 'rent' && ` ${t('property.perMonth')}`}
                </p>
              </div>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
