import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { LICENCE_SLOT, LicenceText } from '~/components/agency/licence-text';
import { ConfirmedNote } from '~/components/listing/confirmed-note';

import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { prefetchHome } from '~/lib/home-prefetch';
import type { PropertyCardData } from '~/lib/property-card';

import { CompareToggle } from '~/components/compare/compare-toggle';
import { StatusChip } from '~/components/listing/status-label';

import { ApproxPrice } from './money';
import { CardMonthlyCost } from './monthly-cost';
import { CoverPicture } from './photo-picture';
import { SaveButton } from './save-button';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { inLanguage } from '~/lib/generated-labels';
import { areaUnitFor, pricePerArea } from '~/i18n/units';
import { inJapan } from '~/lib/place-country';

const THUMB = artSize('house', 'thumb');

function Fact({ icon, children }: { icon: string; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5">
      <svg
        viewBox="0 0 20 20"
        className="size-4 text-slate-400"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={icon} />
      </svg>
      {children}
    </li>
  );
}

const ICONS = {
  bed: 'M2.5 15.5v-9M2.5 12h15v3.5M17.5 12V9.5a2 2 0 0 0-2-2H9v4.5M5.5 10a1.5 1.5 0 1 0 0-.01',
  bath: 'M3 10h14v2.5a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V10ZM5 10V5a2 2 0 0 1 3.8-.8M6 16.5 5 18M14 16.5l1 1.5',
  area: 'M3 3h5M3 3v5M17 3h-5M17 3v5M3 17h5M3 17v-5M17 17h-5M17 17v-5',
};

/** As the router reads intent: pointing for 100 ms, focusing, touching. */
const HOVER_INTENT_MS = 100;

/**
 * The link's handlers that fetch a home's data once when the visitor shows the intent to open
 * it; the home page's client loader hands that answer to the click (lib/home-prefetch.ts).
 */
function useHomeIntent(href: string) {
  const fetcher = useFetcher();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const fetchAhead = () => prefetchHome(href, () => void fetcher.load(href));
  // A pointing still being timed when the link is followed, or gone, is no intent any more: left
  // to run, it would fetch the home again just after the click took the fetched answer.
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    onMouseEnter: () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(fetchAhead, HOVER_INTENT_MS);
    },
    onMouseLeave: () => clearTimeout(timer.current),
    onClick: () => clearTimeout(timer.current),
    onFocus: fetchAhead,
    onTouchStart: fetchAhead,
  };
}

/**
 * A home in a result list (docs/product.md#search): photo, name, place, the agency it is listed by
 * (docs/product.md#agencies), price, beds, baths, area, type, badge.
 */
