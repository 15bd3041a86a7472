import { deflateSync } from 'node:zlib';

import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, DatabaseHandle } from '~/db/client.server';
import { agents, listingDrafts, photoFiles, photos, properties } from '~/db/schema';
import { MAX_PHOTOS, PHOTO_FORMATS, PHOTO_WIDTHS } from '~/lib/photos/rules';

import { createTestAccount } from '../../tests/unit/test-accounts';
import { openTestDatabase } from '../../tests/unit/test-database';
import {
  adoptHomePhotos,
  arrangeDraftPhotos,
  deleteDraftPhoto,
  discardDraftPhotos,
  listDraftPhotos,
  photoFile,
  photosForHome,
  storeUploadedPhoto,
} from './photos.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

async function newOwner() {
  const userId = await createTestAccount(db, 'Owner');
  const [draft] = await db
    .insert(listingDrafts)
    .values({ userId, fields: {} })
    .returning({ id: listingDrafts.id });
  return { userId, draftId: draft!.id };
}

let shade = 0;
/** A small photo of its own colour (so no two are the same picture), in a format. */
async function picture(format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg', width = 64, height = 48) {
  shade += 17;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: shade % 256, g: 90, b: 160 } },
  });
  return new Uint8Array(await image[format]().toBuffer());
}

const upload = (
  owner: { userId: number; draftId: number },
  body: Uint8Array | ReadableStream<Uint8Array>,
  role: 'photo' | 'plan' = 'photo',
  declaredType = 'image/jpeg',
) => storeUploadedPhoto(db, { ...owner, role, body, declaredType });

/** A 1-bit PNG 30,000 × 30,000 pixels of zeros: a few hundred KB that decode to 112 MB. */
function pngBomb() {
  const side = 30_000;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(side * (1 + side / 8)), { level: 9 });
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', rows),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

