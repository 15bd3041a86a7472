import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, DatabaseHandle } from '~/db/client.server';
import { rateLimits } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { rateLimitsIn } from './rate-limits.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let other: DatabaseHandle | undefined;
/** The database as a second app server sees it: its own pool on PostgreSQL. */
let otherDb: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  other = await handle.openAnother?.();
  otherDb = other?.db ?? handle.db;
});
afterAll(async () => {
  await other?.close();
  await handle?.close();
});

describe('the form rate limits', () => {
  it('are shared by every server on the database: two servers give one quota, not two', async () => {
    const first = rateLimitsIn(handle.db, 5);
    const second = rateLimitsIn(otherDb, 5);
    const takes = [];
    for (let i = 0; i < 5; i++) {
      takes.push(await (i % 2 === 0 ? first : second).take('203.0.113.7', 'shared'));
    }
    expect(takes).toEqual([0, 0, 0, 0, 0]);
    const refused = await second.take('203.0.113.7', 'shared');
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(60);
    expect(await first.take('203.0.113.7', 'shared')).toBeGreaterThan(0);
  });

  it('count each form and each address apart, and an IPv6 network as one address', async () => {
    const limits = rateLimitsIn(handle.db, 3);
    for (let i = 1; i <= 3; i++) expect(await limits.take(`2001:db8:5:6::${i}`, 'v6')).toBe(0);
    expect(await limits.take('2001:db8:5:6:ffff::9', 'v6')).toBeGreaterThan(0);
    expect(await limits.take('2001:db8:5:7::1', 'v6')).toBe(0);
    expect(await limits.take('2001:db8:5:6::1', 'another-form')).toBe(0);
  });

  it('let an address post again once its window has passed', async () => {
    const limits = rateLimitsIn(handle.db, 1);
    expect(await limits.take('198.51.100.4', 'window')).toBe(0);
    expect(await limits.take('198.51.100.4', 'window')).toBeGreaterThan(0);
    // The window ends: as a minute later, for every server (a fresh limiter has no memory of it).
    await handle.db.update(rateLimits).set({ expire: new Date(Date.now() - 1000) });
    expect(await rateLimitsIn(otherDb, 1).take('198.51.100.4', 'window')).toBe(0);
  });
});