export function PropertyCard({
  property,
  priority = false,
  saved,
}: {
  property: PropertyCardData;
  priority?: boolean;
  /** Whether the visitor saved this home; pages that do not know leave it out (not saved). */
  saved?: boolean;
}) {
  const { t, format, lang } = useI18n();
  const rent = property.listingType === 'rent';
  const name = inLanguage(lang, property.name, property.nameJa);
  // In the page's unit, as the card's area (docs/product.md#units-by-language).
  const perArea = pricePerArea(property.price, property.numberOfArea, areaUnitFor(lang));
  const intent = useHomeIntent(`/property/${property.id}`);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5 transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] overflow-hidden bg-slate-100">
        <CoverPicture
          src={property.cover}
          width={THUMB.width}
          height={THUMB.height}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          className="size-full object-cover motion-safe:transition-transform motion-safe:duration-500 group-hover:scale-105"
        />
        <StatusChip
          t={t}
          status={property.status}
          listingType={property.listingType}
          className="absolute top-3 left-3"
        />
        <span className="absolute top-3 right-3 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-slate-800">
          {typeLabel(t, property.category)}
        </span>
        {/* Above the card's stretched link, so the heart takes its own clicks. */}
        <div className="absolute right-3 bottom-3 z-10">
          <SaveButton propertyId={property.id} name={name} saved={saved} />
        </div>
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="text-lg font-bold text-brand-700">
          {format.money(property.price, property.currency)}
          {rent && (
            <span className="text-sm font-medium text-slate-600"> {t('property.perMonth')}</span>
          )}
          <ApproxPrice
            amount={property.price}
            currency={property.currency}
            className="ml-2 text-sm font-medium text-slate-600"
          />
          {property.priceReduced && (
            <span className="ml-2 inline-block rounded-full bg-rose-100 px-2 py-0.5 align-middle text-xs font-semibold text-rose-800">
              {t('priceHistory.reduced')}
            </span>
          )}
        </p>
        {perArea !== null && (
          <p className="text-xs text-slate-600">
            {t(rent ? 'generated.pricePerAreaMonth' : 'generated.pricePerArea', {
              price: format.money(perArea, property.currency),
            })}
          </p>
        )}
        {!rent && (
          <CardMonthlyCost
            priceUsd={property.priceUsd}
            currency={property.currency}
            location={property.location}
          />
        )}
        <h3 className="mt-1 text-base font-semibold text-slate-900">
          <Link
            to={`/property/${property.id}`}
            // The route's code ahead; its data comes once per intent through `intent`.
            prefetch="intent"
            {...intent}
            className="rounded after:absolute after:inset-0 hover:text-brand-700"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
          <svg
            viewBox="0 0 20 20"
            className="size-4 text-slate-400"
            aria-hidden="true"
            fill="currentColor"
          >
            <path d="M10 18s6-5.3 6-10a6 6 0 1 0-12 0c0 4.7 6 10 6 10Zm0-7.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
          </svg>
          {placeLabel(t, property.location)}
        </p>
        {property.confirmedAt && (
          <ConfirmedNote
            confirmedAt={property.confirmedAt}
            className="mt-1 text-xs text-slate-600"
          />
        )}
        {property.openHouseAt && (
          <p className="mt-1 text-xs font-semibold text-brand-700" data-testid="card-open-house">
            {t('openHouse.badge', {
              // The home's own clock, as the model gives it: its day read as UTC's is that day.
              when: t('openHouse.cardWhen', {
                date: format.shortDate(`${property.openHouseAt.slice(0, 10)}T00:00Z`),
                time: property.openHouseAt.slice(11),
              }),
            })}
          </p>
        )}
        {property.agency && (
          <p className="mt-1 text-xs text-slate-600 wrap-anywhere">
            {property.agency.licence ? (
              <LicenceText
                message={t('agency.cardLineLicence', {
                  agency: inLanguage(lang, property.agency.name, property.agency.nameJa),
                  licence: LICENCE_SLOT,
                })}
                licence={property.agency.licence}
              />
            ) : (
              t('agency.cardLine', {
                agency: inLanguage(lang, property.agency.name, property.agency.nameJa),
              })
            )}
          </p>
        )}
        <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
          <Fact icon={ICONS.bed}>
            {property.category === 'Office'
              ? t('generated.rooms', { n: property.numberOfLivingRooms })
              : t('property.beds', { n: property.numberOfBeds })}
            {/* Every Japanese page, and a home in Japan, but a studio already says "1R"
                (docs/product.md#the-layout-code). */}
            {property.layout &&
              property.numberOfBeds > 0 &&
              (lang === 'ja' || inJapan(property.location)) &&
              ` · ${property.layout}`}
          </Fact>
          {/* No bathroom given is no fact to show (docs/product.md#home-details). */}
          {property.numberOfBathrooms > 0 && (
            <Fact icon={ICONS.bath}>{t('property.baths', { n: property.numberOfBathrooms })}</Fact>
          )}
          <Fact icon={ICONS.area}>{format.area(property.numberOfArea)}</Fact>
        </ul>
        <div className="mt-3 empty:hidden">
          <CompareToggle id={property.id} name={property.name} nameJa={property.nameJa} />
        </div>
      </div>
    </article>
  );
}
