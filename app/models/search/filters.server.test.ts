import fc from 'fast-check';
import { asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { openHouses, properties, savedSearchAlerts, savedSearches, stations } from '~/db/schema';
import { AMENITIES, LISTING_TYPES, LOCATIONS, SORT_MODES } from '~/lib/catalog';
import { encodePolygon, type Polygon } from '~/lib/map/area';
import { convert, CURRENCIES, DEFAULT_RATES, toUsd, type Currency } from '~/lib/money';
import { MARKET_COUNTRIES, type MarketTable } from '~/lib/market-terms';
import { DEFAULT_MARKET_TERMS } from '~/lib/market-terms-built-in';
import {
  DEFAULT_MONTHLY_TERMS,
  estimateIn,
  maxSalePrice,
  monthlyCost,
  monthlyTerms,
  shownMonthlyCost,
} from '~/lib/monthly-cost';
import { FILTER_KEYS, type PropertyQuery } from '~/lib/search/filters';
import { LAYOUT_CHOICES } from '~/lib/layout-code';
import { moveInTotal } from '~/lib/move-in-cost';
import { distanceMetres, STATION_RADIUS_METRES, walkingMinutes } from '~/lib/stations';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { createTestAccount } from '../../../tests/unit/test-accounts';
import { listed } from '../listed-homes.server';
import { recomputeHomeStations } from '../station-updates.server';
import { alertColumns, alertsOn, matchesAlert, SERVER_FILTERS, usesIndex } from './filters.server';
import { buildSearchIndex } from './index-build.server';
import { facetTest } from './index-query.server';
import { zoneOfPlace } from './open-house-weekend.server';
import { propertyFilter } from './planner.server';
import { boundsInDollars } from './query-currency.server';
import { priceCeilings } from './price-range.server';
import { followMonthlyTerms } from './index-state.server';
import { orderOf, SORT_ORDER, sortOrderFor } from './sort.server';
import { writeMoveInCosts } from '../move-in-upgrade.server';

/**
 * The registry's three readings of a filter, SQL, the search index and an alert, find the same
 * homes (ADR 0085): random catalogues and random searches, homes on the edges of boxes and on the
 * corners and sides of drawn areas, prices on the bounds.
 */

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
/** The homes the catalogues are drawn over; every other home is taken out of the search. */
let ids: number[];
/** One saved search per query of a run, whose alert columns each run sets. */
let searchIds: number[];

const HOMES = 48;
const QUERIES = 8;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const rows = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id));
  ids = rows.slice(0, HOMES).map((row) => row.id);
  await db.update(properties).set({ status: 'closed' }).where(notInArray(properties.id, ids));
  const userId = await createTestAccount(db, 'Registry');
  searchIds = [];
  for (let i = 0; i < QUERIES; i++) {
    const [saved] = await db
      .insert(savedSearches)
      .values({ userId, name: `Search ${i}`, query: '' })
      .returning({ id: savedSearches.id });
    searchIds.push(saved!.id);
  }
  await db
    .insert(savedSearchAlerts)
    .values(searchIds.map((id) => ({ savedSearchId: id, userId, frequency: 'instant' as const })));
  await db.insert(stations).values(
    TEST_STATIONS.map((station) => ({
      ...station,
      nameJa: station.name,
      lines: ['Test Line'],
      linesJa: ['テスト線'],
      city: 'Testing',
    })),
  );
});
afterAll(() => handle?.close());

/**
 * Degrees on a grid of 0.0005° (`base` in hundred-thousandths, as an address's corners are kept):
 * the drawn areas' corners and the boxes' edges are on it.
 */
const at = (base: number, step: number) => (base + step * 50) / 100_000;
const LNG = 1_250_000;
const LAT = 5_560_000;
const corner = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }));

/**
 * Stations about the grid: at its middle, at a corner, about 900 m north (15 minutes' walk or
 * so) and one 3 km away, out of every home's reach.
 */
const TEST_STATIONS = [
  { slug: 'grid-middle', name: 'Grid Middle', longitude: at(LNG, 4), latitude: at(LAT, 4) },
  { slug: 'grid-corner', name: 'Grid Corner', longitude: at(LNG, 0), latitude: at(LAT, 0) },
  { slug: 'grid-north', name: 'Grid North', longitude: at(LNG, 4), latitude: at(LAT, 4) + 0.01 },
  { slug: 'far-away', name: 'Far Away', longitude: at(LNG, 4), latitude: at(LAT, 4) + 0.03 },
];

