import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { agents, properties } from '~/db/schema';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { PROPERTY_FIELDS } from '~/lib/reso/out';
import { updateProperty } from '~/models/property-writes.server';
import { createApiClient, listApiClients } from '~/models/reso/api-clients.server';
import { createSession } from '~/models/sessions.server';

import { resoFixtures } from '../../../tests/unit/reso-fixtures';
import { createTestAccount } from '../../../tests/unit/test-accounts';
import { openTestDatabase } from '../../../tests/unit/test-database';
import * as agencyCsvRoute from './agency-listings-csv';
import * as clientsRoute from './agency-api-clients';
import * as ownCsvRoute from './listings-csv';

/**
 * The agency's API clients page and the CSV exports (docs/product.md#reso-api), as their loaders
 * and actions answer a signed-in account: an agency admin's, an agent's, an outsider's.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let fixtures: Awaited<ReturnType<typeof resoFixtures>>;
const cookies: Record<'admin' | 'agent' | 'outsider', string> = {
  admin: '',
  agent: '',
  outsider: '',
};

async function cookieOf(userId: number) {
  const { token } = await createSession(handle.db, userId);
  return `${SESSION_COOKIE}=${token}`;
}

const context = () =>
  ({
    db: handle.db,
    rateLimits: { take: async () => 0 },
    clientIp: '127.0.0.1',
  }) as never;

type Run = (args: { request: Request; params: object; context: never }) => unknown;
async function answer(route: unknown, request: Request) {
  const run = route as Run;
  try {
    return (await run({ request, params: {}, context: context() })) as Response | object;
  } catch (thrown) {
    return thrown as Response;
  }
}

const page = (
  who: keyof typeof cookies,
  init: RequestInit = {},
  path = 'account/agency/api-clients',
) =>
  new Request(`http://localhost/${path}`, {
    ...init,
    headers: { Cookie: cookies[who] },
  });

beforeAll(async () => {
  handle = await openTestDatabase();
  fixtures = await resoFixtures(handle.db);
  cookies.admin = await cookieOf(fixtures.adminUser);
  const agentUser = await createTestAccount(handle.db, 'Agency Agent');
  await handle.db.insert(agents).values({
    userId: agentUser,
    agencyId: fixtures.agencyA,
    agencyRole: 'agent',
    name: 'Al Agent',
  });
  cookies.agent = await cookieOf(agentUser);
  cookies.outsider = await cookieOf(await createTestAccount(handle.db, 'Outsider'));
});
afterAll(() => handle?.close());

describe('the API clients page', () => {
  it("is the agency admins' alone: a 404 to its agents and to outsiders", async () => {
    const shown = (await answer(clientsRoute.loader, page('admin'))) as {
      clients: { name: string }[];
    };
    expect(shown.clients.map((client) => client.name).sort()).toEqual([
      'Back office',
      'Portal feed',
    ]);
    for (const who of ['agent', 'outsider'] as const) {
      const refused = (await answer(clientsRoute.loader, page(who))) as Response;
      expect(refused.status, who).toBe(404);
      const post = page(who, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'create', name: 'X' }),
      });
      expect(((await answer(clientsRoute.action, post)) as Response).status, who).toBe(404);
    }
  });

  it('makes a client whose secret is shown once, and revokes it; another agency cannot', async () => {
    const made = (await answer(
      clientsRoute.action,
      page('admin', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'create', name: 'CRM sync', drafts: 'on' }),
      }),
    )) as { ok: boolean; clientId: string; secret: string };
    expect(made).toMatchObject({
      ok: true,
      done: 'create',
      clientId: expect.stringMatching(/^rl_/),
    });
    expect(made.secret.length).toBeGreaterThan(30);
    const listed = await listApiClients(handle.db, fixtures.agencyA);
    const mine = listed.find((client) => client.clientId === made.clientId)!;
    expect(mine).toMatchObject({ name: 'CRM sync', seesDrafts: true, revokedAt: null });
    // Nothing but the hash is kept, and the page never shows the secret again.
    expect(JSON.stringify(await answer(clientsRoute.loader, page('admin')))).not.toContain(
      made.secret,
    );
    const revoke = (id: number) =>
      page('admin', {
        method: 'POST',
        body: new URLSearchParams({ intent: 'revoke', id: String(id) }),
      });
    expect(await answer(clientsRoute.action, revoke(mine.id))).toEqual({
      ok: true,
      done: 'revoke',
    });
    // Revoked once is revoked; a client of agency B is not A's to revoke.
    expect(((await answer(clientsRoute.action, revoke(mine.id))) as Response).status).toBe(404);
    const theirs = await createApiClient(handle.db, {
      agencyId: fixtures.agencyB,
      name: 'Theirs',
      seesDrafts: false,
      createdBy: null,
    });
    expect(((await answer(clientsRoute.action, revoke(theirs.id))) as Response).status).toBe(404);
  });
});

describe('the CSV exports', () => {
  it("gives an agency's admin all its listings in RESO names, with what feeds sent", async () => {
    const refused = (await answer(
      agencyCsvRoute.loader,
      page('agent', {}, 'account/agency/listings.csv'),
    )) as Response;
    expect(refused.status).toBe(404);
    const response = (await answer(
      agencyCsvRoute.loader,
      page('admin', {}, 'account/agency/listings.csv'),
    )) as Response;
    expect(response.headers.get('content-type')).toContain('text/csv');
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    const header = Object.keys(rows[0]!);
    expect(header.slice(0, PROPERTY_FIELDS.length)).toEqual(PROPERTY_FIELDS.map((f) => f.name));
    expect(header).toContain('Appliances');
    expect(header.at(-1)).toBe('Media');
    // Its eight homes, its two drafts and its hidden home: the agency's own stock.
    expect(rows.map((row) => row.ListingKey).sort()).toEqual(
      [
        'HH-1',
        'HH-2',
        'HH-3',
        'HH-4',
        'HH-5',
        'HH-6',
        'HH-7',
        'HH-8',
        'HH-D1',
        'HH-D2',
        'HH-X',
      ].sort(),
    );
    const fed = rows.find((row) => row.ListingKey === 'HH-1')!;
    expect(fed).toMatchObject({
      ListingId: 'MLS-77',
      PostalCode: '100-0001',
      Appliances: '["Dishwasher"]',
    });
    const [home] = await handle.db
      .select()
      .from(properties)
      .where(eq(properties.id, fixtures.ownIds[1]!));
    const second = rows.find((row) => row.ListingKey === 'HH-2')!;
    expect(Number(second.ListPrice)).toBe(home!.price);
    expect(JSON.parse(second.Media!)).toHaveLength(home!.photos.length);
  });

  it("gives an owner their own homes from My listings, and nobody else's", async () => {
    const owner = await createTestAccount(handle.db, 'Owner');
    const [profile] = await handle.db
      .insert(agents)
      .values({ userId: owner, name: 'Owen Owner' })
      .returning({ id: agents.id });
    await updateProperty(handle.db, fixtures.ownIds[7]!, { agentId: profile!.id });
    cookies.outsider = await cookieOf(owner);
    const response = (await answer(
      ownCsvRoute.loader,
      page('outsider', {}, 'account/listings.csv'),
    )) as Response;
    const rows = parse(await response.text(), { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.ListingKey)).toEqual(['HH-8']);
    expect(rows[0]!.ListAgentFullName).toBe('Owen Owner');
  });
});
