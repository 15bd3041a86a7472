import { and, eq, gte, inArray, lte, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { homeStations, properties, savedSearchAlerts, stations } from '~/db/schema';
import { AMENITIES, LOCATIONS } from '~/lib/catalog';
import { estimateIn, maxSalePrice, type MonthlyTerms } from '~/lib/monthly-cost';
import { mapAreaOf } from '~/lib/map/area';
import type { PropertyQuery } from '~/lib/search/filters';

import { listed, visibleHome } from '../listed-homes.server';
import { containsPattern, containsText } from '../sql-helpers.server';
import { arrayLiteral } from '~/db/bulk-insert.server';

import { indexColumn, type ArraysOf, type IndexColumn } from './index-columns.server';
import { wordConditions, wordsDecide } from './keywords.server';
import { mapAreaConditions, mapAreaTest, matchesDrawnArea } from './map-area.server';
import { hasWeekendOpenHouse, weekendOpenHouseHomes } from './open-house-weekend.server';
import { layoutChoiceIndexSql, layoutChoiceSql } from './layout.server';
import { LAYOUT_CHOICES } from '~/lib/layout-code';

/**
 * The search's filters on the server (docs/search.md, ADR 0085): for each parameter of
 * lib/search/filters.ts, its SQL condition, its test in the search index (ADR 0023) and its
 * matching of a saved search's alert (ADR 0055). The three are held to give the same homes by
 * `filters.server.test.ts`; the compiler refuses a parameter without all three.
 */

/** What a filter's SQL is made with beyond the search itself. */
export type SqlContext = { monthly: MonthlyTerms; keywordWords: string[][] };

/** A test of one home by id, or undefined when the filter leaves every home in. */
export type IndexTest = ((id: number) => boolean) | undefined;
export type IndexContext = {
  db: Database;
  index: IndexArrays & { names: IndexNames };
  monthly: MonthlyTerms;
};

/** What a saved search keeps of its filters (`saved_search_alerts`' columns). */
export type AlertRow = Partial<typeof savedSearchAlerts.$inferInsert>;

type ServerFilter = {
  /** Conditions on `properties`, all of which a home meets. */
  sql: (query: PropertyQuery, ctx: SqlContext) => (SQL | undefined)[];
  /**
   * The same test on the index's arrays; 'keywords' for the keywords, which the index finds
   * through their words' lists of homes (search-index.server.ts).
   */
  index: ((query: PropertyQuery, ctx: IndexContext) => IndexTest | Promise<IndexTest>) | 'keywords';
  /**
   * Its columns of a saved search's alert, and the SQL matching a home (`properties`) against a
   * search (`saved_search_alerts`, as `alertsOn` selects it); null for what filters no home.
   */
  alert: {
    store: (query: PropertyQuery, ctx: { monthly: MonthlyTerms }) => AlertRow;
    /** Worked out once per search rather than once per pair of search and home. */
    prepare?: SQL;
    match: SQL;
  } | null;
};

/** What the index holds of every home: a column per fact a filter or an order reads. */
export const INDEX_COLUMNS = {
  price: indexColumn('int32', sql`${properties.priceUsd}`),
  /** The cash it takes to move in, in dollars (docs/product.md#move-in-cost). */
  moveIn: indexColumn('int32', sql`${properties.moveInUsd}`),
  area: indexColumn('int32', sql`${properties.numberOfArea}`),
  beds: indexColumn('int16', sql`${properties.numberOfBeds}`),
  baths: indexColumn('int16', sql`${properties.numberOfBathrooms}`),
  built: indexColumn('int16', sql`${properties.built}`),
  amenities: indexColumn(
    'bits16',
    sql.join(
      AMENITIES.map((key, i) => sql`(${properties[key]}::int << ${sql.raw(String(i))})`),
      sql` | `,
    ),
  ),
  location: indexColumn('name', sql`${properties.location}`),
  category: indexColumn('name', sql`${properties.category}`),
  rent: indexColumn('flag', sql`${properties.listingType} = 'rent'`),
  underOffer: indexColumn('flag', sql`${properties.status} = 'under_offer'`),
  listedAt: indexColumn('micros', sql`${properties.createdAt}`),
  confirmedAt: indexColumn('micros', sql`${properties.confirmedAt}`),
  latitude: indexColumn('float64', sql`${properties.latitude}`),
  longitude: indexColumn('float64', sql`${properties.longitude}`),
  /** The walking minutes to the nearest station; 32767 for none within the radius (ADR 0133). */
  walk: indexColumn('int16', sql`coalesce(${properties.stationMinutes}, 32767)`),
  /** The layout's position among the search's choices, -1 for none (ADR 0128). */
  layout: indexColumn('int16', layoutChoiceIndexSql()),
} satisfies Record<string, IndexColumn>;

export type IndexArrays = ArraysOf<typeof INDEX_COLUMNS> & { present: Uint8Array };
export type IndexNames = Record<NameColumn, string[]>;
export type NameColumn = {
  [K in keyof typeof INDEX_COLUMNS]: (typeof INDEX_COLUMNS)[K]['kind'] extends 'name' ? K : never;
}[keyof typeof INDEX_COLUMNS];

/** A column of `properties` (in `found`) or `saved_search_alerts` by its SQL name. */
const home = (name: string) => sql.raw(`"properties"."${name}"`);
const alert = (name: string) => sql.raw(`"saved_search_alerts"."${name}"`);

/** A bound the search sets on a number, the same in the three places. */
function bound(
  key: NumberKey,
  column: AnyPgColumn,
  array: keyof typeof INDEX_COLUMNS,
  kept: NumberAlertKey,
  op: '>=' | '<=' | '=',
): ServerFilter {
  const keptName = savedSearchAlerts[kept].name;
  const compare = { '>=': gte, '<=': lte, '=': eq }[op];
  return {
    sql: (query) => [query[key] === undefined ? undefined : compare(column, query[key])],
    index: (query, { index }) => {
      const value = query[key];
      if (value === undefined) return undefined;
      const values = index[array];
      if (op === '>=') return (id) => values[id]! >= value;
      if (op === '<=') return (id) => values[id]! <= value;
      return (id) => values[id] === value;
    },
    alert: {
      store: (query) => ({ [kept]: query[key] ?? null }),
      match: sql`(${alert(keptName)} is null or ${home(column.name)} ${sql.raw(op)} ${alert(keptName)})`,
    },
  };
}

/** The search's parameters that are numbers, and the alerts' columns that keep one. */
type NumberKey = {
  [K in keyof PropertyQuery]-?: NonNullable<PropertyQuery[K]> extends number ? K : never;
}[keyof PropertyQuery];
type NumberAlertKey = {
  [K in keyof typeof savedSearchAlerts.$inferInsert]-?: NonNullable<
    (typeof savedSearchAlerts.$inferInsert)[K]
  > extends number
    ? K
    : never;
}[keyof typeof savedSearchAlerts.$inferInsert];

/** A text filter: the place or type holds the text, in any case (docs/product.md#places). */
function holds(
  key: 'location' | 'category',
  column: typeof properties.location | typeof properties.category,
): ServerFilter {
  return {
    sql: (query) => [query[key] ? containsText(column, query[key]) : undefined],
    index: async (query, { db, index }) => {
      const text = query[key];
      if (!text) return undefined;
      const names = await namesHolding(db, index.names[key], text);
      const at = index[key];
      return (id) => names[at[id]!] === 1;
    },
    alert: {
      store: (query) => ({ [key]: query[key] ?? null }),
      prepare: sql`'%' || ${likeText(alert(key))} || '%' as ${sql.raw(`"${key}_like"`)}`,
      match: sql`(${alert(`${key}_like`)} is null or lower(${home(key)}) like ${alert(`${key}_like`)})`,
    },
  };
}

export const SERVER_FILTERS = {
  listingType: {
    sql: (query) => [query.listingType ? eq(properties.listingType, query.listingType) : undefined],
    index: (query, { index }) => {
      if (query.listingType === undefined) return undefined;
      const rent = query.listingType === 'rent' ? 1 : 0;
      return (id) => index.rent[id] === rent;
    },
    alert: {
      store: (query) => ({ listingType: query.listingType ?? null }),
      match: sql`(${alert('listing_type')} is null or ${home('listing_type')} = ${alert('listing_type')})`,
    },
  },
  location: holds('location', properties.location),
  // Among the home's nearest stations (`home_stations`), within the minutes when given (ADR 0133).
  station: {
    sql: (query) => [
      query.station
        ? nearStation(properties.id, stationRef(query.station), query.walkMax)
        : undefined,
    ],
    index: async (query, { db }) => {
      if (!query.station) return undefined;
      const homes = await homesNearStation(db, query.station, query.walkMax);
      return (id) => homes.has(id);
    },
    alert: {
      store: (query) => ({ station: query.station ?? null }),
      prepare: sql`${stationRef(alert('station'))} as "station_ref"`,
      match: sql`(${alert('station')} is null or exists (select 1 from ${homeStations}
        where ${homeStations.propertyId} = ${home('id')} and ${homeStations.stationId} = ${alert('station_ref')}
          and ${homeStations.minutes} <= coalesce(${alert('walk_max')}, 32767)))`,
    },
  },
  // Alone, the walk to the nearest station; with a station, that station's (above).
  walkMax: {
    sql: (query) => [
      query.walkMax !== undefined && !query.station
        ? lte(properties.stationMinutes, query.walkMax)
        : undefined,
    ],
    index: (query, { index }) => {
      const max = query.walkMax;
      if (max === undefined || query.station) return undefined;
      return (id) => index.walk[id]! <= max;
    },
    alert: {
      store: (query) => ({ walkMax: query.walkMax ?? null }),
      match: sql`(${alert('walk_max')} is null or ${alert('station')} is not null or ${home('station_minutes')} <= ${alert('walk_max')})`,
    },
  },
  category: holds('category', properties.category),
  // Bounds in another currency are made dollars before any filter reads them (query-currency).
  currency: { sql: () => [], index: () => undefined, alert: null },
  priceMin: bound('priceMin', properties.priceUsd, 'price', 'priceMin', '>='),
  priceMax: bound('priceMax', properties.priceUsd, 'price', 'priceMax', '<='),
  // "Max monthly cost" as a price bound of each kind (ADR 0058): a rent at most the amount, a sale
  // price at most the highest whose payment on its country's line fits (ADR 0129), a bound per
  // country the place-and-price index follows; an alert keeps the bounds.
  monthlyMax: {
    sql: (query, { monthly }) => {
      const max = query.monthlyMax;
      if (max === undefined) return [];
      if (query.listingType === 'rent') return [lte(properties.priceUsd, max)];
      const sales = saleBoundsSql(max, monthly);
      if (query.listingType === 'sale') return [sales];
      return [
        or(
          and(eq(properties.listingType, 'rent'), lte(properties.priceUsd, max)),
          and(eq(properties.listingType, 'sale'), sales),
        ),
      ];
    },
    index: (query, { index, monthly }) => {
      const max = query.monthlyMax;
      if (max === undefined) return undefined;
      const saleMax = index.names.location.map((place) =>
        maxSalePrice(max, estimateIn(place, monthly)),
      );
      return (id) =>
        index.price[id]! <= (index.rent[id] === 1 ? max : saleMax[index.location[id]!]!);
    },
    alert: {
      store: (query, { monthly }) => {
        const max = query.monthlyMax;
        if (max === undefined) {
          return { monthlyRentMax: null, monthlySaleMax: null, monthlySaleMaxByPlace: null };
        }
        return {
          monthlyRentMax: max,
          // The United States' line, for a place outside the list.
          monthlySaleMax: maxSalePrice(max, monthly.byCountry.US),
          monthlySaleMaxByPlace: Object.fromEntries(
            LOCATIONS.map((place) => [place, maxSalePrice(max, estimateIn(place, monthly))]),
          ),
        };
      },
      match: sql`(${alert('monthly_rent_max')} is null or ${home('price_usd')} <= case when ${home('listing_type')} = 'rent' then ${alert('monthly_rent_max')} else coalesce((${alert('monthly_sale_max_by_place')} ->> ${home('location')})::int, ${alert('monthly_sale_max')}) end)`,
    },
  },
  // "Move in for at most" (docs/product.md#move-in-cost): the stored dollars of its total.
  moveInMax: bound('moveInMax', properties.moveInUsd, 'moveIn', 'moveInMax', '<='),
  bedRooms: bound('bedRooms', properties.numberOfBeds, 'beds', 'bedRooms', '='),
  // The layout code worked out from the rooms, kitchens and area (lib/layout-code.ts, ADR 0128).
  layout: {
    sql: (query) => [
      query.layout
        ? sql`${layoutChoiceSql()} in ${sql`(${sql.join(query.layout, sql`, `)})`}`
        : undefined,
    ],
    index: (query, { index }) => {
      if (!query.layout) return undefined;
      const wanted = new Set(query.layout.map((code) => LAYOUT_CHOICES.indexOf(code)));
      return (id) => wanted.has(index.layout[id]!);
    },
    alert: {
      store: (query) => ({ layouts: [...(query.layout ?? [])] }),
      match: sql`(cardinality(${alert('layouts')}) = 0 or ${layoutChoiceSql()} = any(${alert('layouts')}))`,
    },
  },
  bathsMin: bound('bathsMin', properties.numberOfBathrooms, 'baths', 'bathsMin', '>='),
  squareFootMin: bound('squareFootMin', properties.numberOfArea, 'area', 'areaMin', '>='),
  squareFootMax: bound('squareFootMax', properties.numberOfArea, 'area', 'areaMax', '<='),
  builtFrom: bound('builtFrom', properties.built, 'built', 'builtFrom', '>='),
  // The words' index finds the homes holding a word of each run of the keywords (ADR 0022); the
  // text decides where the words cannot (ADR 0020). search_text is already lower case.
  keywords: {
    sql: (query, { keywordWords }) =>
      query.keywords
        ? [
            ...wordConditions(keywordWords),
            // Keywords that are one word or part of one are decided by the words alone: leaving
            // the text out keeps the planner from counting the same keywords twice.
            wordsDecide(query.keywords, keywordWords)
              ? undefined
              : sql`${properties.searchText} like ${containsPattern(query.keywords)}`,
          ]
        : [],
    index: 'keywords',
    alert: {
      store: (query) => ({ keywords: query.keywords ?? null }),
      prepare: sql`'%' || ${likeText(alert('keywords'))} || '%' as "keywords_like"`,
      match: sql`(${alert('keywords_like')} is null or ${home('search_text')} like ${alert('keywords_like')})`,
    },
  },
  amenities: {
    sql: (query) => query.amenities.map((key) => eq(properties[key], true)),
    index: (query, { index }) => {
      if (query.amenities.length === 0) return undefined;
      let wanted = 0;
      for (const key of query.amenities) wanted |= 1 << AMENITIES.indexOf(key);
      return (id) => (index.amenities[id]! & wanted) === wanted;
    },
    alert: {
      store: (query) => ({ amenities: [...query.amenities] }),
      prepare: sql.join(
        AMENITIES.map(
          (key) => sql`${key} = any(${alert('amenities')}) as ${sql.raw(`"wants_${key}"`)}`,
        ),
        sql`, `,
      ),
      match: sql.join(
        AMENITIES.map(
          (key) => sql`(not ${alert(`wants_${key}`)} or ${home(properties[key].name)})`,
        ),
        sql` and `,
      ),
    },
  },
  underOffer: {
    sql: (query) => [query.underOffer ? ne(properties.status, 'under_offer') : undefined],
    index: (query, { index }) =>
      query.underOffer ? (id) => index.underOffer[id] === 0 : undefined,
    alert: {
      store: (query) => ({ hideUnderOffer: query.underOffer === 'hide' }),
      match: sql`(not ${alert('hide_under_offer')} or ${home('status')} <> 'under_offer')`,
    },
  },
  // Widens the homes searched rather than narrowing them (`searchedHomes`): the index holds the
  // listed homes only, so a search with it runs in SQL (`usesIndex`). Alerts are of new listings
  // and price drops, which a sold home never is.
  includeSold: {
    sql: () => [],
    index: () => undefined,
    alert: null,
  },
  // A question of the open houses' table, which the index does not hold: it asks the database
  // for the few homes with one this weekend (docs/product.md#open-houses).
  openHouse: {
    sql: (query) => [
      query.openHouse ? hasWeekendOpenHouse(properties.id, properties.location) : undefined,
    ],
    index: async (query, { db }) => {
      if (!query.openHouse) return undefined;
      const homes = await weekendOpenHouseHomes(db);
      return (id) => homes.has(id);
    },
    alert: {
      store: (query) => ({ openHouse: query.openHouse === 'weekend' }),
      match: sql`(not ${alert('open_house')} or ${hasWeekendOpenHouse(home('id'), home('location'))})`,
    },
  },
  // The map's box and drawn area (ADR 0063); see map-area.server.ts for the rule at the edges.
  bbox: {
    sql: (query) => mapAreaConditions({ bbox: query.bbox }),
    index: (query, { index }) => areaTest({ bbox: query.bbox }, index),
    alert: {
      store: (query) => {
        const { box } = mapAreaOf(query);
        return {
          boxWest: box?.[0] ?? null,
          boxSouth: box?.[1] ?? null,
          boxEast: box?.[2] ?? null,
          boxNorth: box?.[3] ?? null,
        };
      },
      match: sql`(${alert('box_west')} is null or (${home('latitude')} between ${alert('box_south')} and ${alert('box_north')}
        and ${home('longitude')} between ${alert('box_west')} and ${alert('box_east')}))`,
    },
  },
  area: {
    sql: (query) => mapAreaConditions({ area: query.area }),
    index: (query, { index }) => areaTest({ area: query.area }, index),
    alert: {
      store: (query) => {
        const { area } = mapAreaOf(query);
        return {
          areaLngs: area?.map(([lng]) => lng) ?? null,
          areaLats: area?.map(([, lat]) => lat) ?? null,
        };
      },
      match: sql`(${alert('area_lngs')} is null or ${matchesDrawnArea})`,
    },
  },
  // The order, the page and `reset` choose no homes.
  sort: { sql: () => [], index: () => undefined, alert: null },
  page: { sql: () => [], index: () => undefined, alert: null },
  reset: { sql: () => [], index: () => undefined, alert: null },
} satisfies { [K in keyof PropertyQuery]-?: ServerFilter };

type FilterKey = keyof typeof SERVER_FILTERS;
const KEYS = Object.keys(SERVER_FILTERS) as FilterKey[];
const entry = (key: FilterKey) => SERVER_FILTERS[key] as ServerFilter;

function areaTest(query: { bbox?: string; area?: string }, index: IndexArrays): IndexTest {
  const test = mapAreaTest(query);
  if (!test) return undefined;
  return (id) => test(index.longitude[id]!, index.latitude[id]!);
}

/**
 * The search's filters (docs/product.md#search-parameters) as one SQL condition on the listed
 * homes. With `keywordWords`, the words each run of the keywords may be part of (ADR 0022), the
 * homes holding one of each list's words are found through the words' index; without them the
 * keywords are checked on each home's text (ADR 0020).
 */
export function filterConditions(query: PropertyQuery, ctx: SqlContext) {
  return and(
    searchedHomes(query),
    ...KEYS.flatMap((key) => entry(key).sql(query, ctx)).filter(Boolean),
  );
}

/** How long a sold or let home is found with "Include sold" (docs/product.md#sold-and-let-prices). */
const SOLD_WITHIN_MONTHS = 12;

/**
 * The homes a search looks among: the listed ones, and with `includeSold` those sold or let in
 * the last 12 months, not hidden (docs/product.md#sold-and-let-prices).
 */
export function searchedHomes(query: Pick<PropertyQuery, 'includeSold'>) {
  if (!query.includeSold) return listed;
  return or(
    listed,
    and(
      eq(properties.status, 'closed'),
      visibleHome,
      gte(properties.closedAt, sql`now() - make_interval(months => ${SOLD_WITHIN_MONTHS})`),
    ),
  ) as SQL;
}

/** Whether the search index (which holds the listed homes only) can answer this search. */
export function usesIndex(query: Pick<PropertyQuery, 'includeSold'>) {
  return !query.includeSold;
}

/** The filters other than the keywords as one test of an id in the index. */
export async function indexTest(query: PropertyQuery, ctx: IndexContext) {
  const tests: ((id: number) => boolean)[] = [];
  for (const key of KEYS) {
    const facet = entry(key).index;
    if (facet === 'keywords') continue;
    const test = await facet(query, ctx);
    if (test) tests.push(test);
  }
  const present = ctx.index.present;
  return (id: number) => {
    if (present[id] !== 1) return false;
    for (const test of tests) if (!test(id)) return false;
    return true;
  };
}

/** A saved search's filters as the columns of `saved_search_alerts`. */
export function alertColumns(query: PropertyQuery, ctx: { monthly: MonthlyTerms }): AlertRow {
  return Object.assign({}, ...KEYS.map((key) => entry(key).alert?.store(query, ctx) ?? {}));
}

/** The searches with alerts on, each with what its filters work out once per search. */
export const alertsOn = sql`select saved_search_alerts.*, ${sql.join(
  KEYS.flatMap((key) => entry(key).alert?.prepare ?? []),
  sql`, `,
)} from saved_search_alerts where frequency <> 'off'`;

/**
 * Whether the home (`properties`) matches the search (`saved_search_alerts`, from `alertsOn`),
 * filter by filter: a filter the search does not set matches every home.
 */
export const matchesAlert: SQL = sql.join(
  KEYS.flatMap((key) => entry(key).alert?.match ?? []),
  sql` and `,
);

/** A station's id from its address name, or from its id as text; null for none. */
function stationRef(station: SQL | string) {
  return sql`coalesce((select ${stations.id} from ${stations} where ${stations.slug} = lower(${station})),
    (select ${stations.id} from ${stations} where ${stations.id}::text = ${station}))`;
}

/** Whether the home is among the station's homes, within the minutes when given. */
function nearStation(id: SQL | AnyPgColumn, station: SQL, walkMax: number | undefined) {
  return sql`exists (select 1 from ${homeStations} where ${homeStations.propertyId} = ${id}
    and ${homeStations.stationId} = ${station}
    ${walkMax === undefined ? sql`` : sql`and ${homeStations.minutes} <= ${walkMax}`})`;
}

/** The ids of the homes near a station (within the minutes), for the search index. */
async function homesNearStation(db: Database, station: string, walkMax: number | undefined) {
  const rows = await db
    .select({ id: homeStations.propertyId })
    .from(homeStations)
    .where(
      and(
        sql`${homeStations.stationId} = ${stationRef(station)}`,
        walkMax === undefined ? undefined : lte(homeStations.minutes, walkMax),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** A search's text as a LIKE pattern's middle: lower case, with % _ and \ taken literally. */
function likeText(text: SQL) {
  return sql`replace(replace(replace(lower(${text}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
}

/** The positions in `names` of those holding `text` as the database compares them (`lower`). */
async function namesHolding(db: Database, names: string[], text: string) {
  const result = (await db.execute(sql`
    select coalesce(array_agg(n - 1), '{}') as found
    from unnest(${arrayLiteral(names)}::text[]) with ordinality as name(value, n)
    where lower(value) like ${containsPattern(text)}`)) as unknown as {
    rows: { found: number[] }[];
  };
  const found = new Uint8Array(names.length);
  for (const n of result.rows[0]?.found ?? []) found[Number(n)] = 1;
  return found;
}

/**
 * The homes for sale whose payment fits `max` dollars: for each country's cities, a price bound
 * (lib/monthly-cost.ts's `maxSalePrice`), and the United States' for a place outside the list.
 */
function saleBoundsSql(max: number, monthly: MonthlyTerms) {
  const byBound = new Map<number, string[]>();
  for (const place of LOCATIONS) {
    const bound = maxSalePrice(max, estimateIn(place, monthly));
    byBound.set(bound, [...(byBound.get(bound) ?? []), place]);
  }
  const places = [...byBound].map(([bound, cities]) =>
    and(inArray(properties.location, cities), lte(properties.priceUsd, bound)),
  );
  const elsewhere = and(
    notInArray(properties.location, [...LOCATIONS]),
    lte(properties.priceUsd, maxSalePrice(max, monthly.byCountry.US)),
  );
  return or(...places, elsewhere)!;
}