/**
 * The station filters' oracle (docs/product.md#stations-and-walking-minutes), worked out plainly
 * from the home's point: its walking minutes to each station within 2 km; with a station, that
 * station's within `walkMax`; with `walkMax` alone, any station's.
 */
function nearStationOracle(point: [number, number], query: PropertyQuery) {
  const minutes = new Map<string, number>();
  for (const station of TEST_STATIONS) {
    const metres = distanceMetres({ longitude: point[0], latitude: point[1] }, station);
    if (metres <= STATION_RADIUS_METRES) minutes.set(station.slug, walkingMinutes(metres));
  }
  const max = query.walkMax ?? Infinity;
  if (query.station) {
    const walk = minutes.get(query.station);
    return walk !== undefined && walk <= max;
  }
  if (query.walkMax !== undefined) return Math.min(...minutes.values()) <= max;
  return true;
}

const PRICES = [0, 900, 1000, 2500, 250_000, 400_000, 1_000_000];
const PLACES = ['Paris, France', 'London, UK', 'Tokyo, Japan'];
const TYPES = ['Villa', 'Condo', 'Cabin'];

/** A drawn area: three to five corners of the grid (one crossing itself is ignored alike). */
const polygonArb = fc
  .array(corner, { minLength: 3, maxLength: 5 })
  .map((corners): Polygon => corners.map(([x, y]) => [at(LNG, x * 2), at(LAT, y * 2)]));

type Home = {
  listingType: 'sale' | 'rent';
  location: string;
  category: string;
  price: number;
  /** The dollar price is made from the price in this currency at the default rates. */
  currency?: Currency;
  beds: number;
  /** The layout's other rooms (lib/layout-code.ts); one each when not drawn. */
  kitchens?: number;
  livingRooms?: number;
  baths: number;
  built: number;
  area: number;
  amenities: boolean[];
  underOffer: boolean;
  point: [number, number];
  /** An open house on its own clock: this week's Saturday or late Sunday, a weekday, one over. */
  openHouse?: OpenHouseDay;
  /** Sums a rental states that its move-in cost counts (lib/move-in-cost.ts); none when not drawn. */
  deposit?: number;
  keyMoney?: number;
};

const homeArb = (polygons: Polygon[]) =>
  fc.record({
    listingType: fc.constantFrom(...LISTING_TYPES),
    location: fc.constantFrom(...PLACES),
    category: fc.constantFrom(...TYPES, 'Office'),
    price: fc.constantFrom(...PRICES),
    currency: fc.constantFrom(...CURRENCIES),
    beds: fc.integer({ min: 0, max: 5 }),
    kitchens: fc.integer({ min: 0, max: 2 }),
    livingRooms: fc.integer({ min: 0, max: 2 }),
    baths: fc.integer({ min: 1, max: 3 }),
    built: fc.constantFrom(1990, 2005, 2020),
    // 237 and 238 sq ft either side of a one-room dining kitchen's floor (lib/layout-code.ts).
    area: fc.constantFrom(237, 238, 400, 500, 800, 1200),
    amenities: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    underOffer: fc.boolean(),
    openHouse: maybe(fc.constantFrom(...OPEN_HOUSE_DAYS)),
    deposit: maybe(fc.constantFrom(0, 1000, 250_000)),
    keyMoney: maybe(fc.constantFrom(1000, 2500)),
    point: fc.oneof(
      // On the grid, between its lines, on a drawn area's corner or halfway along a side.
      fc
        .tuple(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 8 }))
        .map(([x, y]): [number, number] => [at(LNG, x), at(LAT, y)]),
      ...(polygons.length === 0
        ? []
        : [
            fc
              .tuple(fc.constantFrom(...polygons), fc.nat(), fc.boolean())
              .map(([polygon, n, halfway]): [number, number] => {
                const a = polygon[n % polygon.length]!;
                const b = polygon[(n + 1) % polygon.length]!;
                return halfway
                  ? [
                      Math.round(((a[0] + b[0]) / 2) * 100_000) / 100_000,
                      Math.round(((a[1] + b[1]) / 2) * 100_000) / 100_000,
                    ]
                  : a;
              }),
          ]),
    ),
  });

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

