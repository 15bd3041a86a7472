import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { alertEvents, photoFiles, photos, properties, removedListings } from '~/db/schema';
import { renderArt } from '~/lib/art';
import type { DraftFields } from '~/lib/listing-form/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import { isOpenHome } from './home-access.server';
import { listed } from './listed-homes.server';
import { applyDraft, createDraft, deleteListing } from './listings.server';
import { distance, MAX_DISTANCE, PRINT_SCALES, printsOf, type Print } from './photo-prints.server';
import { priceHistory } from './price-history.server';
import { updateProperty } from './property-writes.server';
import { earlierListing } from './relists.server';
import { createUser } from './users.server';

/**
 * Relists and copies (docs/product.md#relists, docs/product.md#copies): photos drawn by the
 * site's own artwork, made into JPEGs with sharp, then re-encoded, resized and cropped as a
 * lister re-uploading them would; other homes of the same kind, which look alike, must not match.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** A home's photo as a JPEG, drawn once per kind and seed. */
const drawn = new Map<string, Promise<Buffer>>();
function photo(kind: 'house' | 'interior', seed: string) {
  const key = `${kind}:${seed}`;
  if (!drawn.has(key))
    drawn.set(
      key,
      sharp(Buffer.from(renderArt(kind, seed, 'thumb')), { density: 72 })
        .jpeg({ quality: 85 })
        .toBuffer(),
    );
  return drawn.get(key)!;
}

/** What a lister does to a photo before uploading it again. */
const EDITS: Record<string, (bytes: Buffer) => Promise<Buffer>> = {
  'saved again as a low-quality JPEG': (b) => sharp(b).jpeg({ quality: 45 }).toBuffer(),
  'saved as WebP': (b) => sharp(b).webp({ quality: 50 }).toBuffer(),
  'resized to half': async (b) =>
    sharp(b)
      .resize(Math.round(((await sharp(b).metadata()).width ?? 800) / 2))
      .jpeg()
      .toBuffer(),
  'cropped by a tenth at every edge': (b) => centred(b, 0.8),
  'cropped by a twentieth at every edge, then resized': async (b) =>
    sharp(await centred(b, 0.9))
      .resize(300)
      .toBuffer(),
};

async function centred(bytes: Buffer, scale: number) {
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  return sharp(bytes)
    .extract({
      left: Math.round((width - w) / 2),
      top: Math.round((height - h) / 2),
      width: w,
      height: h,
    })
    .jpeg()
    .toBuffer();
}

/** Whether two photos' prints meet, as the database compares them. */
const meet = (a: Print[], b: Print[]) =>
  Math.min(...a.flatMap((x) => b.map((y) => distance(x.hash, y.hash))));

describe('photo prints', () => {
  it('match a photo re-encoded, resized and cropped, and not other homes that look alike', async () => {
    for (const kind of ['house', 'interior'] as const) {
      const seeds = ['311', '312', '313', '314'];
      const originals = await Promise.all(seeds.map((seed) => photo(kind, seed)));
      const prints = await Promise.all(originals.map((bytes) => printsOf(bytes)));
      for (const [edit, apply] of Object.entries(EDITS)) {
        const edited = await printsOf(await apply(originals[0]!));
        expect(meet(prints[0]!, edited), `${kind}, ${edit}`).toBeLessThanOrEqual(MAX_DISTANCE);
      }
      for (let other = 1; other < seeds.length; other++)
        expect(meet(prints[0]!, prints[other]!), `${kind} ${seeds[other]}`).toBeGreaterThan(
          MAX_DISTANCE,
        );
    }
  }, 60_000);

  it('are none for a picture of one colour or nearly, which would meet every other such picture', async () => {
    const flat = (colour: string) =>
      sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    for (const colour of ['#c05040', '#40a060', '#ffffff', '#000000'])
      expect(await printsOf(await flat(colour)), colour).toEqual([]);
    // A real photo of the site's art is printed, whatever its colours.
    expect(await printsOf(await photo('interior', '311'))).toHaveLength(PRINT_SCALES.length);
  });
});

let owners = 0;
async function newOwner() {
  const created = await createUser(db, {
    name: `Relist Owner ${++owners}`,
    email: `relist-owner-${owners}@example.com`,
    password: 'password1',
  });
  if (!created.ok) throw new Error('not created');
  return { id: created.user.id, name: `Relist Owner ${owners}` };
}

const fields = (name: string, address: string, price: string): DraftFields => ({
  name,
  listingType: 'sale',
  location: 'Copenhagen, Denmark',
  address,
  latitude: '55.6761',
  longitude: '12.5683',
  category: 'Villa',
  price,
  numberOfBeds: '3',
  numberOfBathrooms: '2',
  numberOfArea: '1800',
  numberOfKitchen: '1',
  numberOfLivingRooms: '2',
  garageSize: '1',
  plotSize: '5000',
  built: '1998',
  orientation: 'South',
  description: 'A bright villa by the harbour, with a garden that catches the evening sun.',
  phone: '+45 1234 5678',
  day1: 'on',
  viewingFrom: '09:00',
  viewingTo: '17:00',
});

let keys = 0;
/** Publishes a listing with these photos' bytes as its stored files. */
async function publish(
  owner: { id: number; name: string },
  draft: DraftFields,
  pictures: Buffer[],
) {
  const draftId = await createDraft(db, owner, draft);
  for (const [position, bytes] of pictures.entries()) {
    const [row] = await db
      .insert(photos)
      .values({
        userId: owner.id,
        draftId,
        role: 'photo',
        key: `relist-test-${++keys}`,
        position,
        alt: 'A room',
        width: 800,
        height: 600,
      })
      .returning({ id: photos.id });
    await db.insert(photoFiles).values({ photoId: row!.id, width: 240, format: 'jpeg', bytes });
  }
  const outcome = await applyDraft(db, owner, draftId, { publish: true });
  if (!outcome?.ok) throw new Error(`not published: ${JSON.stringify(outcome)}`);
  const [home] = await db.select().from(properties).where(eq(properties.id, outcome.propertyId));
  return home!;
}

