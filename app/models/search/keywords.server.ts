import { and, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, propertyWords } from '~/db/schema';
import { isOneWord, keywordWordPatterns } from '~/db/search-words';

/**
 * The keywords' words (ADR 0022): for each run of letters and digits of the keywords, the words of
 * the homes' texts it may be part of, and the conditions and estimates made of them.
 */

/**
 * A run of the keywords that more words than this hold (a letter or two are in most words) does
 * not narrow the search through the words' index; the text is checked for it on each home.
 */
export const WORDS_PER_RUN_UP_TO = 200;

/**
 * Whether holding one of the words is the same as holding the keywords: when the keywords are
 * letters and digits only, each home's text holds them exactly when one of its words does.
 */
export function wordsDecide(keywords: string, keywordWords: string[][]) {
  return (
    keywordWords.length === 1 &&
    keywordWords[0]!.length <= WORDS_PER_RUN_UP_TO &&
    isOneWord(keywords)
  );
}

/** For each list of words narrow enough to use, "the home holds one of them". */
export function wordConditions(keywordWords: string[][]) {
  return keywordWords
    .filter((words) => words.length <= WORDS_PER_RUN_UP_TO)
    .map(
      // The words are letters and digits only, so they make an array literal as they are.
      (words) => sql`${properties.searchWords} && ${`{${words.join(',')}}`}::text[]`,
    );
}

/**
 * For each run of letters and digits in the keywords, the words of the homes' texts it may be
 * part of (ADR 0022), from `property_words`. An empty list means no home holds the keywords.
 */
export async function keywordWords(db: Database, keywords: string): Promise<string[][]> {
  const patterns = keywordWordPatterns(keywords);
  if (patterns.length === 0) return [];
  const result = (await db.execute(sql`
    select coalesce(string_agg(${propertyWords.word}, ' '), '') as words
    from unnest(${`{${patterns.join(',')}}`}::text[]) with ordinality as run(pattern, n)
    left join ${propertyWords} on ${propertyWords.word} like run.pattern
    group by run.n order by run.n`)) as unknown as { rows: { words: string }[] };
  return result.rows.map((row) => (row.words === '' ? [] : row.words.split(' ')));
}

/**
 * How many homes the planner expects to hold a word of each list (as `keywordWords` makes them),
 * from the words' statistics (no rows read).
 */
export async function expectedMatches(db: Database, words: string[][]) {
  const where = and(...wordConditions(words));
  if (!where) return 0;
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${properties} where ${where}`,
  )) as unknown as { rows: { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] }[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const parsed = typeof plan === 'string' ? JSON.parse(plan) : plan;
  return Number(parsed?.[0]?.Plan?.['Plan Rows'] ?? 0);
}
