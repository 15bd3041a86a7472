import { Link, redirect } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/pagination';
import { CompareTrayLoader } from '~/components/compare/compare-tray-loader';
import { FilterPanel } from '~/components/property/filter-panel';
import { PropertyCard } from '~/components/property/property-card';
import { SaveSearch } from '~/components/property/save-search';
import { SortSelect } from '~/components/property/sort-select';
import { SubHeader } from '~/components/sub-header';
import { SearchMapLoader } from '~/components/map/search-map-loader';
import { mapAreaProblems, mapNotesOf, withReadableMapArea } from '~/lib/map/area';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';
import { getUser } from '~/models/auth.server';
import { currentMonthlyTerms } from '~/models/market-terms.server';
import { propertyPageCache } from '~/lib/property-page-cache';
import {
  dropUnlisted,
  parsePropertyQuery,
  propertySearchHref,
  propertySearchParams,
  untidySearch,
} from '~/lib/query';
import { searchProperties } from '~/models/search/planner.server';
import { savedAmong } from '~/models/saved-homes.server';
import { priceCeilings } from '~/models/search/price-range.server';
import { currentRates } from '~/models/currency-rates.server';
import { currencyCookie } from '~/http/currency-cookie.server';
import { ceilingsIn } from '~/lib/search/price-range';
import { requestLanguage } from '~/http/language-cookie.server';
import { getDictionary } from '~/i18n/dictionaries.server';
import { createTranslator } from '~/i18n/i18n';
import { placeLabel } from '~/lib/catalog-labels';
import { stationOptions } from '~/models/stations.server';

import type { Route } from './+types/list';

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = parsePropertyQuery(params);
  // An address with empty parameters, "Any type" or old names (a form sent without JavaScript,
  // an old link) goes on to the canonical one (docs/product.md#search-parameters).
  // So does an old zero-based ?page=0 (docs/product.md#pagination).
  if (untidySearch(params) || params.get('page') === '0') {
    const search = propertySearchParams(parsed);
    if (parsed.reset) search.set('reset', 'true');
    throw redirect(`/properties${search.size ? `?${search}` : ''}`, 301);
  }
  // A place or type the lists do not hold is dropped, and the page says so.
  const unlisted = dropUnlisted(parsed);
  const { dropped } = unlisted;
  // A map area that does not read is left out, and the page says why (docs/product.md#the-map).
  const mapProblems = mapAreaProblems(unlisted.query);
  const query = withReadableMapArea(unlisted.query);
  // The page shows pages, not "everything": -1 is the operation's, not the visitor's.
  query.page = Math.max(0, query.page);
  // Past the last page: the last one rather than an empty list.
  const result = await searchProperties(context.db, query, {
    lastPageIfPast: true,
    monthly: await currentMonthlyTerms(context.db, context.settings.monthly.markets),
  });
  query.page = result.page;
  // The hearts: which of these homes the visitor saved (the cache below forgets on a save).
  const lang = await requestLanguage(request);
  const t = createTranslator(getDictionary(lang), lang);
  const [user, dollarCeilings, rates, stations] = await Promise.all([
    getUser(request, context.db),
    priceCeilings(context.db),
    currentRates(context.db),
    stationOptions(context.db, lang, query.location, (city) => placeLabel(t, city)),
  ]);
  // The filters' money is in the visitor's currency (docs/product.md#money): the search's own,
  // or for a search without a bound, the one the visitor chose.
  const boundless = [query.priceMin, query.priceMax, query.monthlyMax].every(
    (v) => v === undefined,
  );
  const visitor = currencyCookie.parse(request.headers.get('Cookie'));
  const panelCurrency = query.currency ?? (boundless ? (visitor ?? undefined) : undefined);
  const panelQuery = { ...query, currency: panelCurrency === 'USD' ? undefined : panelCurrency };
  const ceilings = ceilingsIn(dollarCeilings, panelCurrency ?? 'USD', rates);
  const shown = [...result.properties, ...result.mayBeLike].map((property) => property.id);
  const savedIds = user ? await savedAmong(context.db, user.id, shown) : [];
  // What was left out of the address, and why (docs/product.md#search-parameters, #the-map).
  const notes = [
    ...(dropped.location !== undefined ? [['filters.unlistedPlace', dropped.location]] : []),
    ...(dropped.category !== undefined ? [['filters.unlistedType', dropped.category]] : []),
    ...mapNotesOf(mapProblems, query).map((key) => [key, '']),
  ] as [MessageKey, string][];
  // The first and last result of the page, counted from 1: worked out here, not in the page's script.
  const range = [
    result.total === 0 ? 0 : query.page * PROPERTIES_PER_PAGE + 1,
    Math.min(result.total, (query.page + 1) * PROPERTIES_PER_PAGE),
  ] as const;
  // The panels and the sort start from the address's search: keyed by it, they show the search
  // of the page Back, Forward or a link leads to, not the one they were first made for.
  return {
    query,
    result,
    savedIds,
    notes,
    range,
    ceilings,
    panelQuery,
    stations,
    searchKey: propertySearchHref(query),
  };
}

