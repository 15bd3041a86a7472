import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { agents, inquiries, properties, reviews, savedHomes, users } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { closeAccount, exportAccountData } from './account-data.server';
import { createProperty } from './property-writes.server';
import { createSession, getSessionUser } from './sessions.server';
import { createUser } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
});

/** An owner with a listed home, a saved home, a review and an inquiry sent and received. */
async function owner(email: string) {
  const made = await createUser(db, {
    name: 'Cleo',
    email,
    password: 'pw cleo 12',
    confirmed: true,
  });
  const user = made.ok ? made.user : null;
  const [agent] = await db
    .insert(agents)
    .values({ userId: user!.id, name: 'Cleo', languages: ['en'] })
    .returning({ id: agents.id });
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...home
  } = buildProperty(seededFaker(77_001), 77_001);
  const homeId = await createProperty(db, {
    ...home,
    name: 'Cleo’s flat',
    status: 'available',
    agentId: agent!.id,
  });
  await db.insert(savedHomes).values({ userId: user!.id, propertyId: 1 });
  await db
    .insert(reviews)
    .values({ propertyId: 1, name: 'Cleo', email, rating: 4, message: 'Bright rooms' });
  await db.insert(inquiries).values([
    {
      agentId: agent!.id,
      propertyId: homeId,
      name: 'Ann',
      email: 'a@example.com',
      message: 'Free?',
    },
    { agentId: 1, senderId: user!.id, name: 'Cleo', email, message: 'Is it sunny?' },
  ]);
  return { user: user!, homeId };
}

describe("an account's data (docs/product.md#accounts)", () => {
  it('downloads everything kept about the account', async () => {
    const { user, homeId } = await owner('cleo@example.com');
    const exported = await exportAccountData(db, user.id, 'https://roofline.example');
    expect(exported!.account).toMatchObject({ email: 'cleo@example.com', name: 'Cleo' });
    expect(exported!.savedHomes.map((home) => home.propertyId)).toEqual([1]);
    expect(exported!.reviews.map((review) => review.message)).toEqual(['Bright rooms']);
    expect(exported!.listings.map((home) => home.id)).toEqual([homeId]);
    for (const photo of exported!.listings[0]!.photos) expect(photo.url).toMatch(/^https?:\/\//);
    expect(exported!.inquiriesSent.map((row) => row.message)).toEqual(['Is it sunny?']);
    expect(exported!.inquiriesReceived.map((row) => row.message)).toEqual(['Free?']);
    expect(JSON.stringify(exported)).not.toContain('passwordHash');
  });

  it('closes after asking again: listings deleted at once, reviews kept unsigned', async () => {
    const { user, homeId } = await owner('close@example.com');
    const session = await createSession(db, user.id);
    expect(await closeAccount(db, user.id, { currentPassword: 'wrong' })).toBe('wrong-password');
    expect(await getSessionUser(db, session.token)).not.toBeNull();
    expect(await closeAccount(db, user.id, { currentPassword: 'pw cleo 12' })).toBe('closed');
    expect(await db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await getSessionUser(db, session.token)).toBeNull();
    expect(await db.select().from(properties).where(eq(properties.id, homeId))).toEqual([]);
    const kept = await db.select().from(reviews).where(eq(reviews.message, 'Bright rooms'));
    expect(kept.map((row) => row.email).sort()).toEqual(['', 'cleo@example.com']);
    expect(kept.find((row) => row.email === '')).toMatchObject({ name: '' });
    // The inquiry it sent stays with its lister, without the account.
    const [sent] = await db
      .select()
      .from(inquiries)
      .where(eq(inquiries.email, 'close@example.com'));
    expect(sent).toMatchObject({ senderId: null });
  });

  it('an account without a password confirms with its address; the only admin cannot close', async () => {
    const [social] = await db
      .insert(users)
      .values({ name: 'Soc', email: 'soc-close@example.com', role: 'admin' })
      .returning({ id: users.id });
    expect(await closeAccount(db, social!.id, { confirmEmail: 'other@example.com' })).toBe(
      'wrong-confirmation',
    );
    expect(await closeAccount(db, social!.id, { confirmEmail: ' SOC-close@example.com ' })).toBe(
      'last-admin',
    );
    await db.update(users).set({ role: 'member' }).where(eq(users.id, social!.id));
    expect(await closeAccount(db, social!.id, { confirmEmail: 'soc-close@example.com' })).toBe(
      'closed',
    );
  });
});
