// Alerts at scale (docs/performance.md, ADR 0055): 10,000 saved searches with alerts on, matched
// against 1,000 homes just published, by the alert job's own statement (`matchAlertEvents`).
//
//   ALERTS_DATABASE_URL=postgresql://…/postgres npx tsx scripts/bench/alerts.ts [--json]
//
// Makes a database of its own on that server (from a seeded test template when there is one,
// otherwise migrated and filled with a small generated catalogue), fills it, times the matching,
// and drops it. ALERTS_SEARCHES and ALERTS_HOMES change the counts.
import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';
import pg from 'pg';

import { openDatabase } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { savedSearchAlerts, savedSearches, users } from '~/db/schema';
import { AMENITIES, LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import { MATCHING_AT_ONCE, matchWaitingEvents } from '~/models/alerts.server';
import { createProperty } from '~/models/property-writes.server';

const SEARCHES = Number(process.env.ALERTS_SEARCHES ?? 10_000);
const HOMES = Number(process.env.ALERTS_HOMES ?? 1_000);
const SEARCHES_PER_ACCOUNT = 5;
const server = process.env.ALERTS_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!server) {
  console.error('Set ALERTS_DATABASE_URL to a PostgreSQL server.');
  process.exit(2);
}

const faker = seededFaker(28);
const pick = <T>(list: readonly T[]) => list[faker.number.int({ max: list.length - 1 })]!;
const maybe = <T>(value: () => T, chance = 0.5) => (faker.number.float() < chance ? value() : null);

const name = `roofline_bench_alerts_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
const template = await admin.query(
  `select 1 from pg_database where datname = 'roofline_test_template'`,
);
await admin.query(
  `create database ${name}${template.rowCount ? ' template roofline_test_template' : ''}`,
);
const url = new URL(server);
url.pathname = `/${name}`;
const handle = await openDatabase({
  databaseUrl: url.toString(),
  dataDir: '',
  seed: template.rowCount ? false : { properties: 2_000, blogs: 10, testimonials: 5 },
});
try {
  const { db } = handle;
  const accounts = Math.ceil(SEARCHES / SEARCHES_PER_ACCOUNT);
  for (let from = 0; from < accounts; from += 1_000) {
    const people = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(1_000, accounts - from) }, (_, n) => ({
          name: `Bench ${from + n}`,
          email: `bench-${from + n}@example.com`,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id });
    const searches = await db
      .insert(savedSearches)
      .values(
        people.flatMap((person) =>
          Array.from({ length: SEARCHES_PER_ACCOUNT }, () => ({
            userId: person.id,
            name: 'Bench search',
            query: '',
          })),
        ),
      )
      .returning({ id: savedSearches.id, userId: savedSearches.userId });
    await db.insert(savedSearchAlerts).values(
      searches.map((search) => {
        const priceMin = maybe(() => faker.number.int({ min: 0, max: 600 }) * 1_000);
        return {
          savedSearchId: search.id,
          userId: search.userId,
          frequency: pick(['instant', 'daily', 'weekly'] as const),
          listingType: maybe(() => pick(['sale', 'rent'] as const), 0.9),
          location: maybe(() => pick(LOCATIONS), 0.85),
          category: maybe(() => pick(PROPERTY_TYPES), 0.4),
          priceMin,
          priceMax: maybe(() => (priceMin ?? 0) + faker.number.int({ min: 50, max: 900 }) * 1_000),
          bedRooms: maybe(() => faker.number.int({ min: 1, max: 5 }), 0.3),
          areaMin: maybe(() => faker.number.int({ min: 300, max: 1_500 }), 0.2),
          keywords: maybe(() => pick(['garden', 'quiet', 'terrace', 'oak floors', 'view']), 0.15),
          amenities: faker.number.float() < 0.2 ? [pick(AMENITIES)] : [],
        };
      }),
    );
  }
  // The homes go through the one write path, as a publication does: each writes its event.
  for (let n = 0; n < HOMES; n += 1) {
    const {
      searchText: _t,
      searchWords: _w,
      createdAt: _c,
      ...home
    } = buildProperty(seededFaker(50_000 + n), 900_000 + n);
    await createProperty(db, home);
  }
  if (process.env.ALERTS_KEEP) {
    console.info(`Kept ${url.toString()}`);
    process.exit(0);
  }
  const started = performance.now();
  const { made, runs } = await matchWaitingEvents(db, {
    atOnce: Number(process.env.ALERTS_AT_ONCE ?? MATCHING_AT_ONCE),
  });
  const ms = performance.now() - started;
  const [left] = (
    (await db.execute(sql`select count(*)::int as n from alert_events`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const result = {
    searches: SEARCHES,
    homes: HOMES,
    ms: Math.round(ms),
    notifications: made,
    statements: runs,
    eventsLeft: left?.n ?? 0,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else
    console.info(
      `Matched ${HOMES} new homes against ${SEARCHES} saved searches in ${result.ms} ms ` +
        `(${runs} statements): ${made} notifications.`,
    );
} finally {
  await handle.close();
  await admin.query(`drop database if exists ${name}`);
  await admin.end();
}