type LoaderData = Awaited<ReturnType<typeof loader>>;

/**
 * Pages already seen come from memory; reset=true asks the server
 * (docs/product.md#pages-already-seen).
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = parsePropertyQuery(params);
  const key = propertySearchParams({ ...query, page: Math.max(0, query.page) }).toString();
  if (!query.reset) {
    const hit = propertyPageCache.get(key) as LoaderData | undefined;
    if (hit) return hit;
  }
  const data = (await serverLoader()) as LoaderData;
  propertyPageCache.set(key, data);
  return data;
}
// Runs on the first page too, so the server-rendered results are remembered as well.
clientLoader.hydrate = true as const;

export default function PropertiesPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { query, panelQuery, result, savedIds, notes, range, ceilings, stations, searchKey } =
    loaderData;
  const [first, last] = range;
  return (
    <>
      <PageMeta title={t('nav.properties')} description={t('properties.description')} />
      <SubHeader title={t('nav.properties')} />
      {/* Past 1536 px the results use the width: more cards a row and a larger map, up to 1920 px
          (docs/product.md#the-results-map). */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:px-8 xl:grid-cols-[18rem_minmax(0,3fr)_minmax(0,2fr)] 2xl:max-w-[120rem]">
        <aside className="lg:col-span-2 xl:col-span-1">
          <details className="group rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 xl:hidden">
            <summary className="cursor-pointer list-none text-sm font-semibold text-slate-900">
              {t('filters.label')}{' '}
              <span aria-hidden="true" className="text-slate-400">
                ▾
              </span>
            </summary>
            <div className="mt-4">
              <FilterPanel
                key={searchKey}
                query={panelQuery}
                priceCeilings={ceilings}
                stations={stations}
              />
            </div>
          </details>
          <div className="hidden rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 xl:block">
            <h2 className="mb-4 text-base font-semibold text-slate-900">{t('filters.label')}</h2>
            <FilterPanel
              key={searchKey}
              query={panelQuery}
              priceCeilings={ceilings}
              stations={stations}
            />
          </div>
          <div className="mt-4">
            <SaveSearch key={searchKey} query={query} />
          </div>
        </aside>
        <section aria-labelledby="results-heading">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2
              id="results-heading"
              className="text-lg font-semibold text-slate-900"
              aria-live="polite"
            >
              {result.total === 0
                ? t('properties.none')
                : t(result.totalIsCapped ? 'properties.countCapped' : 'properties.count', {
                    first,
                    last,
                    total: format.number(result.total),
                  })}
            </h2>
            <SortSelect key={searchKey} query={query} />
          </div>
          {notes[0] && (
            <div
              role="status"
              className="mt-4 space-y-1 rounded-xl bg-amber-50 p-4 text-sm text-amber-900"
            >
              {notes.map(([key, value]) => (
                <p key={key}>{t(key, { value })}</p>
              ))}
            </div>
          )}
          {result.total === 0 ? (
            <div className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
              <p className="text-lg font-semibold text-slate-900">{t('properties.emptyTitle')}</p>
              <p className="mt-2 text-slate-600">{t('properties.emptyText')}</p>
              <Link
                to="/properties"
                prefetch="intent"
                className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {t('filters.clear')}
              </Link>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-[repeat(auto-fill,minmax(14rem,1fr))]">
              {result.properties.map((property, index) => (
                <li key={property.id}>
                  <PropertyCard
                    property={property}
                    priority={index < 2}
                    saved={savedIds.includes(property.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          <Pagination
            page={query.page}
            pageCount={result.pageCount}
            hrefFor={(page) => propertySearchHref({ ...query, page })}
          />
        </section>
        <SearchMapLoader />
      </div>
      <CompareTrayLoader />
      {result.mayBeLike.length > 0 && (
        <section aria-labelledby="may-like-heading" className="border-t border-slate-200 bg-white">
          <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
            <h2 id="may-like-heading" className="text-2xl font-bold text-slate-900">
              {t('properties.mayBeLike')}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {result.mayBeLike.map((property) => (
                <li key={property.id}>
                  <PropertyCard property={property} saved={savedIds.includes(property.id)} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      )}
    </>
  );
}
