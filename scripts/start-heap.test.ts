import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { describe, expect, it } from 'vitest';

import { SERVER_NODE_FLAGS } from './server-flags.js';

/**
 * A large first start under `npm start`'s flags (ADR 0122): the server's heap limit (128 MB,
 * ADR 0015) once stopped `SEED_PROPERTIES=200000 npm start` about 25 s in, because the homes
 * were generated on a thread of the server's process, whose heap the limit also bounds, and the
 * generator alone holds about 80 MB before its batches. Three batches (6,000 homes) took that
 * thread past the limit in seconds; the generator now runs in a process of its own.
 */
describe('a large first start under the flags of npm start', () => {
  it('generates more homes than the old heap limit held, in a process with those flags', async () => {
    const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
    const batches = pathToFileURL(path.resolve('app/db/property-batches.server.ts')).href;
    const code = `
      import { BATCH, propertyBatchesOffThread } from ${JSON.stringify(batches)};
      let batches = 0;
      for await (const batch of propertyBatchesOffThread({ properties: BATCH * 3, reviewsPerProperty: 5 }, 'csv'))
        if (batch.properties.csv.length > 0) batches++;
      console.log(JSON.stringify({ batches, heapLimitMb: (await import('node:v8')).getHeapStatistics().heap_size_limit / 2 ** 20 }));`;
    const child = spawn(
      process.execPath,
      [
        ...SERVER_NODE_FLAGS,
        '--import',
        pathToFileURL(path.join(tsx, 'dist/loader.mjs')).href,
        '--input-type=module',
        '-e',
        code,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk));
    const [status] = (await once(child, 'exit')) as [number | null];
    expect(err.match(/heap out of memory|ERR_WORKER_OUT_OF_MEMORY/i)).toBeNull();
    expect(status).toBe(0);
    const result = JSON.parse(out.trim().split('\n').at(-1)!) as {
      batches: number;
      heapLimitMb: number;
    };
    expect(result.batches).toBe(3);
    // The limit was the one `npm start` sets, not a larger one.
    expect(result.heapLimitMb).toBeLessThan(200);
  }, 180_000);
});
