import { randomBytes } from 'node:crypto';

import { and, asc, eq, gte, inArray, isNull, like, ne, or, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, listingDrafts, photoFiles, photos } from '~/db/schema';
import type { FloorPlan, Photo } from '~/lib/photos/photo';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS,
  MAX_PLANS,
  homeFloorPlan,
  homePhoto,
  inListingOrder,
  photoUrl,
  type DraftPhoto,
  type PhotoFormat,
  type PhotoRefusal,
  type PhotoRole,
  type PhotoWidth,
} from '~/lib/photos/rules';
import type { ArrangeInput } from '~/lib/photos/arrange';

import { reachableDrafts } from './home-access.server';
import { inTurn, processPhoto } from './photo-processing.server';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Queryable = Database | Tx;

const draftPhotoColumns = {
  id: photos.id,
  key: photos.key,
  role: photos.role,
  alt: photos.alt,
  width: photos.width,
  height: photos.height,
  position: photos.position,
};

function asDraftPhoto(row: Omit<DraftPhoto, 'thumbnail'>): DraftPhoto {
  return { ...row, thumbnail: photoUrl(row.key, 480, 'jpeg') };
}

/**
 * Whether `userId` may open the draft `draftId` (home-access.server.ts's rule: their own, or an
 * edit of a listing they manage): anyone else's draft is, to them, not there.
 */
export async function ownsDraft(db: Queryable, userId: number, draftId: number) {
  const [draft] = await db
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), reachableDrafts(userId)));
  return !!draft;
}

/** A draft's photos in the order the listing shows them: its photos, the cover first, then its plans. */
export async function listDraftPhotos(db: Queryable, draftId: number): Promise<DraftPhoto[]> {
  const rows = await db
    .select(draftPhotoColumns)
    .from(photos)
    .where(eq(photos.draftId, draftId))
    .orderBy(asc(photos.position), asc(photos.id));
  return inListingOrder(rows).map(asDraftPhoto);
}

export type UploadResult =
  { ok: true; photo: DraftPhoto } | { ok: false; reason: PhotoRefusal | 'notFound' };

/** A draft's count of photos in a role, with the draft locked until the transaction ends. */
async function countLocked(tx: Tx, draftId: number, role: PhotoRole) {
  await tx
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(eq(listingDrafts.id, draftId))
    .for('update');
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      last: sql<number>`coalesce(max(${photos.position}), -1)::int`,
    })
    .from(photos)
    .where(and(eq(photos.draftId, draftId), eq(photos.role, role)));
  return { count: row?.count ?? 0, next: (row?.last ?? -1) + 1 };
}

/**
 * Stores one uploaded photo of a draft (docs/product.md#photos): processed into every width and
 * format, placed last among the draft's photos (or plans). Nothing is stored when it is refused:
 * not the owner's draft (`notFound`, answered 404), a full listing, a file too large, empty, not
 * a picture the site reads, damaged, too many pixels, or the same picture twice.
 */
export async function storeUploadedPhoto(
  db: Database,
  input: {
    userId: number;
    draftId: number;
    role: PhotoRole;
    body: ReadableStream<Uint8Array> | Uint8Array;
    declaredType?: string;
  },
): Promise<UploadResult> {
  const { userId, draftId, role } = input;
  if (!(await ownsDraft(db, userId, draftId))) return { ok: false, reason: 'notFound' };
  const full = role === 'photo' ? 'photos.error.tooMany' : 'photos.error.tooManyPlans';
  const most = role === 'photo' ? MAX_PHOTOS : MAX_PLANS;
  const before = await db.transaction((tx) => countLocked(tx, draftId, role));
  if (before.count >= most) return { ok: false, reason: full };
  if (input.declaredType && /svg/i.test(input.declaredType))
    return { ok: false, reason: 'photos.error.svg' };
  // Read only once the photo's turn has come, so waiting uploads hold no picture in memory (the
  // server keeps their bodies on disk), and passed on to a photo process as it is read.
  const processed = await inTurn(() => processPhoto(input.body, MAX_PHOTO_BYTES));
  if (!processed.ok) return processed;
  const { photo } = processed;
  // The picture's own name, so the same picture is found twice, and a random tail, so the same
  // picture in another listing has another address, and no address can be worked out.
  const hashPart = photo.hash.slice(0, 20);
  const key = hashPart + randomBytes(6).toString('hex');
  return db.transaction(async (tx): Promise<UploadResult> => {
    const now = await countLocked(tx, draftId, role);
    if (now.count >= most) return { ok: false, reason: full };
    const [twin] = await tx
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.draftId, draftId), like(photos.key, `${hashPart}%`)));
    if (twin) return { ok: false, reason: 'photos.error.duplicate' };
    const [row] = await tx
      .insert(photos)
      .values({
        userId,
        draftId,
        role,
        key,
        position: now.next,
        width: photo.width,
        height: photo.height,
      })
      .returning(draftPhotoColumns);
    // One file a statement: the database holds one file's bytes at a time, not the photo's
    // (up to 10 MB for a noisy one), and the embedded database's memory never shrinks.
    for (const file of photo.files)
      await tx.insert(photoFiles).values({ photoId: row!.id, ...file });
    return { ok: true, photo: asDraftPhoto(row!) };
  });
}

