import type { Browser, Page } from '@playwright/test';

import { commentForm } from './blog-helpers';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { copySpecDatabase, freePort, startServer, stopServer } from './spawn-server';

/**
 * A comment and a review must outlive the server process. The shared end-to-end server cannot be restarted
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
const reviewsOf = (page: Page) => page.getByTestId('reviews');

test('a comment and a review survive a server restart', async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const dataDir = `test-results/posts-restart-data-${testInfo.project.name}`;
  // A copy of the specs' small database (it holds post 7 and home 7).
  await copySpecDatabase(dataDir);
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: '10000',
  };
  let server = await startServer(port, env);
  try {
    const name = `Persistent Pat ${testInfo.project.name}`;
    const before = await openPage(browser, `http://localhost:${port}`);
    await before.page.goto('/blog/7');
    await waitForHydration(before.page);
    const f = commentForm(before.page);
    await f.name.fill(name);
    await f.email.fill('pat@example.com');
    await f.message.fill('Still here after a restart?');
    await f.submit.click();
    await expect(commentsOf(before.page).getByRole('heading', { name })).toBeVisible();

    // A review of a home, posted the same way.
    await before.page.goto('/property/7');
    await waitForHydration(before.page);
    const review = before.page
      .locator('form')
      .filter({ has: before.page.getByRole('button', { name: 'Post review' }) });
    await review.getByRole('textbox', { name: 'Name' }).fill(name);
    await review.getByRole('textbox', { name: 'Email' }).fill('pat@example.com');
    await review.getByRole('textbox', { name: 'Message' }).fill('Reviewed before a restart.');
    await review.getByRole('button', { name: 'Post review' }).click();
    await expect(reviewsOf(before.page).getByRole('heading', { name })).toBeVisible();
    expect(before.errors).toEqual([]);
    await before.page.context().close();

    await stopServer(server);
    expect(server.exitCode, 'a clean shutdown').toBe(0);
    server = await startServer(port, env);

    const after = await openPage(browser, `http://localhost:${port}`);
    await after.page.goto('/blog/7');
    await expect(commentsOf(after.page).getByRole('heading', { name })).toHaveCount(1);
    await expect(commentsOf(after.page)).toContainText('Still here after a restart?');
    await after.page.goto('/property/7');
    await expect(reviewsOf(after.page).getByRole('heading', { name })).toHaveCount(1);
    await expect(reviewsOf(after.page)).toContainText('Reviewed before a restart.');
    expect(after.errors).toEqual([]);
    await after.page.context().close();
  } finally {
    await stopServer(server);
  }
});
