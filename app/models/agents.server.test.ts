import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agents } from '~/db/schema';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { getAgent } from './agents.server';
import { getProperty } from './properties.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

const JAPANESE = /^[\u3040-\u30ff\u4e00-\u9fff\uff06\s・]+$/u;

describe("a lister's name in the page's language", () => {
  it('names a generated agent and their agency in Japanese on Japanese pages, with the same portrait', async () => {
    const [stored] = await db.select().from(agents).where(eq(agents.id, 8));
    const english = await getAgent(db, 8);
    const japanese = await getAgent(db, 8, 'ja');
    expect(english).toMatchObject({ name: stored!.name, agency: stored!.agency });
    expect(japanese).toMatchObject({ name: stored!.nameJa, agency: stored!.agencyJa });
    expect(japanese!.name).toMatch(JAPANESE);
    expect(japanese!.agency).toMatch(JAPANESE);
    // The portrait is drawn from the stored name, so it is the same person in both languages.
    expect(japanese!.portrait).toBe(stored!.name);
    // A home's page names its lister the same way.
    const property = await getProperty(db, 1, { lang: 'ja' });
    const lister = await getAgent(db, property!.lister!.id, 'ja');
    expect(property!.lister).toMatchObject({ name: lister!.name, agency: lister!.agency });
    expect(property!.lister!.name).toMatch(JAPANESE);
  });

  it("keeps an owner's own profile as they wrote it on Japanese pages", async () => {
    const userId = await createTestAccount(db, 'Ana Owner');
    const [profile] = await db
      .insert(agents)
      .values({ userId, name: 'Ana Owner', languages: ['en'] })
      .returning({ id: agents.id });
    expect(await getAgent(db, profile!.id, 'ja')).toMatchObject({
      name: 'Ana Owner',
      agency: null,
    });
  });
});
