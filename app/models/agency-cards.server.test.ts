import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agencies, properties } from '~/db/schema';
import type { PropertyCardData } from '~/lib/property-card';
import { parsePropertyQuery } from '~/lib/query';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { listAgencyHomes, listAgentHomes } from './agents.server';
import { getHomeData } from './home.server';
import { listSavedHomes, saveHome } from './saved-homes.server';
import { searchProperties } from './search/planner.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** What each home's card should name: its agency's name, Japanese name and licence, or null. */
async function agencyOfHomes(ids: number[]) {
  const rows = await db
    .select({
      id: properties.id,
      name: agencies.name,
      nameJa: agencies.nameJa,
      licence: agencies.licence,
    })
    .from(properties)
    .leftJoin(agencies, eq(agencies.id, properties.agencyId))
    .where(inArray(properties.id, ids));
  return new Map(
    rows.map(({ id, ...agency }) => [id, agency.name === null ? null : agency] as const),
  );
}

describe('a card names the agency of an agency’s home (docs/product.md#agencies)', () => {
  it('on every card of a home: search, may-also-like, home page, saved homes, lister and agency pages', async () => {
    const [agency] = await db
      .insert(agencies)
      .values({ name: 'Harbour Homes', nameJa: 'ハーバーホームズ', licence: 'LIC-4242' })
      .returning();
    const search = () => searchProperties(db, parsePropertyQuery(new URLSearchParams('')));
    const first = await search();
    const popular = (await getHomeData(db)).popularProperties;
    const [agencyHome, ownerHome] = first.properties;
    const [popularAgencyHome, popularOwnerHome] = popular;
    await db
      .update(properties)
      .set({ agencyId: agency!.id })
      .where(inArray(properties.id, [agencyHome!.id, popularAgencyHome!.id]));
    await db
      .update(properties)
      .set({ agencyId: null })
      .where(inArray(properties.id, [ownerHome!.id, popularOwnerHome!.id]));

    const user = await createTestAccount(db, 'Saver');
    await saveHome(db, user, agencyHome!.id);
    await saveHome(db, user, ownerHome!.id);
    const [{ properties: found, mayBeLike }, home, saved] = await Promise.all([
      search(),
      getHomeData(db),
      listSavedHomes(db, user, 0),
    ]);
    const [agencyHomeRow] = await db
      .select({ agentId: properties.agentId })
      .from(properties)
      .where(eq(properties.id, agencyHome!.id));
    const [lister, agencyPage] = await Promise.all([
      listAgentHomes(db, agencyHomeRow!.agentId!, 0),
      listAgencyHomes(db, agency!.id, 0),
    ]);
    const lists: Record<string, PropertyCardData[]> = {
      search: found,
      mayBeLike,
      popular: home.popularProperties,
      saved: saved.properties,
      lister: lister.properties,
      agency: agencyPage.properties,
    };
    const cards = Object.values(lists).flat();
    const want = await agencyOfHomes(cards.map((card) => card.id));
    for (const [list, listCards] of Object.entries(lists)) {
      expect(listCards.length, list).toBeGreaterThan(0);
      for (const card of listCards)
        expect([list, card.agency], list).toEqual([list, want.get(card.id)]);
    }
    const harbour = { name: 'Harbour Homes', nameJa: 'ハーバーホームズ', licence: 'LIC-4242' };
    for (const cardsOf of [found, home.popularProperties, saved.properties]) {
      const byId = new Map(cardsOf.map((card) => [card.id, card]));
      const agencyCard = byId.get(agencyHome!.id) ?? byId.get(popularAgencyHome!.id);
      const ownerCard = byId.get(ownerHome!.id) ?? byId.get(popularOwnerHome!.id);
      expect(agencyCard?.agency).toEqual(harbour);
      expect(ownerCard?.agency).toBeNull();
    }
    expect(agencyPage.properties.map((card) => card.agency)).toContainEqual(harbour);
  });
});
