import { rentalTermsLabel } from '~/lib/generated-labels';
import { areaUnitFor, pricePerArea } from '~/i18n/units';
import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { RENT_INCOME_MULTIPLE, type ListingType } from '~/lib/catalog';
import { calculatorHref } from '~/lib/monthly-cost';
import type { Currency } from '~/lib/money';
import { rentalNeeds } from '~/lib/rental';

import { ApproxPrice } from './money';
import { MonthlyEstimate, useMonthlyTerms } from './monthly-cost';

import { Stars } from './stars';

/**
 * The price panel beside the photos (below them on a phone): the price, the rating at a glance,
 * and (docs/product.md#home-details) for a home for sale the way to the mortgage calculator with
 * its price filled in, for a rental what renting it takes.
 */
export function PriceCard({
  price,
  currency = 'USD',
  priceUsd = price,
  location = '',
  listingType,
  onMarket = true,
  rentalTerms,
  deposit = null,
  beds,
  rooms,
  baths,
  area,
  average,
  reviewCount,
}: {
  /** In the listing's currency (docs/product.md#money). */
  price: number;
  currency?: Currency;
  /** The price in dollars the search compares, from which the monthly estimate is made. */
  priceUsd?: number;
  /** Its place, whose country's loan terms the estimate uses (ADR 0129). */
  location?: string;
  listingType: ListingType;
  /** A home sold or let shows its last price alone: no payment to work out (ADR 0103). */
  onMarket?: boolean;
  rentalTerms: string | null;
  /** The deposit an owner gave (docs/product.md#listing-a-home); else the terms may name one. */
  deposit?: number | null;
  beds: number;
  /** An office's rooms, shown instead of its bedrooms (docs/product.md#prices-that-fit). */
  rooms?: number;
  baths: number;
  area: number;
  average: number | null;
  reviewCount: number;
}) {
  const { t, format, lang } = useI18n();
  // In the page's unit, as the area beside it (docs/product.md#units-by-language).
  const perArea = pricePerArea(price, area, areaUnitFor(lang));
  const stats: [string, string][] = [
    rooms === undefined
      ? [t('detail.fact.beds'), format.number(beds)]
      : [t('generated.fact.rooms'), format.number(rooms)],
    [t('detail.fact.bathrooms'), baths > 0 ? format.number(baths) : t('compare.none')],
    [t('detail.fact.area'), format.area(area)],
  ];
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
      <p className="text-sm font-medium text-slate-600">{t('detail.price')}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-brand-700" data-testid="price">
        {format.money(price, currency)}
        {listingType === 'rent' && (
          <span className="text-base font-medium text-slate-600"> {t('property.perMonth')}</span>
        )}
      </p>
      <ApproxPrice
        amount={price}
        currency={currency}
        long
        className="mt-1 block text-sm text-slate-600"
      />
      {perArea !== null && (
        <p className="mt-1 text-sm text-slate-600" data-testid="price-per-area">
          {t(listingType === 'rent' ? 'generated.pricePerAreaMonth' : 'generated.pricePerArea', {
            price: format.money(perArea, currency),
          })}
        </p>
      )}
      <dl className="mt-5 grid grid-cols-3 divide-x divide-slate-200 rounded-xl bg-slate-50 py-3 text-center">
        {stats.map(([label, value]) => (
          <div key={label} className="px-2">
            <dt className="text-xs text-slate-600">{label}</dt>
            {/* "2,043 sq ft" is one figure: never split over two lines. */}
            <dd className="mt-0.5 text-sm font-semibold whitespace-nowrap text-slate-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href="#reviews"
        className="mt-5 flex flex-wrap items-center gap-2 rounded text-sm text-slate-700 hover:text-brand-700"
      >
        {average !== null && <Stars value={average} />}
        <span className="underline-offset-2 hover:underline">
          {t('detail.reviewCount', { n: format.number(reviewCount) })}
        </span>
      </a>
      {!onMarket ? null : listingType === 'rent' ? (
        <RentalNeeds rent={price} currency={currency} terms={rentalTerms} deposit={deposit} />
      ) : (
        <>
          <MonthlyEstimate
            priceUsd={priceUsd}
            currency={currency}
            location={location}
            listingType={listingType}
          />
          <MortgageLink price={price} currency={currency} location={location} />
        </>
      )}
    </div>
  );
}

/** A rental's rent, deposit and terms, and the income landlords usually ask, as a rule of thumb. */
function RentalNeeds({
  rent,
  currency,
  terms,
  deposit,
}: {
  rent: number;
  currency: Currency;
  terms: string | null;
  deposit: number | null;
}) {
  const { t, format } = useI18n();
  const needs = rentalNeeds(rent, terms);
  const rows: [string, string][] = [
    [t('detail.rent'), t('detail.rentAMonth', { amount: format.money(rent, currency) })],
    [
      t('detail.deposit'),
      deposit !== null
        ? format.money(deposit, currency)
        : needs.deposit === undefined
          ? t('detail.notGiven')
          : t('detail.depositMonths', {
              amount: format.money(needs.deposit, currency),
              n: format.number(needs.depositMonths ?? 0),
            }),
    ],
    [t('detail.terms'), terms ? rentalTermsLabel(t, terms) : t('detail.notGiven')],
  ];
  return (
    <section
      aria-labelledby="rental-needs"
      className="mt-5 rounded-xl border border-slate-200 p-4 text-sm"
    >
      <h2 id="rental-needs" className="font-semibold text-slate-900">
        {t('detail.rentalNeeds')}
      </h2>
      <dl className="mt-2 space-y-1.5">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-slate-600">
        {t('detail.incomeHint', {
          n: RENT_INCOME_MULTIPLE,
          amount: format.money(needs.income, currency),
        })}
      </p>
    </section>
  );
}

/** The way to the calculator with this price, in its currency, and its market's terms filled in. */
function MortgageLink(home: { price: number; currency: Currency; location: string }) {
  const { t } = useI18n();
  // The terms the estimate above used, so the calculator opens on the same payment.
  const terms = useMonthlyTerms();
  return (
    <>
      <Link
        to={calculatorHref(home, terms)}
        prefetch="intent"
        className="mt-5 flex items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="4" y="2.5" width="12" height="15" rx="2" />
          <path d="M7 6h6M7 10h.01M10 10h.01M13 10h.01M7 13.5h.01M10 13.5h.01M13 13.5h.01" />
        </svg>
        {t('detail.mortgageLink')}
      </Link>
      <p className="mt-2 text-center text-xs text-slate-600">{t('detail.mortgageText')}</p>
    </>
  );
}
