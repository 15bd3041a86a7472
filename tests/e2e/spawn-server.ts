import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';

import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.js';
import { specTemplateDir } from './spec-database.js';

/** A port nobody is listening on right now. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A filled embedded database of the test's own in `dataDir` (replacing what was there): a copy of
 * the one the e2e server made for the specs (spec-database.js). Its server's first start is then
 * an ordinary start; the first fill is first-start.spec's to test.
 */
export async function copySpecDatabase(dataDir: string) {
  await rm(dataDir, { recursive: true, force: true });
  await cp(specTemplateDir(), dataDir, { recursive: true });
}

const outputs = new WeakMap<ChildProcess, () => string>();

/** What a server started here has written to stdout and stderr so far. */
export function serverOutput(child: ChildProcess) {
  return outputs.get(child)?.() ?? '';
}

/**
 * A production server of the built site in a process of the test's own (`node server.js`, with
 * the flags of `npm start`), for
 * tests that stop and start it. Resolves once it answers.
 */
export async function startServer(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'server.js'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  outputs.set(child, () => output);
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server stopped:\n${output}`);
    const up = await fetch(`http://localhost:${port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not start in time:\n${output}`);
}

/** SIGTERM, as a process manager would send, and wait for the graceful exit. */
export async function stopServer(child: ChildProcess) {
  // A process ended by a signal (a test's SIGKILL) has no exit code, only the signal's name.
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}
