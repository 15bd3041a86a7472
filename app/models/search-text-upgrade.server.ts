import { and, asc, gt, not, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, propertyWords } from '~/db/schema';
import { LISTING_TYPE_LABELS_JA } from '~/db/search-text-ja';
import { searchWords } from '~/db/search-words';

import { rewriteSearchFields } from './property-writes.server';
import { fillWordHomes } from './search/index-build.server';

/** Homes written again in one transaction: short, since requests wait for it on PGlite. */
const BATCH = 200;

/**
 * Brings a database from before ADR 0078 over to search texts that hold what a Japanese page
 * shows: every home whose words lack its Japanese listing type's (before, words were ASCII only,
 * so no home had one) is written again through `rewriteSearchFields`. A start-up upgrade
 * (models/upgrades.server.ts) that runs beside the pages, a batch of homes from `after` on at a
 * time, each in its own transaction (the English text is unchanged, so only Japanese keywords
 * miss the homes not done yet); `next` is where the next batch starts, null once none is left.
 */
export async function writeSearchTextsInJapanese(
  db: Database,
  after: number,
): Promise<{ count: number; next: number | null }> {
  const marked = sql`${properties.searchWords} && ${`{${searchWords(LISTING_TYPE_LABELS_JA.join(' ')).join(',')}}`}::text[]`;
  if (after === 0) {
    // Counted through the words' index: a database filled since holds none to do, found at once.
    const counts = (await db.execute(sql`
      select (select count(*) from ${properties})::int as homes,
             (select count(*) from ${properties} where ${marked})::int as done`)) as unknown as {
      rows: { homes: number; done: number }[];
    };
    const { homes, done } = counts.rows[0]!;
    if (homes === done) return { count: 0, next: null };
  }
  const batch = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(gt(properties.id, after), not(marked)))
    .orderBy(asc(properties.id))
    .limit(BATCH);
  if (batch.length > 0) {
    const count = await rewriteSearchFields(
      db,
      batch.map((row) => row.id),
    );
    return { count, next: batch.at(-1)!.id };
  }
  // Word lists already filled for the search index are filled anew with the new words.
  const filled = await db
    .select({ word: propertyWords.word })
    .from(propertyWords)
    .where(sql`${propertyWords.homes} is not null and length(${propertyWords.homes}) > 0`)
    .limit(1);
  if (filled.length > 0) await fillWordHomes(db, { refill: true });
  return { count: 0, next: null };
}
