import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agencies, agents, priceChanges, properties } from '~/db/schema';
import { feedMapping } from '~/db/home-columns';
import { resoToSite } from '~/lib/reso/mapping';
import { resoRecordOf } from '~/lib/reso/out';
import { importRecords, type ImportOptions } from '~/models/feeds/import.server';
import { updateProperty } from '~/models/property-writes.server';

import { answer, startFeedServer } from '../../../tests/unit/feed-server';
import { startResoApiServer } from '../../../tests/unit/reso-api-server';
import { createTestAccount } from '../../../tests/unit/test-accounts';
import { openTestDatabase } from '../../../tests/unit/test-database';
import { createApiClient } from './api-clients.server';
import { resoHomeColumns } from './property-fields.server';
import { pullResoWebApi } from './pull-web-api.server';

/**
 * Issue 41.9, the round trip (docs/reso-api.md, "Pulling from a RESO Web API"): two sites, each on
 * its own database. The first holds an agency's stock with photos of its own and serves it through
 * its RESO Web API and photo route on loopback; the second's importer pulls it through
 * `@odata/client` with the first's OAuth client credentials, fetching each photo from the first.
 */

type Site = Awaited<ReturnType<typeof openTestDatabase>>;
let from: Site;
let to: Site;
let api: Awaited<ReturnType<typeof startResoApiServer>>;
let pictures: Awaited<ReturnType<typeof startFeedServer>>;

async function newAgency(db: Database, name: string) {
  const userId = await createTestAccount(db, name);
  const [agency] = await db.insert(agencies).values({ name }).returning({ id: agencies.id });
  await db.insert(agents).values({ userId, name, agencyId: agency!.id, agencyRole: 'admin' });
  return { agencyId: agency!.id, userId };
}

const options = (agencyId: number, full: boolean): ImportOptions => ({
  agencyId,
  full,
  fetch: { allowPrivate: true },
});

async function* listOf<T>(items: T[]) {
  yield* items;
}

/** Each home's columns that only the site's own local fields (`Roofline_…`) carry, and more. */
const compared = {
  listingKey: properties.listingKey,
  name: properties.name,
  numberOfKitchen: properties.numberOfKitchen,
  hasSwimmingPool: properties.hasSwimmingPool,
  neighbourhood: properties.neighbourhood,
  status: properties.status,
  category: properties.category,
  listingType: properties.listingType,
  price: properties.price,
  numberOfBeds: properties.numberOfBeds,
  numberOfArea: properties.numberOfArea,
  location: properties.location,
  address: properties.address,
  description: properties.description,
};

async function stockOf(db: Database, agencyId: number) {
  const homes = await db
    .select({ ...compared, photos: properties.photos })
    .from(properties)
    .where(and(eq(properties.agencyId, agencyId), isNull(properties.hiddenAt)))
    .orderBy(asc(properties.listingKey));
  return homes.map(({ photos, ...home }) => ({
    ...home,
    photos: photos.map((photo) => ({ alt: photo.alt, width: photo.width })),
  }));
}

const CITIES = ['Tokyo', 'Paris', 'London'];
const colours = ['#c33', '#3c3', '#33c'];

beforeAll(async () => {
  [from, to, pictures] = await Promise.all([
    openTestDatabase(),
    openTestDatabase(),
    startFeedServer(),
  ]);

  for (const [n, colour] of colours.entries())
    pictures.routes.set(
      `/p/${n}.jpg`,
      answer(
        await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
          .jpeg()
          .toBuffer(),
        'image/jpeg',
      ),
    );
  api = await startResoApiServer(from.db);
}, 60_000);
afterAll(async () => {
  await api?.close();
  await pictures?.close();
  await from?.close();
  await to?.close();
});

