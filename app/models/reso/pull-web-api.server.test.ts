import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { and, asc, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';

import { properties } from '~/db/schema';

import { startResoApiServer } from '../../../tests/unit/reso-api-server';
import { resoFixtures } from '../../../tests/unit/reso-fixtures';
import { openTestDatabase } from '../../../tests/unit/test-database';
import { updateProperty } from '../property-writes.server';
import { pullResoWebApi, type ResoWebApiSource } from './pull-web-api.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let api: Awaited<ReturnType<typeof startResoApiServer>>;
let fixtures: Awaited<ReturnType<typeof resoFixtures>>;
let source: ResoWebApiSource;

beforeAll(async () => {
  handle = await openTestDatabase();
  fixtures = await resoFixtures(handle.db);
  api = await startResoApiServer(handle.db);
  source = {
    url: `${api.origin}/reso/odata`,
    tokenUrl: `${api.origin}/reso/oauth/token`,
    clientId: fixtures.draftsClient.clientId,
    clientSecret: fixtures.draftsClient.secret,
    // Pages of 150, so the pull follows the next links.
    pageSize: 150,
  };
});

afterAll(async () => {
  await api?.close();
  await handle?.close();
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
    const media = record.Media as { MediaURL: string; Order: number; ShortDescription: unknown }[];
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
