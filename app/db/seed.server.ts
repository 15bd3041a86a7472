import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

import {
  BLOG_TAGS,
  buildAuthor,
  buildBlog,
  buildComment,
  buildTestimonial,
  seededFaker,
} from './factories';
import { BATCH, SEEDS, propertyBatches, propertyBatchesOffThread } from './property-batches.server';
import * as schema from './schema';
import { bulkInsert, syncIdSequence } from './bulk-insert.server';

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

/** From this many homes, a worker thread generates them while the database stores them. */
export const OFF_THREAD_FROM = 10_000;

export async function seedIfEmpty(db: Db, counts?: Partial<SeedCounts>) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.properties);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, { ...DEFAULT_SEED_COUNTS, ...counts });
  return true;
}

/**
 * Fills an empty database in one transaction, so a start that is stopped half-way leaves it
 * empty (and the next start fills it) rather than half full. `db` must be one session (a single
 * client, as `openDatabase` passes), since the transaction is opened with plain statements.
 */
export async function seed(db: Db, counts: SeedCounts) {
  await db.execute(sql`begin`);
  try {
    // The tables are empty; emptying them in this transaction gives them new files, which
    // PGlite (wal_level=minimal) then fills and indexes without writing the log.
    await db.execute(sql`truncate properties, reviews, saved_homes, property_words`);
    if (pglite(db)) {
      // On PGlite each home stays whole in its row (ADR 0022): moving its longest values out
      // as they are copied cost a third of a large load, and every text check read them back.
      await db.execute(sql`alter table properties set (toast_tuple_target = 8160)`);
    }
    // Building an index once is far cheaper than updating it row by row (trigram indexes most of all).
    const rebuild =
      counts.properties > 2_000 ? await dropIndexes(db, ['properties', 'reviews']) : [];
    await seedProperties(db, counts);
    for (const definition of rebuild) await db.execute(sql.raw(definition));
    await seedBlogs(db, counts);
    const people = seededFaker(SEEDS.people);
    const testimonials = Array.from({ length: counts.testimonials }, () =>
      buildTestimonial(people),
    );
    await bulkInsert(db, schema.testimonials, testimonials);
    for (const table of [schema.properties, schema.reviews, schema.blogs, schema.comments]) {
      await syncIdSequence(db, table);
    }
    await db.execute(sql`commit`);
  } catch (error) {
    await db.execute(sql`rollback`).catch(() => {});
    throw error;
  }
  await db.execute(sql`analyze`);
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

async function seedProperties(db: Db, counts: SeedCounts) {
  const batches =
    counts.properties >= OFF_THREAD_FROM
      ? propertyBatchesOffThread(counts, pglite(db) ? 'csv' : 'rows')
      : propertyBatches(counts);
  for await (const batch of batches) {
    await bulkInsert(db, schema.properties, batch.properties, { freeze: true });
    await bulkInsert(db, schema.reviews, batch.reviews, { freeze: true });
    await bulkInsert(
      db,
      schema.propertyWords,
      batch.words.map((word) => ({ word })),
      { freeze: true },
    );
  }
}

async function seedBlogs(db: Db, counts: SeedCounts) {
  const people = seededFaker(SEEDS.people + 1);
  const authors = await db
    .insert(schema.authors)
    .values(Array.from({ length: Math.max(1, counts.authors) }, () => buildAuthor(people)))
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