it('brings every listing, its photos and its later price change to another site, and a second pull changes nothing', async () => {
  // The first site: its generated homes hidden, so the stock it serves is one agency's, made
  // through its own importer with columns only the site's local fields say.
  await from.db.update(properties).set({ hiddenAt: new Date() });
  const source = await newAgency(from.db, 'Harbour Homes');
  const feed = CITIES.map((city, n) => ({
    ListingKey: `HH-${n + 1}`,
    StandardStatus: n === 2 ? 'Pending' : 'Active',
    PropertyType: n === 1 ? 'ResidentialLease' : 'Residential',
    PropertySubType: n === 1 ? 'Apartment' : 'Condominium',
    ListPrice: 400_000 + n * 25_000,
    BedroomsTotal: n + 1,
    BathroomsTotalInteger: 1,
    LivingArea: 70 + n,
    LivingAreaUnits: 'Square Meters',
    City: city,
    UnparsedAddress: `${n + 1} Harbour Street`,
    PublicRemarks: `A bright home in ${city}.`,
    PostalCode: `100-000${n}`,
    Appliances: ['Dishwasher'],
    Roofline_Name: `Harbour view ${n + 1}`,
    Roofline_NumberOfKitchen: n + 1,
    Roofline_HasSwimmingPool: n === 0,
    Roofline_Neighbourhood: `Quarter ${n + 1}`,
    // A London home's material information (ADR 0130), without which it would be refused.
    ...(city === 'London' && {
      Ownership: 'Leasehold',
      Roofline_LeaseYearsLeft: 118,
      Roofline_CouncilTaxBand: 'E',
      Roofline_EpcRating: 'C',
    }),
    Media: colours.slice(0, n + 1).map((_, i) => ({
      MediaURL: `${pictures.origin}/p/${i}.jpg`,
      Order: i + 1,
      ShortDescription: `Room ${i + 1}`,
    })),
  }));
  const made = await importRecords(from.db, listOf(feed), options(source.agencyId, true));
  expect(made).toMatchObject({ added: 3, refused: 0 });
  expect(made.problems).toEqual([]);
  const client = await createApiClient(from.db, {
    agencyId: source.agencyId,
    name: 'Another portal',
    seesDrafts: false,
    createdBy: source.userId,
  });

  // The second site pulls the first's RESO Web API into an agency of its own.
  const target = await newAgency(to.db, 'Harbour Homes');
  const pull = (since?: Date) =>
    importRecords(
      to.db,
      pullResoWebApi({
        url: `${api.origin}/reso/odata`,
        tokenUrl: `${api.origin}/reso/oauth/token`,
        clientId: client.clientId,
        clientSecret: client.secret,
        // Pages of two, so the pull follows the next links.
        pageSize: 2,
        ...(since && { since }),
      }),
      options(target.agencyId, since === undefined),
    );
  const first = await pull();
  expect(first.problems).toEqual([]);
  expect(first).toMatchObject({ rowsRead: 3, added: 3, refused: 0 });
  const there = await stockOf(from.db, source.agencyId);
  const here = await stockOf(to.db, target.agencyId);
  expect(here).toEqual(there);
  expect(here.map((home) => home.photos.length)).toEqual([1, 2, 3]);
  expect(here.map((home) => [home.name, home.numberOfKitchen, home.status])).toEqual([
    ['Harbour view 1', 1, 'available'],
    ['Harbour view 2', 2, 'available'],
    ['Harbour view 3', 3, 'under_offer'],
  ]);
  // The photos were fetched from the first site's own photo route.
  const [photo] = (
    await to.db
      .select({ photos: properties.photos })
      .from(properties)
      .where(eq(properties.listingKey, 'HH-3'))
  )[0]!.photos;
  expect(photo!.original).toMatch(/^\/photos\//);
  // What has no column came along as it went (`Pending`, the postal code, the appliances).
  const [kept] = await to.db
    .select({ resoFields: properties.resoFields })
    .from(properties)
    .where(and(eq(properties.agencyId, target.agencyId), eq(properties.listingKey, 'HH-3')));
  expect(kept!.resoFields).toMatchObject({
    StandardStatus: 'Pending',
    PostalCode: '100-0002',
    Appliances: ['Dishwasher'],
  });

  const again = await pull();
  expect(again).toMatchObject({ rowsRead: 3, added: 0, changed: 0, withdrawn: 0, unchanged: 3 });

  // A price change on the first site arrives by replication, through the one write path.
  // Replication asks for what changed after the last change the first site holds (its own clock).
  const [{ latest }] = (await from.db
    .select({ latest: sql<string>`max(${properties.updatedAt})` })
    .from(properties)) as [{ latest: string }];
  const since = new Date(new Date(latest).getTime() + 1);
  const [changedHome] = await from.db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.agencyId, source.agencyId), eq(properties.listingKey, 'HH-2')));
  await updateProperty(from.db, changedHome!.id, { price: 399_000 });
  const changed = await pull(since);
  expect(changed).toMatchObject({ rowsRead: 1, changed: 1, added: 0, refused: 0 });
  expect(await stockOf(to.db, target.agencyId)).toEqual(await stockOf(from.db, source.agencyId));
  const history = await to.db
    .select({ oldPrice: priceChanges.oldPrice, newPrice: priceChanges.newPrice })
    .from(priceChanges)
    .innerJoin(properties, eq(properties.id, priceChanges.propertyId))
    .where(and(eq(properties.agencyId, target.agencyId), eq(properties.listingKey, 'HH-2')));
  expect(history).toEqual([{ oldPrice: 425_000, newPrice: 399_000 }]);

  // A full pull afterwards changes nothing, and withdraws what the first site no longer lists.
  expect(await pull()).toMatchObject({ rowsRead: 3, unchanged: 3, changed: 0, withdrawn: 0 });
  await updateProperty(from.db, changedHome!.id, { hiddenAt: new Date() });
  expect(await pull()).toMatchObject({ rowsRead: 2, unchanged: 2, withdrawn: 1 });
}, 120_000);

it('reads back every generated home as the API sends it, refusing none (a fact never said goes out as none)', async () => {
  const homes = await to.db
    .select(resoHomeColumns)
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, eq(agencies.id, properties.agencyId));
  expect(homes.length).toBeGreaterThan(100);
  // Each home as it is, and with every number the lister may leave unsaid at 0, as the importer
  // stores a new listing whose feed did not say them (`completeForCreate`).
  const unsaid = (home: (typeof homes)[number]) =>
    Object.fromEntries(
      Object.entries(home).map(([name, value]) => [
        name,
        typeof value === 'number' && !['id', 'agentId', 'agencyId'].includes(name) ? 0 : value,
      ]),
    ) as typeof home;
  const refused = homes
    .flatMap((home) => [home, unsaid(home)])
    .flatMap((home) => {
      const read = resoToSite(resoRecordOf(home, feedMapping), feedMapping);
      return read.ok ? [] : [{ id: home.id, ...read.problem }];
    });
  expect(refused).toEqual([]);
});
