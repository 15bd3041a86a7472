// Importing a feed at scale (issue 41, "Scale and speed"; docs/performance.md): 10,000 listings
// without photos, as CSV, into an agency on PostgreSQL, while a built server answers pages.
//
//   IMPORT_DATABASE_URL=postgresql://…/postgres npx tsx scripts/bench/import.ts [--json]
//
// Makes a database of its own on that server (migrated, filled with a small catalogue), starts
// the built server on it (`npx react-router build` first), imports the feed through the importer
// (`importRecords`, as the job does), timing it and the importer's memory above its idle, while a
// loop asks the server for pages (their p99); then imports the same feed again. IMPORT_HOMES
// changes the count. The database is dropped at the end.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';

import pg from 'pg';

import { openDatabase } from '~/db/client.server';
import { agencies, agents } from '~/db/schema';
import { LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import { CATEGORY_FROM_SUBTYPE } from '~/lib/reso/rules';
import { importRecords } from '~/models/feeds/import.server';
import { csvRecords } from '~/models/feeds/sources.server';

const HOMES = Number(process.env.IMPORT_HOMES ?? 10_000);
const PORT = Number(process.env.IMPORT_PORT ?? 3304);
const server = process.env.IMPORT_DATABASE_URL ?? process.env.BENCH_DATABASE_URL;
if (!server) {
  console.error('Set IMPORT_DATABASE_URL to a PostgreSQL server.');
  process.exit(2);
}

const HEADER =
  'ListingKey,StandardStatus,PropertyType,PropertySubType,ListPrice,BedroomsTotal,BathroomsTotalInteger,LivingArea,LivingAreaUnits,YearBuilt,City,UnparsedAddress,PublicRemarks,PostalCode';
function feed() {
  const lines = [HEADER];
  for (let n = 0; n < HOMES; n++) {
    const city = LOCATIONS[n % LOCATIONS.length]!.split(', ')[0];
    const type = PROPERTY_TYPES[n % PROPERTY_TYPES.length]!;
    const rent = n % 3 === 0;
    lines.push(
      [
        `B-${n}`,
        'Active',
        rent ? 'ResidentialLease' : 'Residential',
        CATEGORY_FROM_SUBTYPE[type][0],
        rent ? 1_000 + (n % 4_000) : 150_000 + ((n * 7_919) % 850_000),
        1 + (n % 5),
        1 + (n % 3),
        40 + (n % 200),
        'Square Meters',
        1950 + (n % 75),
        city,
        `"${n} Bench Street"`,
        `"A bright home number ${n}, near the station, with a garden and a quiet street."`,
        `${10_000 + n}`,
      ].join(','),
    );
  }
  return lines.join('\n') + '\n';
}
async function* pieces(text: string) {
  for (let at = 0; at < text.length; at += 64 * 1024)
    yield Buffer.from(text.slice(at, at + 64 * 1024));
}

const name = `roofline_bench_import_${randomUUID().replace(/-/g, '').slice(0, 8)}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(server);
url.pathname = `/${name}`;
const handle = await openDatabase({
  databaseUrl: url.toString(),
  dataDir: '',
  seed: { properties: 2_000, blogs: 10, testimonials: 5 },
});
const site = spawn('node', ['server.js'], {
  env: { ...process.env, PORT: String(PORT), DATABASE_URL: url.toString(), NODE_ENV: 'production' },
  stdio: 'ignore',
});
try {
  const { db } = handle;
  const [agency] = await db.insert(agencies).values({ name: 'Bench Realty' }).returning();
  await db
    .insert(agents)
    .values({ name: 'Bench Admin', agencyId: agency!.id, agencyRole: 'admin' });
  const text = feed();
  for (let tries = 0; ; tries++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/properties`).catch(() => null);
    if (up?.ok) break;
    if (tries > 300) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Pages asked one after another while the import runs: their times.
  const times: number[] = [];
  let asking = true;
  const pages = [
    '/properties',
    '/properties?page=3',
    '/home1',
    `/property/${1 + (times.length % 2000)}`,
  ];
  const loop = (async () => {
    for (let n = 0; asking; n++) {
      const started = performance.now();
      await fetch(`http://127.0.0.1:${PORT}${pages[n % pages.length]}`).then((r) =>
        r.arrayBuffer(),
      );
      times.push(performance.now() - started);
    }
  })();
  globalThis.gc?.();
  const idle = process.memoryUsage().rss;
  let peak = idle;
  const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  let started = performance.now();
  const first = await importRecords(db, csvRecords(pieces(text)), {
    agencyId: agency!.id,
    full: true,
    fetch: { allowPrivate: false },
  });
  const firstSeconds = (performance.now() - started) / 1000;
  asking = false;
  await loop;
  clearInterval(watch);
  started = performance.now();
  const again = await importRecords(db, csvRecords(pieces(text)), {
    agencyId: agency!.id,
    full: true,
    fetch: { allowPrivate: false },
  });
  const againSeconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  const result = {
    homes: HOMES,
    firstSeconds: Number(firstSeconds.toFixed(1)),
    added: first.added,
    refused: first.refused,
    memoryAboveIdleMb: Math.round((peak - idle) / 1024 / 1024),
    pagesDuring: times.length,
    pageP99Ms: Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0),
    againSeconds: Number(againSeconds.toFixed(1)),
    againUnchanged: again.unchanged,
    againChanged: again.changed,
  };
  console.info(process.argv.includes('--json') ? JSON.stringify(result) : result);
} finally {
  site.kill();
  await handle.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}
