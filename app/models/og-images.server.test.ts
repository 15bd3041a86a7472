import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { listingDrafts } from '~/db/schema';
import { createTranslator } from '~/i18n/i18n';
import { getDictionary } from '~/i18n/dictionaries.server';
import { renderArt } from '~/lib/art';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import { ogCard, ogImage, photoReader } from './og-images.server';
import { arrangeDraftPhotos, photosForHome, storeUploadedPhoto } from './photos.server';
import { updateProperty } from './property-writes.server';

// The card's drawing and cache, without a database: what a card shows is read by `ogCard`, whose
// answers the end-to-end run fetches (tests/e2e/addresses.spec.ts).
let dataDir: string;
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'roofline-og-'));
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const art = `data:image/svg+xml;base64,${Buffer.from(renderArt('house', '11-0', 'full')).toString('base64')}`;
const card = { title: '東京の静かな一戸建て', price: '$589,325', label: '日本', art, lang: 'ja' };

describe('Open Graph images', () => {
  it('draws a card as a 1200 × 630 PNG once, and again when what it shows changes', async () => {
    const png = await ogImage(dataDir, 'property', 1, card);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // The text is drawn: the foot of the card differs from the same card without a title.
    const untitled = await ogImage(dataDir, 'property', 2, { ...card, title: '' });
    const foot = (image: Buffer) =>
      sharp(image).extract({ left: 40, top: 420, width: 600, height: 120 }).raw().toBuffer();
    expect((await foot(png)).equals(await foot(untitled))).toBe(false);

    const files = await readdir(path.join(dataDir, 'og'));
    expect(await ogImage(dataDir, 'property', 1, card)).toEqual(png);
    expect(await readdir(path.join(dataDir, 'og'))).toEqual(files);

    await ogImage(dataDir, 'property', 1, { ...card, price: '$123,456' });
    expect(await readdir(path.join(dataDir, 'og'))).toHaveLength(files.length + 1);
  });
});

describe('Open Graph images of uploaded photos (ADR 0079)', () => {
  /** A JPEG of one colour, as an owner's camera would send it. */
  const jpeg = async (r: number, g: number, b: number) =>
    new Uint8Array(
      await sharp({ create: { width: 800, height: 600, channels: 3, background: { r, g, b } } })
        .jpeg()
        .toBuffer(),
    );
  /** The pixel in the photo's area, above the band of text (where the shade is clear). */
  const pixel = async (png: Buffer) =>
    [
      ...(await sharp(png).extract({ left: 600, top: 170, width: 1, height: 1 }).raw().toBuffer()),
    ].slice(0, 3);
  const near = (got: number[], want: number[]) =>
    got.every((value, i) => Math.abs(value - want[i]!) <= 8);

  it('draws the card on the first photo, cropped to 1200 × 630, and again when the first photo changes', async () => {
    const userId = await createTestAccount(db, 'Photographer');
    const [draft] = await db.insert(listingDrafts).values({ userId, fields: {} }).returning();
    const owner = { userId, draftId: draft!.id };
    const orange = await storeUploadedPhoto(db, {
      ...owner,
      role: 'photo',
      body: await jpeg(230, 120, 30),
      declaredType: 'image/jpeg',
    });
    const teal = await storeUploadedPhoto(db, {
      ...owner,
      role: 'photo',
      body: await jpeg(20, 150, 140),
      declaredType: 'image/jpeg',
    });
    if (!orange.ok || !teal.ok) throw new Error('not stored');
    const homeId = 9;
    const publish = async () => {
      const { photos } = await db.transaction((tx) => photosForHome(tx, owner.draftId, homeId));
      await updateProperty(db, homeId, { photos });
    };
    await publish();
    const draw = async (lang: 'en' | 'ja') => {
      const card = await ogCard(
        db,
        'property',
        homeId,
        lang,
        createTranslator(getDictionary(lang), lang),
      );
      return ogImage(dataDir, 'property', homeId, card!, photoReader(db));
    };
    const png = await draw('ja');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(near(await pixel(png), [230, 120, 30])).toBe(true);
    // The brand's colour only where no photo is to be had.
    expect(near(await pixel(png), [0x3f, 0x3f, 0xbf])).toBe(false);

    // Another photo first: a new card, of that photo.
    await arrangeDraftPhotos(db, userId, owner.draftId, [
      { id: teal.photo.id, alt: '', position: 0 },
      { id: orange.photo.id, alt: '', position: 1 },
    ]);
    await publish();
    const again = await draw('ja');
    expect(near(await pixel(again), [20, 150, 140])).toBe(true);
    expect(near(await pixel(await draw('en')), [20, 150, 140])).toBe(true);
  });
});
