import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { encodePolygon, insideBox, insidePolygon, type Box, type Polygon } from '~/lib/map/area';
import { cellSize, WORLD } from '~/lib/map/grid';
import { parsePropertyQuery } from '~/lib/query';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { buildSearchIndex } from './index-build.server';
import { mapOfSearch } from './map.server';
import { SORT_ORDER } from './sort.server';

type Row = typeof properties.$inferSelect;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let rows: Row[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  rows = await db.select().from(properties);
});
afterAll(() => handle?.close());

const LONDON: Box = [-0.3, 51.4, 0.06, 51.62];

describe('the map of a search', () => {
  it('counts every matching home in the view once, in clusters and pins', async () => {
    const query = parsePropertyQuery(new URLSearchParams('listingType=sale&bedRooms=2'));
    const answer = await mapOfSearch(db, query, LONDON);
    const want = rows.filter(
      (p) =>
        p.listingType === 'sale' &&
        p.numberOfBeds === 2 &&
        insideBox(LONDON, p.longitude!, p.latitude!),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(answer.total).toBe(want.length);
    const inClusters = answer.clusters.reduce((sum, c) => sum + c.count, 0);
    expect(inClusters + answer.homes.length).toBe(want.length);
    // The box around them, which a new search's map moves to.
    const lngs = want.map((p) => p.longitude!);
    const lats = want.map((p) => p.latitude!);
    expect(answer.bounds).toEqual([
      Math.min(...lngs),
      Math.min(...lats),
      Math.max(...lngs),
      Math.max(...lats),
    ]);
    // A pin is its home, with its card's facts.
    for (const home of answer.homes) {
      const row = want.find((p) => p.id === home.id)!;
      expect(home).toMatchObject({
        price: row.price,
        name: row.name,
        // A Japanese page's card names a generated home in Japanese.
        nameJa: row.nameJa,
        latitude: row.latitude,
        longitude: row.longitude,
      });
    }
  });

  it('groups the whole map into a few hundred cells at most, whatever the number of homes', async () => {
    const answer = await mapOfSearch(db, parsePropertyQuery(new URLSearchParams()), WORLD);
    expect(answer.total).toBe(rows.length);
    expect(answer.clusters.length + answer.homes.length).toBeLessThanOrEqual(9 * 4);
    expect(answer.clusters.length).toBeGreaterThan(0);
    // Nine cities, each in a cell or two of a 64-degree grid.
    expect(cellSize(WORLD)).toBe(64);
  });

  it('follows a drawn area and the keywords', async () => {
    const area: Polygon = [
      [-74.03, 40.68],
      [-73.88, 40.7],
      [-73.95, 40.79],
    ];
    const params = new URLSearchParams({ keywords: 'garden' });
    const query = { ...parsePropertyQuery(params), area: encodePolygon(area) };
    const answer = await mapOfSearch(db, query, WORLD);
    const want = rows.filter(
      (p) => insidePolygon(area, p.longitude!, p.latitude!) && p.searchText.includes('garden'),
    );
    expect(want.length).toBeGreaterThan(0);
    expect(answer.total).toBe(want.length);
    const none = await mapOfSearch(db, { ...query, keywords: 'zebra submarine' }, WORLD);
    expect(none).toEqual({ total: 0, clusters: [], homes: [] });
  });

  it('groups the same homes from the search index as in SQL', async () => {
    const index = await buildSearchIndex(db, SORT_ORDER);
    const area = encodePolygon([
      [-74.03, 40.68],
      [-73.88, 40.7],
      [-73.95, 40.79],
    ]);
    const asked: [string, Box][] = [
      ['', WORLD],
      ['listingType=sale&bedRooms=2', LONDON],
      ['keywords=garden', WORLD],
      ['keywords=garden&amenities=parking', LONDON],
      [`area=${area}&listingType=rent`, WORLD],
      ['monthlyMax=3000', [-74.1, 40.6, -73.8, 40.9]],
    ];
    for (const [params, view] of asked) {
      const query = parsePropertyQuery(new URLSearchParams(params));
      const inSql = await mapOfSearch(db, query, view, { searchIndex: false });
      const inIndex = await mapOfSearch(db, query, view, { searchIndex: index });
      expect(inSql.total, params).toBeGreaterThan(0);
      expect(inIndex.total, params).toBe(inSql.total);
      expect(inIndex.homes, params).toEqual(inSql.homes);
      expect(inIndex.bounds, params).toEqual(inSql.bounds);
      const byPlace = (list: typeof inSql.clusters) =>
        list
          .map((c) => ({
            ...c,
            latitude: c.latitude.toFixed(9),
            longitude: c.longitude.toFixed(9),
          }))
          .sort(
            (a, b) =>
              a.latitude.localeCompare(b.latitude) || a.longitude.localeCompare(b.longitude),
          );
      expect(byPlace(inIndex.clusters), params).toEqual(byPlace(inSql.clusters));
    }
  });
});

describe('the map of a search over the index threshold', () => {
  /** Keywords that are not one word, and odd ones (docs/product.md#the-map, ADR 0087). */
  const FUZZ = [
    '3 bedrooms',
    '-5',
    '1,2',
    '-1',
    '1-',
    '2 bedrooms, 1 bathroom',
    'garden view',
    '%',
    'a b c d',
  ];

  it('answers keywords that are not one word from the index, as SQL does, never grouping the table in SQL', async () => {
    const index = await buildSearchIndex(db, SORT_ORDER);
    // Every statement the index's answer sends through `execute` (the SQL path's grouping is one).
    const sent: string[] = [];
    const dialect = new PgDialect();
    const watched = new Proxy(db, {
      get(target, key, receiver) {
        const value = Reflect.get(target, key, receiver);
        if (key !== 'execute') return typeof value === 'function' ? value.bind(target) : value;
        return (query: SQL) => {
          sent.push(dialect.sqlToQuery(query).sql);
          return target.execute(query);
        };
      },
    }) as Database;
    for (const keywords of FUZZ) {
      for (const extra of ['', '&bedRooms=2']) {
        const query = parsePropertyQuery(
          new URLSearchParams(`keywords=${encodeURIComponent(keywords)}${extra}`),
        );
        sent.length = 0;
        const fromIndex = await mapOfSearch(watched, query, WORLD, { searchIndex: index });
        const inSql = await mapOfSearch(db, query, WORLD, { searchIndex: false });
        expect(fromIndex.total, keywords + extra).toBe(inSql.total);
        expect(fromIndex.homes.map((h) => h.id)).toEqual(inSql.homes.map((h) => h.id));
        // No grouping of the table in SQL: the index grouped the homes.
        expect(
          sent.filter((text) => text.includes('group by floor')),
          keywords,
        ).toEqual([]);
      }
    }
  });
});