const queryArb = (polygons: Polygon[]) =>
  fc
    .record({
      listingType: maybe(fc.constantFrom(...LISTING_TYPES)),
      location: maybe(fc.constantFrom('Paris', 'london', 'UK', 'Japan', 'o')),
      category: maybe(fc.constantFrom('villa', 'Con', 'a')),
      currency: maybe(fc.constantFrom(...CURRENCIES.filter((code) => code !== 'USD'))),
      priceMin: maybe(fc.constantFrom(...PRICES)),
      priceMax: maybe(fc.constantFrom(...PRICES)),
      monthlyMax: maybe(fc.constantFrom(1000, 2500, 3000)),
      moveInMax: maybe(fc.constantFrom(1000, 5000, 60_000, 300_000)),
      bedRooms: maybe(fc.integer({ min: 0, max: 3 })),
      layout: maybe(fc.subarray([...LAYOUT_CHOICES], { minLength: 1, maxLength: 4 })),
      bathsMin: maybe(fc.integer({ min: 0, max: 4 })),
      builtFrom: maybe(fc.constantFrom(1990, 2000, 2005, 2021)),
      squareFootMin: maybe(fc.constantFrom(500, 800, 1200)),
      squareFootMax: maybe(fc.constantFrom(500, 800, 1200)),
      amenities: fc.subarray([...AMENITIES.slice(0, 3)]),
      underOffer: maybe(fc.constant('hide' as const)),
      openHouse: maybe(fc.constant('weekend' as const)),
      station: maybe(
        fc.constantFrom('grid-middle', 'grid-corner', 'grid-north', 'far-away', 'nowhere'),
      ),
      walkMax: maybe(fc.constantFrom(1, 2, 3, 5, 10, 15, 20)),
      box: maybe(
        fc
          .tuple(corner, corner)
          .filter(([a, b]) => a[0] !== b[0] && a[1] !== b[1])
          .map(([a, b]) =>
            [
              at(LNG, Math.min(a[0], b[0]) * 2),
              at(LAT, Math.min(a[1], b[1]) * 2),
              at(LNG, Math.max(a[0], b[0]) * 2),
              at(LAT, Math.max(a[1], b[1]) * 2),
            ].join(','),
          ),
      ),
      area: polygons.length === 0 ? fc.constant(undefined) : maybe(fc.constantFrom(...polygons)),
      sort: fc.constantFrom(...SORT_MODES),
    })
    .map(({ box, area, ...rest }): PropertyQuery => ({
      ...rest,
      bbox: box,
      area: area && encodePolygon(area),
      page: 0,
      reset: false,
    }));

const catalogueArb = fc.array(polygonArb, { minLength: 1, maxLength: 3 }).chain((polygons) =>
  fc.record({
    homes: fc.array(homeArb(polygons), { minLength: HOMES, maxLength: HOMES }),
    queries: fc.array(queryArb(polygons), { minLength: QUERIES, maxLength: QUERIES }),
  }),
);

/** Writes the drawn catalogue over the test's homes, in one statement. */
async function writeCatalogue(homes: Home[]) {
  const list = (values: (string | number | boolean)[]) => `{${values.join(',')}}`;
  const column = (pick: (home: Home) => string | number | boolean) => list(homes.map(pick));
  await db.execute(sql`
    update ${properties} set
      listing_type = drawn.listing_type, location = drawn.location, category = drawn.category,
      price = drawn.price, currency = drawn.currency, price_usd = drawn.usd,
      number_of_beds = drawn.beds, number_of_area = drawn.area,
      number_of_kitchen = drawn.kitchens, number_of_living_rooms = drawn.living,
      number_of_bathrooms = drawn.baths, built = drawn.built,
      status = case when drawn.under_offer then 'under_offer' else 'available' end,
      has_swimming_pool = drawn.a0, has_internet = drawn.a1, has_fencing = drawn.a2,
      longitude = drawn.lng, latitude = drawn.lat, deposit = drawn.deposit,
      key_money = drawn.key_money, guarantor_fee = null, other_move_in = null
    from unnest(${list(ids)}::int[], ${column((h) => h.listingType)}::text[],
      ${column((h) => `"${h.location}"`)}::text[], ${column((h) => h.category)}::text[],
      ${column((h) => h.price)}::int[], ${column((h) => h.currency ?? 'USD')}::text[],
      ${column((h) => toUsd(h.price, h.currency ?? 'USD', DEFAULT_RATES))}::int[],
      ${column((h) => h.beds)}::int[], ${column((h) => h.area)}::int[],
      ${column((h) => h.kitchens ?? 1)}::int[], ${column((h) => h.livingRooms ?? 1)}::int[],
      ${column((h) => h.baths)}::int[], ${column((h) => h.built)}::int[],
      ${column((h) => h.underOffer)}::bool[],
      ${column((h) => h.amenities[0]!)}::bool[], ${column((h) => h.amenities[1]!)}::bool[],
      ${column((h) => h.amenities[2]!)}::bool[], ${column((h) => h.point[0])}::float8[],
      ${column((h) => h.point[1])}::float8[], ${column((h) => h.deposit ?? 'NULL')}::int[],
      ${column((h) => h.keyMoney ?? 'NULL')}::int[])
      as drawn(id, listing_type, location, category, price, currency, usd, beds, area, kitchens, living, baths, built, under_offer, a0, a1, a2, lng, lat, deposit, key_money)
    where ${properties.id} = drawn.id`);
  // Their move-in costs as a database's are written from its homes' fields.
  await writeMoveInCosts(db, 0);
  await writeOpenHouses(homes);
  // The homes moved: their stations are worked out again, as when the stations change.
  await recomputeHomeStations(db);
}

