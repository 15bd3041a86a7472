// Owners who list a home of their own, for the inquiry tests: each account with its lister's
// profile (an `agents` row with its `userId`, as an owner gets once they list) and one home, sold
// or let, written through the one write path (createProperty). Made by staff.ts on the end-to-end
// server's fresh database, before the server opens it.
import type { Database } from '../../app/db/client.server';
import { buildProperty, GENERATED_AGENTS, seededFaker } from '../../app/db/factories';
import { agents } from '../../app/db/schema';
import { createProperty } from '../../app/models/property-writes.server';
import { createUser } from '../../app/models/users.server';
import { DEFAULT_SEED_COUNTS } from '../../app/db/seed.server';
import { placeZone } from '../../app/lib/catalog-places';
import { zonedToday } from '../../app/lib/zoned-time';

export const LISTERS = {
  owner: {
    name: 'Olive Owner',
    email: 'owner@roofline.test',
    password: 'owner lists 1',
    home: 'Olive’s garden flat',
  },
  other: {
    name: 'Otto Other',
    email: 'other-owner@roofline.test',
    password: 'owner lists 2',
    home: 'Otto’s loft',
  },
} as const;

export type ListerKey = keyof typeof LISTERS;

/**
 * The ids `createListers` gives: made first on the fresh database, after the generated agents
 * and homes. The tests check the names on the pages, so a change here shows at once.
 */
export function listerIds(key: ListerKey) {
  const n = Object.keys(LISTERS).indexOf(key);
  return { agentId: GENERATED_AGENTS + 1 + n, homeId: DEFAULT_SEED_COUNTS.properties + 1 + n };
}

/** The lister's home as `createListers` builds it (the same seed each time). */
const homeOf = (n: number) => buildProperty(seededFaker(31_000 + n), 31_000 + n);

/**
 * The home's tomorrow (`YYYY-MM-DD`) on its own clock: the first day its lister's slots offer
 * (docs/product.md#viewings-and-time-zones), and its zone.
 */
export function homeTomorrow(key: ListerKey) {
  const zone = placeZone(homeOf(Object.keys(LISTERS).indexOf(key)).location);
  const today = zonedToday(zone);
  const next = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { zone, date: next };
}

export async function createListers(db: Database) {
  let n = 0;
  for (const lister of Object.values(LISTERS)) {
    const made = await createUser(db, { ...lister, confirmed: true });
    if (!made.ok) throw new Error(`${lister.email} exists`);
    const [agent] = await db
      .insert(agents)
      .values({
        userId: made.user.id,
        name: lister.name,
        languages: ['en', 'ja'],
        areas: [],
        viewingHours: { days: [0, 1, 2, 3, 4, 5, 6], from: '10:00', to: '18:00' },
      })
      .returning({ id: agents.id });
    const { searchText: _text, searchWords: _words, createdAt: _created, ...home } = homeOf(n++);
    // Sold or let: its page and its lister's form stay, but it is in no search, count or list,
    // so the tests that check the search against the generated homes (data.ts) still hold.
    await createProperty(db, { ...home, name: lister.home, agentId: agent!.id, status: 'closed' });
  }
}
