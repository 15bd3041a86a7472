import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';

// A process of the test's own: no browser, so not the page fixtures.
import { expect, test } from '@playwright/test';

import { SERVER_NODE_FLAGS } from '../../scripts/server-flags.js';
import { freePort } from './spawn-server';

/**
 * `npm start` as a newcomer sees it: on a new database it says only that it filled it and where
 * it listens; on the next start, only where it listens. The build is current (the test runner
 * built it), so nothing is built.
 */
async function npmStart(port: number, dataDir: string) {
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PROPERTIES: '12',
      SEED_BLOGS: '3',
      SEED_TESTIMONIALS: '3',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 120_000;
  while (!output.includes('is listening') && Date.now() < deadline && child.exitCode === null) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const page = await fetch(`http://localhost:${port}/home1`).then((response) => response.status);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  const lines = output.split('\n').filter((line) => line.trim() !== '');
  // What stopping prints is the process manager's business, not the start's.
  return { page, lines: lines.filter((line) => !line.startsWith('SIGTERM')) };
}

test('a clean start prints only that it filled a new database and where it listens', async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a process: one width is enough');
  test.setTimeout(180_000);
  const dataDir = testInfo.outputPath('data');
  await rm(dataDir, { recursive: true, force: true });
  const port = await freePort();

  const first = await npmStart(port, dataDir);
  expect(first.page).toBe(200);
  expect(first.lines).toHaveLength(2);
  expect(first.lines[0]).toMatch(/^Filled the new database with generated data in \d+ ms$/);
  expect(first.lines[1]).toBe(`Roofline is listening on http://localhost:${port}`);

  const again = await npmStart(port, dataDir);
  expect(again.page).toBe(200);
  expect(again.lines).toEqual([`Roofline is listening on http://localhost:${port}`]);
});