const OPEN_HOUSE_DAYS = ['saturday', 'lateSunday', 'wednesday', 'over'] as const;
type OpenHouseDay = (typeof OPEN_HOUSE_DAYS)[number];

/**
 * The drawn homes' open houses, on each home's clock in this week (ISO, from Monday): Saturday
 * 14:00–16:00, Sunday 23:00–23:50, the next Wednesday 10:00–11:00, or one that ended an hour ago.
 */
async function writeOpenHouses(homes: Home[]) {
  await db.delete(openHouses).where(inArray(openHouses.propertyId, ids));
  const kinds = homes.map((home) => home.openHouse ?? 'none');
  const monday = sql`date_trunc('week', now() at time zone zone)`;
  await db.execute(sql`
    insert into ${openHouses} (property_id, starts_at, ends_at)
    select home.id, span.starts, span.ends
    from unnest(${list(ids)}::int[], ${`{${kinds.join(',')}}`}::text[]) as drawn(id, kind)
    join ${properties} home on home.id = drawn.id
    cross join lateral (select ${zoneOfPlace(sql`home.location`)} as zone) z
    cross join lateral (
      select case drawn.kind
          when 'saturday' then (${monday} + interval '5 days 14 hours') at time zone zone
          when 'lateSunday' then (${monday} + interval '6 days 23 hours') at time zone zone
          when 'wednesday' then (${monday} + interval '9 days 10 hours') at time zone zone
          else now() - interval '2 hours' end as starts,
        case drawn.kind
          when 'saturday' then (${monday} + interval '5 days 16 hours') at time zone zone
          when 'lateSunday' then (${monday} + interval '6 days 23 hours 50 minutes') at time zone zone
          when 'wednesday' then (${monday} + interval '9 days 11 hours') at time zone zone
          else now() - interval '1 hour' end as ends
    ) span
    where drawn.kind <> 'none'`);
}

async function inSql(asked: PropertyQuery, monthly = DEFAULT_MONTHLY_TERMS) {
  const query = boundsInDollars(asked, DEFAULT_RATES);
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(propertyFilter(query, { monthly }))
    .orderBy(asc(properties.id));
  return rows.map((row) => row.id);
}

/** The homes each search's alert matches, by search. */
async function inAlerts(queries: PropertyQuery[], monthly = DEFAULT_MONTHLY_TERMS) {
  for (const [i, query] of queries.entries()) {
    await db
      .update(savedSearchAlerts)
      .set(alertColumns(boundsInDollars(query, DEFAULT_RATES), { monthly }))
      .where(eq(savedSearchAlerts.savedSearchId, searchIds[i]!));
  }
  const result = (await db.execute(sql`
    with searches as (${alertsOn})
    select saved_search_alerts.saved_search_id as search, properties.id as home
    from properties join searches saved_search_alerts on ${matchesAlert}
    where ${listed} and saved_search_alerts.saved_search_id = any(${list(searchIds)}::int[])
    order by properties.id`)) as unknown as { rows: { search: number; home: number }[] };
  return searchIds.map((id) =>
    result.rows.filter((row) => Number(row.search) === id).map((row) => Number(row.home)),
  );
}
const list = (values: number[]) => `{${values.join(',')}}`;
const BASE: PropertyQuery = { amenities: [], sort: 'latest', page: 0, reset: false };

