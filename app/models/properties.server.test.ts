import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database } from '~/db/client.server';
import { blogs, properties, propertyWords } from '~/db/schema';
import { markdownAsShown } from '~/db/search-words';
import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';
import { placeLabel, typeLabel } from '~/lib/catalog-labels';
import { neighbourhoodLabel, orientationLabel, rentalTermsLabel } from '~/lib/generated-labels';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES, SORT_MODES, type SortMode } from '~/lib/catalog';
import { MARKET_COUNTRIES, type MarketTable } from '~/lib/market-terms';
import { DEFAULT_MARKET_TERMS } from '~/lib/market-terms-built-in';
import {
  DEFAULT_MONTHLY_TERMS,
  monthlyCost,
  monthlyTerms,
  shownMonthlyCost,
} from '~/lib/monthly-cost';
import { encodePolygon, insideBox, insidePolygon, mapAreaOf } from '~/lib/map/area';
import { parsePropertyQuery, type PropertyQuery } from '~/lib/query';
import { DEFAULT_RATES, toUsd } from '~/lib/money';
import { moveInTotal } from '~/lib/move-in-cost';

import { openTestDatabase } from '../../tests/unit/test-database';
import { SORT_ORDER, orderOf } from './search/sort.server';
import { countByCategory, getProperty } from './properties.server';
import {
  expectedMatches,
  keywordWords,
  WORDS_PER_RUN_UP_TO,
  wordsDecide,
} from './search/keywords.server';
import { prepareSearch } from './search/table-size.server';
import { propertyFilter, searchProperties } from './search/planner.server';
import { similarProperties } from './search/similar.server';
import { searchIndexReady } from './search/index-state.server';
import { buildSearchIndex, type SearchIndex } from './search/index-build.server';
import { searchIndex } from './search/index-query.server';

type Row = typeof properties.$inferSelect;
/** A search as a visitor asks for it; the oracle and the URL are both made from it. */
type Search = Partial<Omit<PropertyQuery, 'page' | 'reset'>>;

const PAGE = 6;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let rows: Row[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  rows = await db.select().from(properties);
});
afterAll(() => handle?.close());

/** Map areas around the generated cities (lib/map/cities.ts). */
const LONDON_WEST = '-0.24,51.44,-0.12,51.58';
const NEW_YORK_TRIANGLE = encodePolygon([
  [-74.03, 40.68],
  [-73.88, 40.7],
  [-73.95, 40.79],
]);
const NEW_YORK_NOTCHED = encodePolygon([
  [-74.03, 40.67],
  [-73.87, 40.67],
  [-73.87, 40.79],
  [-73.95, 40.72],
  [-74.03, 40.79],
]);
const inMapArea = (s: Search, p: Row) => {
  const { box, area } = mapAreaOf(s);
  return (
    (box === undefined || insideBox(box, p.longitude ?? NaN, p.latitude ?? NaN)) &&
    (area === undefined || insidePolygon(area, p.longitude ?? NaN, p.latitude ?? NaN))
  );
};

const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
/** The whole record's searchable text: its fields and its description without link targets. */
const recordText = (p: Row) =>
  [p.name, p.location, p.category, p.listingType, p.orientation, p.rentalTerms ?? '']
    .concat(markdownAsShown(p.description), shownInJapanese(p))
    .join(' ');
/** What a Japanese page shows of the home, with the pages' own labels (ADR 0078). */
const tJa = createTranslator(ja, 'ja');
const shownInJapanese = (p: Row) =>
  [
    p.nameJa ?? '',
    placeLabel(tJa, p.location),
    typeLabel(tJa, p.category),
    tJa(p.listingType === 'rent' ? 'property.forRent' : 'property.forSale'),
    orientationLabel(tJa, p.orientation),
    rentalTermsLabel(tJa, p.rentalTerms),
    neighbourhoodLabel(tJa, p.neighbourhood),
    markdownAsShown(p.descriptionJa ?? ''),
  ].join(' ');

/**
 * The home as the search compares it (docs/product.md#money): its price converted to dollars, so a
 * bound, a sort by price and a monthly cost are the same whatever currency the home is listed in.
 */
const inDollars = (p: Row) => ({ ...p, price: p.priceUsd });

/**
 * The cash it takes to move in, in dollars, worked out from the home's fields
 * (docs/product.md#move-in-cost), not read from the column the search compares.
 */
const moveInUsd = (p: Row) => toUsd(moveInTotal(p, DEFAULT_RATES), p.currency, DEFAULT_RATES);

