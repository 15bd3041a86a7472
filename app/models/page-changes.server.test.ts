import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { openTestDatabase } from '../../tests/unit/test-database';

import { announcePageChanges, followPageChanges } from './page-changes.server';
import { updateProperty } from './property-writes.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

/** Waits until `count()` is above `than` (a notice arrived), failing after 5 s. */
async function heard(count: () => number, than: number) {
  await expect.poll(count, { timeout: 5_000, interval: 10 }).toBeGreaterThan(than);
}

describe('page changes (ADR 0073)', () => {
  it('reach the cache of a server on a write announced and on a home written', async () => {
    let changes = 0;
    const stop = followPageChanges(handle.db, () => (changes += 1));
    try {
      // On PostgreSQL the listening connection says once that it (re)connected.
      if (handle.kind === 'postgres') await heard(() => changes, 0);
      const before = changes;
      await announcePageChanges(handle.db);
      await heard(() => changes, before);
      const afterAnnounce = changes;
      await updateProperty(handle.db, 1, { price: 123_456 });
      await heard(() => changes, afterAnnounce);
    } finally {
      await stop();
    }
  });

  it('reach another server on the same PostgreSQL', async () => {
    if (!handle.openAnother) return;
    const other = await handle.openAnother();
    let changes = 0;
    const stop = followPageChanges(other.db, () => (changes += 1));
    try {
      await heard(() => changes, 0);
      const before = changes;
      await announcePageChanges(handle.db);
      await heard(() => changes, before);
    } finally {
      await stop();
      await other.close();
    }
  });
});
