import { inLanguage } from '~/lib/generated-labels';
import { Link } from 'react-router';

import type { PropertyCardData } from '~/lib/property-card';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';

import { StatusChip } from '~/components/listing/status-label';

import { CarouselControls } from './carousel-controls';
import { useCarousel } from './use-carousel';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';

const FULL = artSize('house', 'full');
export const HERO_FEATURED = { src: artUrl('house', 'hero-3', 'full'), ...FULL };

/** The full-size drawing of a card's cover (both sizes are the same picture). */
const fullCover = (cover: string) => cover.replace('/thumb/', '/full/');

function Slide({ property, n, total }: { property: PropertyCardData; n: number; total: number }) {
  const { t, format, lang } = useI18n();
  const rent = property.listingType === 'rent';
  return (
    <div
      role="group"
      aria-roledescription={t('home.slide')}
      aria-label={t('home.carouselPosition', { n: n + 1, total })}
      className="relative w-full shrink-0 snap-start overflow-hidden rounded-3xl bg-slate-900"
    >
      <img
        src={fullCover(property.cover)}
        width={FULL.width}
        height={FULL.height}
        alt=""
        fetchPriority={n === 0 ? 'high' : undefined}
        loading={n === 0 ? undefined : 'lazy'}
        decoding={n === 0 ? undefined : 'async'}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="p-5 sm:absolute sm:inset-x-0 sm:bottom-0 sm:bg-gradient-to-t sm:from-slate-950/95 sm:via-slate-950/75 sm:to-transparent sm:p-8 sm:pt-24">
        <p className="flex flex-wrap gap-2 text-xs font-semibold">
          <StatusChip t={t} status={property.status} listingType={property.listingType} />
          <span className="rounded-full bg-white/15 px-2.5 py-1 text-white">
            {typeLabel(t, property.category)}
          </span>
        </p>
        <h2 className="mt-3 text-xl font-bold text-white sm:text-2xl">
          <Link
            to={`/property/${property.id}`}
            prefetch="intent"
            className="rounded after:absolute after:inset-0 hover:underline"
          >
            {inLanguage(lang, property.name, property.nameJa)}
          </Link>
        </h2>
        <p className="mt-1 text-slate-200">
          {placeLabel(t, property.location)} ·{' '}
          <span className="font-semibold text-white">
            {format.money(property.price, property.currency)}
          </span>
          {rent && ` ${t('property.perMonth')}`}
        </p>
      </div>
    </div>
  );
}

/** Home 3: the popular homes as a carousel of large pictures, the heading beside it. */
export function HeroFeatured({ properties }: { properties?: PropertyCardData[] }) {
  const { t } = useI18n();
  const carousel = useCarousel(properties?.length ?? 0, 7000);
  const label = t('home.hero3Carousel');
  return (
    <section className="focus-ring-light relative isolate overflow-hidden bg-slate-950">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,oklch(0.44_0.19_270/0.55),transparent_55%)]"
      />
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] items-center gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">
            {t('home.hero3Eyebrow')}
          </p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] text-white sm:text-5xl">
            {t('home.hero3Title')}
          </h1>
          <p className="mt-5 text-lg text-pretty text-slate-300">{t('home.hero3Text')}</p>
          <Link
            to="/properties"
            prefetch="intent"
            className="mt-8 inline-flex rounded-lg bg-white px-5 py-3 text-sm font-semibold text-slate-900 shadow-sm hover:bg-brand-50"
          >
            {t('home.browseAll')}
          </Link>
        </div>
        {properties && properties.length > 0 ? (
          <div className="min-w-0" {...carousel.holdProps}>
            <div
              {...carousel.trackProps}
              role="region"
              aria-roledescription={t('home.carousel')}
              aria-label={label}
              className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain rounded-3xl [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
            >
              {properties.map((property, n) => (
                <Slide key={property.id} property={property} n={n} total={properties.length} />
              ))}
            </div>
            <CarouselControls
              carousel={carousel}
              tone="dark"
              className="mt-5"
              labels={{ previous: t('home.previousHome'), next: t('home.nextHome') }}
            />
          </div>
        ) : (
          <img
            src={HERO_FEATURED.src}
            width={HERO_FEATURED.width}
            height={HERO_FEATURED.height}
            alt=""
            fetchPriority="high"
            className="aspect-[4/3] w-full rounded-3xl object-cover"
          />
        )}
      </div>
    </section>
  );
}