const ORDER: Record<SortMode, (a: Row, b: Row) => number> = {
  latest: (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
  // Each kind apart (docs/product.md#sorting): rents, a month, then sale prices when lowest
  // first; sale prices, then rents, when highest first.
  'price-asc': (a, b) =>
    a.listingType.localeCompare(b.listingType) || a.priceUsd - b.priceUsd || a.id - b.id,
  'price-desc': (a, b) =>
    b.listingType.localeCompare(a.listingType) || b.priceUsd - a.priceUsd || b.id - a.id,
  'area-desc': (a, b) => b.numberOfArea - a.numberOfArea || b.id - a.id,
  'area-asc': (a, b) => a.numberOfArea - b.numberOfArea || a.id - b.id,
  // The rent or the estimated payment, both kinds together (ADR 0058).
  'monthly-asc': (a, b) =>
    monthlyCost(inDollars(a), DEFAULT_MONTHLY_TERMS) -
      monthlyCost(inDollars(b), DEFAULT_MONTHLY_TERMS) || a.id - b.id,
  // The latest confirmation first (docs/product.md#freshness).
  confirmed: (a, b) => b.confirmedAt.getTime() - a.confirmedAt.getTime() || b.id - a.id,
  'movein-asc': (a, b) => moveInUsd(a) - moveInUsd(b) || a.id - b.id,
};

/**
 * The search's filters and sort modes (docs/product.md#search) in plain JavaScript: every matching
 * id, in order.
 */
function expected(s: Search): number[] {
  return rows
    .filter(
      (p) =>
        (s.listingType === undefined || p.listingType === s.listingType) &&
        (s.location === undefined || has(p.location, s.location)) &&
        (s.category === undefined || has(p.category, s.category)) &&
        (s.priceMin === undefined || p.priceUsd >= s.priceMin) &&
        (s.priceMax === undefined || p.priceUsd <= s.priceMax) &&
        (s.monthlyMax === undefined ||
          shownMonthlyCost(inDollars(p), DEFAULT_MONTHLY_TERMS) <= s.monthlyMax) &&
        (s.moveInMax === undefined || moveInUsd(p) <= s.moveInMax) &&
        (s.bedRooms === undefined || p.numberOfBeds === s.bedRooms) &&
        (s.keywords === undefined || has(recordText(p), s.keywords)) &&
        (s.squareFootMin === undefined || p.numberOfArea >= s.squareFootMin) &&
        (s.squareFootMax === undefined || p.numberOfArea <= s.squareFootMax) &&
        (s.amenities ?? []).every((key) => p[key]) &&
        inMapArea(s, p),
    )
    .sort(ORDER[s.sort ?? 'latest'])
    .map((p) => p.id);
}

/** The search as the site reads it from its URL. */
function queryOf(s: Search, page?: number) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(s)) {
    for (const item of [value].flat()) params.append(key, String(item));
  }
  // An address counts pages from 1; every match at once (-1) is set on the query itself.
  if (page !== undefined && page >= 0) params.set('page', String(page + 1));
  return { ...parsePropertyQuery(params), ...(page === -1 && { page: -1 }) };
}

function search(s: Search, page?: number, options?: Parameters<typeof searchProperties>[2]) {
  return searchProperties(db, queryOf(s, page), options);
}

/** The planner's plan for a query, as text. */
async function explain(query: SQLWrapper) {
  const result = (await db.execute(sql`explain ${query}`)) as unknown as {
    rows: { 'QUERY PLAN': string }[];
  };
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}

/** Runs the search and checks one page and the total against the oracle. */
async function expectPage(s: Search, page = 0) {
  const ids = expected(s);
  const result = await search(s, page);
  expect(result.total).toBe(ids.length);
  const want = page === -1 ? ids : ids.slice(page * PAGE, page * PAGE + PAGE);
  expect(result.properties.map((p) => p.id)).toEqual(want);
  return { ids, result };
}