/**
 * Sets the places (the first photo is the cover) and words of a draft's photos. False when the
 * draft is not the owner's; photos named that are not the draft's are passed over.
 */
export async function arrangeDraftPhotos(
  db: Database,
  userId: number,
  draftId: number,
  arrangement: ArrangeInput['photos'],
) {
  return db.transaction(async (tx) => {
    if (!(await ownsDraft(tx, userId, draftId))) return false;
    for (const { id, alt, position } of arrangement) {
      await tx
        .update(photos)
        .set({ alt, position })
        .where(and(eq(photos.id, id), eq(photos.draftId, draftId)));
    }
    return true;
  });
}

/**
 * Takes a photo out of a draft. A photo the published home still shows stays the home's until
 * the edit is saved (photosForHome removes it then); any other is deleted with its files. False
 * when the draft is not the owner's or the photo not the draft's.
 */
export async function deleteDraftPhoto(
  db: Database,
  userId: number,
  draftId: number,
  photoId: number,
) {
  return db.transaction(async (tx) => {
    if (!(await ownsDraft(tx, userId, draftId))) return false;
    const [photo] = await tx
      .select({ id: photos.id, propertyId: photos.propertyId })
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.draftId, draftId)));
    if (!photo) return false;
    if (photo.propertyId === null) await tx.delete(photos).where(eq(photos.id, photo.id));
    else await tx.update(photos).set({ draftId: null }).where(eq(photos.id, photo.id));
    return true;
  });
}

/**
 * The draft's photos as the home keeps them (`properties.photos` and `floorPlans`), and the
 * draft's photos made the home's: the home's photos the draft no longer has are deleted. Called
 * in the transaction that publishes or saves the listing.
 */
export async function photosForHome(
  tx: Queryable,
  draftId: number,
  propertyId: number,
): Promise<{ photos: Photo[]; floorPlans: FloorPlan[] }> {
  const kept = await listDraftPhotos(tx, draftId);
  await tx
    .delete(photos)
    .where(
      and(
        eq(photos.propertyId, propertyId),
        or(isNull(photos.draftId), ne(photos.draftId, draftId)),
      ),
    );
  if (kept.length > 0)
    await tx
      .update(photos)
      .set({ propertyId })
      .where(
        inArray(
          photos.id,
          kept.map((photo) => photo.id),
        ),
      );
  return {
    photos: kept.filter((photo) => photo.role === 'photo').map(homePhoto),
    floorPlans: kept.filter((photo) => photo.role === 'plan').map(homeFloorPlan),
  };
}

/** When an edit of a published home starts: the home's photos become the draft's to arrange. */
export async function adoptHomePhotos(db: Queryable, propertyId: number, draftId: number) {
  await db.update(photos).set({ draftId }).where(eq(photos.propertyId, propertyId));
}

/**
 * Before a draft is thrown away: its photos no home shows are deleted; those a home shows stay
 * the home's. Photos left with neither a draft nor a home (a draft deleted without this) can no
 * longer be reached, and go too.
 */
export async function discardDraftPhotos(db: Queryable, draftId: number) {
  await db.delete(photos).where(and(eq(photos.draftId, draftId), isNull(photos.propertyId)));
  await db.update(photos).set({ draftId: null }).where(eq(photos.draftId, draftId));
  // An agency's logo belongs to neither, and stays (docs/product.md#agencies).
  await db
    .delete(photos)
    .where(
      and(
        isNull(photos.draftId),
        isNull(photos.propertyId),
        sql`${photos.key} not in (select ${agencies.logoKey} from ${agencies} where ${agencies.logoKey} is not null)`,
      ),
    );
}

/**
 * One of a photo's files, for `/photos/{key}/{width}.{ext}`; null when there is none. A photo kept
 * before its width was one of PHOTO_WIDTHS (ADR 0052) answers with its next wider file, so a
 * `srcset` made again for it on an edit of its home names no missing file.
 */
export async function photoFile(db: Database, key: string, width: PhotoWidth, format: PhotoFormat) {
  const [file] = await db
    .select({ bytes: photoFiles.bytes })
    .from(photoFiles)
    .innerJoin(photos, eq(photos.id, photoFiles.photoId))
    .where(and(eq(photos.key, key), gte(photoFiles.width, width), eq(photoFiles.format, format)))
    .orderBy(asc(photoFiles.width))
    .limit(1);
  return file ? file.bytes : null;
}
