import { useId } from 'react';
import { Form, useHref } from 'react-router';

import { useI18n } from '~/i18n/context';
import { PRICE_CEILING, RENT_PRICE_CEILING } from '~/lib/catalog';
import { propertySearchParams } from '~/lib/query';
import { FILTER_KEYS, filterOf, type PropertyQuery } from '~/lib/search/filters';
import { ceilingFor, type PriceCeilings } from '~/lib/search/price-range';
import { areaIn, areaUnitFor } from '~/i18n/units';

import { PriceRangeField } from './price-range-field';
import { useSearchSubmit } from './use-search-submit';

const fieldClass =
  'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900';
const labelClass = 'text-sm font-medium text-slate-700';

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

/** A station the panel offers: its address name and its name in the page's language. */
export type StationOption = { slug: string; name: string };

const DEFAULT_CEILINGS: PriceCeilings = { sale: PRICE_CEILING, rent: RENT_PRICE_CEILING };

const M2_NAMES = { squareFootMin: 'areaMinM2', squareFootMax: 'areaMaxM2' } as const;

/**
 * Every filter the search operation takes (docs/product.md#search-parameters), each drawn as its
 * entry in the registry declares (lib/search/filters.ts), in the registry's order. A GET form:
 * applying it starts at page one, at the search's canonical address. Its fields start from the
 * address's search; the page keys the panel by that search, so Back and Forward show theirs.
 */
