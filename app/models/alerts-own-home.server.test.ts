import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildProperty, seededFaker } from '~/db/factories';
import { agents, savedHomes } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createTestAccount } from '../../tests/unit/test-accounts';
import { matchAlertEvents, setAlertFrequency } from './alerts.server';
import { listNotifications } from './notifications.server';
import { createProperty, updateProperty } from './property-writes.server';
import { saveSearch } from './saved-searches.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** An account whose saved search finds the test's home, alerts at once. */
async function searcher(name: string) {
  const userId = await createTestAccount(handle.db, name);
  const saved = await saveSearch(handle.db, userId, {
    name: 'Big sale',
    search: 'listingType=sale&priceMin=8765000&priceMax=8766000',
  });
  if (!saved.ok) throw new Error('not saved');
  await setAlertFrequency(handle.db, userId, saved.id, 'instant', 'en');
  return userId;
}

describe('alerts never go to the home’s own lister (docs/product.md#alerts)', () => {
  it('a new home and its price drop reach the searchers and savers, not the owner who listed it', async () => {
    const owner = await searcher('Owner');
    const other = await searcher('Other');
    const [agent] = await handle.db
      .insert(agents)
      .values({ userId: owner, name: 'Owner', languages: ['en'] })
      .returning({ id: agents.id });
    const {
      searchText: _t,
      searchWords: _w,
      createdAt: _c,
      ...home
    } = buildProperty(seededFaker(8_765), 28_765);
    const id = await createProperty(handle.db, {
      ...home,
      listingType: 'sale',
      rentalTerms: null,
      price: 8_765_432,
      currency: 'USD',
      agentId: agent!.id,
    });
    await matchAlertEvents(handle.db);
    const kinds = async (userId: number) =>
      (await listNotifications(handle.db, userId)).map((row) => [row.kind, row.propertyId]);
    expect(await kinds(other)).toEqual([['new', id]]);
    expect(await kinds(owner)).toEqual([]);

    // Both saved it; its price drops.
    await handle.db.insert(savedHomes).values([
      { userId: owner, propertyId: id },
      { userId: other, propertyId: id },
    ]);
    await updateProperty(handle.db, id, { price: 8_765_100 });
    await matchAlertEvents(handle.db);
    expect((await kinds(other)).map(([kind]) => kind).sort()).toEqual(['drop', 'new']);
    expect(await kinds(owner)).toEqual([]);
  });
});
