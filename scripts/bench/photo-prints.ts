// What the photo fingerprints add to publishing a listing (docs/product.md#relists, ADR 0120):
// 200,000 stored photos (three prints each: whole, middle 90 %, middle 80 %), then a new listing of
// six photos is fingerprinted and compared with them, as `applyDraft` does. Target: < 200 ms.
//
//   npx tsx scripts/bench/photo-prints.ts [--json]                  on PGlite, in a folder of its own
//   PRINTS_DATABASE_URL=postgresql://…/db npx tsx scripts/bench/photo-prints.ts   on PostgreSQL
//
// PRINTS_PHOTOS changes the number of stored photos; PRINTS_DIR keeps the PGlite folder, filled
// once, for the next run.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';
import sharp from 'sharp';

import { openDatabase } from '~/db/client.server';
import { photoPrints } from '~/db/schema';
import { renderArt } from '~/lib/art';
import { PHOTO_WIDTHS } from '~/lib/photos/rules';
import {
  bandsOf,
  listingsMatching,
  printsOf,
  PRINT_SCALES,
  storePrints,
} from '~/models/photo-prints.server';

const PHOTOS = Number(process.env.PRINTS_PHOTOS ?? 200_000);
const url = process.env.PRINTS_DATABASE_URL;
const kept = process.env.PRINTS_DIR;
const dir = url ? '' : (kept ?? mkdtempSync(join(tmpdir(), 'roofline-bench-prints-')));
const handle = await openDatabase({ databaseUrl: url, dataDir: dir, seed: false });
const { db } = handle;

/** A random 64-bit hash (seeded, so each run stores the same prints). */
let state = 0x2026n;
function randomHash() {
  state = (state * 6364136223846793005n + 1442695040888963407n) & 0xffffffffffffffffn;
  return BigInt.asIntN(64, state);
}

/** Stores PHOTOS photos' prints, random hashes, six photos a listing; the seconds it took. */
async function fill() {
  await db.execute(sql`truncate ${photoPrints}`);
  const started = performance.now();
  const BATCH = 2_000;
  for (let from = 0; from < PHOTOS; from += BATCH) {
    const rows = [];
    for (let n = from; n < Math.min(PHOTOS, from + BATCH); n++) {
      for (const scale of PRINT_SCALES) {
        const hash = randomHash();
        const [band0, band1, band2, band3] = bandsOf(hash);
        rows.push({
          propertyId: 1_000_000 + Math.floor(n / 6),
          hash,
          scale,
          band0,
          band1,
          band2,
          band3,
        });
      }
    }
    await db.insert(photoPrints).values(rows);
  }
  return performance.now() - started;
}

try {
  const [{ count = 0 } = {}] = (
    (await db.execute(sql`select count(*)::int as count from ${photoPrints}`)) as unknown as {
      rows: { count: number }[];
    }
  ).rows;
  // A database already filled (PRINTS_DIR kept from a run before) is used as it is.
  const filled = Number(count) < PHOTOS * PRINT_SCALES.length ? await fill() : 0;
  await db.execute(sql`analyze ${photoPrints}`);

  // A listing of six photos, one of them already stored under another listing, each as
  // publishing reads it: its smallest stored JPEG (`draftPrints`, PHOTO_WIDTHS[0] wide).
  const pictures = await Promise.all(
    ['71', '72', '73', '74', '75', '76'].map((seed) =>
      sharp(Buffer.from(renderArt('house', seed, 'full')), { density: 72 })
        .resize(PHOTO_WIDTHS[0])
        .jpeg()
        .toBuffer(),
    ),
  );
  await storePrints(db, 999, [await printsOf(pictures[0]!)]);
  const hashing: number[] = [];
  const matching: number[] = [];
  let found = 0;
  for (let run = 0; run < 11; run++) {
    const t0 = performance.now();
    const prints = await Promise.all(pictures.map((bytes) => printsOf(bytes)));
    const t1 = performance.now();
    const matches = await listingsMatching(db, prints);
    const t2 = performance.now();
    found = matches.get(999) ?? 0;
    hashing.push(t1 - t0);
    matching.push(t2 - t1);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const result = {
    backend: url ? 'postgresql' : 'pglite',
    storedPhotos: PHOTOS,
    storedPrints: PHOTOS * PRINT_SCALES.length,
    fillSeconds: Math.round(filled / 100) / 10,
    hashSixPhotosMs: Math.round(median(hashing)),
    matchSixPhotosMs: Math.round(median(matching)),
    publishOverheadMs: Math.round(median(hashing) + median(matching)),
    storedPhotoFound: found === 1,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(result));
  else console.table(result);
} finally {
  await handle.close();
  if (dir && !kept) rmSync(dir, { recursive: true, force: true });
}
