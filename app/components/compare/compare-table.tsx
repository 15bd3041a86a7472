import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { areaUnitFor, pricePerArea } from '~/i18n/units';
import { artSize } from '~/lib/art/sizes';
import { AMENITIES } from '~/lib/catalog';
import { bestOf, differs } from '~/lib/compare';
import { givenFact } from '~/lib/given-fact';
import { listingStatus } from '~/lib/listing-status';
import { fromUsd } from '~/lib/money';
import { shownMonthlyCost, type MonthlyTerms } from '~/lib/monthly-cost';
import { useMoney } from '~/components/property/money';
import type { ComparedDetail } from '~/models/compare.server';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { inLanguage } from '~/lib/generated-labels';

const THUMB = artSize('house', 'thumb');

type Row = {
  key: string;
  label: string;
  cells: string[];
  /** Which cells hold the row's best value. */
  best: boolean[];
};

/**
 * The comparison as a real table (docs/product.md#comparing-homes-and-what-a-home-costs-a-month):
 * a home a column, a fact a row, the best value of a row marked in words as well as colour. On a
 * phone the row names stay put and the homes scroll sideways.
 */
export function CompareTable({
  homes,
  monthly,
  onlyDifferences,
}: {
  homes: ComparedDetail[];
  monthly: MonthlyTerms;
  onlyDifferences: boolean;
}) {
  const { t, format, lang } = useI18n();
  const { rates } = useMoney();
  const unit = areaUnitFor(lang);
  // Prices of sales and rents are not alike: their best is marked only among one kind.
  const oneKind = new Set(homes.map((home) => home.listingType)).size === 1;
  const none = homes.map(() => false);
  const numeric = (
    key: string,
    label: MessageKey,
    value: (home: ComparedDetail) => number | null,
    show: (value: number, home: ComparedDetail) => string,
    better: 'low' | 'high' | null,
  ): Row => {
    const values = homes.map(value);
    return {
      key,
      label: t(label),
      cells: values.map((v, n) => (v === null ? t('compare.none') : show(v, homes[n]!))),
      best: better ? bestOf(values, better) : none,
    };
  };
  const text = (key: string, label: MessageKey, value: (home: ComparedDetail) => string): Row => ({
    key,
    label: t(label),
    cells: homes.map(value),
    best: none,
  });
  // Homes are compared by their dollar prices and shown in their own currencies (ADR 0121).
  const money = (value: number, home: ComparedDetail) => format.money(value, home.currency);
  const inOwn = (usd: number, home: ComparedDetail) => fromUsd(usd, home.currency, rates);
  // A rent is a month's: its price and price per area say so, as the cards do.
  const perMonth = (shown: string, home: ComparedDetail) =>
    home.listingType === 'rent' ? `${shown} ${t('property.perMonth')}` : shown;
  const asked = (usd: number, home: ComparedDetail) =>
    perMonth(money(inOwn(usd, home), home), home);
  const rows: Row[] = [
    numeric(
      'price',
      'compare.row.price',
      (home) => home.priceUsd,
      (_, home) => perMonth(money(home.price, home), home),
      oneKind ? 'low' : null,
    ),
    numeric(
      'perArea',
      `units.row.perArea.${unit}`,
      (home) => pricePerArea(home.priceUsd, home.numberOfArea, unit),
      asked,
      oneKind ? 'low' : null,
    ),
    numeric(
      'monthly',
      'compare.row.monthly',
      (home) => shownMonthlyCost({ ...home, price: home.priceUsd }, monthly),
      (usd, home) => money(home.listingType === 'rent' ? home.price : inOwn(usd, home), home),
      'low',
    ),
    numeric('beds', 'compare.row.beds', (home) => home.numberOfBeds, format.number, 'high'),
    numeric(
      'baths',
      'compare.row.baths',
      (home) => givenFact(home.numberOfBathrooms),
      format.number,
      'high',
    ),
    numeric('area', 'units.row.area', (home) => home.numberOfArea, format.area, 'high'),
    numeric('plot', 'units.row.plot', (home) => givenFact(home.plotSize), format.area, 'high'),
    numeric('built', 'compare.row.built', (home) => givenFact(home.built), String, 'high'),
    text('type', 'compare.row.type', (home) => typeLabel(t, home.category)),
    text('city', 'compare.row.city', (home) => placeLabel(t, home.location)),
    text('listing', 'compare.row.listing', (home) =>
      t(listingStatus(home.status, home.listingType).label),
    ),
    ...AMENITIES.map((key) => {
      const values = homes.map((home) => (home[key] ? 1 : 0));
      return {
        key,
        label: t(`amenity.${key}` as MessageKey),
        cells: values.map((v) => t(v ? 'compare.yes' : 'compare.no')),
        best: bestOf(values, 'high'),
      };
    }),
    numeric(
      'rating',
      'compare.row.rating',
      (home) => (home.reviewCount > 0 ? home.ratingTotal / home.reviewCount : null),
      (value) => `${value.toFixed(1)} / 5`,
      'high',
    ),
    numeric('reviews', 'compare.row.reviews', (home) => home.reviewCount, format.number, 'high'),
  ];
  const shown = onlyDifferences ? rows.filter((row) => differs(row.cells)) : rows;
  const sticky = 'sticky left-0 z-10 bg-white';
  return (
    // Relative: the words read to screen readers alone (absolutely placed) stay inside the scroller
    // instead of widening the page on a phone.
    <div
      className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5"
      tabIndex={0}
      role="region"
      aria-labelledby="compare-caption"
    >
      <table className="w-full min-w-max border-collapse text-sm">
        <caption id="compare-caption" className="sr-only">
          {t('compare.title')}
        </caption>
        <thead>
          <tr>
            <td className={`${sticky} w-36 border-b border-slate-200 p-3`} />
            {homes.map((home) => (
              <th
                key={home.id}
                scope="col"
                className="w-56 border-b border-slate-200 p-3 text-start align-top"
              >
                {/* A plain picture: the cards' <picture> code stays out of this page's shared script. */}
                <img
                  src={home.cover}
                  width={THUMB.width}
                  height={THUMB.height}
                  alt={t('compare.row.photo')}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-48 rounded-lg object-cover"
                />
                <Link
                  to={`/property/${home.id}`}
                  prefetch="intent"
                  className="mt-2 block max-w-48 font-semibold text-slate-900 hover:text-brand-700"
                >
                  {inLanguage(lang, home.name, home.nameJa)}
                </Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className={`${sticky} p-3 text-start font-medium text-slate-700`}>
                {row.label}
              </th>
              {row.cells.map((cell, i) => (
                <td
                  key={homes[i]!.id}
                  className={`p-3 ${row.best[i] ? 'bg-emerald-50 font-semibold text-emerald-900' : 'text-slate-800'}`}
                >
                  {cell}
                  {row.best[i] && (
                    <span className="ms-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      <span aria-hidden="true">★ </span>
                      {t('compare.best')}
                      <span className="sr-only"> ({t('compare.bestLabel')})</span>
                    </span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
