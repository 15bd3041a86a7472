import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import {
  agencies,
  agents,
  alertEvents,
  photoPrints,
  photos,
  priceChanges,
  properties,
} from '~/db/schema';
import { renderArt } from '~/lib/art';

import { answer, startFeedServer } from '../../../tests/unit/feed-server';
import { createTestAccount } from '../../../tests/unit/test-accounts';
import { openTestDatabase } from '../../../tests/unit/test-database';
import { importRecords, type ImportOptions } from './import.server';
import { csvRecords, urlRecords } from './sources.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let feeds: Awaited<ReturnType<typeof startFeedServer>>;

beforeAll(async () => {
  [handle, feeds] = await Promise.all([openTestDatabase(), startFeedServer()]);
  db = handle.db;
});
afterAll(async () => {
  await feeds?.close();
  await handle?.close();
});

/** An agency with an admin member, as the agency pages make them. */
async function newAgency(name: string) {
  const userId = await createTestAccount(db, name);
  const [agency] = await db.insert(agencies).values({ name }).returning({ id: agencies.id });
  const [agent] = await db
    .insert(agents)
    .values({ userId, name, agencyId: agency!.id, agencyRole: 'admin' })
    .returning({ id: agents.id });
  return { agencyId: agency!.id, agentId: agent!.id, userId };
}

const options = (agencyId: number, full = false): ImportOptions => ({
  agencyId,
  full,
  fetch: { allowPrivate: true },
});

async function* chunks(text: string) {
  // In small pieces, as a network or an upload gives them.
  for (let at = 0; at < text.length; at += 37) yield Buffer.from(text.slice(at, at + 37));
}
const csv = (text: string) => csvRecords(chunks(text));

const HEADER =
  'ListingKey,StandardStatus,PropertyType,PropertySubType,ListPrice,BedroomsTotal,BathroomsTotalInteger,LivingArea,LivingAreaUnits,YearBuilt,City,Country,UnparsedAddress,PublicRemarks,ListAgentKey,PostalCode,X_Local_Note';

function row(key: string, changes: Record<string, string> = {}) {
  const fields: Record<string, string> = {
    ListingKey: key,
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'Condominium',
    ListPrice: '450000',
    BedroomsTotal: '2',
    BathroomsTotalInteger: '1',
    LivingArea: '75',
    LivingAreaUnits: 'Square Meters',
    YearBuilt: '1998',
    City: 'Tokyo',
    Country: 'JP',
    UnparsedAddress: `1-2-${key.length} Ebisu, Shibuya`,
    PublicRemarks: 'Bright corner flat, "quiet" street, five minutes from the station.',
    ListAgentKey: 'A-17',
    PostalCode: '150-0013',
    X_Local_Note: 'keys at the office',
    ...changes,
  };
  return HEADER.split(',')
    .map((name) => `"${(fields[name] ?? '').replace(/"/g, '""')}"`)
    .join(',');
}
const feed = (...rows: string[]) => [HEADER, ...rows].join('\n') + '\n';

async function homeOf(agencyId: number, key: string) {
  const [home] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), eq(properties.listingKey, key)));
  return home!;
}

