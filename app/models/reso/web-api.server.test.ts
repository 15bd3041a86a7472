import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { properties } from '~/db/schema';
import { PROPERTY_FIELDS } from '~/lib/reso/out';
import { rateLimitsIn } from '~/models/rate-limits.server';

import { startResoApiServer } from '../../../tests/unit/reso-api-server';
import { homeIdsWhere, resoFixtures } from '../../../tests/unit/reso-fixtures';
import { openTestDatabase } from '../../../tests/unit/test-database';
import { createApiClient, revokeApiClient } from './api-clients.server';
import { updateProperty } from '../property-writes.server';
import { pullResoWebApi, type ResoWebApiSource } from './pull-web-api.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let api: Awaited<ReturnType<typeof startResoApiServer>>;
let fixtures: Awaited<ReturnType<typeof resoFixtures>>;
let publicToken: string;
let draftsToken: string;

async function token(clientId: string, secret: string, scope?: string) {
  const body = new URLSearchParams({ grant_type: 'client_credentials' });
  if (scope) body.set('scope', scope);
  return fetch(`${api.origin}/reso/oauth/token`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  });
}

async function get(path: string, bearer = publicToken) {
  const response = await fetch(`${api.origin}/reso/odata/${path}`, {
    headers: { Authorization: `Bearer ${bearer}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Every home a query finds, following `@odata.nextLink` to the end. */
async function pullAll(path: string, bearer = publicToken) {
  const records: Record<string, unknown>[] = [];
  let next: string | undefined = `${api.origin}/reso/odata/${path}`;
  while (next) {
    const response = await fetch(next, { headers: { Authorization: `Bearer ${bearer}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { value: Record<string, unknown>[] };
    records.push(...body.value);
    next = (body as { '@odata.nextLink'?: string })['@odata.nextLink'];
  }
  return records;
}

/** `Property` with these options (given as a query string, or one by one when a value holds `&` or `%`). */
const q = (query: string | Record<string, string>) =>
  `Property?${new URLSearchParams(query).toString()}`;

beforeAll(async () => {
  handle = await openTestDatabase();
  fixtures = await resoFixtures(handle.db);
  api = await startResoApiServer(handle.db);
  const one = await token(fixtures.publicClient.clientId, fixtures.publicClient.secret);
  publicToken = ((await one.json()) as { access_token: string }).access_token;
  const two = await token(fixtures.draftsClient.clientId, fixtures.draftsClient.secret);
  draftsToken = ((await two.json()) as { access_token: string }).access_token;
});

afterAll(async () => {
  await api?.close();
  await handle?.close();
});

describe('OAuth 2 client credentials', () => {
  it('gives a token for the right secret only, and none without one', async () => {
    const good = await token(fixtures.publicClient.clientId, fixtures.publicClient.secret);
    expect(good.status).toBe(200);
    expect(good.headers.get('cache-control')).toBe('no-store');
    const body = (await good.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'listings' });
    expect(body.expires_in).toBeGreaterThan(3590);
    expect((await token(fixtures.publicClient.clientId, 'wrong')).status).toBe(401);
    expect((await token('rl_nobody', fixtures.publicClient.secret)).status).toBe(401);
    // A client that may not see drafts is not given the scope that does.
    const wider = await token(
      fixtures.publicClient.clientId,
      fixtures.publicClient.secret,
      'listings agency-drafts',
    );
    expect(wider.status).toBe(400);
    expect(((await wider.json()) as { error: string }).error).toBe('invalid_scope');
  });

  it('answers no listing without a valid bearer token', async () => {
    expect((await get('Property', 'not-a-token')).status).toBe(401);
    const bare = await fetch(`${api.origin}/reso/odata/Property`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toMatch(/^Bearer/);
    // The metadata is for everyone.
    const metadata = await fetch(`${api.origin}/reso/odata/$metadata`);
    expect(metadata.status).toBe(200);
    const xml = await metadata.text();
    for (const field of PROPERTY_FIELDS) expect(xml).toContain(`Name="${field.name}"`);
    expect(xml).toContain('<EntityType Name="Media">');
  });

  it('stops a revoked client and its tokens at once', async () => {
    const client = await createApiClient(handle.db, {
      agencyId: fixtures.agencyA,
      name: 'Soon gone',
      seesDrafts: false,
      createdBy: null,
    });
    const given = (await (await token(client.clientId, client.secret)).json()) as {
      access_token: string;
    };
    expect((await get('Property?$top=1', given.access_token)).status).toBe(200);
    // Another agency cannot revoke it.
    expect(await revokeApiClient(handle.db, fixtures.agencyB, client.id)).toBe(false);
    expect(await revokeApiClient(handle.db, fixtures.agencyA, client.id)).toBe(true);
    expect((await get('Property?$top=1', given.access_token)).status).toBe(401);
    expect((await token(client.clientId, client.secret)).status).toBe(401);
  });
});

describe('Property', () => {
  it('serves every public home once across its pages, and no draft or hidden one', async () => {
    const records = await pullAll('Property?$select=ListingKey,ListingId');
    const served = records.map((record) => Number(record.ListingId));
    const expected = await homeIdsWhere(
      handle.db,
      and(ne(properties.status, 'draft'), isNull(properties.hiddenAt)),
    );
    // The first of A's homes came from a feed with a ListingId of its own.
    const fed = records.find((record) => record.ListingKey === 'HH-1')!;
    expect(fed.ListingId).toBe('MLS-77');
    expect(served.filter((id) => !Number.isNaN(id)).length).toBe(expected.length - 1);
    expect(records.length).toBe(expected.length);
    expect(new Set(records.map((record) => record.ListingKey)).size).toBe(records.length);
    const keys = new Set(records.map((record) => record.ListingKey));
    for (const key of ['HH-D1', 'HH-D2', 'HC-D1', 'HH-X']) expect(keys.has(key)).toBe(false);
  });

  it("shows a client scoped to its agency's drafts those drafts, and no one else's", async () => {
    const { body } = await get(q("$filter=StandardStatus eq 'Incomplete'"), draftsToken);
    const keys = (body.value as { ListingKey: string }[]).map((record) => record.ListingKey);
    expect(keys.sort()).toEqual(['HH-D1', 'HH-D2']);
    // The same token, asked for with the public scope alone, does not.
    const narrow = await token(
      fixtures.draftsClient.clientId,
      fixtures.draftsClient.secret,
      'listings',
    );
    const narrowToken = ((await narrow.json()) as { access_token: string }).access_token;
    const none = await get(q("$filter=StandardStatus eq 'Incomplete'"), narrowToken);
    expect(none.body.value).toEqual([]);
    expect((await get("Property('HH-D1')", draftsToken)).status).toBe(200);
    expect((await get("Property('HH-D1')")).status).toBe(404);
    expect((await get("Property('HC-D1')", draftsToken)).status).toBe(404);
  });

  it('filters, counts and orders in SQL as the oracle does', async () => {
    const { status, body } = await get(
      q(
        "$filter=City eq 'Tokyo' and ListPrice lt 500000&$count=true&$orderby=ListPrice desc&$top=1000",
      ),
    );
    expect(status).toBe(200);
    const expected = await homeIdsWhere(
      handle.db,
      and(
        ne(properties.status, 'draft'),
        isNull(properties.hiddenAt),
        sql`${properties.location} like 'Tokyo,%'`,
        lt(properties.price, 500000),
      ),
    );
    const value = body.value as { ListPrice: number; City: string }[];
    expect(body['@odata.count']).toBe(expected.length);
    expect(value.length).toBe(expected.length);
    expect(expected.length).toBeGreaterThan(0);
    for (const record of value) expect(record.City).toBe('Tokyo');
    const prices = value.map((record) => record.ListPrice);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const either = await get(
      q(
        "$filter=(City eq 'Tokyo' or City eq 'London') and not (BedroomsTotal le 2)&$count=true&$top=0",
      ),
    );
    const oracle = await homeIdsWhere(
      handle.db,
      and(
        ne(properties.status, 'draft'),
        isNull(properties.hiddenAt),
        or(sql`${properties.location} like 'Tokyo,%'`, sql`${properties.location} like 'London,%'`),
        sql`${properties.numberOfBeds} > 2`,
      ),
    );
    expect(either.body['@odata.count']).toBe(oracle.length);
    const words = await get(
      q("$filter=contains(PublicRemarks,'garden') and startswith(City,'Lon')&$count=true&$top=0"),
    );
    expect(words.status).toBe(200);
  });

  it('serves each field as its filter reads it, for every field', async () => {
    const { body } = await get(q('$top=12&$expand=Media'));
    const records = body.value as Record<string, unknown>[];
    expect(records[0]!.Media).toEqual(expect.any(Array));
    const equals = (name: string, value: unknown) => {
      const type = PROPERTY_FIELDS.find((field) => field.name === name)!.type;
      if (value === null) return `${name} eq null`;
      if (type === 'Edm.String') return `${name} eq '${String(value).replaceAll("'", "''")}'`;
      return `${name} eq ${String(value)}`;
    };
    const finds = async (record: Record<string, unknown>, names: string[]) => {
      const $filter = [...names, 'ListingKey']
        .map((name) => equals(name, record[name]))
        .join(' and ');
      const found = await get(q({ $filter, $select: 'ListingKey' }));
      return found.status === 200 && (found.body.value as unknown[]).length === 1;
    };
    const names = PROPERTY_FIELDS.map((field) => field.name);
    // Every field at once for each home; one by one only to name the one that differs.
    for (const record of records) {
      if (await finds(record, names)) continue;
      for (const name of names)
        expect(await finds(record, [name]), equals(name, record[name])).toBe(true);
    }
  });

  it("serves a feed's own fields, and its site values where the feed's are of the wrong kind", async () => {
    const { body } = await get("Property('HH-1')");
    expect(body).toMatchObject({
      ListingKey: 'HH-1',
      ListingId: 'MLS-77',
      PostalCode: '100-0001',
      StandardStatus: 'Pending',
      Appliances: ['Dishwasher'],
      ClosePrice: null,
    });
    const pending = await get(q("$filter=StandardStatus eq 'Pending'&$select=ListingKey"));
    expect((pending.body.value as { ListingKey: string }[]).map((r) => r.ListingKey)).toEqual([
      'HH-1',
    ]);
  });

  it('moves ModificationTimestamp on every change, so replication finds it', async () => {
    const { body: before } = await get("Property('HH-2')");
    const since = before.ModificationTimestamp as string;
    const changed = await get(q(`$filter=ModificationTimestamp gt ${since}&$select=ListingKey`));
    expect((changed.body.value as { ListingKey: string }[]).map((r) => r.ListingKey)).not.toContain(
      'HH-2',
    );
    await updateProperty(handle.db, fixtures.ownIds[1]!, { price: 123_456 });
    const after = await get(
      q(`$filter=ModificationTimestamp gt ${since}&$select=ListingKey,ListPrice`),
    );
    expect(after.body.value).toContainEqual({ ListingKey: 'HH-2', ListPrice: 123_456 });
  });

  it('answers a bad query 400 with an OData error, never a 5xx', async () => {
    const bad = [
      '$filter=City eq',
      '$filter=Nope eq 1',
      '$filter=City eq 5',
      "$filter=ListPrice eq 'cheap'",
      '$filter=ListPrice lt null',
      "$filter=City eq 'a' garbage",
      "$filter=substringof('a',City)",
      '$filter=ListPrice add 1 eq 2',
      '$filter=City eq ListingKey',
      '$filter=ListPrice eq 99999999999999999999',
      '$filter=ModificationTimestamp gt 2026-02-30T00:00:00Z',
      '$filter=CloseDate eq 2026-13-45',
      '$top=1001',
      '$top=-1',
      '$top=abc',
      '$skip=-5',
      '$count=yes',
      '$orderby=ListPrice sideways',
      '$orderby=Nope',
      '$select=City/Name',
      '$expand=Agents',
      '$format=xml',
      '$search=garden',
      '$top=1&$top=2',
    ];
    for (const query of bad) {
      const { status, body } = await get(`Property?${query.replace(/ /g, '%20')}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatchObject({ code: 'BadRequest', message: expect.any(String) });
    }
    expect((await get("Property('unclosed)")).status).toBe(400);
    expect((await get('Member')).status).toBe(404);
  });

  it('never answers a 5xx, whatever the filter says', async () => {
    const fields = PROPERTY_FIELDS.map((field) => field.name);
    const literal = fc.oneof(
      fc.string().map((text) => `'${text.replaceAll("'", "''")}'`),
      fc.integer().map(String),
      fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
      fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      fc.constantFrom('null', 'true', '2026-11-28', '0001-01-01', '9999-12-31'),
    );
    const comparison = fc
      .tuple(
        fc.constantFrom(...fields),
        fc.constantFrom('eq', 'ne', 'gt', 'ge', 'lt', 'le'),
        literal,
      )
      .map(([field, op, value]) => `${field} ${op} ${value}`);
    const filter = fc.oneof(
      comparison,
      fc.tuple(comparison, fc.constantFrom('and', 'or'), comparison).map((p) => p.join(' ')),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(filter, async (text) => {
        const { status } = await get(q({ $filter: text, $top: '1' }));
        expect([200, 400]).toContain(status);
      }),
      { numRuns: 40 },
    );
  });
});

describe('limits', () => {
  it('holds a client to its requests a minute, with Retry-After', async () => {
    const limited = await startResoApiServer(handle.db, rateLimitsIn(handle.db, 3));
    // A client of its own: the counts are kept by client in the site's table.
    const client = await createApiClient(handle.db, {
      agencyId: fixtures.agencyB,
      name: 'Eager',
      seesDrafts: false,
      createdBy: null,
    });
    const bearer = (
      (await (await token(client.clientId, client.secret)).json()) as {
        access_token: string;
      }
    ).access_token;
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 4; i += 1) {
        const response = await fetch(`${limited.origin}/reso/odata/Property?$top=1`, {
          headers: { Authorization: `Bearer ${bearer}` },
        });
        statuses.push(response.status);
        retryAfter = response.headers.get('retry-after');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it('serves at most 100 a page unless asked, and at most 1,000', async () => {
    const { body } = await get('Property');
    expect((body.value as unknown[]).length).toBe(100);
    expect(body['@odata.nextLink']).toContain('%24skip=100');
    const wide = await fetch(`${api.origin}/reso/odata/Property?$top=1000`, {
      headers: { Authorization: `Bearer ${publicToken}` },
    });
    expect(((await wide.json()) as { value: unknown[] }).value.length).toBeLessThanOrEqual(1000);
    const homes = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(properties)
      .where(eq(properties.status, 'available'));
    expect(homes[0]!.n).toBeGreaterThan(100);
  });
});

describe('pulling through @odata/client', () => {
  let source: ResoWebApiSource;
  beforeAll(() => {
    source = {
      url: `${api.origin}/reso/odata`,
      tokenUrl: `${api.origin}/reso/oauth/token`,
      clientId: fixtures.draftsClient.clientId,
      clientSecret: fixtures.draftsClient.secret,
      // Pages of 150, so the pull follows the next links.
      pageSize: 150,
    };
  });

  async function pull(since?: string) {
    const records = [];
    for await (const record of pullResoWebApi({ ...source, ...(since && { since }) }))
      records.push(record);
    return records;
  }

  it('pulls every listing the client may see with its fields and photos, then only what changed since', async () => {
    const homes = await handle.db
      .select({
        id: properties.id,
        listingKey: properties.listingKey,
        price: properties.price,
        photos: properties.photos,
        beds: properties.numberOfBeds,
        location: properties.location,
      })
      .from(properties)
      .where(and(isNull(properties.hiddenAt), ne(properties.status, 'draft')))
      .orderBy(asc(properties.id));
    const records = await pull();
    // The public homes and agency A's two drafts, each once.
    expect(records.length).toBe(homes.length + 2);
    const byKey = new Map(records.map((record) => [record.ListingKey, record]));
    expect(byKey.size).toBe(records.length);
    expect(byKey.has('HH-D1') && byKey.has('HH-D2') && !byKey.has('HC-D1')).toBe(true);
    for (const home of homes) {
      const record = byKey.get(home.listingKey ?? String(home.id))!;
      expect(record).toMatchObject({
        ListPrice: home.price,
        BedroomsTotal: home.beds,
        City: home.location.split(',')[0],
      });
      expect(Object.keys(record).some((name) => name.startsWith('@odata'))).toBe(false);
      const media = record.Media as {
        MediaURL: string;
        Order: number;
        ShortDescription: unknown;
      }[];
      expect(media.map((one) => one.Order)).toEqual(home.photos.map((_, i) => i + 1));
      expect(media.map((one) => one.MediaURL)).toEqual(
        home.photos.map((photo) => new URL(photo.original, api.origin).toString()),
      );
    }
    expect(byKey.get('HH-1')).toMatchObject({ ListingId: 'MLS-77', Appliances: ['Dishwasher'] });

    const since = records
      .map((record) => String(record.ModificationTimestamp))
      .sort()
      .at(-1)!;
    expect(await pull(since)).toEqual([]);
    await updateProperty(handle.db, fixtures.ownIds[2]!, { price: 654_321 });
    const changed = await pull(since);
    expect(changed.map((record) => [record.ListingKey, record.ListPrice])).toEqual([
      ['HH-3', 654_321],
    ]);
    expect(changed[0]!.Media).toEqual(expect.any(Array));
  });

  it('refuses a wrong secret, and a next page outside the service', async () => {
    const wrong = pullResoWebApi({ ...source, clientSecret: 'wrong' });
    await expect(wrong.next()).rejects.toThrow();
    // A service whose next link points elsewhere: the token is not sent there.
    const elsewhere = createServer((req, res) => {
      res.setHeader('Content-Type', 'application/json');
      if (req.method === 'POST')
        return res.end(JSON.stringify({ access_token: 't', token_type: 'Bearer', expires_in: 60 }));
      res.end(
        JSON.stringify({
          value: [{ ListingKey: 'A' }],
          '@odata.nextLink': 'http://127.0.0.2:9/odata/Property?$skip=1',
        }),
      );
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
    try {
      const records = pullResoWebApi({
        url: `${origin}/odata`,
        tokenUrl: `${origin}/token`,
        clientId: 'c',
        clientSecret: 's',
      });
      expect((await records.next()).value).toEqual({ ListingKey: 'A' });
      await expect(records.next()).rejects.toThrow(/outside itself/);
    } finally {
      elsewhere.close();
    }
  });
});
