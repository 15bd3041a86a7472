import { and, asc, eq, gt, not, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { databaseState, properties, propertyWords } from '~/db/schema';
import { LISTING_TYPE_LABELS_JA } from '~/db/search-text-ja';
import { searchWords } from '~/db/search-words';

import { rewriteSearchFields } from './property-writes.server';
import { fillWordHomes } from './search/index-build.server';

/** The `database_state` row that says every home's search text holds its Japanese page's text. */
export const SEARCH_TEXT_JA_KEY = 'search-text-ja';

/** Homes written again in one transaction: short, since requests wait for it on PGlite. */
const BATCH = 200;

/**
 * Brings a database from before ADR 0078 over to search texts that hold what a Japanese page
 * shows: every home whose words lack its Japanese listing type's (before, words were ASCII only,
 * so no home had one) is written again through `rewriteSearchFields`, a batch at a time. Done once
 * per database, beside the site's first start that finds no mark (the English text is unchanged,
 * so only Japanese keywords miss the homes not done yet); stopped with the server (`signal`), it
 * is taken up by the next start, since the homes still to do are those without the words.
 */
export async function bringSearchTextsToJapanese(db: Database, signal?: AbortSignal) {
  const done = await db
    .select({ key: databaseState.key })
    .from(databaseState)
    .where(eq(databaseState.key, SEARCH_TEXT_JA_KEY));
  if (done.length > 0) return 0;
  const marked = sql`${properties.searchWords} && ${`{${searchWords(LISTING_TYPE_LABELS_JA.join(' ')).join(',')}}`}::text[]`;
  // Counted through the words' index: a database filled since holds none to do, found at once.
  const counts = (await db.execute(sql`
    select (select count(*) from ${properties})::int as homes,
           (select count(*) from ${properties} where ${marked})::int as done`)) as unknown as {
    rows: { homes: number; done: number }[];
  };
  const { homes, done: written } = counts.rows[0]!;
  let rewritten = 0;
  if (homes > written) {
    for (let after = 0; ;) {
      const batch = await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(gt(properties.id, after), not(marked)))
        .orderBy(asc(properties.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      if (signal?.aborted) return rewritten;
      rewritten += await rewriteSearchFields(
        db,
        batch.map((row) => row.id),
      );
      after = batch.at(-1)!.id;
    }
    // Word lists already filled for the search index are filled anew with the new words.
    const filled = await db
      .select({ word: propertyWords.word })
      .from(propertyWords)
      .where(sql`${propertyWords.homes} is not null and length(${propertyWords.homes}) > 0`)
      .limit(1);
    if (filled.length > 0) await fillWordHomes(db, { refill: true });
  }
  await db
    .insert(databaseState)
    .values({ key: SEARCH_TEXT_JA_KEY, value: { homes: rewritten } })
    .onConflictDoNothing();
  return rewritten;
}