const count = async (table: typeof priceChanges | typeof alertEvents) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('importing a feed (docs/product.md#listing-feeds)', () => {
  it('adds the listings mapped to the site, keeps what has no column, and changes nothing the second time', async () => {
    const { agencyId, agentId } = await newAgency('Ebisu Homes');
    const text = feed(row('T-1'), row('T-2', { StandardStatus: 'Pending', ListPrice: '39,800' }));
    const first = await importRecords(db, csv(text), options(agencyId));
    expect(first).toMatchObject({ rowsRead: 2, added: 2, changed: 0, unchanged: 0, refused: 0 });
    const home = await homeOf(agencyId, 'T-1');
    expect(home).toMatchObject({
      listingType: 'sale',
      category: 'Condo',
      location: 'Tokyo, Japan',
      price: 450_000,
      numberOfBeds: 2,
      // 75 m² in the site's square feet.
      numberOfArea: 807,
      built: 1998,
      status: 'available',
      agentId,
      name: '1-2-3 Ebisu, Shibuya',
    });
    // What has no column is kept, and the area's own words, which square feet cannot hold.
    expect(home.resoFields).toEqual({
      ListAgentKey: 'A-17',
      PostalCode: '150-0013',
      X_Local_Note: 'keys at the office',
      LivingArea: '75',
      LivingAreaUnits: 'Square Meters',
    });
    const pending = await homeOf(agencyId, 'T-2');
    expect(pending).toMatchObject({ status: 'under_offer', price: 39_800 });
    expect(pending.resoFields).toMatchObject({ StandardStatus: 'Pending' });

    const [prices, events] = [await count(priceChanges), await count(alertEvents)];
    const again = await importRecords(db, csv(text), options(agencyId));
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 2, refused: 0 });
    expect((await homeOf(agencyId, 'T-1')).updatedAt).toEqual(home.updatedAt);
    expect([await count(priceChanges), await count(alertEvents)]).toEqual([prices, events]);
  });

  it('changes a price through the write path, and withdraws what a full feed no longer holds', async () => {
    const { agencyId } = await newAgency('Shibuya Realty');
    await importRecords(db, csv(feed(row('S-1'), row('S-2'), row('S-3'))), options(agencyId, true));
    const before = await homeOf(agencyId, 'S-1');
    const outcome = await importRecords(
      db,
      csv(feed(row('S-1', { ListPrice: '430000' }), row('S-2'))),
      options(agencyId, true),
    );
    expect(outcome).toMatchObject({ added: 0, changed: 1, unchanged: 1, withdrawn: 1 });
    const changes = await db
      .select()
      .from(priceChanges)
      .where(eq(priceChanges.propertyId, before.id));
    expect(changes).toMatchObject([{ oldPrice: 450_000, newPrice: 430_000 }]);
    const drops = await db
      .select()
      .from(alertEvents)
      .where(and(eq(alertEvents.propertyId, before.id), eq(alertEvents.kind, 'drop')));
    expect(drops).toHaveLength(1);
    const gone = await homeOf(agencyId, 'S-3');
    expect(gone.status).toBe('draft');
    expect(gone.resoFields).toMatchObject({ StandardStatus: 'Withdrawn' });
    // An empty full feed withdraws nothing; a feed not full leaves the others as they are.
    expect(await importRecords(db, csv(feed()), options(agencyId, true))).toMatchObject({
      withdrawn: 0,
    });
    expect(
      await importRecords(db, csv(feed(row('S-1', { ListPrice: '430000' }))), options(agencyId)),
    ).toMatchObject({ withdrawn: 0, unchanged: 1 });
    expect((await homeOf(agencyId, 'S-2')).status).toBe('available');
    // Back in the feed, back on the market.
    await importRecords(db, csv(feed(row('S-3'))), options(agencyId));
    expect((await homeOf(agencyId, 'S-3')).status).toBe('available');
  });

  it('refuses each bad row with its line and reason, and imports the rest', async () => {
    const { agencyId } = await newAgency('Faulty Feeds');
    const text = feed(
      row('B-1'),
      row('B-2', { ListPrice: 'call us' }),
      row('B-3', { City: 'Atlantis' }),
      row('B-1', { ListPrice: '1' }),
      row('B-4', { PropertySubType: 'Spaceship' }),
      'B-5,Active,too,few,columns',
      row('B-6', { YearBuilt: '1492' }),
      row('', {}),
      row('B-7', { StandardStatus: 'Sold-ish' }),
      row('B-8', { BedroomsTotal: '2.5e' }),
      row('B-9'),
    );
    const outcome = await importRecords(db, csv(text), options(agencyId, true));
    expect(outcome).toMatchObject({ added: 2, refused: 9 });
    expect(outcome.problems.map(({ line, code, params }) => ({ line, code, params }))).toEqual([
      { line: 3, code: 'feeds.reason.notNumber', params: { field: 'ListPrice', value: 'call us' } },
      { line: 4, code: 'feeds.reason.unknownCity', params: { value: 'Atlantis, JP' } },
      { line: 5, code: 'feeds.reason.duplicate', params: { key: 'B-1', line: 2 } },
      {
        line: 6,
        code: 'feeds.reason.unknownValue',
        params: { field: 'PropertySubType', value: 'Spaceship' },
      },
      { line: 7, code: 'feeds.reason.badCsvRow', params: undefined },
      { line: 8, code: 'feeds.reason.range', params: { field: 'YearBuilt', min: 1700, max: 2030 } },
      { line: 9, code: 'feeds.reason.missing', params: { field: 'ListingKey' } },
      {
        line: 10,
        code: 'feeds.reason.unknownValue',
        params: { field: 'StandardStatus', value: 'Sold-ish' },
      },
      {
        line: 11,
        code: 'feeds.reason.notNumber',
        params: { field: 'BedroomsTotal', value: '2.5e' },
      },
    ]);
    // The duplicate's first row stands as it was.
    expect((await homeOf(agencyId, 'B-1')).price).toBe(450_000);
  });

  it('reads RESO Web API JSON page after page, with typed values and unknown fields', async () => {
    const { agencyId } = await newAgency('Paged Realty');
    const record = (key: string, extra: object = {}) => ({
      '@odata.id': `Property('${key}')`,
      ListingKey: key,
      StandardStatus: 'Active',
      PropertyType: 'ResidentialLease',
      PropertySubType: 'Apartment',
      ListPrice: 3200,
      LivingArea: 900,
      City: 'New York',
      StateOrProvince: 'NY',
      Latitude: 40.72,
      Longitude: -73.99,
      LeaseTerm: '12 months',
      FireplacesTotal: 1,
      ...extra,
    });
    feeds.routes.set(
      '/odata/Property',
      answer(
        JSON.stringify({
          value: [record('J-1'), record('J-2', { ListPrice: 'lots' })],
          '@odata.nextLink': '/odata/Property/page2',
        }),
      ),
    );
    feeds.routes.set(
      '/odata/Property/page2',
      answer(JSON.stringify({ value: [record('J-3'), 'not a record'] })),
    );
    const outcome = await importRecords(
      db,
      urlRecords(`${feeds.origin}/odata/Property`, { allowPrivate: true, timeoutMs: 5_000 }),
      options(agencyId),
    );
    expect(outcome).toMatchObject({ rowsRead: 4, added: 2, refused: 2 });
    expect(outcome.problems.map((p) => [p.line, p.code])).toEqual([
      [2, 'feeds.reason.notNumber'],
      [4, 'feeds.reason.notARecord'],
    ]);
    const home = await homeOf(agencyId, 'J-3');
    expect(home).toMatchObject({
      listingType: 'rent',
      category: 'Apartment',
      location: 'New York, USA',
      latitude: 40.72,
      rentalTerms: '12 months',
    });
    expect(home.resoFields).toEqual({ FireplacesTotal: 1, StateOrProvince: 'NY' });
  });
});