describe('searchProperties filters', () => {
  it.each<[string, Search]>([
    ['location as a case-insensitive substring', { location: 'lon' }],
    ['location in capitals', { location: 'NEW YORK' }],
    ['type as a case-insensitive substring', { category: 'vil' }],
    ['type in capitals', { category: 'CONDO' }],
    ['minimum price', { priceMin: 500_000 }],
    ['maximum price', { priceMax: 10_000 }],
    ['bedrooms', { bedRooms: 3 }],
    ['zero bedrooms (offices)', { bedRooms: 0 }],
    ['a keyword in the description', { keywords: 'dishwasher' }],
    ['a keyword in the rental terms', { keywords: 'MONTH-TO-MONTH' }],
    ['a keyword in the orientation', { keywords: 'north-east' }],
    ['a keyword spanning two fields', { keywords: 'uk villa' }],
    // What a Japanese page shows (ADR 0078): place, neighbourhood, type, title and description.
    ['a place in Japanese', { keywords: '東京' }],
    ['a neighbourhood in Japanese', { keywords: '渋谷' }],
    ['a type in Japanese', { keywords: 'マンション' }],
    ['a listing type in Japanese', { keywords: '賃貸' }],
    ['one kanji', { keywords: '駅' }],
    ['a phrase of a Japanese description', { keywords: '駅まで歩いて数分' }],
    ['Japanese and digits', { keywords: '寝室2室' }],
    ['minimum area', { squareFootMin: 5_000 }],
    ['maximum area', { squareFootMax: 800 }],
    ['one amenity', { amenities: ['hasSwimmingPool'] }],
    ['three amenities', { amenities: ['hasInternet', 'hasPark', 'hasWardrobe'] }],
    ['homes for sale', { listingType: 'sale' }],
    ['homes for rent', { listingType: 'rent' }],
    ['a monthly cost, both kinds', { monthlyMax: 3_000 }],
    ['a monthly cost, for sale', { listingType: 'sale', monthlyMax: 2_500 }],
    ['a monthly cost, for rent', { listingType: 'rent', monthlyMax: 8_000 }],
    ['the cash to move in, both kinds', { moveInMax: 20_000 }],
    ['the cash to move in, for sale', { listingType: 'sale', moveInMax: 150_000 }],
    ['a box on the map (the west of London)', { bbox: LONDON_WEST }],
    ['an area drawn on the map (a triangle in New York)', { area: NEW_YORK_TRIANGLE }],
    ['an area drawn with a notch (not convex)', { area: NEW_YORK_NOTCHED }],
  ])('%s finds exactly the matching homes', async (_name, s) => {
    const { ids } = await expectPage(s);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThan(rows.length);
  });

  it.each<[string, Search]>([
    ['an unknown location', { location: 'Atlantis' }],
    ['an impossible price range', { priceMin: 900_000, priceMax: 1_000 }],
    ['a keyword nobody wrote', { keywords: 'zebra submarine' }],
    ['a link target hidden in the markdown', { keywords: 'mortgage-calculator' }],
  ])('%s finds nothing', async (_name, s) => {
    const { ids, result } = await expectPage(s);
    expect(ids).toEqual([]);
    expect(result.properties).toEqual([]);
  });

  it('finds a home by a word of its street name', async () => {
    const street = rows[17]!.name.split(' on ')[1]!;
    const { ids } = await expectPage({ keywords: street });
    expect(ids).toContain(rows[17]!.id);
    // And by its Japanese title, as a Japanese page shows it.
    const titleJa = rows[17]!.nameJa!;
    expect((await expectPage({ keywords: titleJa })).ids).toContain(rows[17]!.id);
  });

  it('treats price and area bounds as inclusive', async () => {
    const home = rows[42]!;
    const s = {
      priceMin: home.priceUsd,
      priceMax: home.priceUsd,
      squareFootMin: home.numberOfArea,
    };
    const { ids } = await expectPage({ ...s, squareFootMax: home.numberOfArea });
    expect(ids).toContain(home.id);
  });

  it.each<Search>([
    { location: 'paris', listingType: 'rent', priceMax: 15_000 },
    { category: 'apartment', bedRooms: 2, amenities: ['hasSchool'] },
    { keywords: 'garden', location: 'o', sort: 'price-desc' },
    { listingType: 'sale', squareFootMin: 1_000, squareFootMax: 3_000, priceMin: 300_000 },
    { monthlyMax: 4_000, location: 'new york', amenities: ['hasPark'], sort: 'monthly-asc' },
    { monthlyMax: 5_000, keywords: 'garden', bedRooms: 3, sort: 'monthly-asc' },
    { moveInMax: 30_000, location: 'tokyo', sort: 'movein-asc' },
    {
      area: NEW_YORK_NOTCHED,
      bbox: '-74,40.7,-73.9,40.8',
      listingType: 'sale',
      sort: 'price-asc',
    },
  ])('combines filters: %o', async (s) => {
    const { ids } = await expectPage(s);
    expect(ids.length).toBeGreaterThan(0);
  });

  it('keeps a home whose shown monthly payment is the maximum, and not one dollar less', async () => {
    const home = rows.find((p) => p.listingType === 'sale')!;
    const shown = shownMonthlyCost(inDollars(home), DEFAULT_MONTHLY_TERMS);
    expect((await expectPage({ monthlyMax: shown, sort: 'monthly-asc' }, -1)).ids).toContain(
      home.id,
    );
    expect((await expectPage({ monthlyMax: shown - 1 }, -1)).ids).not.toContain(home.id);
  });

  it('reads the payments at the configured terms', async () => {
    const monthly = monthlyTerms(
      Object.fromEntries(
        MARKET_COUNTRIES.map((c) => [c, { ...DEFAULT_MARKET_TERMS[c], rate: 2.5 }]),
      ) as MarketTable,
    );
    const s: Search = { monthlyMax: 2_500, sort: 'monthly-asc' };
    const want = rows
      .map(inDollars)
      .filter((p) => shownMonthlyCost(p, monthly) <= 2_500)
      .sort((a, b) => monthlyCost(a, monthly) - monthlyCost(b, monthly) || a.id - b.id)
      .map((p) => p.id);
    const found = await searchProperties(db, queryOf(s, -1), { monthly });
    expect(found.properties.map((p) => p.id)).toEqual(want);
    // More homes for sale fit at the lower rate than at the default.
    expect(want.length).toBeGreaterThan(expected(s).length);
  });

  it.each(['%', '_', '\\', '50%_off\\'])('takes %s in keywords literally', async (keywords) => {
    const { ids, result } = await expectPage({ keywords });
    expect(result.total).toBeLessThan(rows.length);
    expect(ids.every((id) => has(recordText(rows.find((p) => p.id === id)!), keywords))).toBe(true);
  });

  it('answers SQL-looking text with no error and no results', async () => {
    const text = "' or 1=1 --";
    for (const s of [{ keywords: text }, { location: text }, { category: text }]) {
      const { ids } = await expectPage(s);
      expect(ids).toEqual([]);
    }
  });
});

