import type { Page, TestInfo } from '@playwright/test';

import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/**
 * Each test posts to a listing of its own (per width too: the projects run side by side), so the
 * reviews one test adds never change what another counts.
 */
function listingFor(testInfo: TestInfo, n: number) {
  return (testInfo.project.name === 'phone' ? 300 : 200) + n;
}

function uniqueName(testInfo: TestInfo, tag: string) {
  return `${tag} ${testInfo.project.name} ${Date.now().toString(36)}`;
}

function reviewForm(page: Page) {
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Post review' }) });
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name' }),
    email: form.getByRole('textbox', { name: 'Email' }),
    message: form.getByRole('textbox', { name: 'Message' }),
    stars: (n: number) => form.getByRole('radio', { name: `${n} out of 5 stars` }),
    starLabel: (n: number) => form.locator('label').filter({ hasText: `${n} out of 5 stars` }),
    submit: form.getByRole('button', { name: 'Post review' }),
  };
}

test.describe('the review form', () => {
  test("an empty form shows the spec's required messages", async ({ page }) => {
    await gotoHydrated(page, '/property/10');
    const f = reviewForm(page);
    await f.submit.click();
    await expect(f.name).toHaveAccessibleDescription('Name is required.');
    await expect(f.email).toHaveAccessibleDescription(/Email is required\./);
    await expect(f.message).toHaveAccessibleDescription('Message is required.');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Form is invalid' }).first(),
    ).toBeVisible();
    await expect(f.stars(5)).toBeChecked();
  });

  test('messages show once a field is touched, and go as it is corrected', async ({ page }) => {
    await gotoHydrated(page, '/property/10');
    const f = reviewForm(page);
    await f.name.focus();
    await page.keyboard.press('Tab');
    await expect(f.form.getByText('Name is required.')).toBeVisible();
    await expect(f.form.getByText('Message is required.')).toHaveCount(0);
    await f.name.fill('Ann');
    await expect(f.form.getByText('Name is required.')).toHaveCount(0);
  });

  test('a malformed email and over-long texts are refused with their messages', async ({
    page,
  }) => {
    await gotoHydrated(page, '/property/10');
    const f = reviewForm(page);
    await f.name.fill('x'.repeat(81));
    await f.email.fill('not-an-email');
    await f.message.fill('y'.repeat(301));
    await f.submit.click();
    await expect(f.form.getByText('Name max is 80 characters in length')).toBeVisible();
    await expect(f.form.getByText('Email is invalid.')).toBeVisible();
    await expect(f.form.getByText('Message max is 300 characters in length')).toBeVisible();
    // What was typed stays.
    await expect(f.name).toHaveValue('x'.repeat(81));
    await expect(f.message).toHaveValue('y'.repeat(301));
    await f.name.fill('x'.repeat(80));
    await expect(f.form.getByText('Name max is 80 characters in length')).toHaveCount(0);
  });

  test('the stars work by keyboard, from 0 to 5', async ({ page }) => {
    await gotoHydrated(page, '/property/10');
    const f = reviewForm(page);
    await f.stars(5).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(f.stars(4)).toBeChecked();
    const color = (n: number) => f.starLabel(n).evaluate((el) => getComputedStyle(el).color);
    // Stars up to the choice are lit, the rest are not.
    expect(await color(4)).toBe(await color(1));
    expect(await color(5)).not.toBe(await color(4));
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await expect(f.stars(0)).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(f.stars(2)).toBeChecked();
  });

  test('a review is posted, shown at once, and the form starts afresh', async ({
    page,
  }, testInfo) => {
    const id = listingFor(testInfo, 1);
    await gotoHydrated(page, `/property/${id}`);
    const f = reviewForm(page);
    const count = await page.getByTestId('reviews').locator('> li').count();
    const name = uniqueName(testInfo, 'Reviewer');
    await f.name.fill(name);
    await f.email.fill('reviewer@example.com');
    await f.starLabel(3).click();
    await expect(f.stars(3)).toBeChecked();
    await f.message.fill('Lovely light in the mornings.\nQuiet street.');
    await f.submit.click();
    await expect(page.locator('[data-notice="success"]')).toContainText('Your review is posted');
    const reviews = page.getByTestId('reviews').locator('> li');
    await expect(reviews).toHaveCount(count + 1);
    const mine = reviews.last();
    await expect(mine.getByRole('heading', { name })).toBeVisible();
    await expect(mine).toContainText('Lovely light in the mornings.');
    await expect(mine.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
    await expect(mine).not.toContainText('reviewer@example.com');
    await expect(page.getByTestId('review-count')).toHaveText(
      `${count + 1} review${count === 0 ? '' : 's'}`,
    );
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.message).toHaveValue('');
    await expect(f.stars(5)).toBeChecked();
  });

  test('HTML and script in a review are shown as text and never run', async ({
    page,
  }, testInfo) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const id = listingFor(testInfo, 2);
    await gotoHydrated(page, `/property/${id}`);
    const f = reviewForm(page);
    const name = `<script>alert(1)</script> ${testInfo.project.name} ${Date.now().toString(36)}`;
    const message = '<img src=x onerror=alert(1)> <b>bold</b>';
    await f.name.fill(name);
    await f.email.fill('xss@example.com');
    await f.message.fill(message);
    await f.submit.click();
    const reviews = page.getByTestId('reviews');
    await expect(reviews.getByText(name, { exact: true })).toBeVisible();
    await expect(reviews.getByText(message, { exact: true })).toBeVisible();
    // Rendered by the server this time.
    await page.reload();
    await expect(reviews.getByText(message, { exact: true })).toBeVisible();
    await expect(reviews.locator('img[src="x"], b, script')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test('a post that fails on the way keeps what was typed and says so', async ({
    page,
    consoleGuard,
  }, testInfo) => {
    consoleGuard.allow(/Failed to load resource|ERR_FAILED|Failed to fetch/);
    const id = listingFor(testInfo, 3);
    await gotoHydrated(page, `/property/${id}`);
    await page.route(/\/property\/\d+\.data/, (route) =>
      route.request().method() === 'POST' ? route.abort() : route.fallback(),
    );
    const f = reviewForm(page);
    await f.name.fill('Offline Olive');
    await f.email.fill('olive@example.com');
    await f.message.fill('Typed on a train.');
    await f.submit.click();
    await expect(page.locator('[data-notice="error"]')).toContainText('Something went wrong');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(f.name).toHaveValue('Offline Olive');
    await expect(f.message).toHaveValue('Typed on a train.');
  });
});

test.describe('without JavaScript', () => {
  test('the form posts, shows the review, and keeps input when invalid', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const id = listingFor(testInfo, 4);
    await page.goto(`/property/${id}`);
    const f = reviewForm(page);
    await f.name.fill('No Script Nora');
    await f.message.fill('Still here after the answer.');
    await f.submit.click();
    await expect(f.form.getByText('Email is required.')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Form is invalid' })).toBeVisible();
    await expect(f.name).toHaveValue('No Script Nora');
    await expect(f.message).toHaveValue('Still here after the answer.');
    const name = uniqueName(testInfo, 'Plain');
    await f.name.fill(name);
    await f.email.fill('plain@example.com');
    await f.message.fill('Works without scripts.');
    await f.submit.click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your review is posted' }),
    ).toBeVisible();
    await expect(page.getByTestId('reviews').getByRole('heading', { name })).toBeVisible();
    await expect(f.name).toHaveValue('');
    await expect(f.stars(5)).toBeChecked();
    await context.close();
  });

  test('a review sent twice (a double-click, the form sent again) is stored once', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const id = listingFor(testInfo, 5);
    await page.goto(`/property/${id}`);
    const f = reviewForm(page);
    const name = uniqueName(testInfo, 'Twice');
    await f.name.fill(name);
    await f.email.fill('twice@example.com');
    await f.message.fill('Clicked twice.');
    await f.submit.dblclick();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your review is posted' }),
    ).toBeVisible();
    // The same form once more, as a browser sends it again after a slow answer.
    const again = await context.request.post(`/property/${id}`, {
      form: { name, email: 'twice@example.com', rating: '5', message: 'Clicked twice.' },
    });
    expect(again.status()).toBe(200);
    await page.goto(`/property/${id}`);
    await expect(page.getByTestId('reviews').getByRole('heading', { name })).toHaveCount(1);
    await context.close();
  });
});
