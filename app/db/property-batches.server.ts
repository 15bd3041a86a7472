import { fork } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { toCsv, type CsvRows } from './bulk-insert.server';
import { batchThroughFeed } from './catalogue-feed';
import { buildProperty, buildReview, DATA_EPOCH, seededFaker } from './factories';
import * as schema from './schema';

type NewPropertyRow = typeof schema.properties.$inferInsert;
type NewReviewRow = typeof schema.reviews.$inferInsert;

export type PropertyBatchCounts = {
  properties: number;
  reviewsPerProperty: number;
  /**
   * The fill's time (ms): the homes' confirmations count back from it (confirmedBefore). Without
   * it, the data's own epoch, so the same counts always give the same rows.
   */
  filledAt?: number;
};

const DAY = 86_400_000;

/**
 * When a generated home was last confirmed, counting back from the fill (docs/product.md#freshness):
 * within the last nine days, spread by its id (no draw, so the generators' streams stay as they
 * were), never before it was listed.
 */
export function confirmedBefore(id: number, listedAt: Date, filledAt: number) {
  const back = ((id * 2_654_435_761) % 1_000) / 1_000;
  return new Date(Math.max(listedAt.getTime(), filledAt - Math.round(back * 9 * DAY)));
}

/**
 * Homes and their reviews, as rows or (for PGlite's `COPY`) already written out as CSV, and the
 * words of the homes' texts that no earlier batch had (for `property_words`, ADR 0022).
 */
export type PropertyBatch =
  | { properties: NewPropertyRow[]; reviews: NewReviewRow[]; words: string[] }
  | { properties: CsvRows; reviews: CsvRows; words: string[] };

/** Seeds for the generators: fixed, so every fresh database holds the same records. */
export const SEEDS = {
  properties: 1001,
  reviews: 1002,
  priceHistory: 1003,
  blogs: 2001,
  comments: 2002,
  people: 3001,
};
export const BATCH = 2_000;

/**
 * The generated homes, BATCH at a time, each through the listing-feed door
 * (docs/product.md#listing-feeds) with its reviews (at least one, fewer than
 * `reviewsPerProperty`) and the review counters that go with them. Deterministic: the same
 * counts give the same rows, wherever they are made.
 */
export function* propertyBatches(counts: PropertyBatchCounts) {
  const faker = seededFaker(SEEDS.properties);
  const reviewFaker = seededFaker(SEEDS.reviews);
  const seen = new Set<string>();
  const filledAt = counts.filledAt ?? DATA_EPOCH;
  let reviewId = 0;
  for (let start = 0; start < counts.properties; start += BATCH) {
    const size = Math.min(BATCH, counts.properties - start);
    const properties: NewPropertyRow[] = Array.from({ length: size }, (_, i) => {
      const home = buildProperty(faker, start + i);
      const id = start + i + 1;
      const listedAt = home.createdAt as Date;
      // Available since it was listed; confirmed lately (docs/product.md#freshness).
      return {
        id,
        ...home,
        statusSince: listedAt,
        confirmedAt: confirmedBefore(id, listedAt, filledAt),
      };
    });
    const reviews: NewReviewRow[] = properties.flatMap((property) => {
      const n = reviewFaker.number.int({ min: 1, max: Math.max(1, counts.reviewsPerProperty) });
      const list = Array.from({ length: n }, () => ({
        id: ++reviewId,
        propertyId: property.id!,
        ...buildReview(reviewFaker, property.createdAt as Date, property.location),
      }));
      // The counters on each property are kept in step with its reviews (see createReview).
      property.reviewCount = list.length;
      property.ratingTotal = list.reduce((sum, r) => sum + r.rating, 0);
      return list;
    });
    const words: string[] = [];
    for (const word of properties.flatMap((property) => property.searchWords)) {
      if (seen.has(word)) continue;
      seen.add(word);
      words.push(word);
    }
    // Written as a RESO feed and read back by the importer's mapping (ADR 0116).
    yield batchThroughFeed({ properties, reviews, words });
  }
}

/** Batches the generator may make ahead of the one being stored (each is a few megabytes). */
const AHEAD = 2;
const JOB_KEY = 'ROOFLINE_PROPERTY_BATCHES';
/**
 * The generating process's heap (MB). It holds the generators' texts and tables (about 80 MB)
 * and the batches in flight, whatever the number of homes; the server's own limit (128 MB, ADR
 * 0015) was too small for it once it ran beside the server's code (ADR 0122).
 */
export const GENERATOR_HEAP_MB = 512;
type WorkerJob = { counts: PropertyBatchCounts; format: 'rows' | 'csv' };
type WorkerMessage = { batch: PropertyBatch } | { end: true };

/**
 * The same batches as `propertyBatches`, made in a process of their own: the database stores one
 * batch while the next is generated, so a large first load uses both cores, and the generator's
 * memory is neither counted against the server's heap limit nor kept once the load is done
 * (ADR 0122). `csv` writes them out for `COPY` there too.
 */
export async function* propertyBatchesOffThread(
  counts: PropertyBatchCounts,
  format: WorkerJob['format'],
): AsyncGenerator<PropertyBatch> {
  const job: WorkerJob = { counts, format };
  const self = import.meta.url;
  const child = fork(fileURLToPath(self), [], {
    execArgv: [`--max-old-space-size=${GENERATOR_HEAP_MB}`, ...typeScriptLoader(self)],
    env: { ...process.env, [JOB_KEY]: JSON.stringify(job) },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const queue: WorkerMessage[] = [];
  let failure: unknown;
  let exited = false;
  let wake: (() => void) | undefined;
  const notify = () => wake?.();
  child.on('message', (message: WorkerMessage) => {
    queue.push(message);
    notify();
  });
  child.on('error', (error) => {
    failure ??= error;
    notify();
  });
  child.on('exit', () => {
    exited = true;
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message) {
        if ('end' in message) return;
        // The generator leaves once it has sent its last batch.
        if (child.connected) child.send('next', () => {});
        yield message.batch;
      } else if (failure) {
        throw failure;
      } else if (exited) {
        throw new Error('The data generator stopped before it finished.');
      } else {
        await new Promise<void>((resolve) => (wake = resolve));
        wake = undefined;
      }
    }
  } finally {
    if (!exited) {
      const gone = once(child, 'exit');
      child.kill();
      await gone;
    }
  }
}

/**
 * Built, this module is plain JavaScript; from the sources (tests, the benchmark scripts) it is
 * TypeScript, which the generating process loads through tsx as its parent did.
 */
function typeScriptLoader(self: string) {
  if (!self.endsWith('.ts')) return [];
  const tsx = path.dirname(createRequire(self).resolve('tsx/package.json'));
  return ['--import', pathToFileURL(path.join(tsx, 'dist/loader.mjs')).href];
}

async function runGenerator(job: WorkerJob) {
  let credits = AHEAD;
  let wake: (() => void) | undefined;
  process.on('message', () => {
    credits++;
    wake?.();
  });
  const send = (message: WorkerMessage) =>
    new Promise<void>((resolve, reject) =>
      process.send!(message, (error: Error | null) => (error ? reject(error) : resolve())),
    );
  for (const batch of propertyBatches(job.counts)) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    await send({
      batch:
        job.format === 'csv'
          ? {
              properties: toCsv(schema.properties, batch.properties),
              reviews: toCsv(schema.reviews, batch.reviews),
              words: batch.words,
            }
          : batch,
    });
  }
  await send({ end: true });
  process.disconnect();
}

const job = process.send && process.env[JOB_KEY];
if (job) {
  runGenerator(JSON.parse(job) as WorkerJob).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