describe('searchProperties pages and sorting', () => {
  it.each<[SortMode, Search]>([
    ['latest', { listingType: 'rent' }],
    ['price-asc', { listingType: 'rent' }],
    ['price-desc', { listingType: 'rent' }],
    ['area-desc', { listingType: 'rent' }],
    ['area-asc', { listingType: 'rent' }],
    // Both kinds: rents and payments in one order (ADR 0058).
    ['monthly-asc', { location: 'London' }],
    ['movein-asc', { location: 'Tokyo' }],
  ])('sorts the whole result by %s across pages (%o)', async (sort, filters) => {
    const s: Search = { ...filters, sort };
    const ids = expected(s);
    const seen: number[] = [];
    for (let page = 0; page * PAGE < ids.length; page++) {
      const result = await search(s, page);
      expect(result.total).toBe(ids.length);
      expect(result.properties.length).toBeLessThanOrEqual(PAGE);
      seen.push(...result.properties.map((p) => p.id));
    }
    expect(seen).toEqual(ids);
    const all = await search(s, -1);
    expect(all.properties.map((p) => p.id)).toEqual(ids);
  });

  it('shows six homes a page and counts every match', async () => {
    const { result } = await expectPage({}, 3);
    expect(result.properties).toHaveLength(PAGE);
    expect(result.total).toBe(400);
    expect(result.pageCount).toBe(Math.ceil(400 / PAGE));
  });

  it('gives an empty page past the last one, with the total still right', async () => {
    const s: Search = { location: 'london' };
    const last = Math.ceil(expected(s).length / PAGE) - 1;
    await expectPage(s, last);
    const { result } = await expectPage(s, last + 3);
    expect(result.properties).toEqual([]);
    expect(result.total).toBeGreaterThan(0);
  });

  it.each<[string, Search, Parameters<typeof searchProperties>[2]]>([
    ['filters', { location: 'london' }, {}],
    ['keywords, counted', { keywords: 'garden', sort: 'price-asc' }, {}],
    ['keywords, capped', { keywords: 'garden' }, { totalCap: PAGE * 2 + 1 }],
  ])(
    'with lastPageIfPast, gives the last page for a page past it (%s)',
    async (_name, s, options) => {
      const past = await search(s, 500, { ...options, lastPageIfPast: true });
      const last = past.pageCount - 1;
      expect(last).toBeGreaterThan(0);
      expect(past.page).toBe(last);
      expect(past).toEqual({ ...(await search(s, last, options)), page: last });
      expect(await search(s, last, { ...options, lastPageIfPast: true })).toEqual(past);
    },
  );

  it('counts a page of matches up to the cap, and says when there are more', async () => {
    const s: Search = { listingType: 'sale' };
    const matches = expected(s).length;
    const under = await search(s, 0, { totalCap: matches });
    expect(under).toMatchObject({ total: matches, totalIsCapped: false });
    const over = await search(s, 2, { totalCap: matches - 1 });
    expect(over).toMatchObject({
      total: matches - 1,
      totalIsCapped: true,
      pageCount: Math.ceil((matches - 1) / PAGE),
    });
    expect(over.properties.map((p) => p.id)).toEqual(expected(s).slice(2 * PAGE, 3 * PAGE));
    // "Everything" is always counted exactly.
    const all = await search(s, -1, { totalCap: 10 });
    expect(all).toMatchObject({ total: matches, totalIsCapped: false });
  });

  it.each<SortMode>(['latest', 'price-asc', 'price-desc', 'area-desc', 'area-asc'])(
    'with keywords, gives the same page (%s) whether the matches are counted or capped',
    async (sort) => {
      const s: Search = { keywords: 'garden', sort };
      const ids = expected(s);
      expect(ids.length).toBeGreaterThan(3 * PAGE);
      const counted = await search(s, 2);
      expect(counted).toMatchObject({ total: ids.length, totalIsCapped: false });
      expect(counted.properties.map((p) => p.id)).toEqual(ids.slice(2 * PAGE, 3 * PAGE));
      const capped = await search(s, 2, { totalCap: PAGE });
      expect(capped).toMatchObject({ total: PAGE, totalIsCapped: true });
      expect(capped.properties.map((p) => p.id)).toEqual(ids.slice(2 * PAGE, 3 * PAGE));
      const none = await search({ ...s, keywords: 'no such words anywhere' }, 0);
      expect(none).toMatchObject({ properties: [], total: 0, totalIsCapped: false });
    },
  );

  it.each<[Search, number, number | undefined]>([
    [{ keywords: 'garden' }, 0, undefined],
    [{ keywords: 'garden', sort: 'price-desc' }, 2, PAGE],
    [{ keywords: 'quiet', listingType: 'rent', sort: 'area-asc' }, 1, undefined],
    [{ keywords: 'lease', listingType: 'sale' }, 0, undefined],
    [{ keywords: 'dishwasher', location: 'o', bedRooms: 3 }, 0, undefined],
    [{ keywords: 'zebra submarine', priceMin: 100_000 }, 0, undefined],
  ])(
    'finds the same homes for %o (page %i, cap %s) with or without the keyword index',
    async (s, page, totalCap) => {
      const withIndex = await search(s, page, { totalCap, keywordIndexUpTo: Infinity });
      const without = await search(s, page, { totalCap, keywordIndexUpTo: -1 });
      expect(without).toEqual(withIndex);
      const ids = expected(s);
      expect(withIndex.properties.map((p) => p.id)).toEqual(
        ids.slice(page * PAGE, page * PAGE + PAGE),
      );
    },
  );

  it('expects about as many homes as hold a keyword', async () => {
    const holding = (word: string) => rows.filter((p) => has(recordText(p), word)).length;
    for (const word of ['garden', 'castle']) {
      const actual = holding(word);
      const estimate = await expectedMatches(db, await keywordWords(db, word));
      expect(estimate).toBeGreaterThan(actual / 2);
      expect(estimate).toBeLessThan(actual * 2 + 5);
    }
    expect(holding('garden')).toBeGreaterThan(rows.length / 10);
  });

  it('asks the planner about keywords only when the table holds more homes than the limit', async () => {
    const dialect = new PgDialect();
    const asked: string[] = [];
    const execute = db.execute.bind(db);
    const spy = vi.spyOn(db, 'execute').mockImplementation((query) => {
      asked.push(dialect.sqlToQuery(query as SQL).sql);
      return execute(query);
    });
    try {
      const explains = () => asked.filter((text) => text.startsWith('explain')).length;
      await search({ keywords: 'garden' }, 0, { keywordIndexUpTo: rows.length });
      expect(explains()).toBe(0);
      await search({ keywords: 'garden' }, 0, { keywordIndexUpTo: rows.length - 1 });
      expect(explains()).toBe(1);
      // The table's size is read once, not for every search.
      const sizes = asked.filter((text) => text.includes('reltuples')).length;
      expect(sizes).toBeLessThanOrEqual(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('returns every match on page -1', async () => {
    const { result } = await expectPage({}, -1);
    expect(result.properties).toHaveLength(400);
    await expectPage({ category: 'studio', sort: 'area-asc' }, -1);
  });
});

describe('sort orders', () => {
  // An index read in the page's order finds a page without sorting every match; an index whose
  // order differs in any way (even where nulls go) cannot serve it.
  it.each<[string, SortMode, Search]>([
    ['latest', 'latest', {}],
    ['latest, for rent', 'latest', { listingType: 'rent' }],
    ['price, low to high, for sale', 'price-asc', { listingType: 'sale' }],
    ['price, high to low', 'price-desc', {}],
    ['area, large to small, for rent', 'area-desc', { listingType: 'rent' }],
    ['area, small to large', 'area-asc', {}],
    // Rentals alone: a rent is its cost. Homes for sale cost by their country's line (ADR 0129), not
    // in their prices' order, so their monthly order is sorted.
    ['monthly cost, for rent', 'monthly-asc', { listingType: 'rent' }],
    ['cash to move in', 'movein-asc', {}],
  ])('reads "%s" from an index, in order', async (_name, sort, s) => {
    const page = db
      .select({ id: properties.id })
      .from(properties)
      .where(propertyFilter({ ...parsePropertyQuery(new URLSearchParams()), ...s }))
      .orderBy(...orderOf({ sort, listingType: s.listingType }, DEFAULT_MONTHLY_TERMS))
      .limit(PAGE);
    const plan = await explain(page);
    expect(plan).toMatch(/Index (Only )?Scan/);
    expect(plan).not.toMatch(/Sort/);
  });

  it('reads the most popular homes and the newest posts from an index, in order', async () => {
    expect(
      await explain(
        db
          .select({ id: properties.id })
          .from(properties)
          .orderBy(desc(properties.reviewCount), desc(properties.ratingTotal), asc(properties.id))
          .limit(PAGE),
      ),
    ).not.toMatch(/Sort/);
    expect(
      await explain(
        db
          .select({ id: blogs.id })
          .from(blogs)
          .orderBy(desc(blogs.createdAt), desc(blogs.id))
          .limit(3),
      ),
    ).not.toMatch(/Sort/);
  });
});

describe('keyword plans', () => {
  it('uses the words index only when given the words', async () => {
    const query = parsePropertyQuery(new URLSearchParams('keywords=garden'));
    const words = await keywordWords(db, 'garden');
    const plan = (keywordWords: string[][]) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
        const result = (await tx.execute(
          sql`explain select id from ${properties} where ${propertyFilter(query, { keywordWords })}`,
        )) as unknown as { rows: { 'QUERY PLAN': string }[] };
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    expect(await plan(words)).toContain('properties_search_words_idx');
    expect(await plan([])).not.toContain('properties_search_words_idx');
  });
});

describe('keyword words', () => {
  it('checks the text only when the words cannot decide', async () => {
    const filter = async (keywords: string) => {
      const query = { ...parsePropertyQuery(new URLSearchParams()), keywords };
      const where = propertyFilter(query, { keywordWords: await keywordWords(db, keywords) });
      return new PgDialect().sqlToQuery(where!).sql;
    };
    // One word, or part of one: a home holds it exactly when one of its words does.
    expect(await filter('Garden')).not.toContain('"search_text"');
    expect(await filter('Garden')).toContain('"search_words" &&');
    // Several words, or other characters: the words narrow, the text decides.
    for (const keywords of ['garden and', 'garden.', 'north-east']) {
      expect(await filter(keywords)).toContain('"search_text" like');
    }
  });

  const words = () => new Set(rows.flatMap((p) => p.searchWords));

  it("stores each home's words and every word in property_words", async () => {
    for (const p of rows) {
      const text = recordText(p).toLowerCase();
      // ASCII words, and each pair of characters of a run of another script (ADR 0078).
      const pairs = [...text.matchAll(/[^\p{ASCII}\s\p{P}\p{S}]+/gu)].flatMap(([run]) => {
        const chars = [...run];
        return chars.length === 1 ? chars : chars.slice(1).map((c, i) => chars[i]! + c);
      });
      expect(new Set(p.searchWords)).toEqual(new Set([...text.match(/[a-z0-9]+/g)!, ...pairs]));
    }
    const stored = await db.select().from(propertyWords);
    expect(new Set(stored.map((row) => row.word))).toEqual(words());
  });

  it('lists, for each run of the keywords, the words it may be part of', async () => {
    const all = [...words()];
    const [inside, ending, whole, starting] = await keywordWords(db, 'arden, big view-po');
    expect(new Set(inside)).toEqual(new Set(all.filter((w) => w.endsWith('arden'))));
    expect(new Set(ending)).toEqual(new Set(all.filter((w) => w === 'big')));
    expect(new Set(whole)).toEqual(new Set(all.filter((w) => w === 'view')));
    expect(new Set(starting)).toEqual(new Set(all.filter((w) => w.startsWith('po'))));
    const [den, ...none] = await keywordWords(db, 'den');
    expect(new Set(den)).toEqual(new Set(all.filter((w) => w.includes('den'))));
    expect(none).toEqual([]);
    expect(await keywordWords(db, ' -- ')).toEqual([]);
    expect(await keywordWords(db, 'zebra submarine')).toEqual([[], []]);
    // Japanese: each pair of characters is a word; one character is part of a pair (ADR 0078).
    expect(await keywordWords(db, '東京都')).toEqual([
      ['東京'],
      all.includes('京都') ? ['京都'] : [],
    ]);
    const [of] = await keywordWords(db, 'の');
    expect(new Set(of)).toEqual(new Set(all.filter((w) => w.includes('の'))));
    expect(of!.length).toBeGreaterThan(1);
  });

  it.each<Search>([
    { keywords: 'den vi' },
    { keywords: 'garden.' },
    { keywords: '. ' },
    { keywords: 'e' },
    { keywords: ' lond' },
    { keywords: 'Fireplace', listingType: 'rent' },
    { keywords: "o'" },
    { keywords: '100%' },
    { keywords: 'ガーデン' },
    { keywords: '東京（' },
    { keywords: 'の' },
    { keywords: '、コペ' },
    { keywords: 'アパート', listingType: 'rent' },
  ])('finds exactly the homes holding %o', async (s) => {
    await expectPage(s);
    await expectPage(s, -1);
  });
});

describe('you may also like', () => {
  const ids = (list: { id: number }[]) => list.map((p) => p.id);
  const named = (list: readonly string[], text?: string) =>
    list.find((item) => item.toLowerCase() === text?.toLowerCase());

  it.each<[Search, number]>([
    [{}, 0],
    [{ location: 'Paris' }, 2],
    [{ category: 'villa', listingType: 'sale' }, 0],
    [{ category: 'CABIN', location: 'denmark', listingType: 'rent' }, 1],
    [{ location: 'tokyo', listingType: 'rent' }, 1],
  ])('shows six similar homes off the page, the same each time: %o page %d', async (s, page) => {
    const first = await search(s, page);
    expect(first.mayBeLike).toHaveLength(6);
    expect(ids((await search(s, page)).mayBeLike)).toEqual(ids(first.mayBeLike));
    const location = named(LOCATIONS, s.location);
    const type = named(PROPERTY_TYPES, s.category);
    for (const p of first.mayBeLike) {
      expect(ids(first.properties)).not.toContain(p.id);
      if (s.listingType) expect(p.listingType).toBe(s.listingType);
      if (location || type) expect(p.location === location || p.category === type).toBe(true);
    }
  });

  it('finds the same homes walking each place, type and listing type apart, as a large table does', async () => {
    const places = [undefined, ...LOCATIONS];
    const types = [undefined, ...PROPERTY_TYPES];
    const kinds = [undefined, 'sale', 'rent'] as const;
    for (let i = 0; i < 60; i++) {
      const ref = {
        location: places[(i * 7) % places.length],
        category: types[(i * 5) % types.length],
        listingType: kinds[i % kinds.length],
        price: (i * 37_003) % 2_000_000,
        excludeIds: [i + 1, i + 2],
      };
      const together = await similarProperties(db, ref, 6, false);
      const apart = await similarProperties(db, ref, 6, true);
      expect(ids(apart), JSON.stringify(ref)).toEqual(ids(together));
      expect(together.length).toBeGreaterThan(0);
    }
  });
});

describe('getProperty', () => {
  it('returns the whole record with its list of amenities', async () => {
    for (const row of [rows[0]!, rows[123]!, rows[399]!]) {
      const fields: Partial<Row> = { ...row };
      delete fields.searchText;
      delete fields.searchWords;
      const detail = await getProperty(db, row.id);
      expect(detail).toMatchObject(fields);
      expect(detail).not.toHaveProperty('searchText');
      expect(detail).not.toHaveProperty('searchWords');
      expect(detail!.amenities).toEqual(AMENITIES.filter((key) => row[key]));
    }
  });

  it('returns null for an id that does not exist', async () => {
    expect(await getProperty(db, 987_654)).toBeNull();
    expect(await getProperty(db, 0)).toBeNull();
  });
});

describe('countByCategory', () => {
  it('counts the homes of every type', async () => {
    const counts = await countByCategory(db);
    expect(counts.map((c) => c.name)).toEqual([...PROPERTY_TYPES]);
    for (const { name, count } of counts) {
      expect(count).toBe(rows.filter((p) => p.category === name).length);
    }
    expect(counts.reduce((sum, c) => sum + c.count, 0)).toBe(rows.length);
  });
});

describe('search index', () => {
  let index: SearchIndex;
  beforeAll(async () => {
    index = await buildSearchIndex(db, SORT_ORDER);
  });

  it('holds every home as the database stores it', async () => {
    expect(index.homes).toBe(rows.length);
    for (const p of rows) {
      expect(index.present[p.id]).toBe(1);
      expect(index.price[p.id]).toBe(p.priceUsd);
      expect(index.area[p.id]).toBe(p.numberOfArea);
      expect(index.beds[p.id]).toBe(p.numberOfBeds);
      expect(index.rent[p.id]).toBe(p.listingType === 'rent' ? 1 : 0);
      expect(index.names.location[index.location[p.id]!]).toBe(p.location);
      expect(index.names.category[index.category[p.id]!]).toBe(p.category);
      expect(AMENITIES.filter((key, i) => index.amenities[p.id]! & (1 << i))).toEqual(
        AMENITIES.filter((key) => p[key]),
      );
    }
    // Read in small pieces, the homes come out the same.
    const pieces = await buildSearchIndex(db, SORT_ORDER, { recordsPerQuery: 7 });
    const unstable = { postings: undefined, followedTo: undefined };
    expect({ ...pieces, ...unstable }).toEqual({ ...index, ...unstable });
    for (const sort of SORT_MODES) {
      const ordered = [...rows].sort(ORDER[sort]).map((p) => p.id);
      expect([...index.order[sort]]).toEqual(ordered);
      expect(ordered.every((id, i) => index.rank[sort][id] === i)).toBe(true);
    }
  });

  it('gives every word the homes holding it', async () => {
    const stored = await db.select().from(propertyWords);
    expect(stored.length).toBeGreaterThan(100);
    for (const { word, homes } of stored) {
      const view = new DataView(homes!.buffer, homes!.byteOffset, homes!.byteLength);
      const ids = Array.from({ length: homes!.byteLength / 4 }, (_, i) => view.getInt32(i * 4));
      const holding = rows
        .filter((p) => p.searchWords.includes(word))
        .map((p) => p.id)
        .sort((a, b) => a - b);
      expect(ids.sort((a, b) => a - b)).toEqual(holding);
    }
  });

  /** Random searches, the same each run: filters, keywords of every kind, pages and caps. */
  function searches(count: number) {
    let seed = 20261123;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const maybe = <T>(chance: number, value: () => T) => (random() < chance ? value() : undefined);
    const keywords = [
      'garden',
      'Dishwasher',
      'north-east',
      'uk villa',
      'new flooring',
      'den vi',
      'garden.',
      'quiet',
      'e',
      'lease',
      'zebra submarine',
      'ガーデン',
      '渋谷',
      '分譲マンション',
      '駅',
      '光回線のインターネット',
      '100%',
      'MONTH-TO-MONTH',
      'view',
      'ar',
    ];
    return Array.from({ length: count }, (_, i) => {
      const s: Search = {
        // Apart from the random stream, so the other draws stay as they were.
        monthlyMax: i % 4 === 1 ? (i * 7_919) % 6_000 : undefined,
        moveInMax: i % 7 === 3 ? (i * 6_101) % 60_000 : undefined,
        bbox: i % 5 === 2 ? LONDON_WEST : undefined,
        area: i % 6 === 3 ? (i % 4 === 1 ? NEW_YORK_TRIANGLE : NEW_YORK_NOTCHED) : undefined,
        listingType: maybe(0.5, () => pick(['sale', 'rent'] as const)),
        location: maybe(0.3, () => pick(['lon', 'NEW YORK', 'o', 'paris', 'Atlantis'])),
        category: maybe(0.25, () => pick(['vil', 'CONDO', 'a', 'studio'])),
        priceMin: maybe(0.3, () => Math.floor(random() * 400_000)),
        priceMax: maybe(0.3, () => Math.floor(random() * 900_000)),
        bedRooms: maybe(0.2, () => Math.floor(random() * 6)),
        squareFootMin: maybe(0.2, () => Math.floor(random() * 3_000)),
        squareFootMax: maybe(0.15, () => Math.floor(random() * 6_000)),
        amenities: random() < 0.3 ? [pick(AMENITIES)] : [],
        keywords: maybe(0.7, () => pick(keywords)),
        sort: pick(SORT_MODES),
      };
      for (const key of Object.keys(s) as (keyof Search)[]) if (s[key] === undefined) delete s[key];
      return { s, page: pick([0, 0, 0, 1, 2, 5, 40]), totalCap: pick([undefined, 6, 20]) };
    });
  }

  it('finds the text as shown, "2 bedrooms, 1 bathroom", in SQL and through the index', async () => {
    const s: Search = { keywords: '2 bedrooms, 1 bathroom' };
    const ids = expected(s);
    expect(ids.length).toBeGreaterThan(0);
    for (const searchIndex of [false, index] as const) {
      const found = await search(s, -1, { searchIndex });
      expect(found.properties.map((p) => p.id)).toEqual(ids);
    }
  });

  it('finds what SQL finds: the page, the total, the cap and the similar homes', async () => {
    let served = 0;
    for (const { s, page, totalCap } of searches(250)) {
      const indexed = await search(s, page, { totalCap, searchIndex: index });
      const inSql = await search(s, page, { totalCap, searchIndex: false });
      expect({ s, at: page, cap: totalCap, ...indexed }).toEqual({
        s,
        at: page,
        cap: totalCap,
        ...inSql,
      });
      const ids = expected(s);
      const want = ids.slice(page * PAGE, page * PAGE + PAGE);
      expect(indexed.properties.map((p) => p.id)).toEqual(want);
      // The index itself answered, unless only the text could check the keywords.
      const direct = await ask(s, page, totalCap);
      if (direct) {
        served++;
        expect(direct.ids).toEqual(want);
        expect(Math.min(direct.count, totalCap ?? 1_000)).toBe(indexed.total);
      }
    }
    expect(served).toBeGreaterThan(200);
  });

  it('gives the last page for a page past it, as SQL does', async () => {
    for (const s of [{}, { location: 'london' }, { keywords: 'garden', sort: 'area-asc' }]) {
      const options = { lastPageIfPast: true, totalCap: 40 };
      const indexed = await search(s as Search, 99, { ...options, searchIndex: index });
      expect(indexed).toEqual(await search(s as Search, 99, { ...options, searchIndex: false }));
      expect(indexed.page).toBe(indexed.pageCount - 1);
      expect(indexed.properties.length).toBeGreaterThan(0);
    }
  });

  /** The index's own answer, or null where it leaves the search to SQL. */
  function ask(s: Search, page = 0, totalCap = 1_000) {
    const query = queryOf(s, page);
    return keywordWords(db, query.keywords ?? '').then((words) =>
      words.some((list) => list.length === 0)
        ? null
        : searchIndex(db, index, query, {
            keywordWords: words,
            wordsPerRunUpTo: WORDS_PER_RUN_UP_TO,
            textDecides: !!query.keywords && !wordsDecide(query.keywords, words),
            totalCap,
          }),
    );
  }

  it('keeps the lists of words it already read when it empties its memory of them', async () => {
    // A word that is another word with one more letter ("gardens", "garden"): searching the
    // longer one reads some of the shorter one's lists, and those are the ones memory keeps.
    const all = new Set(rows.flatMap((p) => p.searchWords));
    const longer = [...all]
      .filter((word) => word.length > 5 && all.has(word.slice(0, -1)))
      .sort()
      .find((word) => {
        const shorter = word.slice(0, -1);
        return rows.some((p) => p.searchWords.includes(word) && !p.searchWords.includes(shorter));
      })!;
    const s: Search = { keywords: longer.slice(0, -1) };
    index.postings.clear();
    await search({ keywords: longer }, 0, { searchIndex: index });
    index.postingBytes = Number.MAX_SAFE_INTEGER;
    const found = await search(s, 0, { searchIndex: index, totalCap: rows.length });
    expect(index.postingBytes).toBeLessThan(Number.MAX_SAFE_INTEGER);
    expect(found.total).toBe(expected(s).length);
  });

  it('leaves to SQL keywords that only the text can check', async () => {
    expect(await ask({ keywords: 'garden' })).not.toBeNull();
    expect(await ask({ keywords: 'new flooring' })).not.toBeNull();
    expect(await ask({ keywords: 'ガーデン' })).toBeNull();
  });

  it('is built at the first search of a table past the size, and used once ready', async () => {
    const other = await openTestDatabase();
    try {
      const first = await searchProperties(other.db, parsePropertyQuery(new URLSearchParams()), {
        searchIndexFrom: rows.length - 1,
      });
      const ready = await searchIndexReady(other.db);
      expect(ready?.homes).toBe(rows.length);
      expect(ready!.postings.size).toBe(0);
      const garden = parsePropertyQuery(new URLSearchParams('keywords=garden&page=3'));
      const again = await searchProperties(other.db, garden, { searchIndexFrom: rows.length - 1 });
      // The keyword's words were read into the index, and the answer is the one SQL gives.
      expect(ready!.postings.size).toBeGreaterThan(0);
      expect(again).toEqual(await searchProperties(other.db, garden, { searchIndex: false }));
      expect(first.properties.map((p) => p.id)).toEqual(expected({}).slice(0, PAGE));
      // A table no larger than the size is never indexed.
      const small = await openTestDatabase();
      try {
        await prepareSearch(small.db, rows.length);
        expect(await searchIndexReady(small.db)).toBeUndefined();
      } finally {
        await small.close();
      }
    } finally {
      await other.close();
    }
  });
});
