import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';

import { expect, test } from './fixtures';

/**
 * A comment must outlive the server process. The shared end-to-end server cannot be restarted
 * under the other tests, so this test starts a server of its own (the built site on its own
 * embedded database), stops it with SIGTERM as a deployment would, and starts it again.
 */

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number, dataDir: string) {
  const { DATABASE_URL: _shared, ...env } = process.env;
  const child = spawn(process.execPath, ['server.js'], {
    env: {
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? 'build',
      NODE_ENV: 'production',
      RATE_LIMIT_PER_MINUTE: '10000',
      // Fewer homes make the first start quicker; the blog keeps its usual posts.
      SEED_PROPERTIES: '12',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${errors}`);
    const up = await fetch(`http://localhost:${port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start:\n${errors}`);
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  expect(code, 'a clean shutdown').toBe(0);
}

test('a comment survives a server restart', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const dataDir = `test-results/blog-restart-data-${testInfo.project.name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  let server = await startServer(port, dataDir);
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/blog/7');
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Post comment' }) });
    const name = `Persistent Pat ${testInfo.project.name}`;
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
    await form.getByRole('textbox', { name: 'Message' }).fill('Still here after a restart?');
    await form.getByRole('button', { name: 'Post comment' }).click();
    const mine = page.getByTestId('comments').getByRole('heading', { name });
    await expect(mine).toBeVisible();

    await stopServer(server);
    server = await startServer(port, dataDir);
    await page.reload();
    await expect(mine).toHaveCount(1);
    await expect(page.getByTestId('comments')).toContainText('Still here after a restart?');
    expect(errors).toEqual([]);
    await context.close();
  } finally {
    await stopServer(server);
  }
});