describe("an imported listing's photos", () => {
  it('are fetched once, processed like uploads, and fetched again only when the address or ETag changes', async () => {
    const { agencyId } = await newAgency('Photo Homes');
    const picture = (colour: string) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    let etag = '"v1"';
    let bytes = await picture('#c33');
    feeds.routes.set('/p/front.jpg', (request, response) => {
      if (request.headers['if-none-match'] === etag) return response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'image/jpeg', etag }).end(bytes);
    });
    feeds.routes.set('/p/broken.jpg', answer('not a picture', 'image/jpeg'));
    const media = (...urls: string[]) => urls.map((url) => `${feeds.origin}${url}`).join(' | ');
    const HEADER_MEDIA = `${HEADER},Media`;
    const text = (changes: Record<string, string> = {}) =>
      [HEADER_MEDIA, `${row('P-1', changes)},"${media('/p/front.jpg', '/p/broken.jpg')}"`].join(
        '\n',
      );

    const first = await importRecords(db, csv(text()), options(agencyId));
    expect(first).toMatchObject({ added: 1, refused: 0 });
    expect(first.problems).toMatchObject([
      {
        line: 2,
        code: 'feeds.photo.refused',
        photo: true,
        params: { reason: 'photos.error.notImage' },
      },
    ]);
    const home = await homeOf(agencyId, 'P-1');
    expect(home.photos).toHaveLength(1);
    expect(home.photos[0]!.original).toMatch(/^\/photos\/[a-z0-9]+\/1600\.jpg$/);
    expect(feeds.count('/p/front.jpg')).toBe(1);

    // The same feed again: nothing is fetched.
    expect(await importRecords(db, csv(text()), options(agencyId))).toMatchObject({ unchanged: 1 });
    expect(feeds.count('/p/front.jpg')).toBe(1);

    // The record changed, the picture did not: asked with its ETag, not fetched again.
    await importRecords(db, csv(text({ ListPrice: '440000' })), options(agencyId));
    expect(feeds.requests.filter((r) => r.path === '/p/front.jpg').at(-1)!.ifNoneMatch).toBe(
      '"v1"',
    );
    expect((await homeOf(agencyId, 'P-1')).photos).toEqual(home.photos);

    // A new picture at the same address: fetched and processed again.
    etag = '"v2"';
    bytes = await picture('#3c3');
    await importRecords(db, csv(text({ ListPrice: '435000' })), options(agencyId));
    const after = await homeOf(agencyId, 'P-1');
    expect(after.photos).toHaveLength(1);
    expect(after.photos[0]!.original).not.toBe(home.photos[0]!.original);
    const kept = await db.select().from(photos).where(eq(photos.propertyId, home.id));
    expect(kept).toMatchObject([{ sourceEtag: '"v2"', sourceUrl: `${feeds.origin}/p/front.jpg` }]);
  });
});

