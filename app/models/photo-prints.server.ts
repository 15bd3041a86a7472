import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import phash from 'sharp-phash';

import type { Database } from '~/db/client.server';
import { photoFiles, photoPrints, photos } from '~/db/schema';

/**
 * Photo fingerprints (docs/product.md#relists, ADR 0120): a 64-bit perceptual hash (pHash: the
 * low frequencies of a 32×32 grey picture) survives re-encoding and resizing, where the bytes do
 * not; hashed whole and at its middle 90 % and 80 %, a photo still meets a copy cropped at its
 * edges. Two photos are the same when two of their prints are within `MAX_DISTANCE` bits.
 */

type Queryable = Pick<Database, 'select' | 'insert' | 'execute'>;

/** Bits two prints of the same photo may differ by. Homes that merely look alike differ by 12+. */
export const MAX_DISTANCE = 7;

/** The parts of a photo hashed, in percent of its sides, centred. */
export const PRINT_SCALES = [100, 90, 80] as const;

export type Print = { hash: bigint; scale: number };

/** A pHash as a signed 64-bit integer (PostgreSQL's `bigint`). */
function hashOf(bits: string) {
  return BigInt.asIntN(64, BigInt(`0b${bits}`));
}

/**
 * The least spread of grey (a standard deviation, of 255) a photo needs to be printed. A picture
 * of one colour, or nearly (a blank wall, a sky, a placeholder), has no low frequencies to speak
 * of: its prints are noise that meets every other such picture, so it says nothing of a home.
 */
export const MIN_DETAIL = 4;

/**
 * The prints of a photo's bytes (any format sharp reads): decoded once, hashed three times; none
 * for a picture with too little detail to tell one home from another (`MIN_DETAIL`).
 */
