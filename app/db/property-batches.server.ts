import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

import { toCsv, type CsvRows } from './bulk-insert.server';
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
 * The generated homes, BATCH at a time, each with its reviews (at least one, fewer than
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
    yield { properties, reviews, words };
  }
}

/** Batches a worker may make ahead of the one being stored (each is a few megabytes). */
const AHEAD = 2;
const WORKER_KEY = 'roofline:property-batches';
type WorkerJob = { counts: PropertyBatchCounts; format: 'rows' | 'csv' };
type WorkerMessage = { batch: PropertyBatch } | { end: true };

/**
 * The same batches as `propertyBatches`, made on a worker thread: the database stores one batch
 * while the next is generated, so a large first load uses both cores. `csv` writes them out for
 * PGlite's `COPY` on the worker too.
 */
export async function* propertyBatchesOffThread(
  counts: PropertyBatchCounts,
  format: WorkerJob['format'],
): AsyncGenerator<PropertyBatch> {
  const job: WorkerJob = { counts, format };
  const worker = new Worker(workerEntry(), { workerData: { [WORKER_KEY]: job } });
  const queue: WorkerMessage[] = [];
  let failure: unknown;
  let exited = false;
  let wake: (() => void) | undefined;
  const notify = () => wake?.();
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure ??= error;
    notify();
  });
  worker.on('exit', () => {
    exited = true;
    notify();
  });
  try {
    for (;;) {
      const message = queue.shift();
      if (message) {
        if ('end' in message) return;
        worker.postMessage('next');
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
    await worker.terminate();
  }
}

/**
 * This module, to be run as a worker. Built, it is plain JavaScript; from the sources (tests,
 * the benchmark scripts) it is TypeScript, which the worker loads through tsx as its parent did.
 */
function workerEntry() {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return new URL(self);
  const tsx = path.dirname(createRequire(self).resolve('tsx/package.json'));
  const register = pathToFileURL(path.join(tsx, 'dist/esm/api/index.mjs')).href;
  const code = `import { register } from ${JSON.stringify(register)};
register();
await import(${JSON.stringify(self)});`;
  return new URL(`data:text/javascript,${encodeURIComponent(code)}`);
}

async function runWorker(port: NonNullable<typeof parentPort>, job: WorkerJob) {
  let credits = AHEAD;
  let wake: (() => void) | undefined;
  port.on('message', () => {
    credits++;
    wake?.();
  });
  for (const batch of propertyBatches(job.counts)) {
    while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
    credits--;
    const message: WorkerMessage = {
      batch:
        job.format === 'csv'
          ? {
              properties: toCsv(schema.properties, batch.properties),
              reviews: toCsv(schema.reviews, batch.reviews),
              words: batch.words,
            }
          : batch,
    };
    port.postMessage(message);
  }
  port.postMessage({ end: true } satisfies WorkerMessage);
}

const job = !isMainThread && (workerData as Record<string, WorkerJob> | null)?.[WORKER_KEY];
if (job && parentPort) {
  runWorker(parentPort, job).catch((error: unknown) => {
    // An error thrown here reaches the parent's 'error' handler.
    setImmediate(() => {
      throw error;
    });
  });
}
