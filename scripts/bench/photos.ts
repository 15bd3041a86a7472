// A phone's photo processed as an upload is (issue 26, item 11): a 4000 × 3000 JPEG of about
// 5 MB made into every width and format the pages use (processPhoto, ADR 0047), timed, with the
// resident memory it adds at its peak, sampled every 5 ms while libvips works on its threads.
//
//   npx tsx scripts/bench/photos.ts [--json]
//
// PHOTO_RUNS (default 7) timed runs after one that warms the codecs; the figures are medians.
import sharp from 'sharp';

import { processPhoto } from '~/models/photo-processing.server';

const RUNS = Number(process.env.PHOTO_RUNS ?? 7);
const [WIDTH, HEIGHT] = [4000, 3000];

/**
 * A picture with a photo's mix of smooth light and fine grain (a sky, shapes, sensor noise), as
 * a JPEG at the quality that makes it about 5 MB, with an EXIF orientation to honour.
 */
export async function phonePhoto() {
  const shapes = Array.from(
    { length: 400 },
    (_, i) =>
      `<circle cx="${(i * 137) % WIDTH}" cy="${(i * 251) % HEIGHT}" r="${20 + ((i * 7) % 220)}" ` +
      `fill="hsl(${(i * 37) % 360},55%,${35 + (i % 30)}%)" opacity="0.55"/>`,
  ).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">` +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7ab"/>' +
    `<stop offset="1" stop-color="#a85"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}</svg>`;
  const drawn = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
  const grain = await sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 24 },
    },
  })
    .raw()
    .toBuffer();
  for (let i = 0; i < drawn.length; i++)
    drawn[i] = Math.max(0, Math.min(255, drawn[i]! + (grain[i]! - 128) * 0.7));
  const raw = { raw: { width: WIDTH, height: HEIGHT, channels: 3 as const } };
  let best = await sharp(drawn, raw)
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
  for (const quality of [92, 94, 96]) {
    const next = await sharp(drawn, raw)
      .jpeg({ quality })
      .withMetadata({ orientation: 1 })
      .toBuffer();
    if (Math.abs(next.length - 5e6) < Math.abs(best.length - 5e6)) best = next;
  }
  return new Uint8Array(best);
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function measurePhotos() {
  const input = await phonePhoto();
  await processPhoto(input); // warms the codecs and their tables
  const times: number[] = [];
  const extras: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const started = performance.now();
    const result = await processPhoto(input);
    times.push(performance.now() - started);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    if (!result.ok) throw new Error(`The photo was refused: ${result.reason}`);
    extras.push((peak - before) / 2 ** 20);
  }
  return {
    inputMb: input.length / 1e6,
    runs: RUNS,
    medianMs: median(times),
    slowestMs: Math.max(...times),
    medianExtraMb: median(extras),
    mostExtraMb: Math.max(...extras),
  };
}

export type PhotoFigures = Awaited<ReturnType<typeof measurePhotos>>;

export function formatPhotos(r: PhotoFigures) {
  return [
    '| Input | Runs | Median time | Slowest | Median extra memory | Most extra memory |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    `| 4000 × 3000 JPEG, ${r.inputMb.toFixed(1)} MB | ${r.runs} | ${r.medianMs.toFixed(0)} ms | ` +
      `${r.slowestMs.toFixed(0)} ms | ${r.medianExtraMb.toFixed(0)} MB | ${r.mostExtraMb.toFixed(0)} MB |`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measurePhotos();
  const table = formatPhotos(figures);
  // --json: the last line is for scripts/bench/index.js.
  console.info(
    process.argv.includes('--json') ? JSON.stringify({ figures, table }) : table.join('\n'),
  );
}