describe('uploaded photos', () => {
  it('keep a photo upright in every width and format, without its EXIF or GPS', async () => {
    const owner = await newOwner();
    // 1800 × 1200 as stored, marked "turn 90° clockwise", with a place it was taken.
    const sideways = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#4a7' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 0/1' } })
      .toBuffer();
    const sent = await sharp(sideways).metadata();
    expect([sent.orientation, !!sent.exif]).toEqual([6, true]);
    const result = await upload(owner, new Uint8Array(sideways));
    expect(result).toMatchObject({ ok: true, photo: { width: 1200, height: 1800, role: 'photo' } });
    if (!result.ok) return;
    for (const width of PHOTO_WIDTHS) {
      for (const format of PHOTO_FORMATS) {
        const bytes = await photoFile(db, result.photo.key, width, format);
        expect(bytes, `${width} ${format}`).not.toBeNull();
        const meta = await sharp(bytes!).metadata();
        expect(meta.format === 'heif' ? 'avif' : meta.format).toBe(format);
        expect(meta.width).toBe(Math.min(width, 1200));
        expect(meta.height).toBe(Math.round((Math.min(width, 1200) * 1800) / 1200));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    expect(result.photo.thumbnail).toBe(`/photos/${result.photo.key}/480.jpg`);
    expect(await photoFile(db, 'nosuchkey0000000000000', 480, 'jpeg')).toBeNull();
  });

  it('answer a width a photo kept before it was a width with the next wider file', async () => {
    const owner = await newOwner();
    const result = await upload(owner, await picture('jpeg', 1200, 900));
    if (!result.ok) throw new Error('not stored');
    // As a photo kept only 480, 960 and 1,600 wide, before ADR 0052.
    await db
      .delete(photoFiles)
      .where(and(eq(photoFiles.photoId, result.photo.id), inArray(photoFiles.width, [240, 720])));
    const of = (width: 240 | 480 | 720 | 960) => photoFile(db, result.photo.key, width, 'avif');
    expect(await of(240)).toEqual(await of(480));
    expect(await of(720)).toEqual(await of(960));
    expect(await of(480)).not.toEqual(await of(960));
  });

  it('read PNG, WebP and AVIF as well as JPEG, from a stream too', async () => {
    const owner = await newOwner();
    for (const format of ['png', 'webp', 'avif'] as const) {
      expect(await upload(owner, await picture(format)), format).toMatchObject({ ok: true });
    }
    const bytes = await picture('jpeg');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 100));
        controller.enqueue(bytes.slice(100));
        controller.close();
      },
    });
    expect(await upload(owner, stream)).toMatchObject({ ok: true });
    expect(await listDraftPhotos(db, owner.draftId)).toHaveLength(4);
  });

  it('refuse what is not a photo it can show, and store nothing of it', async () => {
    const owner = await newOwner();
    const jpeg = await picture('jpeg', 400, 300);
    const cases: [string, Uint8Array, string, string?][] = [
      ['empty', new Uint8Array(0), 'photos.error.empty'],
      [
        'renamed PDF',
        new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF'),
        'photos.error.notImage',
      ],
      ['truncated JPEG', jpeg.slice(0, Math.floor(jpeg.length / 2)), 'photos.error.damaged'],
      [
        'SVG with a script',
        new TextEncoder().encode(
          '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
        'photos.error.svg',
        'image/jpeg',
      ],
      [
        'SVG declared',
        new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'photos.error.svg',
        'image/svg+xml',
      ],
      ['30,000 × 30,000 bomb', pngBomb(), 'photos.error.tooManyPixels'],
      ['16 MB', new Uint8Array(16 * 1024 * 1024).fill(7), 'photos.error.tooLarge'],
      [
        'GIF',
        new Uint8Array(
          await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        ),
        'photos.error.notImage',
      ],
    ];
    for (const [name, bytes, reason, type] of cases) {
      expect(await upload(owner, bytes, 'photo', type), name).toEqual({ ok: false, reason });
    }
    const [stored] = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.draftId, owner.draftId));
    expect(stored).toBeUndefined();
  });

  it('refuse a 25th photo, a ninth plan and the same picture twice', async () => {
    const owner = await newOwner();
    await db.insert(photos).values(
      Array.from({ length: MAX_PHOTOS }, (_, n) => ({
        userId: owner.userId,
        draftId: owner.draftId,
        key: `full${owner.draftId}x${String(n).padStart(12, '0')}`,
        position: n,
        width: 10,
        height: 10,
      })),
    );
    expect(await upload(owner, await picture())).toEqual({
      ok: false,
      reason: 'photos.error.tooMany',
    });
    // Plans are counted apart.
    const plan = await picture('png');
    expect(await upload(owner, plan, 'plan')).toMatchObject({ ok: true, photo: { role: 'plan' } });
    expect(await upload(owner, plan, 'plan')).toEqual({
      ok: false,
      reason: 'photos.error.duplicate',
    });
    expect(await listDraftPhotos(db, owner.draftId)).toHaveLength(MAX_PHOTOS + 1);
  });

  it("answer notFound for another account's draft, and change nothing of it", async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const mine = await upload(owner, await picture());
    if (!mine.ok) throw new Error('not stored');
    const theirs = { userId: stranger.userId, draftId: owner.draftId };
    expect(await upload(theirs, await picture())).toEqual({ ok: false, reason: 'notFound' });
    expect(
      await arrangeDraftPhotos(db, stranger.userId, owner.draftId, [
        { id: mine.photo.id, alt: 'x', position: 3 },
      ]),
    ).toBe(false);
    expect(await deleteDraftPhoto(db, stranger.userId, owner.draftId, mine.photo.id)).toBe(false);
    // Nor through their own draft.
    expect(
      await arrangeDraftPhotos(db, stranger.userId, stranger.draftId, [
        { id: mine.photo.id, alt: 'x', position: 3 },
      ]),
    ).toBe(true);
    expect(await deleteDraftPhoto(db, stranger.userId, stranger.draftId, mine.photo.id)).toBe(
      false,
    );
    expect(await listDraftPhotos(db, owner.draftId)).toMatchObject([
      { id: mine.photo.id, alt: '', position: 0 },
    ]);
  });

  it('arrange the order, the cover and the words, and delete a photo with its files', async () => {
    const owner = await newOwner();
    const ids: number[] = [];
    for (let n = 0; n < 3; n++) {
      const stored = await upload(owner, await picture());
      if (stored.ok) ids.push(stored.photo.id);
    }
    const plan = await upload(owner, await picture('png'), 'plan');
    if (!plan.ok) throw new Error('plan not stored');
    expect((await listDraftPhotos(db, owner.draftId)).map((p) => p.position)).toEqual([0, 1, 2, 0]);
    const [a, b, c] = ids as [number, number, number];
    await arrangeDraftPhotos(db, owner.userId, owner.draftId, [
      { id: c, alt: 'The garden from the terrace', position: 0 },
      { id: a, alt: 'The kitchen', position: 1 },
      { id: b, alt: '', position: 2 },
    ]);
    const listed = await listDraftPhotos(db, owner.draftId);
    expect(listed.map((p) => [p.id, p.alt])).toEqual([
      [c, 'The garden from the terrace'],
      [a, 'The kitchen'],
      [b, ''],
      [plan.photo.id, ''],
    ]);
    expect(await deleteDraftPhoto(db, owner.userId, owner.draftId, a)).toBe(true);
    expect((await listDraftPhotos(db, owner.draftId)).map((p) => p.id)).toEqual([
      c,
      b,
      plan.photo.id,
    ]);
    expect(await db.select().from(photoFiles).where(eq(photoFiles.photoId, a))).toEqual([]);
    expect(await deleteDraftPhoto(db, owner.userId, owner.draftId, a)).toBe(false);
  });

  it("become the home's photos and plans on publishing, and its working set again on editing", async () => {
    const owner = await newOwner();
    const propertyId = 7;
    // The home is the owner's: an edit of a home is its lister's to open (home-access.server.ts).
    const [agent] = await db
      .insert(agents)
      .values({ userId: owner.userId, name: 'Owner' })
      .returning({ id: agents.id });
    await db.update(properties).set({ agentId: agent!.id }).where(eq(properties.id, propertyId));
    const first = await upload(owner, await picture('jpeg', 2000, 1500));
    const second = await upload(owner, await picture('jpeg', 800, 600));
    const plan = await upload(owner, await picture('png', 900, 900), 'plan');
    if (!first.ok || !second.ok || !plan.ok) throw new Error('not stored');
    await arrangeDraftPhotos(db, owner.userId, owner.draftId, [
      { id: first.photo.id, alt: 'The front of the house', position: 0 },
      { id: second.photo.id, alt: 'The kitchen', position: 1 },
      { id: plan.photo.id, alt: 'Ground floor: hall, kitchen and living room', position: 0 },
    ]);
    const home = await db.transaction((tx) => photosForHome(tx, owner.draftId, propertyId));
    const key = first.photo.key;
    expect(home.photos[0]).toEqual({
      thumbnail: `/photos/${key}/480.jpg`,
      original: `/photos/${key}/1600.jpg`,
      alt: 'The front of the house',
      width: 1600,
      height: 1200,
      sources: [
        {
          type: 'image/avif',
          srcset:
            `/photos/${key}/240.avif 240w, /photos/${key}/480.avif 480w, /photos/${key}/720.avif 720w, ` +
            `/photos/${key}/960.avif 960w, /photos/${key}/1600.avif 1600w`,
        },
        {
          type: 'image/webp',
          srcset:
            `/photos/${key}/240.webp 240w, /photos/${key}/480.webp 480w, /photos/${key}/720.webp 720w, ` +
            `/photos/${key}/960.webp 960w, /photos/${key}/1600.webp 1600w`,
        },
        {
          type: 'image/jpeg',
          srcset:
            `/photos/${key}/240.jpg 240w, /photos/${key}/480.jpg 480w, /photos/${key}/720.jpg 720w, ` +
            `/photos/${key}/960.jpg 960w, /photos/${key}/1600.jpg 1600w`,
        },
      ],
    });
    // Never enlarged: 800 wide is offered at 240, 480, 720 and 800.
    const k = second.photo.key;
    expect(home.photos[1]!.sources![0]!.srcset).toBe(
      `/photos/${k}/240.avif 240w, /photos/${k}/480.avif 480w, /photos/${k}/720.avif 720w, /photos/${k}/960.avif 800w`,
    );
    expect(home.floorPlans).toEqual([
      {
        description: 'Ground floor: hall, kitchen and living room',
        image: `/photos/${plan.photo.key}/1600.jpg`,
      },
    ]);

    // The listing is published and its draft thrown away; later an edit begins.
    await discardDraftPhotos(db, owner.draftId);
    await db.delete(listingDrafts).where(eq(listingDrafts.id, owner.draftId));
    const [edit] = await db
      .insert(listingDrafts)
      .values({ userId: owner.userId, propertyId, fields: {} })
      .returning();
    await adoptHomePhotos(db, propertyId, edit!.id);
    const editing = { userId: owner.userId, draftId: edit!.id };
    expect((await listDraftPhotos(db, edit!.id)).map((p) => p.id)).toEqual([
      first.photo.id,
      second.photo.id,
      plan.photo.id,
    ]);
    // Taken out of the edit, the photo still shows on the home until the edit is saved.
    expect(await deleteDraftPhoto(db, owner.userId, edit!.id, second.photo.id)).toBe(true);
    expect(await photoFile(db, second.photo.key, 480, 'jpeg')).not.toBeNull();
    const added = await upload(editing, await picture());
    if (!added.ok) throw new Error('not stored');
    const saved = await db.transaction((tx) => photosForHome(tx, edit!.id, propertyId));
    expect(saved.photos.map((p) => p.thumbnail)).toEqual([
      first.photo.thumbnail,
      added.photo.thumbnail,
    ]);
    expect(await photoFile(db, second.photo.key, 480, 'jpeg')).toBeNull();
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.propertyId, propertyId));
    expect(rows.map((r) => r.id).sort()).toEqual(
      [first.photo.id, plan.photo.id, added.photo.id].sort(),
    );
  });

  it("delete a thrown-away draft's new photos, and photos no draft or home has", async () => {
    const owner = await newOwner();
    const fresh = await upload(owner, await picture());
    // Another draft deleted without discarding its photos leaves them with neither.
    const careless = await newOwner();
    const stray = await upload(careless, await picture());
    if (!fresh.ok || !stray.ok) throw new Error('not stored');
    await db.delete(listingDrafts).where(eq(listingDrafts.id, careless.draftId));
    await discardDraftPhotos(db, owner.draftId);
    expect(await photoFile(db, fresh.photo.key, 480, 'jpeg')).toBeNull();
    expect(await photoFile(db, stray.photo.key, 480, 'jpeg')).toBeNull();
  });

  it('serve a photo stored through one app server from another on the same database', async () => {
    // On PostgreSQL a second server's own pool; PGlite is opened by one process only.
    let other: DatabaseHandle | undefined;
    try {
      other = await handle.openAnother?.();
      const owner = await newOwner();
      const stored = await upload(owner, await picture());
      if (!stored.ok) throw new Error('not stored');
      const bytes = await photoFile(other?.db ?? db, stored.photo.key, 960, 'webp');
      expect((await sharp(bytes!).metadata()).format).toBe('webp');
    } finally {
      await other?.close();
    }
  });
});
