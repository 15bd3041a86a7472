import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { appendFile, cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm run dev` after an edit (ADR 0043): Vite evaluates the edited module and every module that
 * imports it again, `server/app.ts` among them, and the pages must go on answering from the
 * database the first evaluation opened. The dev server runs on a copy of the sources, so the
 * edits touch nothing another test reads.
 */

const COPIED = [
  'app',
  'server',
  'server.js',
  'drizzle',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'react-router.config.ts',
];

let dir: string;
let port: number;
let server: ChildProcess | undefined;
let output = '';

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
}

async function status(pathname: string) {
  const response = await fetch(`http://localhost:${port}${pathname}`);
  await response.arrayBuffer();
  return response.status;
}

/** The status of the page once the edit has been seen: Vite's watcher is told within moments. */
async function statusAfterEdit(file: string, pathname: string) {
  await appendFile(path.join(dir, file), `\n// edited at ${Date.now()}\n`);
  // The next request must already be served by the re-evaluated modules; wait for Vite to say so.
  const seen = output.length;
  const deadline = Date.now() + 20_000;
  while (!output.slice(seen).includes(path.basename(file)) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return status(pathname);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'roofline-dev-'));
  for (const entry of COPIED) {
    await cp(path.resolve(entry), path.join(dir, entry), { recursive: true });
  }
  await symlink(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  port = await freePort();
  server = spawn(process.execPath, ['server.js'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: path.join(dir, 'data'),
      SEED_PROPERTIES: '12',
      SEED_BLOGS: '4',
      SEED_TESTIMONIALS: '3',
      // Vite reports each reload it makes; the test waits for that line.
      DEBUG: 'vite:hmr',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is listening')) {
    if (server.exitCode !== null) throw new Error(`The dev server stopped:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The dev server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  await rm(dir, { recursive: true, force: true });
}, 30_000);

describe('npm run dev', () => {
  it('answers pages after a component, a route and a model are edited', async () => {
    expect(await status('/home1')).toBe(200);
    expect(await statusAfterEdit('app/components/page-meta.tsx', '/home1')).toBe(200);
    expect(await statusAfterEdit('app/routes/properties/list.tsx', '/properties')).toBe(200);
    expect(await statusAfterEdit('app/models/properties.server.ts', '/property/1')).toBe(200);
    expect(output).not.toMatch(/not open yet|has not started/);
  }, 120_000);
});
