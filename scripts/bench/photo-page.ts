// A property page with uploaded photos, for Lighthouse (issue 26, item 11): fills a fresh
// embedded database in `dir`, then gives home 7 six photos as an owner's upload makes them
// (processed, stored, arranged with words, taken by the home through photosForHome and the one
// write path), so `/property/7` shows `<picture>`s served from `/photos/…`.
//
//   npx tsx scripts/bench/photo-page.ts <dir>
import sharp from 'sharp';

import { openDatabase } from '~/db/client.server';
import { listingDrafts } from '~/db/schema';
import { arrangeDraftPhotos, photosForHome, storeUploadedPhoto } from '~/models/photos.server';
import { updateProperty } from '~/models/property-writes.server';
import { createUser } from '~/models/users.server';

import { phonePhoto } from './photos';

export const PHOTO_PAGE = '/property/7';
const WORDS = [
  'The front of the house',
  'The living room',
  'The kitchen',
  'A bedroom',
  'The garden',
  'The view from the house',
];

export async function preparePhotoPage(dir: string) {
  const handle = await openDatabase({ dataDir: dir, seed: {} });
  try {
    const { db } = handle;
    const created = await createUser(db, {
      name: 'Bench Owner',
      email: 'bench-owner@example.com',
      password: 'bench password 1',
      confirmed: true,
    });
    if (!created.ok) throw new Error('The bench account was not made');
    const userId = created.user.id;
    const [draft] = await db.insert(listingDrafts).values({ userId, fields: {} }).returning();
    const base = await phonePhoto();
    const arrangement = [];
    for (const [n, alt] of WORDS.entries()) {
      // Six pictures of one photo, each its own (another hue), as a phone's JPEG.
      const body = new Uint8Array(
        await sharp(base)
          .modulate({ hue: n * 50 })
          .jpeg({ quality: 90 })
          .toBuffer(),
      );
      const stored = await storeUploadedPhoto(db, {
        userId,
        draftId: draft!.id,
        role: 'photo',
        body,
      });
      if (!stored.ok) throw new Error(`A bench photo was refused: ${stored.reason}`);
      arrangement.push({ id: stored.photo.id, alt, position: n });
    }
    await arrangeDraftPhotos(db, userId, draft!.id, arrangement);
    const { photos } = await db.transaction((tx) => photosForHome(tx, draft!.id, 7));
    await updateProperty(db, 7, { photos });
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error('Usage: npx tsx scripts/bench/photo-page.ts <dir>');
  await preparePhotoPage(dir);
}