const eventsOf = async (propertyId: number) =>
  (await db.select().from(alertEvents).where(eq(alertEvents.propertyId, propertyId))).map(
    (event) => event.kind,
  );

const isListed = async (id: number) =>
  (
    await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.id} = ${id} and ${listed}`)
  ).length === 1;

describe('a relist is the same home (docs/product.md#relists)', () => {
  it('deleted and listed again with re-saved photos at its address: its days on market and prices carry over, no new-home alert, a drop alerted', async () => {
    const owner = await newOwner();
    const originals = await Promise.all(['401', '402', '403'].map((s) => photo('house', s)));
    const first = await publish(
      owner,
      fields('Harbour villa', '12 Rose Street, Apt. 4, Aarhus', '450,000'),
      originals,
    );
    await db
      .update(properties)
      .set({ createdAt: new Date('2026-06-01T00:00:00Z') })
      .where(eq(properties.id, first.id));
    await updateProperty(db, first.id, { price: 440_000 });
    expect(await deleteListing(db, owner.id, first.id)).toBe(true);
    expect(
      (await db.select().from(removedListings).where(eq(removedListings.propertyId, first.id)))[0],
    ).toMatchObject({
      price: 440_000,
      addressKey: '12 rose st apt 4 aarhus',
    });

    const again = await Promise.all(originals.map((bytes, n) => Object.values(EDITS)[n]!(bytes)));
    const relist = await publish(
      owner,
      fields('Harbour villa, again', '12 rose st #4, Aarhus', '425,000'),
      again,
    );
    expect(relist.relistOf).toBe(first.id);
    expect(relist.createdAt).toEqual(new Date('2026-06-01T00:00:00Z'));
    expect((await priceHistory(db, relist.id)).map((c) => [c.oldPrice, c.newPrice])).toEqual([
      [450_000, 440_000],
      [440_000, 425_000],
    ]);
    expect(await eventsOf(relist.id)).toEqual(['drop']);
    expect(await isListed(relist.id)).toBe(true);
    // Its page says when it was listed before and at what price.
    const earlier = await earlierListing(db, relist.relistOf!);
    expect(earlier).toMatchObject({
      listedSince: new Date('2026-06-01T00:00:00Z'),
      price: 440_000,
    });
    expect(earlier!.removedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await earlierListing(db, relist.id)).toBeNull();
  }, 60_000);

  it('another lister’s relist counts within 90 days of the removal only; other homes that look alike are new', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const originals = await Promise.all(['501', '502'].map((s) => photo('interior', s)));
    const first = await publish(owner, fields('Loft', '7 Mill Road, Aarhus', '300,000'), originals);
    await deleteListing(db, owner.id, first.id);
    const soon = await publish(other, fields('Loft', '7 Mill Rd, Aarhus', '300,000'), originals);
    expect(soon.relistOf).toBe(first.id);
    expect(await eventsOf(soon.id)).toEqual([]);

    await deleteListing(db, other.id, soon.id);
    await db
      .update(removedListings)
      .set({ removedAt: sql`now() - make_interval(days => 91)` })
      .where(eq(removedListings.propertyId, soon.id));
    await db
      .update(removedListings)
      .set({ removedAt: sql`now() - make_interval(days => 91)` })
      .where(eq(removedListings.propertyId, first.id));
    const late = await publish(
      await newOwner(),
      fields('Loft', '7 Mill Road, Aarhus', '300,000'),
      originals,
    );
    expect(late.relistOf).toBeNull();
    expect(await eventsOf(late.id)).toEqual(['new']);

    // The same owner may relist at any time; the same address with other photos is another listing.
    const lookalikes = await Promise.all(['503', '504'].map((s) => photo('interior', s)));
    const neighbour = await publish(
      owner,
      fields('Loft', '7 Mill Road, Aarhus', '300,000'),
      lookalikes,
    );
    expect([neighbour.relistOf, neighbour.heldAsCopyOf]).toEqual([null, null]);
  }, 60_000);
});

describe('copies are held for the desk (docs/product.md#copies)', () => {
  it('a listing whose photos match another lister’s live listing is held out of sight; the owner’s own is not', async () => {
    const owner = await newOwner();
    const copier = await newOwner();
    const originals = await Promise.all(['601', '602', '603', '604'].map((s) => photo('house', s)));
    const live = await publish(
      owner,
      fields('Garden house', '3 Elm Lane, Odense', '520,000'),
      originals,
    );
    const copied = await Promise.all(originals.map((bytes) => EDITS['resized to half']!(bytes)));
    const copy = await publish(
      copier,
      fields('Cheap garden house', '9 Other Street, Odense', '99,000'),
      copied.slice(0, 3),
    );
    expect(copy.heldAsCopyOf).toBe(live.id);
    expect(await isListed(copy.id)).toBe(false);
    expect(await isOpenHome(db, copy.id)).toBe(false);
    expect(await eventsOf(copy.id)).toEqual([]);

    // Half the photos must match: one photo of four is not a copy.
    const mostlyOwn = await Promise.all(['605', '606', '607'].map((s) => photo('house', s)));
    const mixed = await publish(
      copier,
      fields('Another house', '10 Other Street, Odense', '99,000'),
      [copied[3]!, ...mostlyOwn],
    );
    expect(mixed.heldAsCopyOf).toBeNull();
  }, 60_000);
});
