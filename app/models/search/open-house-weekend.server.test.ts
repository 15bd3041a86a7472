import { asc, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { openHouses, properties } from '~/db/schema';
import { wallClock } from '~/lib/zoned-time';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { hasWeekendOpenHouse, weekendOpenHouseHomes } from './open-house-weekend.server';
import { cardColumns } from '../properties.server';

/**
 * "Open house this weekend" (docs/product.md#open-houses) on each home's own clock: the weekend
 * under way or coming there, not UTC's, across daylight saving; the search's SQL and its index's
 * question find the same homes.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let ids: number[];

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const rows = await db.select({ id: properties.id }).from(properties).orderBy(asc(properties.id));
  ids = rows.slice(0, 12).map((row) => row.id);
});
afterAll(() => handle?.close());

type Case = { place: string; from: string; to: string };

/** Sets the test's homes to these places and open houses (instants with their offsets); their ids. */
async function homesWith(cases: Case[]) {
  await db.delete(openHouses).where(inArray(openHouses.propertyId, ids));
  for (const [n, one] of cases.entries()) {
    await db.execute(
      sql`update ${properties} set location = ${one.place} where ${properties.id} = ${ids[n]!}`,
    );
  }
  await db.insert(openHouses).values(
    cases.map((one, n) => ({
      propertyId: ids[n]!,
      startsAt: new Date(one.from),
      endsAt: new Date(one.to),
    })),
  );
  return cases.map((_, n) => ids[n]!);
}

/** The homes found at `at`, by the search's SQL and by the index's question (which must agree). */
async function foundAt(at: string, homes: number[]) {
  const moment = new Date(at);
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(hasWeekendOpenHouse(properties.id, properties.location, moment));
  const bySql = rows.map((row) => row.id).filter((id) => homes.includes(id));
  const byIndex = [...(await weekendOpenHouseHomes(db, moment))].filter((id) => homes.includes(id));
  expect(byIndex.sort((a, b) => a - b)).toEqual(bySql.sort((a, b) => a - b));
  return homes.map((id) => bySql.includes(id));
}

describe('open house this weekend, on the home’s own clock', () => {
  it('on a Friday night in Tokyo: Saturday’s is found, Monday’s and Friday’s are not', async () => {
    const homes = await homesWith([
      { place: 'Tokyo, Japan', from: '2026-12-05T10:00+09:00', to: '2026-12-05T12:00+09:00' },
      { place: 'Tokyo, Japan', from: '2026-12-07T10:00+09:00', to: '2026-12-07T12:00+09:00' },
      { place: 'Tokyo, Japan', from: '2026-12-04T22:00+09:00', to: '2026-12-04T23:59+09:00' },
      // Sunday until 23:59 in Tokyo is Sunday's, though UTC's clock says Sunday 14:59.
      { place: 'Shibuya, Tokyo', from: '2026-12-06T23:00+09:00', to: '2026-12-06T23:59+09:00' },
    ]);
    expect(await foundAt('2026-12-04T23:30+09:00', homes)).toEqual([true, false, false, true]);
  });

  it('on a Sunday in London: the one under way is found, Saturday’s over and next week’s are not', async () => {
    const homes = await homesWith([
      { place: 'London, UK', from: '2026-12-06T14:00Z', to: '2026-12-06T16:00Z' },
      { place: 'London, UK', from: '2026-12-05T14:00Z', to: '2026-12-05T16:00Z' },
      { place: 'London, UK', from: '2026-12-12T14:00Z', to: '2026-12-12T16:00Z' },
    ]);
    expect(await foundAt('2026-12-06T15:00Z', homes)).toEqual([true, false, false]);
  });

  it('the weekend summer time starts in London: Sunday’s last hour is found, Monday’s first is not', async () => {
    // Clocks go forward at 01:00 UTC on Sunday 29 March 2026: Monday 00:30 there is Sunday
    // 23:30 UTC, which a weekend counted in UTC would take.
    const homes = await homesWith([
      { place: 'London, UK', from: '2026-03-29T23:00+01:00', to: '2026-03-29T23:45+01:00' },
      { place: 'London, UK', from: '2026-03-30T00:30+01:00', to: '2026-03-30T01:30+01:00' },
    ]);
    expect(await foundAt('2026-03-28T12:00Z', homes)).toEqual([true, false]);
  });

  it('on a Saturday night in New York, Sunday’s is found though UTC is already on Sunday', async () => {
    const homes = await homesWith([
      { place: 'New York, USA', from: '2026-11-29T13:00-05:00', to: '2026-11-29T15:00-05:00' },
      { place: 'New York, USA', from: '2026-11-30T13:00-05:00', to: '2026-11-30T15:00-05:00' },
      // A place on no list keeps UTC's weekend: Monday 01:00 UTC is not in it.
      { place: 'Reykjavik, Iceland', from: '2026-11-30T01:00Z', to: '2026-11-30T02:00Z' },
      { place: 'Reykjavik, Iceland', from: '2026-11-29T20:00Z', to: '2026-11-29T21:00Z' },
    ]);
    expect(await foundAt('2026-11-28T22:00-05:00', homes)).toEqual([true, false, false, true]);
  });
});

describe('a card’s next open house (docs/product.md#open-houses)', () => {
  it('is the earliest to come, as the home’s clock shows its start; one over is not', async () => {
    const hour = 3_600_000;
    const soon = new Date(Math.floor(Date.now() / hour) * hour + 50 * hour);
    const later = new Date(soon.getTime() + 48 * hour);
    const over = new Date(Date.now() - 3 * hour);
    const span = (from: Date) => ({
      from: from.toISOString(),
      to: new Date(from.getTime() + hour).toISOString(),
    });
    const [tokyo, reykjavik, none] = await homesWith([
      { place: 'Tokyo, Japan', ...span(later) },
      { place: 'Reykjavik, Iceland', ...span(soon) },
      { place: 'Paris, France', ...span(over) },
    ]);
    await db.insert(openHouses).values({ propertyId: tokyo!, startsAt: soon, endsAt: later });
    const rows = await db
      .select({ id: properties.id, at: cardColumns.openHouseAt })
      .from(properties)
      .where(inArray(properties.id, [tokyo!, reykjavik!, none!]))
      .orderBy(asc(properties.id));
    const clock = (moment: Date, zone: string) => {
      const { date, time } = wallClock(moment, zone);
      return `${date}T${time}`;
    };
    expect(Object.fromEntries(rows.map((row) => [row.id, row.at]))).toEqual({
      [tokyo!]: clock(soon, 'Asia/Tokyo'),
      [reykjavik!]: clock(soon, 'UTC'),
      [none!]: null,
    });
  });
});
