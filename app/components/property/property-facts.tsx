import { useI18n } from '~/i18n/context';
import type { PropertyDetail } from '~/models/properties.server';
import { typeLabel } from '~/lib/catalog-labels';
import { givenFact } from '~/lib/given-fact';
import { orientationLabel, rentalTermsLabel } from '~/lib/generated-labels';

type FactsProps = Pick<
  PropertyDetail,
  | 'category'
  | 'layout'
  | 'listingType'
  | 'numberOfBeds'
  | 'numberOfBathrooms'
  | 'numberOfArea'
  | 'numberOfKitchen'
  | 'numberOfLivingRooms'
  | 'built'
  | 'garageSize'
  | 'orientation'
  | 'plotSize'
  | 'rentalTerms'
> & { builtMonth?: number | null };

/**
 * Every fact of a home that has a value (docs/product.md#home-details); rental terms only for
 * rentals.
 */
export function PropertyFacts({ property: p }: { property: FactsProps }) {
  const { t, format } = useI18n();
  const office = p.category === 'Office';
  // Stored in square feet, shown in the page's unit (docs/product.md#units-by-language).
  const sqft = (n: number) => format.area(n);
  const count = (value: number) => {
    const given = givenFact(value);
    return given === null ? null : format.number(given);
  };
  const plot = givenFact(p.plotSize);
  const facts: [string, string | number | null | undefined][] = [
    [t('detail.fact.type'), typeLabel(t, p.category)],
    // An office has rooms, not bedrooms (docs/product.md#prices-that-fit).
    office
      ? [t('generated.fact.rooms'), format.number(p.numberOfLivingRooms)]
      : [t('detail.fact.beds'), format.number(p.numberOfBeds)],
    // Given by the model where the page shows it (docs/product.md#the-layout-code).
    [t('layoutCode.fact'), p.layout],
    [t('detail.fact.bathrooms'), count(p.numberOfBathrooms)],
    [t('detail.fact.area'), sqft(p.numberOfArea)],
    [t('detail.fact.kitchens'), count(p.numberOfKitchen)],
    [t('detail.fact.livingRooms'), office ? null : count(p.numberOfLivingRooms)],
    // A year is a label, not a quantity: no thousands separator.
    // With its month when given, 築年月 (docs/product.md#rental-and-sale-terms).
    p.builtMonth && givenFact(p.built) !== null
      ? [t('terms.builtAt'), format.monthYear(Date.UTC(p.built, p.builtMonth - 1))]
      : [t('detail.fact.built'), givenFact(p.built)],
    // No garage is a fact of its own ("No garage"), unlike a plot of 0.
    [t('detail.fact.garage'), t('detail.fact.garageCars', { n: format.number(p.garageSize) })],
    [t('detail.fact.orientation'), orientationLabel(t, p.orientation)],
    [t('detail.fact.plotSize'), plot === null ? null : sqft(plot)],
    [
      t('detail.fact.rentalTerms'),
      p.listingType === 'rent' ? rentalTermsLabel(t, p.rentalTerms) : null,
    ],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="facts">
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <div
            key={label}
            className={`rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-900/5 ${
              typeof value === 'string' && value.length > 24 ? 'col-span-2 sm:col-span-3' : ''
            }`}
          >
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