export async function printsOf(bytes: Uint8Array): Promise<Print[]> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const { channels } = await sharp(data, raw).stats();
  if ((channels[0]?.stdev ?? 0) < MIN_DETAIL) return [];
  return Promise.all(
    PRINT_SCALES.map(async (scale) => {
      if (scale === 100) return { hash: hashOf(await phash(data, raw)), scale };
      const width = Math.max(1, Math.round((info.width * scale) / 100));
      const height = Math.max(1, Math.round((info.height * scale) / 100));
      const part = await sharp(data, raw)
        .extract({
          left: Math.floor((info.width - width) / 2),
          top: Math.floor((info.height - height) / 2),
          width,
          height,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const partRaw = {
        raw: { width: part.info.width, height: part.info.height, channels: part.info.channels },
      };
      return { hash: hashOf(await phash(part.data, partRaw)), scale };
    }),
  );
}

/** The four 16-bit bands of a hash, each 0..65535. */
export function bandsOf(hash: bigint) {
  const unsigned = BigInt.asUintN(64, hash);
  return [0, 1, 2, 3].map((n) => Number((unsigned >> BigInt(16 * n)) & 0xffffn)) as [
    number,
    number,
    number,
    number,
  ];
}

/**
 * Bits in which two hashes differ.
 *
 * @internal
 */
export function distance(a: bigint, b: bigint) {
  let diff = BigInt.asUintN(64, a ^ b);
  let bits = 0;
  while (diff) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}

/** A band of the hash `w.hash` (in SQL) with every value one bit away: 17 values. */
function bandNeighbours(band: number) {
  const flips = [0, ...Array.from({ length: 16 }, (_, bit) => 1 << bit)].join(',');
  return sql.raw(
    `array(select (((w.hash >> ${16 * band}) & 65535)::int) # flip from unnest('{${flips}}'::int[]) as f(flip))`,
  );
}

/**
 * The listings whose stored prints meet these photos' (each photo's list of prints), with how
 * many of the photos each meets. Two hashes within 7 bits have, among their four bands, one within
 * one bit of the other's (pigeonhole): for each print, each band's value and its 16 neighbours
 * are looked up in the band's index, and only those candidates are compared bit by bit.
 */
export async function listingsMatching(db: Queryable, photosPrints: Print[][]) {
  const wanted = photosPrints.flatMap((prints, photo) =>
    prints.map((print) => ({ photo, hash: print.hash })),
  );
  if (wanted.length === 0) return new Map<number, number>();
  const list = (values: (number | bigint)[]) => `{${values.join(',')}}`;
  const result = (await db.execute(sql`
    select found.property_id as property, count(distinct w.photo)::int as photos
    from unnest(${list(wanted.map((w) => w.photo))}::int[], ${list(wanted.map((w) => w.hash))}::bigint[])
      as w(photo, hash)
    cross join lateral (
      select p.property_id from ${photoPrints} p
      where (p.band0 = any(${bandNeighbours(0)}) or p.band1 = any(${bandNeighbours(1)})
          or p.band2 = any(${bandNeighbours(2)}) or p.band3 = any(${bandNeighbours(3)}))
        and bit_count((p.hash # w.hash)::bit(64)) <= ${MAX_DISTANCE}
    ) as found
    group by found.property_id`)) as unknown as { rows: { property: number; photos: number }[] };
  return new Map(result.rows.map((row) => [Number(row.property), Number(row.photos)]));
}

/** Keeps a listing's prints (each with its photo's place), in place of any it had. */
export async function storePrints(db: Queryable, propertyId: number, photosPrints: Print[][]) {
  await db.execute(sql`delete from ${photoPrints} where ${photoPrints.propertyId} = ${propertyId}`);
  const rows = photosPrints.flatMap((prints, photo) =>
    prints.map(({ hash, scale }) => {
      const [band0, band1, band2, band3] = bandsOf(hash);
      return { propertyId, hash, scale, band0, band1, band2, band3, photo };
    }),
  );
  if (rows.length > 0) await db.insert(photoPrints).values(rows);
}

/** The prints of a draft's photos (not its plans), from their smallest stored JPEG. */
export function draftPrints(db: Queryable, draftId: number) {
  return printsWhere(db, eq(photos.draftId, draftId));
}

/** The prints of a listed home's photos, as `draftPrints` (an imported listing's, ADR 0127). */
export function homePrints(db: Queryable, propertyId: number) {
  return printsWhere(db, eq(photos.propertyId, propertyId));
}

async function printsWhere(db: Queryable, whose: SQL) {
  const rows = await db
    .select({ id: photos.id, bytes: photoFiles.bytes, width: photoFiles.width })
    .from(photos)
    .innerJoin(photoFiles, eq(photoFiles.photoId, photos.id))
    .where(and(whose, eq(photos.role, 'photo'), eq(photoFiles.format, 'jpeg')))
    .orderBy(asc(photos.position), asc(photos.id), asc(photoFiles.width));
  const smallest = new Map<number, Uint8Array>();
  for (const row of rows) if (!smallest.has(row.id)) smallest.set(row.id, row.bytes);
  return Promise.all([...smallest.values()].map((bytes) => printsOf(bytes)));
}

/**
 * Which photos of two listings meet (docs/product.md#copies): the places (0 first) of each one's
 * photos whose prints are within `MAX_DISTANCE` of one of the other's. A handful of prints each,
 * compared bit by bit.
 */
export async function photosInCommon(db: Queryable, held: number, matched: number) {
  const result = (await db.execute(sql`
    select a.photo as held, b.photo as matched
    from ${photoPrints} a
    join ${photoPrints} b on b.property_id = ${matched}
      and bit_count((a.hash # b.hash)::bit(64)) <= ${MAX_DISTANCE}
    where a.property_id = ${held} and a.photo is not null and b.photo is not null`)) as unknown as {
    rows: { held: number; matched: number }[];
  };
  return {
    held: [...new Set(result.rows.map((row) => Number(row.held)))].sort((a, b) => a - b),
    matched: [...new Set(result.rows.map((row) => Number(row.matched)))].sort((a, b) => a - b),
  };
}
