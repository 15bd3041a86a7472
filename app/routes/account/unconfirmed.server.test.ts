import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agents, inquiries, listingDrafts, properties, users } from '~/db/schema';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import * as agentRoute from '~/routes/agents/detail';
import * as confirmRoute from '~/routes/account/confirm-email';
import * as listingsRoute from '~/routes/account/listings';
import * as editRoute from '~/routes/listings/edit';
import { createSession } from '~/models/sessions.server';

import { openTestDatabase } from '../../../tests/unit/test-database';

/**
 * An account whose address is not confirmed (docs/product.md#accounts): every action that shows
 * it to others (publishing a listing, putting a home back in the search, writing to a lister) is
 * refused with one answer, and nothing is stored; once confirmed, the same posts go through.
 * The loaders and actions are called as the server calls them.
 */

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let memberId = 0;
let cookie = '';
let agentId = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const [member] = await db
    .insert(users)
    .values({ name: 'Una', email: 'una@example.com' })
    .returning({ id: users.id });
  memberId = member!.id;
  cookie = `${SESSION_COOKIE}=${(await createSession(db, memberId)).token}`;
  const [agent] = await db.select({ id: agents.id }).from(agents).where(eq(agents.id, 1));
  agentId = agent!.id;
});
afterAll(async () => {
  await handle?.close();
});

const context = () =>
  ({
    db,
    rateLimits: { take: async () => 0 },
    mail: {
      secret: 'a-test-secret-of-at-least-32-characters!',
      perAddress: { take: async () => 0 },
    },
    jobs: { send: async () => {} },
    clientIp: '203.0.113.7',
  }) as never;

function post(path: string, form: Record<string, string>) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

async function statusOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

const inquire = () =>
  statusOf(() =>
    agentRoute.action({
      params: { id: String(agentId) },
      request: post(`/agents/${agentId}`, {
        name: 'Una',
        email: 'una@example.com',
        message: 'Is it free?',
        respond: 'data',
      }),
      context: context(),
    } as never),
  );

const publish = () =>
  statusOf(() =>
    editRoute.action({
      params: {},
      request: post('/listings/new', { intent: 'publish', name: 'Una’s flat' }),
      context: context(),
    } as never),
  );

const relist = () =>
  statusOf(() =>
    listingsRoute.action({
      params: {},
      request: post('/account/listings', { propertyId: '1', status: 'available' }),
      context: context(),
    } as never),
  );

const rows = async () => {
  const [[i], [p]] = await Promise.all([
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.senderId, memberId)),
    db.select({ n: count() }).from(properties).where(eq(properties.name, 'Una’s flat')),
  ]);
  return { inquiries: i!.n, homes: p!.n };
};

describe('an account not confirmed (docs/product.md#accounts)', () => {
  it('cannot write to a lister, publish a listing or put a home in the search; can once confirmed', async () => {
    expect(await inquire()).toBe(403);
    expect(await publish()).toBe(403);
    expect(await relist()).toBe(403);
    expect(await rows()).toEqual({ inquiries: 0, homes: 0 });
    // The draft is kept: writing and saving go on meanwhile.
    const [draft] = await db
      .select({ n: count() })
      .from(listingDrafts)
      .where(eq(listingDrafts.userId, memberId));
    expect(draft!.n).toBe(1);

    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, memberId));
    expect(await inquire()).toBe(200);
    // Past the check: the incomplete listing is refused for its fields now, and a home not the
    // account's is not found.
    expect(await publish()).toBe(400);
    expect(await relist()).toBe(404);
    expect((await rows()).inquiries).toBe(1);
  });

  it("the address link's page answers a bad link with 400 and a clear state, never 5xx", async () => {
    for (const token of ['', 'x', '1.0.abc', `${memberId}.0.${'A'.repeat(43)}`]) {
      const answer = (await confirmRoute.loader({
        request: new Request(`http://localhost/account/confirm-email?token=${token}`),
        context: context(),
        params: {},
      } as never)) as { init: { status: number }; data: { link: { state: string } } };
      expect(answer.init.status).toBe(400);
      expect(answer.data.link.state).toBe('invalid');
    }
  });
});
