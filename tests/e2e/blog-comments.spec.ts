import type { TestInfo } from '@playwright/test';

import { commentForm, commentItems } from './blog-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/** Each test that posts has a post of its own (per width too: the projects run side by side). */
function postFor(testInfo: TestInfo, n: number) {
  return (testInfo.project.name === 'phone' ? 120 : 100) + n;
}

test.describe('the comment form', () => {
  test("an empty or too long comment shows the spec's messages", async ({ page }) => {
    await gotoHydrated(page, '/blog/10');
    const f = commentForm(page);
    await f.submit.click();
    await expect(f.form.getByText('Name is required.')).toBeVisible();
    await expect(f.form.getByText('Email is required.')).toBeVisible();
    await expect(f.form.getByText('Message is required.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Form is invalid' })).toBeVisible();
    await expect(f.form).toContainText('Your email address will not be published.');
    await f.name.fill('x'.repeat(81));
    await f.email.fill('not-an-email');
    await f.message.fill('y'.repeat(1001));
    await f.submit.click();
    await expect(f.form.getByText('Name max is 80 characters in length')).toBeVisible();
    await expect(f.form.getByText('Email is invalid.')).toBeVisible();
    await expect(f.form.getByText('Message max is 1,000 characters in length')).toBeVisible();
    await expect(f.message).toHaveValue('y'.repeat(1001));
  });

  test('a comment is posted, shown at once, and the form starts afresh', async ({
    page,
  }, testInfo) => {
    const id = postFor(testInfo, 1);
    await gotoHydrated(page, `/blog/${id}`);
    const before = await commentItems(page).count();
    const name = `Reader ${testInfo.project.name} ${Date.now().toString(36)}`;
    const f = commentForm(page);
    await f.name.fill(name);
    await f.email.fill('reader@example.com');
    await f.message.fill('Useful checklist.\nThank you.');
    await f.submit.click();
    await expect(page.locator('[data-notice="success"]')).toContainText('Your comment is posted');
    await expect(commentItems(page)).toHaveCount(before + 1);
    const mine = commentItems(page).last();
    await expect(mine.getByRole('heading', { name })).toBeVisible();
    await expect(mine).toContainText('Useful checklist.');
    await expect(mine).not.toContainText('reader@example.com');
    await expect(page.getByTestId('comment-count')).toHaveText(`(${before + 1} comments)`);
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');
  });

  test('HTML and script in a comment are shown as text and never run', async ({
    page,
  }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await gotoHydrated(page, `/blog/${postFor(testInfo, 2)}`);
    const f = commentForm(page);
    const name = `<script>alert(1)</script> ${testInfo.project.name} ${Date.now().toString(36)}`;
    const message = '<img src=x onerror=alert(1)> <script>alert(2)</script>';
    await f.name.fill(name);
    await f.email.fill('xss@example.com');
    await f.message.fill(message);
    await f.submit.click();
    const list = page.getByTestId('comments');
    await expect(list.getByText(message, { exact: true })).toBeVisible();
    await page.reload();
    await expect(list.getByText(name, { exact: true })).toBeVisible();
    await expect(list.getByText(message, { exact: true })).toBeVisible();
    await expect(list.locator('img[src="x"], script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a post that fails on the way keeps what was typed and says so', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED|Failed to fetch/);
    await gotoHydrated(page, `/blog/${postFor(testInfo, 3)}`);
    await page.route(/\/blog\/\d+\.data/, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );
    const f = commentForm(page);
    await f.name.fill('Offline Olive');
    await f.email.fill('olive@example.com');
    await f.message.fill('Typed on a train.');
    await f.submit.click();
    await expect(page.locator('[data-notice="error"]')).toContainText('still in the form');
    await expect(f.name).toHaveValue('Offline Olive');
    await expect(f.message).toHaveValue('Typed on a train.');
  });

  test('works without JavaScript', async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/blog/${postFor(testInfo, 4)}`);
    const f = commentForm(page);
    await f.name.fill('No Script Nora');
    await f.message.fill('Kept after the answer.');
    await f.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Form is invalid' })).toBeVisible();
    await expect(f.form.getByText('Email is required.')).toBeVisible();
    await expect(f.message).toHaveValue('Kept after the answer.');
    const name = `Plain ${testInfo.project.name} ${Date.now().toString(36)}`;
    await f.name.fill(name);
    await f.email.fill('plain@example.com');
    await f.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your comment is posted' }),
    ).toBeVisible();
    await expect(page.getByTestId('comments').getByRole('heading', { name })).toBeVisible();
    await context.close();
  });

  test('a comment sent twice (a double-click, the form sent again) is stored once', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const id = postFor(testInfo, 5);
    await page.goto(`/blog/${id}`);
    const f = commentForm(page);
    const name = `Twice ${testInfo.project.name} ${Date.now().toString(36)}`;
    await f.name.fill(name);
    await f.email.fill('twice@example.com');
    await f.message.fill('Clicked twice.');
    await f.submit.dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your comment is posted' }),
    ).toBeVisible();
    const again = await context.request.post(`/blog/${id}`, {
      form: { name, email: 'twice@example.com', message: 'Clicked twice.' },
    });
    expect(again.status()).toBe(200);
    await page.goto(`/blog/${id}`);
    await expect(page.getByTestId('comments').getByRole('heading', { name })).toHaveCount(1);
    await context.close();
  });
});
