import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import {
  dkAreaSqft,
  LAYOUT_CHOICES,
  layoutChoiceOf,
  layoutCode,
  type LayoutFacts,
} from '~/lib/layout-code';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { getProperty } from '../properties.server';
import { layoutChoiceIndexSql, layoutChoiceSql, layoutCodeSql } from './layout.server';

/** The layout code in SQL is lib/layout-code.ts's, home for home (ADR 0128). */

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/**
 * Every home of up to seven bedrooms, three living rooms and two kitchens, an office or not, with
 * no floor, a large one, and each number of rooms' dining-kitchen floor and a foot less.
 */
const GRID: LayoutFacts[] = ['Apartment', 'Office'].flatMap((category) =>
  [0, 1, 2, 3, 4, 5, 6, 7].flatMap((beds) =>
    [0, 1, 2, 3].flatMap((living) =>
      [0, 1, 2].flatMap((kitchens) =>
        [0, 5_000, ...[1, 2, 3, 4, 5, 6, 7].flatMap((n) => [dkAreaSqft(n) - 1, dkAreaSqft(n)])].map(
          (area) => ({
            category,
            numberOfBeds: beds,
            numberOfLivingRooms: living,
            numberOfKitchen: kitchens,
            numberOfArea: area,
          }),
        ),
      ),
    ),
  ),
);

/** The three SQL readings of each home, worked out on a table of the homes named `properties`. */
async function inSql(homes: LayoutFacts[]) {
  const list = (pick: (home: LayoutFacts) => string | number) =>
    `{${homes.map((home) => pick(home)).join(',')}}`;
  const result = (await db.execute(sql`
    with properties as (
      select * from unnest(${list((h) => h.category)}::text[], ${list((h) => h.numberOfBeds)}::int[],
        ${list((h) => h.numberOfLivingRooms)}::int[], ${list((h) => h.numberOfKitchen)}::int[],
        ${list((h) => h.numberOfArea)}::int[]) with ordinality
        as t(category, number_of_beds, number_of_living_rooms, number_of_kitchen, number_of_area, n))
    select ${layoutCodeSql()} as code, ${layoutChoiceSql()} as choice,
      ${layoutChoiceIndexSql()} as position
    from properties order by n`)) as unknown as {
    rows: { code: string | null; choice: string | null; position: number }[];
  };
  return result.rows.map((row) => ({ ...row, position: Number(row.position) }));
}

describe('the layout code in SQL', () => {
  it('is the rule of lib/layout-code.ts on every home of the grid', async () => {
    const expected = GRID.map((home) => {
      const choice = layoutChoiceOf(home);
      return {
        code: layoutCode(home),
        choice,
        position: choice === null ? -1 : LAYOUT_CHOICES.indexOf(choice),
      };
    });
    expect(await inSql(GRID)).toEqual(expected);
  });

  it('gives every generated home its code on the card', async () => {
    const rows = await db
      .select({
        category: properties.category,
        numberOfBeds: properties.numberOfBeds,
        numberOfLivingRooms: properties.numberOfLivingRooms,
        numberOfKitchen: properties.numberOfKitchen,
        numberOfArea: properties.numberOfArea,
        layout: layoutCodeSql(),
      })
      .from(properties)
      .orderBy(asc(properties.id));
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.map((row) => row.layout)).toEqual(rows.map((row) => layoutCode(row)));
    // The generated homes show the codes a portal lists.
    const codes = new Set(rows.map((row) => row.layout));
    for (const code of ['1R', '1LDK', '2LDK', '3LDK']) expect(codes, code).toContain(code);
  });

  it("names a home's code on every Japanese page, and on English ones for a home in Japan", async () => {
    const [tokyo] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.location} = 'Tokyo, Japan' and ${properties.category} <> 'Office'`)
      .limit(1);
    const [london] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.location} like 'London%' and ${properties.category} <> 'Office'`)
      .limit(1);
    const shown = async (id: number, lang: 'en' | 'ja') =>
      (await getProperty(db, id, { lang }))?.layout;
    expect(await shown(tokyo!.id, 'en')).toMatch(/^\d+(R|K|DK|LDK)$/);
    expect(await shown(tokyo!.id, 'ja')).toMatch(/^\d+(R|K|DK|LDK)$/);
    expect(await shown(london!.id, 'ja')).toMatch(/^\d+(R|K|DK|LDK)$/);
    expect(await shown(london!.id, 'en')).toBeNull();
  });
});
