import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import {
  BLOG_TAGS,
  buildAgent,
  buildAuthor,
  buildBlog,
  buildComment,
  buildPriceHistory,
  buildTestimonial,
  GENERATED_AGENTS,
  NEWEST_WITH_DROPS,
  PRICE_HISTORY_EVERY,
  seededFaker,
} from './factories';
import { BATCH, SEEDS, propertyBatches, propertyBatchesOffThread } from './property-batches.server';
import * as schema from './schema';
import { bulkInsert, syncIdSequence } from './bulk-insert.server';
import { PLACE_ZONES } from '~/lib/catalog-places';
import { linkGeneratedAgencies } from './generated-agencies';

type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** docs/product.md#generated-data: 400 properties, 200 blogs, 30 testimonials by default. */
export type SeedCounts = {
  properties: number;
  blogs: number;
  testimonials: number;
  authors: number;
  /** Reviews a property gets at most (at least one fewer than this, at least one). */
  reviewsPerProperty: number;
  commentsPerBlog: number;
};

export const DEFAULT_SEED_COUNTS: SeedCounts = {
  properties: 400,
  blogs: 200,
  testimonials: 30,
  authors: 12,
  reviewsPerProperty: 5,
  commentsPerBlog: 6,
};

/** From this many homes, a process of their own generates them while the database stores them. */
export const OFF_THREAD_FROM = 10_000;

/**
 * What a start does with a database that has never been filled: fill it with generated data
 * (`on`, the default), or leave it empty for a site's own homes and posts (`off`). Either way the
 * choice is made once: see `fillOnFirstStart`.
 */
export type SeedSetting = 'on' | 'off';

/** The `database_state` row that says a database was filled, or never will be, on a start. */
export const FILLED_KEY = 'filled';

/** The tables a site's own rows live in: a database holding any of them is never filled. */
const CONTENT_TABLES = [
  schema.agents,
  schema.properties,
  schema.reviews,
  schema.blogs,
  schema.comments,
  schema.authors,
  schema.tags,
  schema.testimonials,
  schema.users,
  schema.newsletterSubscriptions,
  schema.contactMessages,
];

/** How a start left the database: filled now, marked as a site's own, or as it already was. */
export type FirstStart = 'filled' | 'marked' | 'already';

/**
 * The first start of a database (docs/product.md#generated-data): with `seed` on, a database that
 * was never filled and holds no rows at all is filled with generated data; otherwise it is only
 * marked, so no later start fills it either. The mark is written in the same transaction as the
 * fill, so a start stopped half-way leaves neither. Nothing is ever deleted or emptied here. `db`
 * must be one session (a single client, as `openDatabase` passes): the transaction is opened
 * with plain statements.
 */
export async function fillOnFirstStart(
  db: Db,
  seed: SeedSetting,
  counts?: Partial<SeedCounts>,
): Promise<FirstStart> {
  if (await isMarked(db)) return 'already';
  await db.execute(sql`begin`);
  try {
    // Another app server may have filled it meanwhile (PostgreSQL's advisory lock orders them).
    if (await isMarked(db)) {
      await db.execute(sql`commit`);
      return 'already';
    }
    const empty = !(await holdsRows(db));
    const fill = empty && seed === 'on';
    const all = { ...DEFAULT_SEED_COUNTS, ...counts };
    if (fill) await fillTables(db, all);
    await db.insert(schema.databaseState).values({
      key: FILLED_KEY,
      value: fill
        ? { generated: true, counts: all }
        : { generated: false, reason: empty ? 'SEED=off' : 'rows found' },
    });
    await db.execute(sql`commit`);
    if (fill) await db.execute(sql`vacuum analyze`);
    return fill ? 'filled' : 'marked';
  } catch (error) {
    await db.execute(sql`rollback`).catch(() => {});
    throw error;
  }
}

async function isMarked(db: Db) {
  const found = await db
    .select({ key: schema.databaseState.key })
    .from(schema.databaseState)
    .where(eq(schema.databaseState.key, FILLED_KEY));
  return found.length > 0;
}

/** Whether any of the site's tables holds a row. */
export async function holdsRows(db: Db) {
  const checks = CONTENT_TABLES.map((table) => sql`exists (select 1 from ${table})`);
  const result = (await db.execute(
    sql`select ${sql.join(checks, sql` or `)} as found`,
  )) as unknown as { rows: { found: boolean }[] };
  return result.rows[0]?.found === true;
}

