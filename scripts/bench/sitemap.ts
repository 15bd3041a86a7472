// The sitemap at scale (docs/product.md#the-sitemap, ADR 0066): the index and three parts of
// homes (the first, the middle and the last) made in full, timed, on a PostgreSQL database of
// SITEMAP_HOMES (default 1,000,000) homes, filled on the first run.
//
//   SITEMAP_DATABASE_URL=postgresql://…/roofline_bench_sitemap npx tsx scripts/bench/sitemap.ts
import { openDatabase } from '~/db/client.server';
import { sitemapIndex } from '~/lib/sitemap';
import { sitemapPartXml, sitemapParts } from '~/models/sitemap.server';

const url = process.env.SITEMAP_DATABASE_URL;
if (!url) throw new Error('Set SITEMAP_DATABASE_URL to a PostgreSQL database (made empty is fine)');
const homes = Number(process.env.SITEMAP_HOMES ?? 1_000_000);
const ORIGIN = 'https://roofline.example';

const opened = Date.now();
const handle = await openDatabase({ databaseUrl: url, dataDir: '', seed: { properties: homes } });
console.info(`Open (and filled if new) in ${((Date.now() - opened) / 1000).toFixed(1)} s`);
try {
  const db = handle.db;
  for (let round = 1; round <= 2; round++) {
    let started = performance.now();
    const parts = await sitemapParts(db);
    const index = sitemapIndex(ORIGIN, parts);
    const indexMs = performance.now() - started;
    const homeParts = parts.flatMap(({ part }) => (part.kind === 'homes' ? [part] : []));
    const picks = [homeParts[0]!, homeParts[Math.floor(homeParts.length / 2)]!, homeParts.at(-1)!];
    const timings: string[] = [];
    for (const part of picks) {
      started = performance.now();
      let bytes = 0;
      let urls = 0;
      for await (const piece of sitemapPartXml(db, ORIGIN, part)) {
        bytes += piece.length;
        urls += piece.split('<url>').length - 1;
      }
      const ms = performance.now() - started;
      timings.push(
        `homes-${part.number}: ${urls} URLs, ${(bytes / 1e6).toFixed(1)} MB in ${ms.toFixed(0)} ms`,
      );
    }
    console.info(
      `Round ${round}: index of ${parts.length} parts (${(index.length / 1e3).toFixed(1)} KB) in ${indexMs.toFixed(0)} ms; ${timings.join('; ')}`,
    );
  }
} finally {
  await handle.close();
}