describe('an imported listing whose photos match another lister’s live listing (docs/product.md#copies)', () => {
  it('is held for the desk, its line in the run saying so; the first is announced and its prints kept', async () => {
    const first = await newAgency('Print Homes');
    const second = await newAgency('Copy Homes');
    const art = await sharp(Buffer.from(renderArt('house', '881', 'full')), { density: 72 })
      .jpeg()
      .toBuffer();
    feeds.routes.set('/art/881.jpg', answer(art, 'image/jpeg'));
    // The second agency's copy is the same picture saved again, smaller.
    feeds.routes.set(
      '/art/881-again.jpg',
      answer(await sharp(art).resize(640).jpeg({ quality: 60 }).toBuffer(), 'image/jpeg'),
    );
    const text = (key: string, path: string) =>
      [`${HEADER},Media`, `${row(key)},"${feeds.origin}${path}"`].join('\n');
    const newHomes = async (id: number) =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(alertEvents)
          .where(and(eq(alertEvents.propertyId, id), eq(alertEvents.kind, 'new')))
      )[0]!.n;

    const a = await importRecords(db, csv(text('A-1', '/art/881.jpg')), options(first.agencyId));
    expect(a).toMatchObject({ added: 1, refused: 0, problems: [] });
    const original = await homeOf(first.agencyId, 'A-1');
    expect(original.heldAsCopyOf).toBeNull();
    expect(await newHomes(original.id)).toBe(1);
    const kept = await db.select().from(photoPrints).where(eq(photoPrints.propertyId, original.id));
    expect(kept.length).toBeGreaterThan(0);

    const b = await importRecords(
      db,
      csv(text('B-1', '/art/881-again.jpg')),
      options(second.agencyId),
    );
    expect(b).toMatchObject({ added: 1, refused: 0 });
    expect(b.problems).toEqual([
      { line: 2, key: 'B-1', code: 'feeds.reason.heldAsCopy', held: true },
    ]);
    const copy = await homeOf(second.agencyId, 'B-1');
    expect(copy.heldAsCopyOf).toBe(original.id);
    expect(await newHomes(copy.id)).toBe(0);
  }, 60_000);
});

describe('a batch of new listings', () => {
  it('is made in one write; a row the database refuses is refused alone, the rest stored', async () => {
    const { agencyId } = await newAgency('Batch Homes');
    const text = [
      HEADER,
      row('Q-1'),
      row('Q-2', { PublicRemarks: 'A nul \u0000 in its words' }),
      row('Q-3'),
    ].join('\n');
    const outcome = await importRecords(db, csv(text), options(agencyId));
    expect(outcome).toMatchObject({ added: 2, refused: 1 });
    expect(outcome.problems).toEqual([{ line: 3, key: 'Q-2', code: 'feeds.reason.notStored' }]);
    expect((await homeOf(agencyId, 'Q-1')).listingKey).toBe('Q-1');
    expect((await homeOf(agencyId, 'Q-3')).listingKey).toBe('Q-3');
  });
});
