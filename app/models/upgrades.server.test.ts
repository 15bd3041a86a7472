import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { appliedUpgrades, properties } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { runUpgrade, startUpgrades, UPGRADES, type Upgrade } from './upgrades.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const marked = async () =>
  (await db.select({ name: appliedUpgrades.name }).from(appliedUpgrades)).map((row) => row.name);
const nameOf = async (id: number) =>
  (await db.select({ name: properties.name }).from(properties).where(eq(properties.id, id)))[0]!
    .name;

/** An upgrade that renames home `id`, counting its runs; it fails on the piece `failOn`. */
function renaming(name: string, id: number, { pieces = 1, failOn = -1 } = {}) {
  const runs: number[] = [];
  const upgrade: Upgrade = {
    name,
    run: async (tx, from) => {
      runs.push(from);
      await tx
        .update(properties)
        .set({ name: `${name} ${from}` })
        .where(eq(properties.id, id));
      if (from === failOn) throw new Error('the disk is full');
      return { count: 1, next: from + 1 < pieces ? from + 1 : null };
    },
  };
  return { upgrade, runs };
}

describe('start-up data upgrades (ADR 0093)', () => {
  it('run once: the second start finds the mark and does nothing', async () => {
    const { upgrade, runs } = renaming('once', 1);
    expect(await runUpgrade(db, upgrade)).toBe(1);
    expect(await runUpgrade(db, upgrade)).toBe(0);
    expect(runs).toEqual([0]);
    expect(await marked()).toContain('once');
    expect(await nameOf(1)).toBe('once 0');
  });

  it('a failure rolls the work back with its mark, and the next start does it', async () => {
    const before = await nameOf(2);
    const failing = renaming('fails', 2, { failOn: 0 });
    await expect(runUpgrade(db, failing.upgrade)).rejects.toThrow('the disk is full');
    expect(await marked()).not.toContain('fails');
    expect(await nameOf(2)).toBe(before);
    const working = renaming('fails', 2);
    expect(await runUpgrade(db, working.upgrade)).toBe(1);
    expect(await marked()).toContain('fails');
  });

  it('in pieces: marked with the last, and a stop or a failure leaves it to the next start', async () => {
    const stop = new AbortController();
    const first = renaming('pieces', 3, { pieces: 3, failOn: 2 });
    await expect(runUpgrade(db, first.upgrade)).rejects.toThrow();
    // The pieces before the failure are kept; the last, and the mark, are not.
    expect(first.runs).toEqual([0, 1, 2]);
    expect(await nameOf(3)).toBe('pieces 1');
    expect(await marked()).not.toContain('pieces');
    stop.abort();
    const stopped = renaming('pieces', 3, { pieces: 3 });
    expect(await runUpgrade(db, stopped.upgrade, stop.signal)).toBe(0);
    expect(stopped.runs).toEqual([]);
    const again = renaming('pieces', 3, { pieces: 3 });
    expect(await runUpgrade(db, again.upgrade)).toBe(3);
    expect(await marked()).toContain('pieces');
  });

  it('run in order, the pages waiting only for those before them', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const step = (name: string, beside?: true): Upgrade => ({
      name,
      ...(beside && { beside }),
      run: async () => {
        order.push(name);
        if (name === 'c') await held;
        return { count: 0, next: null };
      },
    });
    const started = startUpgrades(db, undefined, [
      step('a'),
      step('b'),
      step('c', true),
      step('d', true),
    ]);
    await started.ready;
    expect(order).toEqual(['a', 'b']);
    release();
    await started.done;
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    expect(() => startUpgrades(db, undefined, [step('e', true), step('f')])).toThrow();
  });

  it('the site’s own list runs through on a database already new, then never again', async () => {
    expect(new Set(UPGRADES.map((upgrade) => upgrade.name)).size).toBe(UPGRADES.length);
    await startUpgrades(db).done;
    expect(await marked()).toEqual(expect.arrayContaining(UPGRADES.map((upgrade) => upgrade.name)));
    for (const upgrade of UPGRADES) expect(await runUpgrade(db, upgrade)).toBe(0);
  });
});
