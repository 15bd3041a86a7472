// The RESO Web API at scale (docs/performance.md, "The RESO Web API at scale"): the built site
// started on a PostgreSQL database of RESO_BENCH_HOMES homes (default 200,000, filled on the
// first run), left RESO_BENCH_SETTLE_SECONDS (90) to finish its start, an API client made for it,
// a token asked for over HTTP, then one query asked again
// and again by RESO_BENCH_CONNECTIONS clients at once (default 4) for RESO_BENCH_SECONDS (10):
//
//   GET /reso/odata/Property?$filter=City eq 'Tokyo' and ListPrice lt 500000&$top=100
//
//   RESO_BENCH_DATABASE_URL=postgresql://…/db npx tsx scripts/bench/reso-api.ts [--json]
//
// Needs a build (`npx react-router build`). Prints the latencies (p50, p95, p99), the requests a
// second, the homes in the database and in each answer, and the load average before and after.
// Latencies are measured by the script's own clients (fetch), from the request to the last byte.
import { spawn } from 'node:child_process';
import os from 'node:os';

import { sql } from 'drizzle-orm';

import { openDatabase } from '~/db/client.server';
import { agencies } from '~/db/schema';
import { createApiClient } from '~/models/reso/api-clients.server';

const databaseUrl = process.env.RESO_BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('Set RESO_BENCH_DATABASE_URL to a PostgreSQL database.');
const HOMES = Number(process.env.RESO_BENCH_HOMES ?? 200_000);
const SECONDS = Number(process.env.RESO_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.RESO_BENCH_CONNECTIONS ?? 4);
const PORT = Number(process.env.RESO_BENCH_PORT ?? 3399);
/** Seconds the started server is left to build its search index and finish its start-up work. */
const SETTLE = Number(process.env.RESO_BENCH_SETTLE_SECONDS ?? 90);
const QUERY = "$filter=City eq 'Tokyo' and ListPrice lt 500000&$top=100";

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const started = Date.now();
const handle = await openDatabase({ databaseUrl, dataDir: '', seed: { properties: HOMES } });
const filledIn = Date.now() - started;
const {
  rows: [count],
} = (await handle.db.execute(sql`select count(*)::int as n from properties`)) as unknown as {
  rows: { n: number }[];
};
const [agency] = await handle.db
  .insert(agencies)
  .values({ name: 'Bench Realty' })
  .returning({ id: agencies.id });
const client = await createApiClient(handle.db, {
  agencyId: agency!.id,
  name: 'bench',
  seesDrafts: false,
  createdBy: null,
});
await handle.close();

const server = spawn('node', ['server.js'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    DATABASE_URL: databaseUrl,
    SEED: 'off',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const origin = `http://127.0.0.1:${PORT}`;
try {
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${origin}/reso/odata/$metadata`).catch(() => null);
    if (up?.ok) break;
    if (tries > 600) throw new Error('The server did not start.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await new Promise((resolve) => setTimeout(resolve, SETTLE * 1000));
  const tokenAnswer = await fetch(`${origin}/reso/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_secret: client.secret,
    }),
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const path = `/reso/odata/Property?${new URLSearchParams(
    Object.fromEntries(QUERY.split('&').map((part) => part.split('=') as [string, string])),
  )}`;
  const headers = { Authorization: `Bearer ${token}` };
  const first = await fetch(`${origin}${path}`, { headers });
  const perAnswer = ((await first.json()) as { value: unknown[] }).value.length;
  // Warm: the plan and the pages the query reads.
  for (let i = 0; i < 20; i += 1) await (await fetch(`${origin}${path}`, { headers })).text();
  const loadBefore = load();
  // CONNECTIONS clients, each asking again as soon as it has its answer, every latency kept.
  const latencies: number[] = [];
  let failed = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const at = performance.now();
        const response = await fetch(`${origin}${path}`, { headers });
        await response.arrayBuffer();
        if (response.status !== 200) failed += 1;
        latencies.push(performance.now() - at);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    Number(
      latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(
        1,
      ),
    );
  const figures = {
    homes: count!.n,
    filledInSeconds: Math.round(filledIn / 1000),
    perAnswer,
    requests: latencies.length,
    failed,
    requestsPerSecond: Math.round(latencies.length / SECONDS),
    p50: percentile(50),
    p95: percentile(95),
    p99: percentile(99),
    loadBefore,
    loadAfter: load(),
    connections: CONNECTIONS,
    seconds: SECONDS,
  };
  if (process.argv.includes('--json')) console.log(JSON.stringify(figures));
  else console.table(figures);
} finally {
  server.kill('SIGTERM');
}
