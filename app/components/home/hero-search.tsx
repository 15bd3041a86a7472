import { Link } from 'react-router';

import { SearchBar } from '~/components/property/search-bar';
import { useI18n } from '~/i18n/context';
import { LOCATIONS } from '~/lib/catalog';

import { PropertyTypeShortcuts } from './property-types';
import { locationHref } from './type-icon';
import { placeLabel } from '~/lib/catalog-labels';

/** Home 4: the search itself leads, with popular places under it and type shortcuts below. */
export function HeroSearch({ types }: { types: { name: string; count?: number }[] }) {
  const { t } = useI18n();
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-brand-50 via-white to-slate-50">
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute -top-24 left-1/2 size-[40rem] -translate-x-1/2 rounded-full bg-brand-100/70 blur-3xl" />
        <div className="absolute top-40 -right-24 size-72 rounded-full bg-amber-100/70 blur-3xl" />
        <div className="absolute inset-0 bg-[linear-gradient(to_right,oklch(0.93_0.04_270/0.5)_1px,transparent_1px),linear-gradient(to_bottom,oklch(0.93_0.04_270/0.5)_1px,transparent_1px)] [mask-image:radial-gradient(ellipse_at_top,black,transparent_70%)] bg-[size:48px_48px]" />
      </div>
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-14 sm:px-6 sm:pt-20 lg:px-8 lg:pt-24 lg:pb-20">
        <div className="mx-auto max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {t('home.hero4Eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] text-slate-900 sm:text-6xl">
            {t('home.hero4Title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
            {t('home.hero4Text')}
          </p>
        </div>
        <div className="mt-10">
          <SearchBar id="home4-search" />
        </div>
        <nav
          aria-labelledby="home4-places"
          className="mt-5 flex flex-wrap items-center justify-center gap-x-1 gap-y-2 text-sm"
        >
          <h2 id="home4-places" className="mr-2 font-medium text-slate-600">
            {t('home.popularPlaces')}
          </h2>
          <ul className="contents">
            {LOCATIONS.slice(0, 5).map((location) => (
              <li key={location}>
                <Link
                  to={locationHref(location)}
                  prefetch="intent"
                  className="rounded-full px-3 py-1 font-medium text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
                >
                  {placeLabel(t, location)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-14">
          <PropertyTypeShortcuts id="home4-types" types={types} />
        </div>
      </div>
    </section>
  );
}
