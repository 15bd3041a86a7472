import { useState, type FormEvent } from 'react';
import { Form } from 'react-router';

import { useI18n } from '~/i18n/context';
import {
  LOCATIONS,
  PRICE_CEILING,
  PRICE_FLOOR,
  PROPERTY_TYPES,
  RENT_PRICE_CEILING,
  type ListingType,
} from '~/lib/catalog';

import { PriceRangeField } from './price-range-field';
import { useSearchSubmit } from './use-search-submit';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';

const selectClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900';

export type SearchBarValues = {
  listingType?: ListingType;
  location?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
};

/** The price slider's top: a month's rent for rentals, a price for homes to buy. */
export const priceCeilingFor = (listingType: ListingType) =>
  listingType === 'rent' ? RENT_PRICE_CEILING : PRICE_CEILING;

/**
 * The search bar (docs/product.md#search-bar): Buy/Rent (Rent by default, and sent), location
 * (starting with "Any location", the default), type (starting with "Any type"), and a price range
 * that follows Buy/Rent. A GET form to /properties with the results page's own parameter names,
 * so it works without JavaScript and every search has a URL; with JavaScript it goes to the
 * search's canonical address.
 */
export function SearchBar({
  id = 'search',
  initial = {},
}: {
  id?: string;
  initial?: SearchBarValues;
}) {
  const { t, format } = useI18n();
  const [errors, setErrors] = useState<string[]>([]);
  const [listingType, setListingType] = useState<ListingType>(initial.listingType ?? 'rent');
  const ceiling = priceCeilingFor(listingType);
  const submit = useSearchSubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const found: string[] = [];
    const min = Number(form.get('priceMin'));
    const max = Number(form.get('priceMax'));
    if (!(min >= PRICE_FLOOR)) found.push(t('search.minPriceError'));
    if (!(max <= ceiling)) found.push(t('search.maxPriceError', { max: format.currency(ceiling) }));
    if (min > max) found.push(t('search.rangeError'));
    setErrors(found);
    if (found.length) event.preventDefault();
    else submit(event);
  }

  return (
    <Form
      method="get"
      action="/properties"
      noValidate
      onSubmit={onSubmit}
      aria-label={t('search.label')}
      className="focus-ring-brand rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-900/5 sm:p-6"
    >
      <fieldset className="flex w-fit rounded-xl bg-slate-100 p-1">
        <legend className="sr-only">{t('search.listingType')}</legend>
        {(['sale', 'rent'] as const).map((type) => (
          <label key={type} className="cursor-pointer">
            <input
              type="radio"
              name="listingType"
              value={type}
              checked={listingType === type}
              onChange={() => setListingType(type)}
              className="peer sr-only"
            />
            <span className="block rounded-lg px-5 py-2 text-sm font-semibold text-slate-600 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600">
              {type === 'sale' ? t('search.buy') : t('search.rent')}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-[1fr_1fr_1.6fr_auto] lg:items-end">
        <div>
          <label htmlFor={`${id}-location`} className="text-sm font-medium text-slate-700">
            {t('search.location')}
          </label>
          <select
            id={`${id}-location`}
            name="location"
            defaultValue={initial.location ?? ''}
            className={selectClass}
          >
            <option value="">{t('filters.anyLocation')}</option>
            {LOCATIONS.map((location) => (
              <option key={location} value={location}>
                {placeLabel(t, location)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="text-sm font-medium text-slate-700">
            {t('search.type')}
          </label>
          <select
            id={`${id}-type`}
            name="category"
            defaultValue={initial.category ?? ''}
            className={selectClass}
          >
            <option value="">{t('search.anyType')}</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {typeLabel(t, type)}
              </option>
            ))}
          </select>
        </div>
        {/* Keyed by Buy/Rent: switching starts the range afresh over the other scale. */}
        <PriceRangeField
          key={listingType}
          id={id}
          names={['priceMin', 'priceMax']}
          initial={[initial.priceMin, initial.priceMax]}
          ceiling={ceiling}
        />
        <button
          type="submit"
          className="h-11 rounded-lg bg-brand-600 px-6 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
        >
          {t('search.submit')}
        </button>
      </div>
      {errors.length > 0 && (
        <ul role="alert" className="mt-3 space-y-1 text-sm text-red-700">
          {errors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      )}
    </Form>
  );
}
