import { useId } from 'react';
import { Form, useHref } from 'react-router';

import { useI18n } from '~/i18n/context';
import { areaIn, areaUnitFor } from '~/i18n/units';
import type { MessageKey } from '~/i18n/en';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import type { PropertyQuery } from '~/lib/query';

import { PriceRangeField } from './price-range-field';
import { useSearchSubmit } from './use-search-submit';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';

const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const labelClass = 'text-sm font-medium text-slate-700';
const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5, 6];

/**
 * A select's options and the one a value from the URL selects: the list's own spelling when the
 * value names an item in any case (the search ignores case: `london` is London). The options are
 * only the list's: a value it does not hold selects none (the results page drops it and says so,
 * docs/product.md#search-parameters).
 */
export function selectChoices(list: readonly string[], current: string | undefined) {
  const known = current && list.find((item) => item.toLowerCase() === current.toLowerCase());
  return { value: known || '', options: [...list] };
}

/**
 * Every filter the search operation takes (docs/product.md#search-parameters): listing type,
 * location, type, price, bedrooms, area, keywords and the twelve amenities. A GET form: applying it
 * starts at page one, at the search's canonical address. Its fields start from the address's
 * search; the page keys the panel by that search, so Back and Forward show theirs.
 */
const M2_NAMES = { squareFootMin: 'areaMinM2', squareFootMax: 'areaMaxM2' } as const;

export function FilterPanel({ query }: { query: PropertyQuery }) {
  const { t, lang } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const clearHref = useHref('/properties');
  // Square metres on Japanese pages; the address keeps square feet (docs/product.md#units-by-language).
  const unit = areaUnitFor(lang);
  const submit = useSearchSubmit();
  const locations = selectChoices(LOCATIONS, query.location);
  const categories = selectChoices(PROPERTY_TYPES, query.category);
  // The page renders the panel twice (a fold-out on phones, a sidebar on desktops): ids of its own.
  const uid = `filter${useId().replace(/[^\w-]/g, '')}`;
  return (
    <Form
      method="get"
      action="/properties"
      onSubmit={submit}
      aria-label={t('filters.label')}
      className="space-y-5"
    >
      {query.sort !== 'latest' && <input type="hidden" name="sort" value={query.sort} />}
      {/* The map's area stays as the filters change (docs/product.md#the-map). */}
      {(['bbox', 'area'] as const).map(
        (name) => query[name] && <input key={name} type="hidden" name={name} value={query[name]} />,
      )}
      <fieldset>
        <legend className={labelClass}>{t('search.listingType')}</legend>
        <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
          {(['', 'sale', 'rent'] as const).map((type) => (
            <label key={type} className="cursor-pointer">
              <input
                type="radio"
                name="listingType"
                value={type}
                defaultChecked={(query.listingType ?? '') === type}
                className="peer sr-only"
              />
              <span className="block rounded-lg px-2 py-1.5 text-center text-sm font-medium text-slate-600 peer-checked:bg-white peer-checked:text-brand-700 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-brand-600">
                {type === ''
                  ? t('filters.any')
                  : type === 'sale'
                    ? t('search.buy')
                    : t('search.rent')}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${uid}-location`} className={labelClass}>
          {t('search.location')}
        </label>
        <select
          id={`${uid}-location`}
          name="location"
          defaultValue={locations.value}
          className={fieldClass}
        >
          <option value="">{t('filters.anyLocation')}</option>
          {locations.options.map((location) => (
            <option key={location} value={location}>
              {placeLabel(t, location)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${uid}-category`} className={labelClass}>
          {t('search.type')}
        </label>
        <select
          id={`${uid}-category`}
          name="category"
          defaultValue={categories.value}
          className={fieldClass}
        >
          <option value="">{t('search.anyType')}</option>
          {categories.options.map((type) => (
            <option key={type} value={type}>
              {typeLabel(t, type)}
            </option>
          ))}
        </select>
      </div>
      <PriceRangeField
        id={`${uid}-price`}
        names={['priceMin', 'priceMax']}
        initial={[query.priceMin, query.priceMax]}
      />
      <div>
        <label htmlFor={`${uid}-monthly`} className={labelClass}>
          {t('monthly.filter')}
        </label>
        <input
          id={`${uid}-monthly`}
          name="monthlyMax"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          defaultValue={query.monthlyMax}
          aria-describedby={`${uid}-monthly-hint`}
          className={fieldClass}
        />
        <p id={`${uid}-monthly-hint`} className="mt-1 text-xs text-slate-600">
          {t('monthly.filterHint')}
        </p>
      </div>
      <div>
        <label htmlFor={`${uid}-beds`} className={labelClass}>
          {t('filters.bedrooms')}
        </label>
        <select
          id={`${uid}-beds`}
          name="bedRooms"
          defaultValue={query.bedRooms ?? ''}
          className={fieldClass}
        >
          <option value="">{t('filters.any')}</option>
          {BEDROOM_CHOICES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
      <fieldset>
        <legend className={labelClass}>{t(`units.filter.area.${unit}`)}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['squareFootMin', 'squareFootMax'] as const).map((name) => (
            <div key={name}>
              <label htmlFor={`${uid}-${name}`} className="text-xs font-medium text-slate-600">
                {name === 'squareFootMin' ? t('filters.min') : t('filters.max')}
              </label>
              <input
                id={`${uid}-${name}`}
                name={unit === 'm2' ? M2_NAMES[name] : name}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                defaultValue={query[name] === undefined ? undefined : areaIn(query[name], unit)}
                className={fieldClass}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${uid}-keywords`} className={labelClass}>
          {t('filters.keywords')}
        </label>
        <input
          id={`${uid}-keywords`}
          name="keywords"
          type="search"
          defaultValue={query.keywords}
          maxLength={100}
          placeholder={t('filters.keywordsPlaceholder')}
          className={fieldClass}
        />
      </div>
      <fieldset>
        <legend className={labelClass}>{t('filters.amenities')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 lg:grid-cols-1 xl:grid-cols-2">
          {AMENITIES.map((amenity) => (
            <label key={amenity} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                type="checkbox"
                name="amenities"
                value={amenity}
                defaultChecked={query.amenities.includes(amenity)}
                className="size-4 rounded border-slate-300 accent-brand-600"
              />
              {t(`amenity.${amenity}` as MessageKey)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex gap-3">
        <button
          type="submit"
          className="flex-1 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
        >
          {t('filters.apply')}
        </button>
        <a
          href={clearHref}
          className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('filters.clear')}
        </a>
      </div>
    </Form>
  );
}
