import { readFile } from 'node:fs/promises';

import type { APIRequestContext, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { STAFF } from './staff-accounts';

/**
 * The owner's desk (docs/product.md#the-owners-desk, ADR 0046): who may open each page and send
 * each form, over HTTP; then a moderator hiding a review and an admin exporting the subscribers,
 * in the browser. One width: nothing here depends on it.
 */

type Who = 'visitor' | 'member' | 'moderator' | 'admin';

/** A signed-in (or not) HTTP client of its own. */
async function clientAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, who: Who) {
  const request = await playwright.request.newContext({ baseURL });
  if (who !== 'visitor') {
    const { email, password } = STAFF[who];
    const response = await request.post('/sign-in', { form: { email, password }, maxRedirects: 0 });
    expect(response.status(), `${who} signs in`).toBe(302);
  }
  return request;
}

const desktopOnly = (testInfo: TestInfo) =>
  test.skip(testInfo.project.name !== 'desktop', 'HTTP answers and one flow: one width is enough');

/** The site's not-found page: its status, its heading, inside the site's own document. */
async function expectNotFoundPage(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  what: string,
) {
  expect(response.status(), what).toBe(404);
  const html = await response.text();
  expect(html, what).toContain('<title>Roofline | Page not found</title>');
}

test.describe('who may open the desk', () => {
  const clients = {} as Record<Who, APIRequestContext>;
  let messagePath = '';

  test.beforeAll(async ({ playwright, baseURL }, testInfo) => {
    if (testInfo.project.name !== 'desktop') return;
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      clients[who] = await clientAs(playwright, baseURL!, who);
    }
    // A message to open.
    await clients.visitor.post('/contact-us', {
      form: { name: 'Desk Guard', email: 'guard@example.com', subject: 'Guard', message: 'Hi' },
    });
    const list = await (await clients.admin.get('/admin/messages')).text();
    messagePath = /href="(\/admin\/messages\/\d+)"/.exec(list)![1]!;
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(clients).map((client) => client.dispose()));
  });

  /** The pages, and the lowest role that opens each (ADR 0046). */
  const PAGES = [
    ['/admin', 'moderator'],
    ['/admin/reports', 'moderator'],
    ['/admin/reports?view=held', 'moderator'],
    ['/admin/audit', 'moderator'],
    ['/admin/messages', 'admin'],
    ['message', 'admin'],
    ['/admin/subscribers', 'admin'],
    ['/admin/users', 'admin'],
  ] as const;
  /** Each form's address, and an empty post: refused as invalid (400) by those allowed to send it. */
  const FORMS = [
    ['/admin', 'admin'],
    ['/admin/reports', 'moderator'],
    ['message', 'admin'],
    ['/admin/users', 'admin'],
  ] as const;
  const allowed = (who: Who, needs: 'moderator' | 'admin') =>
    who === 'admin' || (who === 'moderator' && needs === 'moderator');

  test('every page answers the not-found page (404) to anyone without its role, in page and data requests', async ({}, testInfo) => {
    desktopOnly(testInfo);
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      for (const [page, needs] of PAGES) {
        const path = page === 'message' ? messagePath : page;
        const response = await clients[who].get(path);
        const what = `GET ${path} as ${who}`;
        if (allowed(who, needs)) expect(response.status(), what).toBe(200);
        else await expectNotFoundPage(response, what);
        // The data request a client-side navigation makes.
        const [pathname, search] = path.split('?');
        const data = await clients[who].get(`${pathname}.data${search ? `?${search}` : ''}`);
        expect(data.status(), `${what} (.data)`).toBe(allowed(who, needs) ? 200 : 404);
      }
    }
  });

  test('every form answers 404 to anyone without its role, and changes nothing', async ({}, testInfo) => {
    desktopOnly(testInfo);
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      for (const [form, needs] of FORMS) {
        const path = form === 'message' ? messagePath : form;
        const response = await clients[who].post(path, { form: {} });
        const what = `POST ${path} as ${who}`;
        if (allowed(who, needs)) expect(response.status(), what).toBe(400);
        else await expectNotFoundPage(response, what);
      }
      // The export is a file, not a page: a bare 404 for anyone but an admin.
      const exported = await clients[who].post('/admin/subscribers/export', { form: {} });
      expect(exported.status(), `export as ${who}`).toBe(who === 'admin' ? 200 : 404);
      if (who === 'admin') expect(exported.headers()['content-type']).toContain('text/csv');
      const opened = await clients[who].get('/admin/subscribers/export', { maxRedirects: 0 });
      expect(opened.status(), `GET export as ${who}`).toBe(who === 'admin' ? 302 : 404);
    }
    // A moderator cannot make themselves an admin.
    const me = await clients.moderator.post('/admin/users', {
      form: { intent: 'role', userId: '2', role: 'admin' },
    });
    expect(me.status()).toBe(404);
  });

  test("a post from another site's page is refused before it reaches the desk", async ({}, testInfo) => {
    desktopOnly(testInfo);
    const response = await clients.admin.post('/admin', {
      form: { hold: 'on' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    const desk = await (await clients.admin.get('/admin')).text();
    expect(desk).toContain('Off: posts with links appear at once.');
  });

  test('a locked account is signed out at once and told why when it signs in again', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    desktopOnly(testInfo);
    const account = newAccount(testInfo, 'locked');
    const own = await playwright.request.newContext({ baseURL });
    await registerByRequest(own, account);
    expect((await own.get('/saved', { maxRedirects: 0 })).status()).toBe(200);
    const found = await (
      await clients.admin.get(`/admin/users?search=${encodeURIComponent(account.email)}`)
    ).text();
    const userId = /name="userId" value="(\d+)"/.exec(found)![1]!;
    const locked = await clients.admin.post('/admin/users', {
      form: { intent: 'lock', userId, reason: 'Spam' },
    });
    expect(await locked.text()).toContain('account is locked and signed out everywhere');
    expect((await own.get('/saved', { maxRedirects: 0 })).status()).toBe(302);
    const again = await own.post('/sign-in', {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(403);
    expect(await again.text()).toContain('This account is locked.');
    const wrong = await own.post('/sign-in', {
      form: { email: account.email, password: 'not the password' },
      maxRedirects: 0,
    });
    expect(await wrong.text()).toContain('The email or password is incorrect.');
    await own.dispose();
  });
});

test.describe('the desk at work', () => {
  test.use({ scanVisited: false });

  test('a moderator hides a reported review: it leaves the page, its count and its average', async ({
    page,
  }, testInfo) => {
    desktopOnly(testInfo);
    const home = '/property/150';
    const text = `Buy cheap watches ${Date.now().toString(36)}`;
    const posted = await page.request.post(home, {
      form: { name: 'Spammer', email: 'spam@example.com', rating: '1', message: text },
    });
    expect(posted.status()).toBe(200);
    await page.goto(`${home}#reviews`);
    const reviews = page.locator('#reviews');
    await expect(reviews.getByText(text)).toBeVisible();
    const count = Number((await page.getByTestId('review-count').textContent())!.match(/\d+/)![0]);
    // Every review is on this page (ten a page): their ratings, for the average without this one.
    const stars = await page
      .getByTestId('reviews')
      .getByRole('img', { name: /out of 5 stars/ })
      .evaluateAll((found) => found.map((star) => Number(star.getAttribute('aria-label')![0])));
    expect(stars).toHaveLength(count);
    const total = stars.reduce((sum, n) => sum + n, 0);

    // A visitor reports it from its page.
    await reviews
      .getByRole('article')
      .filter({ hasText: text })
      .getByRole('link', { name: "Report Spammer's review" })
      .click();
    await page.getByRole('radio', { name: 'Spam or advertising' }).check();
    await page.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByText('Thank you for your report')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the page' }).click();
    await expect(reviews.getByText(text)).toBeVisible();

    // A moderator hides it from the queue, with a reason.
    const { email, password } = STAFF.moderator;
    await page.request.post('/sign-in', { form: { email, password } });
    await page.goto('/admin/reports');
    const item = page.getByRole('listitem').filter({ hasText: text });
    await item.getByRole('textbox', { name: 'Reason' }).fill('Advertising');
    await item.getByRole('button', { name: 'Hide' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'Hidden: it no longer shows on the site.',
    );
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    await page.goto(`${home}#reviews`);
    await expect(reviews.getByText(text)).toHaveCount(0);
    const after = count - 1;
    await expect(page.getByTestId('review-count')).toHaveText(
      after === 1 ? '1 review' : `${after} reviews`,
    );
    await expect(page.getByTestId('average-rating')).toHaveText(((total - 1) / after).toFixed(1));

    await page.goto('/admin/audit');
    const entry = page.getByTestId('audit-log').getByRole('listitem').first();
    await expect(entry).toContainText('Who: Mo Moderator');
    await expect(entry).toContainText('What: Hid');
    await expect(entry).toContainText('Why: Advertising');
  });

  test('an admin exports the subscribers as CSV', async ({ page }, testInfo) => {
    desktopOnly(testInfo);
    const address = `export.${Date.now().toString(36)}@example.com`;
    expect((await page.request.post('/newsletter', { form: { email: address } })).status()).toBe(
      200,
    );
    const { email, password } = STAFF.admin;
    await page.request.post('/sign-in', { form: { email, password } });
    await page.goto('/admin/subscribers');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export all as CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^roofline-subscribers-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.some((line) => line.startsWith(`${address},`))).toBe(true);
    await page.goto('/admin/audit');
    const entry = page.getByTestId('audit-log').getByRole('listitem').first();
    await expect(entry).toContainText('Who: Ada Admin');
    await expect(entry).toContainText('What: Exported');
  });
});