describe('the filter registry: SQL, the search index and alerts', () => {
  it('declares every filter of the search on the server too', () => {
    expect(Object.keys(SERVER_FILTERS)).toEqual(FILTER_KEYS);
  });

  it('find the same homes, home for home, on random catalogues and searches', async () => {
    await fc.assert(
      fc.asyncProperty(catalogueArb, async ({ homes, queries }) => {
        await writeCatalogue(homes);
        const index = await buildSearchIndex(db, SORT_ORDER);
        const alerted = await inAlerts(queries);
        for (const [i, query] of queries.entries()) {
          const sqlIds = await inSql(query);
          const passes = await facetTest(db, index, boundsInDollars(query, DEFAULT_RATES));
          const indexIds = ids.filter((id) => passes(id));
          expect(indexIds, JSON.stringify(query)).toEqual(sqlIds);
          expect(alerted[i], JSON.stringify(query)).toEqual(sqlIds);
        }
        // The station filters alone find, in all three, exactly the homes the plain computation does.
        const byStation = queries.map(({ station, walkMax }) => ({ ...BASE, station, walkMax }));
        const alertedByStation = await inAlerts(byStation);
        for (const [i, query] of byStation.entries()) {
          const want = ids.filter((_, n) => nearStationOracle(homes[n]!.point, query));
          const passes = await facetTest(db, index, query);
          expect(await inSql(query), JSON.stringify(query)).toEqual(want);
          expect(
            ids.filter((id) => passes(id)),
            JSON.stringify(query),
          ).toEqual(want);
          expect(alertedByStation[i], JSON.stringify(query)).toEqual(want);
        }
      }),
      { numRuns: 10, seed: 38_2026, endOnFailure: true },
    );
  }, 60_000);

  it('compare prices in every currency by their dollar amounts, a bound in any currency', async () => {
    // Homes of every currency at prices around the bounds below, converted into each other.
    const homes: Home[] = ids.map((_, n) => {
      const currency = CURRENCIES[n % CURRENCIES.length]!;
      const usd = [90_000, 100_000, 110_000, 250_000, 400_000, 1_000_000][n % 6]!;
      return {
        listingType: 'sale',
        location: PLACES[0]!,
        category: TYPES[0]!,
        price: Math.round(usd * DEFAULT_RATES.perUsd[currency]) + (n % 3) - 1,
        currency,
        beds: 1,
        baths: 1,
        built: 2000,
        area: 500,
        amenities: [false, false, false],
        underOffer: false,
        point: [at(LNG, 1), at(LAT, 1)],
      };
    });
    await writeCatalogue(homes);
    const index = await buildSearchIndex(db, SORT_ORDER);
    const base: PropertyQuery = { amenities: [], sort: 'latest', page: 0, reset: false };
    const queries = CURRENCIES.flatMap((currency) =>
      [{ priceMin: 100_000 }, { priceMax: 250_000 }, { priceMin: 110_000, priceMax: 400_000 }].map(
        (bounds) => ({
          ...base,
          currency: currency === 'USD' ? undefined : currency,
          priceMin: bounds.priceMin && Math.round(bounds.priceMin * DEFAULT_RATES.perUsd[currency]),
          priceMax: bounds.priceMax && Math.round(bounds.priceMax * DEFAULT_RATES.perUsd[currency]),
        }),
      ),
    );
    for (let at = 0; at < queries.length; at += QUERIES) {
      const some = queries.slice(at, at + QUERIES);
      const alerted = await inAlerts(some);
      for (const [i, query] of some.entries()) {
        const sqlIds = await inSql(query);
        const passes = await facetTest(db, index, boundsInDollars(query, DEFAULT_RATES));
        expect(
          ids.filter((id) => passes(id)),
          JSON.stringify(query),
        ).toEqual(sqlIds);
        expect(alerted[i], JSON.stringify(query)).toEqual(sqlIds);
        // The oracle (docs/product.md#money): a home is within the bounds when its own price,
        // converted into the bounds' currency, is, but for a unit's rounding either side; in the
        // bounds' own currency, exactly.
        const want = query.currency ?? 'USD';
        for (const [n, home] of homes.entries()) {
          const price = convert(home.price, home.currency!, want, DEFAULT_RATES);
          const slack = home.currency === want ? 0 : DEFAULT_RATES.perUsd[want];
          const found = sqlIds.includes(ids[n]!);
          const why = `${JSON.stringify(query)} ${home.price} ${home.currency}`;
          const { priceMin: min = -Infinity, priceMax: max = Infinity } = query;
          if (price < min - slack || price > max + slack) expect(found, why).toBe(false);
          if (price >= min + slack && price <= max - slack) expect(found, why).toBe(true);
        }
      }
    }
  });

  it('read each market’s monthly estimate alike: SQL, the index, alerts and the card, in every country', async () => {
    // Every city's homes for sale a dollar either side of its country's bound for each maximum,
    // on the built-in terms and on terms whose rates differ from one market to the next.
    const owners = monthlyTerms(
      Object.fromEntries(
        MARKET_COUNTRIES.map((country, n) => [
          country,
          { ...DEFAULT_MARKET_TERMS[country], rate: 2 + n * 3, pmi: n % 2 === 0, downPercent: 10 },
        ]),
      ) as MarketTable,
    );
    for (const monthly of [DEFAULT_MONTHLY_TERMS, owners]) {
      for (const max of [1_000, 2_500, 6_000]) {
        const homes: Home[] = ids.map((_, n) => {
          const location = LOCATIONS[n % LOCATIONS.length]!;
          const bound = maxSalePrice(max, estimateIn(location, monthly));
          return {
            listingType: n % 8 === 7 ? 'rent' : 'sale',
            location,
            category: TYPES[0]!,
            price:
              n % 8 === 7
                ? max + (n % 3) - 1
                : Math.max(0, bound + (Math.floor(n / LOCATIONS.length) % 3) - 1),
            beds: 1,
            baths: 1,
            built: 2000,
            area: 500,
            amenities: [false, false, false],
            underOffer: false,
            point: [at(LNG, 1), at(LAT, 1)],
          };
        });
        await writeCatalogue(homes);
        const card = ids.filter(
          (id, n) =>
            shownMonthlyCost({ ...homes[n]!, listingType: homes[n]!.listingType }, monthly) <= max,
        );
        // Each country has homes either side of its line.
        expect(new Set(card.map((id) => homes[ids.indexOf(id)]!.location)).size).toBe(
          LOCATIONS.length,
        );
        expect(card.length).toBeLessThan(ids.length);
        const query: PropertyQuery = {
          monthlyMax: max,
          sort: 'monthly-asc',
          amenities: [],
          page: 0,
          reset: false,
        };
        expect(await inSql(query, monthly)).toEqual(card);
        const index = await buildSearchIndex(db, sortOrderFor(DEFAULT_MONTHLY_TERMS));
        // The index made on the built-in terms follows the terms in force, order and filter.
        followMonthlyTerms(index, monthly);
        const passes = await facetTest(db, index, query);
        expect(ids.filter((id) => passes(id))).toEqual(card);
        expect((await inAlerts([query], monthly))[0]).toEqual(card);
        // One order: SQL's, the index's and the cards' figures, lowest first, ties by id.
        const inOrder = await db
          .select({ id: properties.id })
          .from(properties)
          .where(inArray(properties.id, ids))
          .orderBy(...orderOf({ sort: 'monthly-asc' }, monthly));
        const byCard = [...ids].sort(
          (a, b) =>
            monthlyCost(homes[ids.indexOf(a)]!, monthly) -
              monthlyCost(homes[ids.indexOf(b)]!, monthly) || a - b,
        );
        expect(inOrder.map((row) => row.id)).toEqual(byCard);
        const own = new Set(ids);
        expect([...index.order['monthly-asc']].filter((id) => own.has(id))).toEqual(byCard);
      }
    }
  });

  it('compare the cash to move in by its dollars, a bound in any currency, and sort by it', async () => {
    // Rentals and homes for sale of every currency in each country's rule, with stated sums.
    const homes: Home[] = ids.map((_, n) => {
      const currency = CURRENCIES[n % CURRENCIES.length]!;
      const rent = n % 2 === 0;
      const usd = rent ? [900, 2_000, 4_000][n % 3]! : [90_000, 400_000, 1_000_000][n % 3]!;
      const price = Math.round(usd * DEFAULT_RATES.perUsd[currency]);
      return {
        listingType: rent ? 'rent' : 'sale',
        location: PLACES[n % PLACES.length]!,
        category: TYPES[0]!,
        price,
        currency,
        deposit: rent && n % 4 === 0 ? price : undefined,
        keyMoney: rent && n % 3 === 0 ? price : undefined,
        beds: 1,
        baths: 1,
        built: 2000,
        area: 500,
        amenities: [false, false, false],
        underOffer: false,
        point: [at(LNG, 1), at(LAT, 1)],
      };
    });
    await writeCatalogue(homes);
    const index = await buildSearchIndex(db, SORT_ORDER);
    // The plain computation: the breakdown's total, in dollars and in the bound's currency.
    const total = (home: Home) =>
      moveInTotal({ ...home, currency: home.currency ?? 'USD' }, DEFAULT_RATES);
    const base: PropertyQuery = { amenities: [], sort: 'latest', page: 0, reset: false };
    const queries = CURRENCIES.flatMap((currency) =>
      [3_000, 30_000, 150_000].map((usd) => ({
        ...base,
        currency: currency === 'USD' ? undefined : currency,
        moveInMax: Math.round(usd * DEFAULT_RATES.perUsd[currency]),
      })),
    );
    for (let at = 0; at < queries.length; at += QUERIES) {
      const some = queries.slice(at, at + QUERIES);
      const alerted = await inAlerts(some);
      for (const [i, query] of some.entries()) {
        const sqlIds = await inSql(query);
        const passes = await facetTest(db, index, boundsInDollars(query, DEFAULT_RATES));
        expect(
          ids.filter((id) => passes(id)),
          JSON.stringify(query),
        ).toEqual(sqlIds);
        expect(alerted[i], JSON.stringify(query)).toEqual(sqlIds);
        const want = query.currency ?? 'USD';
        for (const [n, home] of homes.entries()) {
          const cost = convert(total(home), home.currency!, want, DEFAULT_RATES);
          const slack = home.currency === want ? 0 : DEFAULT_RATES.perUsd[want];
          const found = sqlIds.includes(ids[n]!);
          const why = `${JSON.stringify(query)} ${home.listingType} ${home.price} ${home.currency} ${home.location}`;
          if (cost > query.moveInMax + slack) expect(found, why).toBe(false);
          if (cost <= query.moveInMax - slack) expect(found, why).toBe(true);
        }
      }
    }
    // Lowest first, by the same dollars, in SQL as in the plain computation.
    const order = await db
      .select({ id: properties.id })
      .from(properties)
      .where(propertyFilter({ ...base, sort: 'movein-asc' }, { monthly: DEFAULT_MONTHLY_TERMS }))
      .orderBy(...SORT_ORDER['movein-asc']);
    const dollars = (n: number) => toUsd(total(homes[n]!), homes[n]!.currency!, DEFAULT_RATES);
    const wanted = ids
      .map((id, n) => ({ id, usd: dollars(n) }))
      .sort((a, b) => a.usd - b.usd || a.id - b.id)
      .map((home) => home.id);
    expect(order.map((row) => row.id)).toEqual(wanted);
  });

  it('tops the price slider at the dearest listed home of each kind, rounded up', async () => {
    const homes: Home[] = ids.map((_, n) => ({
      listingType: n % 2 ? 'rent' : 'sale',
      location: PLACES[0]!,
      category: TYPES[0]!,
      price: n % 2 ? 1_000 + n : 7_100_000 + n,
      beds: 1,
      baths: 1,
      built: 2000,
      area: 500,
      amenities: [false, false, false],
      underOffer: false,
      point: [at(LNG, 1), at(LAT, 1)],
    }));
    await writeCatalogue(homes);
    expect(await priceCeilings(db)).toEqual({ sale: 7_200_000, rent: 1_500 });
  });

  it('find homes under offer unless the search leaves them out', async () => {
    const homes: Home[] = ids.map((_, n) => ({
      listingType: 'sale',
      location: PLACES[0]!,
      category: TYPES[0]!,
      price: 1000,
      beds: 1,
      baths: 1,
      built: 2000,
      area: 500,
      amenities: [false, false, false],
      underOffer: n % 2 === 1,
      point: [at(LNG, 1), at(LAT, 1)],
    }));
    await writeCatalogue(homes);
    const base: PropertyQuery = { amenities: [], sort: 'latest', page: 0, reset: false };
    expect(await inSql(base)).toEqual(ids);
    expect(await inSql({ ...base, underOffer: 'hide' })).toEqual(ids.filter((_, n) => n % 2 === 0));
  });

  it('find homes sold or let in the last 12 months only when the search includes them, and never hidden ones', async () => {
    const homes: Home[] = ids.map(() => ({
      listingType: 'sale',
      location: PLACES[0]!,
      category: TYPES[0]!,
      price: 1000,
      beds: 1,
      baths: 1,
      built: 2000,
      area: 500,
      amenities: [false, false, false],
      underOffer: false,
      point: [at(LNG, 1), at(LAT, 1)],
    }));
    await writeCatalogue(homes);
    const [recent, old, hidden] = ids;
    const close = (id: number, months: number) =>
      db
        .update(properties)
        .set({ status: 'closed', closedAt: sql`now() - make_interval(months => ${months})` })
        .where(eq(properties.id, id));
    await close(recent!, 2);
    await close(old!, 13);
    await close(hidden!, 1);
    await db.update(properties).set({ hiddenAt: new Date() }).where(eq(properties.id, hidden!));
    try {
      const base: PropertyQuery = { amenities: [], sort: 'latest', page: 0, reset: false };
      const open = ids.filter((id) => ![recent, old, hidden].includes(id));
      expect(await inSql(base)).toEqual(open);
      const withSold: PropertyQuery = { ...base, includeSold: 'year' };
      expect(await inSql(withSold)).toEqual([recent!, ...open].sort((a, b) => a - b));
      // The index holds listed homes only: such a search is SQL's.
      expect([usesIndex(base), usesIndex(withSold)]).toEqual([true, false]);
    } finally {
      await db
        .update(properties)
        .set({ status: 'available', closedAt: null, hiddenAt: null })
        .where(inArray(properties.id, [recent!, old!, hidden!]));
    }
  });

  it('find the homes exactly on a drawn area’s corners and a box’s edges alike', async () => {
    // A square and a triangle of the grid; a home on each corner and halfway along each side.
    const square: Polygon = [
      [at(LNG, 0), at(LAT, 0)],
      [at(LNG, 4), at(LAT, 0)],
      [at(LNG, 4), at(LAT, 4)],
      [at(LNG, 0), at(LAT, 4)],
    ];
    const points: [number, number][] = [];
    for (let x = 0; x <= 4; x += 2)
      for (let y = 0; y <= 4; y += 2) points.push([at(LNG, x), at(LAT, y)]);
    const homes: Home[] = ids.map((_, n) => ({
      listingType: 'sale',
      location: PLACES[0]!,
      category: TYPES[0]!,
      price: 1000,
      beds: 1,
      baths: 1,
      built: 2000,
      area: 500,
      amenities: [false, false, false],
      underOffer: false,
      point: points[n % points.length]!,
    }));
    await writeCatalogue(homes);
    const index = await buildSearchIndex(db, SORT_ORDER);
    const queries: PropertyQuery[] = [
      { amenities: [], sort: 'latest', page: 0, reset: false, area: encodePolygon(square) },
      {
        amenities: [],
        sort: 'latest',
        page: 0,
        reset: false,
        bbox: [at(LNG, 0), at(LAT, 0), at(LNG, 4), at(LAT, 4)].join(','),
      },
    ];
    const alerted = await inAlerts([...queries, ...queries, ...queries, ...queries]);
    for (const [i, query] of queries.entries()) {
      const sqlIds = await inSql(query);
      const passes = await facetTest(db, index, query);
      expect(ids.filter((id) => passes(id))).toEqual(sqlIds);
      expect(alerted[i]).toEqual(sqlIds);
    }
    // A box holds its edges: every home of the square's nine points.
    expect(await inSql(queries[1]!)).toEqual(ids);
    // The drawn square holds its south-west corner and its west and south sides' middles, by the
    // crossing rule (map-area.server.ts), and its inside.
    const inside = await inSql(queries[0]!);
    const held = new Set(inside.map((id) => points[ids.indexOf(id) % points.length]!.join()));
    expect(held.has([at(LNG, 0), at(LAT, 0)].join())).toBe(true);
    expect(held.has([at(LNG, 2), at(LAT, 2)].join())).toBe(true);
    expect(held.has([at(LNG, 4), at(LAT, 4)].join())).toBe(false);
  });
});
