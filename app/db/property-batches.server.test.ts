import { describe, expect, it } from 'vitest';

import { toCsv } from './bulk-insert.server';
import {
  BATCH,
  propertyBatches,
  propertyBatchesOffThread,
  type PropertyBatch,
} from './property-batches.server';
import * as schema from './schema';

const counts = { properties: BATCH * 2 + 321, reviewsPerProperty: 5 };
/** A test that starts the generating process: Node and the TypeScript loader start first. */
const SPAWNS = 120_000;

async function collect(batches: AsyncIterable<PropertyBatch>) {
  const all: PropertyBatch[] = [];
  for await (const batch of batches) all.push(batch);
  return all;
}

describe('property batches made in a process of their own', () => {
  const here = [...propertyBatches(counts)];

  it('come in batches that hold every home once, with ids in order', () => {
    expect(here.map((b) => b.properties.length)).toEqual([BATCH, BATCH, 321]);
    const ids = here
      .flatMap((b) => (Array.isArray(b.properties) ? b.properties : []))
      .map((p) => p.id);
    expect(ids).toEqual(Array.from({ length: counts.properties }, (_, i) => i + 1));
  });

  it(
    'are the same rows as those made here',
    async () => {
      const there = await collect(propertyBatchesOffThread(counts, 'rows'));
      expect(there).toEqual(here);
    },
    SPAWNS,
  );

  it(
    'are the same CSV as the rows made here, written out',
    async () => {
      const there = await collect(propertyBatchesOffThread(counts, 'csv'));
      expect(there).toEqual(
        here.map((b) => ({
          properties: toCsv(
            schema.properties,
            b.properties as (typeof schema.properties.$inferInsert)[],
          ),
          reviews: toCsv(schema.reviews, b.reviews as (typeof schema.reviews.$inferInsert)[]),
          words: b.words,
        })),
      );
    },
    SPAWNS,
  );

  it('bring each word of the homes once, in the first batch that holds it', () => {
    const words = here.flatMap((b) => b.words);
    expect(new Set(words).size).toBe(words.length);
    const seen = new Set<string>();
    for (const batch of here) {
      const homes = batch.properties as (typeof schema.properties.$inferInsert)[];
      const fresh = new Set(homes.flatMap((p) => p.searchWords).filter((w) => !seen.has(w)));
      expect(new Set(batch.words)).toEqual(fresh);
      for (const word of fresh) seen.add(word);
    }
  });

  it(
    'stop the worker when the reader stops early',
    async () => {
      const batches = propertyBatchesOffThread(
        { properties: BATCH * 50, reviewsPerProperty: 5 },
        'rows',
      );
      const first = await batches.next();
      expect(first.done).toBe(false);
      // Returning runs the generator's cleanup, which ends the worker; it must not hang.
      await expect(batches.return(undefined)).resolves.toEqual({ done: true, value: undefined });
    },
    SPAWNS,
  );
});
