import { randomBytes } from 'node:crypto';

import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { photoFiles, photos, type ImportProblem } from '~/db/schema';
import type { Photo } from '~/lib/photos/photo';
import { ALT_MAX, MAX_PHOTO_BYTES, MAX_PHOTOS, homePhoto } from '~/lib/photos/rules';

import { inTurn, processPhoto } from '../photo-processing.server';
import { FetchRefused, safeFetch } from './safe-fetch.server';

/** A feed's photo as the importer keeps it: its address, place and words. */
export type MediaItem = { url: string; order: number; alt: string };

/** How long one photo may take to arrive. */
const PHOTO_TIMEOUT_MS = 30_000;

/**
 * A record's `Media` as the photos to keep, in their `Order` (then as listed), the first
 * `MAX_PHOTOS`; items with no http(s) address are passed over.
 */
export function mediaList(media: unknown): MediaItem[] {
  if (!Array.isArray(media)) return [];
  const items: MediaItem[] = [];
  media.forEach((item: unknown, index) => {
    if (typeof item !== 'object' || item === null) return;
    const { MediaURL, Order, ShortDescription } = item as Record<string, unknown>;
    if (typeof MediaURL !== 'string' || !/^https?:\/\//i.test(MediaURL.trim())) return;
    const order = Number(Order);
    items.push({
      url: MediaURL.trim(),
      order: Number.isFinite(order) ? order : index,
      alt: typeof ShortDescription === 'string' ? ShortDescription.trim().slice(0, ALT_MAX) : '',
    });
  });
  return items.sort((a, b) => a.order - b.order).slice(0, MAX_PHOTOS);
}

const photoColumns = {
  id: photos.id,
  key: photos.key,
  alt: photos.alt,
  width: photos.width,
  height: photos.height,
  position: photos.position,
  sourceUrl: photos.sourceUrl,
  sourceEtag: photos.sourceEtag,
};

async function homePhotos(db: Database, propertyId: number) {
  return db
    .select(photoColumns)
    .from(photos)
    .where(eq(photos.propertyId, propertyId))
    .orderBy(asc(photos.position), asc(photos.id));
}

type Fetched =
  | { kind: 'same' }
  | { kind: 'new'; etag: string | null; result: Awaited<ReturnType<typeof processPhoto>> };

/** A photo fetched (or asked whether it changed since `etag`) and processed like an upload. */
async function fetchPhoto(
  url: string,
  etag: string | null,
  limits: { allowPrivate: boolean; timeoutMs?: number },
): Promise<Fetched> {
  return inTurn(async () => {
    const fetched = await safeFetch(url, {
      allowPrivate: limits.allowPrivate,
      timeoutMs: limits.timeoutMs ?? PHOTO_TIMEOUT_MS,
      maxBytes: MAX_PHOTO_BYTES,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (fetched.status === 304) {
      for await (const _ of fetched.body) void _;
      return { kind: 'same' };
    }
    if (fetched.status !== 200)
      throw new FetchRefused({ code: 'feeds.failed.http', params: { status: fetched.status } });
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        try {
          for await (const piece of fetched.body) controller.enqueue(new Uint8Array(piece));
          controller.close();
        } catch (error) {
          controller.error(error);
        }
      },
    });
    const header = fetched.headers.etag;
    return {
      kind: 'new',
      etag: typeof header === 'string' ? header : null,
      result: await processPhoto(body, MAX_PHOTO_BYTES),
    };
  });
}

/**
 * Makes the home's photos the feed's (docs/product.md#listing-feeds): a photo whose address the
 * home already keeps is not fetched again, unless the record changed and its server says the
 * picture did (`ETag`, asked with `If-None-Match`); a new address is fetched once and processed as
 * an upload is. A photo that cannot be fetched or read is passed over (the home keeps the one it
 * had, if any) with its reason; photos the feed no longer names are deleted.
 */
export async function syncPhotos(
  db: Database,
  input: {
    propertyId: number;
    userId: number;
    media: MediaItem[];
    revalidate: boolean;
    fetch: { allowPrivate: boolean; timeoutMs?: number };
  },
): Promise<{ photos: Photo[]; problems: (ImportProblem & { photo: true })[] }> {
  const { propertyId, userId, media } = input;
  const kept = await homePhotos(db, propertyId);
  const problems: (ImportProblem & { photo: true })[] = [];
  const keepIds = new Set<number>();
  const result: Photo[] = [];
  for (const [position, item] of media.entries()) {
    const old = kept.find((photo) => photo.sourceUrl === item.url && !keepIds.has(photo.id));
    let fetched: Fetched | undefined;
    if (!old || (input.revalidate && old.sourceEtag)) {
      try {
        fetched = await fetchPhoto(item.url, old?.sourceEtag ?? null, input.fetch);
      } catch (error) {
        const problem =
          error instanceof FetchRefused ? error.problem : { code: 'feeds.failed.unreachable' };
        problems.push({
          code: 'feeds.photo.failed',
          params: { url: item.url, reason: problem.code },
          photo: true,
        });
      }
    }
    if (fetched?.kind === 'new' && !fetched.result.ok)
      problems.push({
        code: 'feeds.photo.refused',
        params: { url: item.url, reason: fetched.result.reason },
        photo: true,
      });
    if (fetched?.kind === 'new' && fetched.result.ok) {
      const { photo } = fetched.result;
      const row = await db.transaction(async (tx) => {
        const [stored] = await tx
          .insert(photos)
          .values({
            userId,
            propertyId,
            role: 'photo',
            key: photo.hash.slice(0, 20) + randomBytes(6).toString('hex'),
            position,
            alt: item.alt,
            width: photo.width,
            height: photo.height,
            sourceUrl: item.url,
            sourceEtag: fetched.etag,
          })
          .returning(photoColumns);
        for (const file of photo.files)
          await tx.insert(photoFiles).values({ photoId: stored!.id, ...file });
        return stored!;
      });
      keepIds.add(row.id);
      result.push(homePhoto(row));
    } else if (old) {
      keepIds.add(old.id);
      if (old.position !== position || old.alt !== item.alt)
        await db.update(photos).set({ position, alt: item.alt }).where(eq(photos.id, old.id));
      result.push(homePhoto({ ...old, alt: item.alt }));
    }
  }
  const gone = kept.filter((photo) => !keepIds.has(photo.id)).map((photo) => photo.id);
  if (gone.length > 0)
    await db.delete(photos).where(and(eq(photos.propertyId, propertyId), inArray(photos.id, gone)));
  return { photos: result, problems };
}
