import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { accountIdentities, users } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { lockAccount, unlockAccount } from './accounts.server';
import { accountName, signInWithIdentity, type ProviderIdentity } from './identities.server';
import { createUser, verifyLogin } from './users.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const google = (subject: string, rest: Partial<ProviderIdentity> = {}): ProviderIdentity => ({
  provider: 'google',
  subject,
  email: `${subject}@example.com`,
  emailVerified: true,
  name: `Person ${subject}`,
  ...rest,
});

const identitiesOf = (userId: number) =>
  db.select().from(accountIdentities).where(eq(accountIdentities.userId, userId));

describe('signInWithIdentity', () => {
  it('makes an account without a password for a new verified email, named by the provider', async () => {
    const result = await signInWithIdentity(db, google('new1', { email: ' New1@Example.COM ' }));
    expect(result).toEqual({
      ok: true,
      outcome: 'created',
      user: {
        id: expect.any(Number),
        name: 'Person new1',
        email: 'new1@example.com',
        role: 'member',
      },
    });
    if (!result.ok) return;
    const [row] = await db.select().from(users).where(eq(users.id, result.user.id));
    expect(row?.passwordHash).toBeNull();
    expect(await identitiesOf(result.user.id)).toEqual([
      expect.objectContaining({ provider: 'google', subject: 'new1' }),
    ]);
  });

  it('opens the same account for the same identity, even once its email has changed', async () => {
    const first = await signInWithIdentity(db, google('again'));
    const second = await signInWithIdentity(
      db,
      google('again', { email: 'moved@example.com', emailVerified: false, name: 'Renamed' }),
    );
    expect(second).toEqual({ ok: true, outcome: 'returning', user: first.ok && first.user });
  });

  it('links a verified email to the password account with that address, which keeps its password', async () => {
    const created = await createUser(db, {
      name: 'Pat Owner',
      email: 'pat@example.com',
      password: 'correct horse',
    });
    if (!created.ok) throw new Error('not created');
    const linked = await signInWithIdentity(
      db,
      google('pat-sub', { email: 'PAT@example.com', name: 'Patricia' }),
    );
    expect(linked).toEqual({ ok: true, outcome: 'linked', user: created.user });
    expect(await identitiesOf(created.user.id)).toHaveLength(1);
    expect(await verifyLogin(db, 'pat@example.com', 'correct horse')).toEqual({
      ...created.user,
      locked: false,
    });
    // A second provider links to the same account too.
    const facebook = await signInWithIdentity(db, {
      ...google('fb-pat', { email: 'pat@example.com' }),
      provider: 'facebook',
    });
    expect(facebook).toMatchObject({ ok: true, outcome: 'linked', user: created.user });
    expect(await identitiesOf(created.user.id)).toHaveLength(2);
  });

  it('never links an unverified email, nor makes an account with one', async () => {
    const created = await createUser(db, {
      name: 'Quinn',
      email: 'quinn@example.com',
      password: 'correct horse',
    });
    if (!created.ok) throw new Error('not created');
    expect(
      await signInWithIdentity(
        db,
        google('intruder', { email: 'quinn@example.com', emailVerified: false }),
      ),
    ).toEqual({ ok: false, reason: 'unverified' });
    expect(await identitiesOf(created.user.id)).toEqual([]);
    expect(
      await signInWithIdentity(
        db,
        google('fresh', { email: 'fresh@example.com', emailVerified: false }),
      ),
    ).toEqual({ ok: false, reason: 'unverified' });
    expect(await db.select().from(users).where(eq(users.email, 'fresh@example.com'))).toEqual([]);
  });

  it('asks for an email when the provider gives none', async () => {
    expect(await signInWithIdentity(db, google('mute', { email: undefined }))).toEqual({
      ok: false,
      reason: 'no-email',
    });
  });

  it('keeps one subject per provider apart from the same subject at another provider', async () => {
    const a = await signInWithIdentity(db, google('shared', { email: 'shared-a@example.com' }));
    const b = await signInWithIdentity(db, {
      ...google('shared', { email: 'shared-b@example.com' }),
      provider: 'oidc:https://login.example.org',
    });
    expect(a.ok && b.ok && a.user.id !== b.user.id).toBe(true);
  });

  it('ends two callbacks for one new identity at the same moment in one account', async () => {
    const both = await Promise.all([
      signInWithIdentity(db, google('twice')),
      signInWithIdentity(db, google('twice')),
    ]);
    const ids = both.map((result) => result.ok && result.user.id);
    expect(ids[0]).toBe(ids[1]);
    expect(await db.select().from(users).where(eq(users.email, 'twice@example.com'))).toHaveLength(
      1,
    );
  });
});

describe('a locked account (ADR 0046)', () => {
  it('is neither opened nor linked by a provider until it is unlocked', async () => {
    const first = await signInWithIdentity(db, google('locked1'));
    if (!first.ok) throw new Error('no account');
    const made = await createUser(db, {
      name: 'Lock Two',
      email: 'locked2@example.com',
      password: 'a long password',
    });
    if (!made.ok) throw new Error('no account');
    for (const id of [first.user.id, made.user.id]) {
      expect(await lockAccount(db, null, id, 'Spam')).toBe('done');
    }
    expect(await signInWithIdentity(db, google('locked1'))).toEqual({
      ok: false,
      reason: 'locked',
    });
    expect(await signInWithIdentity(db, google('locked2'))).toEqual({
      ok: false,
      reason: 'locked',
    });
    expect(await identitiesOf(made.user.id)).toHaveLength(0);

    expect(await unlockAccount(db, null, made.user.id)).toBe('done');
    expect(await signInWithIdentity(db, google('locked2'))).toMatchObject({
      ok: true,
      outcome: 'linked',
      user: { id: made.user.id },
    });
  });
});

describe('an account made by a social sign-in', () => {
  it('gets the usual wrong-password answer when someone tries a password on it', async () => {
    await signInWithIdentity(db, google('nopass'));
    expect(await verifyLogin(db, 'nopass@example.com', '')).toBeNull();
    expect(await verifyLogin(db, 'nopass@example.com', 'anything at all')).toBeNull();
  });
});

describe('accountName', () => {
  it('tidies the provider’s name to the form’s rules, or takes the email’s local part', () => {
    expect(accountName('  Ann \n Lee ', 'ann@example.com')).toBe('Ann Lee');
    expect(accountName(undefined, 'bo.k@example.com')).toBe('bo.k');
    expect(accountName('   ', 'cy@example.com')).toBe('cy');
    expect([...accountName('名'.repeat(100), 'd@example.com')]).toHaveLength(80);
  });
});
