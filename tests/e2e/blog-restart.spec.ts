import { rmSync } from 'node:fs';

import type { Browser, Page } from '@playwright/test';

import { commentForm } from './blog-helpers';
import { expect, test } from './fixtures';
import { freePort, startServer, stopServer } from './spawn-server';

/**
 * A comment must outlive the server process. The shared end-to-end server cannot be restarted
 * under the other tests, so this test starts a server of its own (the built site on its own
 * embedded database), stops it with SIGTERM as a deployment would, and starts it again.
 */

async function openPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

const commentsOf = (page: Page) => page.getByTestId('comments');

test('a comment survives a server restart', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const dataDir = `test-results/blog-restart-data-${testInfo.project.name}`;
  rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '10000',
    // Fewer homes make the first start quicker; the blog keeps its usual posts.
    SEED_PROPERTIES: '12',
  };
  let server = await startServer(port, env);
  try {
    const name = `Persistent Pat ${testInfo.project.name}`;
    const before = await openPage(browser, `http://localhost:${port}`);
    await before.page.goto('/blog/7');
    const f = commentForm(before.page);
    await f.name.fill(name);
    await f.email.fill('pat@example.com');
    await f.message.fill('Still here after a restart?');
    await f.submit.click();
    await expect(commentsOf(before.page).getByRole('heading', { name })).toBeVisible();
    expect(before.errors).toEqual([]);
    await before.page.context().close();

    await stopServer(server);
    expect(server.exitCode, 'a clean shutdown').toBe(0);
    server = await startServer(port, env);

    const after = await openPage(browser, `http://localhost:${port}`);
    await after.page.goto('/blog/7');
    await expect(commentsOf(after.page).getByRole('heading', { name })).toHaveCount(1);
    await expect(commentsOf(after.page)).toContainText('Still here after a restart?');
    expect(after.errors).toEqual([]);
    await after.page.context().close();
  } finally {
    await stopServer(server);
  }
});