/**
 * Fills a database with generated data, for `npm run db:seed` on an empty database and for tests:
 * in one transaction, so a fill that fails or is stopped leaves nothing. It refuses a database
 * that holds rows: generated data is never mixed into a site's own.
 */
export async function seedEmptyDatabase(db: Db, counts?: Partial<SeedCounts>) {
  await db.execute(sql`begin`);
  try {
    if (await holdsRows(db)) throw new Error('The database already holds rows; nothing was added.');
    const all = { ...DEFAULT_SEED_COUNTS, ...counts };
    await fillTables(db, all);
    await db
      .insert(schema.databaseState)
      .values({ key: FILLED_KEY, value: { generated: true, counts: all } })
      .onConflictDoUpdate({
        target: schema.databaseState.key,
        set: { value: { generated: true, counts: all }, updatedAt: new Date() },
      });
    await db.execute(sql`commit`);
  } catch (error) {
    await db.execute(sql`rollback`).catch(() => {});
    throw error;
  }
  await db.execute(sql`vacuum analyze`);
}

/**
 * Fills the empty tables inside the caller's transaction. Their indexes are dropped and made again
 * after a large load: building an index once is far cheaper than updating it row by row (trigram
 * indexes most of all).
 */
async function fillTables(db: Db, counts: SeedCounts) {
  if (pglite(db)) {
    // On PGlite each home stays whole in its row (ADR 0022): moving its longest values out
    // as they are copied cost a third of a large load, and every text check read them back.
    await db.execute(sql`alter table properties set (toast_tuple_target = 8160)`);
  }
  const rebuild = counts.properties > 2_000 ? await dropIndexes(db, ['properties', 'reviews']) : [];
  const people = seededFaker(SEEDS.people + 2);
  await bulkInsert(
    db,
    schema.agents,
    Array.from({ length: GENERATED_AGENTS }, (_, i) => buildAgent(people, i + 1)),
  );
  await seedProperties(db, counts);
  // The generated agents' firms are agencies, and their homes its listings (docs/product.md#agencies).
  await linkGeneratedAgencies(db);
  for (const definition of rebuild) await db.execute(sql.raw(definition));
  await seedPriceHistory(db);
  await seedOpenHouses(db);
  await seedBlogs(db, counts);
  const testimonials = Array.from({ length: counts.testimonials }, (_, n) => buildTestimonial(n));
  await bulkInsert(db, schema.testimonials, testimonials);
  for (const table of [
    schema.agents,
    schema.properties,
    schema.reviews,
    schema.blogs,
    schema.comments,
  ]) {
    await syncIdSequence(db, table);
  }
}