export function FilterPanel({
  query,
  priceCeilings = DEFAULT_CEILINGS,
  stations = [],
}: {
  query: PropertyQuery;
  /** The stations to offer, named in the page's language (ADR 0133). */
  stations?: StationOption[];
  /** The price slider's top for each kind, from the listed homes (ADR 0089). */
  priceCeilings?: PriceCeilings;
}) {
  const { t } = useI18n();
  // A plain form or link: React Router's own href puts the page's language before it (ADR 0065).
  const clearHref = useHref('/properties');
  const submit = useSearchSubmit();
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
      {FILTER_KEYS.map((key) => (
        <FilterControl
          key={key}
          name={key}
          query={query}
          uid={uid}
          ceiling={ceilingFor(priceCeilings, query.listingType)}
          stations={stations}
        />
      ))}
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

/** One parameter's control, of the kind its filter declares. */
function FilterControl({
  name,
  query,
  uid,
  ceiling,
  stations,
}: {
  name: keyof PropertyQuery;
  query: PropertyQuery;
  uid: string;
  ceiling: number;
  stations: StationOption[];
}) {
  const { t, lang, format } = useI18n();
  const control = filterOf(name).control;
  const value = query[name];
  const id = `${uid}-${name}`;
  switch (control.kind) {
    case 'none':
      return null;
    case 'hidden': {
      // The order and the map's area stay as the filters change (docs/product.md#the-map).
      const sent = propertySearchParams({ [name]: value }).getAll(name);
      // The map's box or area belongs to the place it was drawn in: a search for another place
      // leaves it behind (use-search-submit.ts), so a city chosen after "Search this area" finds
      // that city's homes.
      const place = name === 'bbox' || name === 'area' ? (query.location ?? '') : undefined;
      return sent.map((text) => (
        <input key={text} type="hidden" name={name} value={text} data-for-place={place} />
      ));
    }
    case 'listingType':
      return (
        <fieldset>
          <legend className={labelClass}>{t('search.listingType')}</legend>
          <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-slate-100 p-1">
            {(['', 'sale', 'rent'] as const).map((type) => (
              <label key={type} className="cursor-pointer">
                <input
                  type="radio"
                  name={name}
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
      );
    case 'list':
    case 'station': {
      const isList = control.kind === 'list';
      const choices = selectChoices(
        isList ? control.list : stations.map((station) => station.slug),
        value as string | undefined,
      );
      return (
        <div>
          <label htmlFor={id} className={labelClass}>
            {t(control.label)}
          </label>
          <select id={id} name={name} defaultValue={choices.value} className={fieldClass}>
            <option value="">{t(control.any)}</option>
            {choices.options.map((option, n) => (
              <option key={option} value={option}>
                {isList ? control.name(t, option) : stations[n]!.name}
              </option>
            ))}
          </select>
        </div>
      );
    }
    case 'priceRange':
      return (
        <PriceRangeField
          id={`${uid}-price`}
          names={[name, control.max]}
          initial={[query.priceMin, query.priceMax]}
          currency={query.currency ?? 'USD'}
          ceiling={Math.max(ceiling, query.priceMax ?? 0, query.priceMin ?? 0)}
        />
      );
    case 'areaRange': {
      // Square metres on Japanese pages; the address keeps square feet
      // (docs/product.md#units-by-language).
      const unit = areaUnitFor(lang);
      return (
        <fieldset>
          <legend className={labelClass}>{t(`units.filter.area.${unit}`)}</legend>
          <div className="grid grid-cols-2 gap-3">
            {(['squareFootMin', control.max] as const).map((bound) => (
              <div key={bound}>
                <label htmlFor={`${uid}-${bound}`} className="text-xs font-medium text-slate-600">
                  {bound === 'squareFootMin' ? t('filters.min') : t('filters.max')}
                </label>
                <input
                  id={`${uid}-${bound}`}
                  name={unit === 'm2' ? M2_NAMES[bound] : bound}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  defaultValue={query[bound] === undefined ? undefined : areaIn(query[bound], unit)}
                  className={fieldClass}
                />
              </div>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'number':
      return (
        <div>
          <label htmlFor={id} className={labelClass}>
            {t(control.label, { currency: t(`money.unit.${query.currency ?? 'USD'}`) })}
          </label>
          <input
            id={id}
            name={name}
            type="number"
            inputMode="numeric"
            min={control.min}
            max={control.max}
            step={1}
            defaultValue={value as number | undefined}
            aria-describedby={control.hint ? `${id}-hint` : undefined}
            className={fieldClass}
          />
          {control.hint && (
            <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
              {t(control.hint)}
            </p>
          )}
        </div>
      );
    case 'choice':
      return (
        <div>
          <label htmlFor={id} className={labelClass}>
            {t(control.label)}
          </label>
          <select
            id={id}
            name={name}
            defaultValue={(value as number | undefined) ?? ''}
            className={fieldClass}
          >
            <option value="">{t('filters.any')}</option>
            {control.choices.map((n) => (
              <option key={n} value={n}>
                {control.name ? t(control.name, { n: format.number(n) }) : n}
              </option>
            ))}
          </select>
        </div>
      );
    case 'text':
      return (
        <div>
          <label htmlFor={id} className={labelClass}>
            {t(control.label)}
          </label>
          <input
            id={id}
            name={name}
            type="search"
            defaultValue={value as string | undefined}
            maxLength={100}
            placeholder={t(control.placeholder)}
            className={fieldClass}
          />
        </div>
      );
    case 'checks': {
      const chosen = (value as string[] | undefined) ?? [];
      return (
        <fieldset>
          <legend className={labelClass}>{t(control.label)}</legend>
          <div className={`mt-2 grid gap-x-3 gap-y-2 ${control.grid}`}>
            {control.choices.map((choice) => (
              <label key={choice} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="checkbox"
                  name={name}
                  value={choice}
                  defaultChecked={chosen.includes(choice)}
                  className="size-4 rounded border-slate-300 accent-brand-600"
                />
                {control.name(t, choice)}
              </label>
            ))}
          </div>
        </fieldset>
      );
    }
    case 'flag':
      return (
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input
            type="checkbox"
            name={name}
            value={control.value}
            defaultChecked={value === control.value}
            className="size-4 rounded border-slate-300 accent-brand-600"
          />
          {t(control.label)}
        </label>
      );
  }
}
