import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';

let accounts = 0;

/**
 * An account for a model test, as a social sign-in makes one: without a password, so no slow
 * hash for each (a test that signs in uses `createUser` itself), its address confirmed as a
 * provider's verified one is. Its id.
 */
export async function createTestAccount(db: Database, name = 'Member') {
  const n = ++accounts;
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: `${name.toLowerCase().replace(/\W+/g, '-')}-${n}@example.com`,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  return user!.id;
}