/** Drops the tables' secondary indexes and returns the statements that make them again. */
async function dropIndexes(db: Db, tables: string[]) {
  const result = (await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema()
      and tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
      and indexname not in (select conname from pg_constraint)`)) as unknown as {
    rows: { name: string; definition: string }[];
  };
  for (const row of result.rows) await db.execute(sql.raw(`drop index "${row.name}"`));
  return result.rows.map((row) => row.definition);
}

function pglite(db: Db) {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite;
}

async function seedProperties(db: Db, seedCounts: SeedCounts) {
  // Their confirmations count back from now (docs/product.md#freshness), as their prices' do.
  const counts = { ...seedCounts, filledAt: Date.now() };
  const batches =
    counts.properties >= OFF_THREAD_FROM
      ? propertyBatchesOffThread(counts, 'csv')
      : propertyBatches(counts);
  for await (const batch of batches) {
    await bulkInsert(db, schema.properties, batch.properties);
    await bulkInsert(db, schema.reviews, batch.reviews);
    await bulkInsert(
      db,
      schema.propertyWords,
      batch.words.map((word) => ({ word })),
    );
  }
}

/**
 * Past prices for one generated home in `PRICE_HISTORY_EVERY` and for every third of the newest
 * (docs/product.md#generated-data), read back from the homes just stored, a batch at a time and in
 * id order, so the same homes get the same changes; their dates count back from now, so the
 * recent drops show as "Price reduced" on the first pages.
 */
async function seedPriceHistory(db: Db) {
  const faker = seededFaker(SEEDS.priceHistory);
  const now = Date.now();
  const { properties: homes } = schema;
  const newest = await db
    .select({ id: homes.id })
    .from(homes)
    .orderBy(sql`${homes.createdAt} desc, ${homes.id} desc`)
    .limit(NEWEST_WITH_DROPS);
  const dropped = new Set(newest.filter((_, n) => n % 3 === 0).map((home) => home.id));
  const droppedList = sql.raw(`'{${[...dropped, 0].join(',')}}'::int[]`);
  for (let after = 0; ;) {
    const rows = await db
      .select({
        id: homes.id,
        price: homes.price,
        currency: homes.currency,
        createdAt: homes.createdAt,
        listingType: homes.listingType,
      })
      .from(homes)
      .where(
        sql`${homes.id} > ${after} and (${homes.id} % ${PRICE_HISTORY_EVERY} = 0 or ${homes.id} = any(${droppedList}))`,
      )
      .orderBy(homes.id)
      .limit(BATCH);
    if (rows.length === 0) return;
    after = rows.at(-1)!.id;
    await bulkInsert(
      db,
      schema.priceChanges,
      rows.flatMap((home) =>
        buildPriceHistory(faker, home, now, { recentDrop: dropped.has(home.id) }).map((change) => ({
          propertyId: home.id,
          ...change,
        })),
      ),
    );
  }
}

/** One generated home in this many on the market holds open houses. */
const OPEN_HOUSE_EVERY = 9;

/**
 * Open houses for one generated home on the market in `OPEN_HOUSE_EVERY`
 * (docs/product.md#open-houses): Saturday and Sunday of the week it is filled and the next
 * Saturday, 14:00–16:00 on the home's own clock (its city's zone, PLACE_ZONES).
 */
async function seedOpenHouses(db: Db) {
  const zone = sql.join(
    [
      sql`case ${schema.properties.location}`,
      ...Object.entries(PLACE_ZONES).map(([place, name]) => sql`when ${place} then ${name}`),
      sql`else 'UTC' end`,
    ],
    sql` `,
  );
  await db.execute(sql`
    insert into ${schema.openHouses} (property_id, starts_at, ends_at)
    select home.id, (day + time '14:00') at time zone home.zone, (day + time '16:00') at time zone home.zone
    from (
      select ${schema.properties.id} as id, ${zone} as zone from ${schema.properties}
      where ${schema.properties.id} % ${OPEN_HOUSE_EVERY} = 0
        and ${schema.properties.status} in ('available', 'under_offer')
    ) home,
    lateral (
      select date_trunc('week', now() at time zone home.zone)::date + offset_days as day
      from unnest(array[5, 6, 12]) as offset_days
    ) days`);
}

async function seedBlogs(db: Db, counts: SeedCounts) {
  const authors = await db
    .insert(schema.authors)
    .values(Array.from({ length: Math.max(1, counts.authors) }, (_, i) => buildAuthor(i)))
    .returning({ id: schema.authors.id });
  const tagRows = await db
    .insert(schema.tags)
    .values(BLOG_TAGS.map((name) => ({ name })))
    .returning();
  const tagIds = new Map(tagRows.map((tag) => [tag.name, tag.id]));
  const faker = seededFaker(SEEDS.blogs);
  const commentFaker = seededFaker(SEEDS.comments);
  const authorIds = authors.map((a) => a.id);
  let commentId = 0;
  for (let start = 0; start < counts.blogs; start += BATCH) {
    const size = Math.min(BATCH, counts.blogs - start);
    const built = Array.from({ length: size }, (_, i) => ({
      id: start + i + 1,
      ...buildBlog(faker, start + i, authorIds),
    }));
    await bulkInsert(
      db,
      schema.blogs,
      built.map(({ tags: _tags, ...blog }) => blog),
    );
    const links = built.flatMap((blog) =>
      blog.tags.map((tag) => ({ blogId: blog.id, tagId: tagIds.get(tag)! })),
    );
    await bulkInsert(db, schema.blogTags, links);
    const comments = built.flatMap((blog) => {
      const n = commentFaker.number.int({ min: 1, max: Math.max(1, counts.commentsPerBlog) });
      return Array.from({ length: n }, () => ({
        id: ++commentId,
        blogId: blog.id,
        ...buildComment(commentFaker, blog.createdAt as Date),
      }));
    });
    await bulkInsert(db, schema.comments, comments);
  }
}
