import { CURRENCIES, currencySymbol } from '../../app/i18n/money-format';
import { DEFAULT_RATES } from '../../app/lib/money';
import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/**
 * Comparing homes and what a home costs a month
 * (docs/product.md#comparing-homes-and-what-a-home-costs-a-month). The filter's SQL and the sort
 * are checked against the oracle in properties.server.test.ts, the list's rules in
 * lib/compare.test.ts; here, what needs the built site: the visitor's way through, the table at
 * both widths, the shared link, and bad addresses over HTTP.
 */

const dollars = (text: string) => Number(text.replace(/[^\d]/g, ''));

/**
 * An amount as a card shows it, in its listing's own currency (docs/product.md#money), in whole
 * dollars at the site's rates, which is what the monthly-cost filter compares.
 */
function inDollars(text: string) {
  const currency =
    CURRENCIES.find((code) => code !== 'USD' && text.includes(currencySymbol('en-US', code))) ??
    'USD';
  return dollars(text) / DEFAULT_RATES.perUsd[currency];
}

// The phone's table scrolls sideways under a first column that stays: the width matters.
test('narrow by monthly cost, compare three homes and share the link in a new browser context @both-widths', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const phone = testInfo.project.name.startsWith('phone');
  await gotoHydrated(page, '/properties?sort=monthly-asc');
  if (phone) await page.locator('aside summary').click();
  await page.locator('input[name="monthlyMax"]:visible').fill('3000');
  await page.locator('aside button[type="submit"]:visible').click();
  await expect(page).toHaveURL(/monthlyMax=3000/);
  await expect(page).toHaveURL(/sort=monthly-asc/);
  // Every card costs at most $3,000 a month: a sale's estimate, a rental's rent, in dollars.
  const cards = page.locator('main section ul').first().locator('article');
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const estimate = card.getByTestId('monthly-cost');
    const cost = (await estimate.count())
      ? inDollars(await estimate.innerText())
      : inDollars(await card.locator('p').first().innerText());
    // Rounded to the dollar on the way in, as the filter's bound is.
    expect(cost).toBeLessThanOrEqual(3001);
  }

  const toggles = cards.getByRole('button', { name: /^Compare / });
  const names: string[] = [];
  for (let i = 0; i < 3; i++) {
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute('aria-pressed', 'true');
    names.push(await cards.nth(i).locator('h3').innerText());
  }
  const tray = page.getByRole('complementary', { name: 'Homes to compare' });
  await expect(tray.locator('li > span')).toHaveText(names);
  await tray.getByRole('link', { name: 'Compare (3)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=\d+,\d+,\d+$/);
  const shared = page.url();

  const columns = page.locator('table thead th[scope="col"]');
  await expect(columns).toHaveText(names);
  await expect(page.locator('tbody th[scope="row"]').first()).toHaveText('Price');
  // The best of a row is said in words, not by colour alone.
  await expect(page.locator('tbody td').filter({ hasText: 'Best' }).first()).toBeVisible();
  const allRows = await page.locator('tbody tr').count();

  if (phone) {
    const region = page.getByRole('region', { name: 'Compare homes' });
    const rowName = page.locator('tbody th[scope="row"]').first();
    const before = (await rowName.boundingBox())!.x;
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await rowName.boundingBox())!.x).toBe(before);
  }

  await page.getByLabel('Only differences').check();
  await expect(page).toHaveURL(/only=differences/);
  await expect.poll(() => page.locator('tbody tr').count()).toBeLessThan(allRows);
  const alike = await page.locator('tbody tr').evaluateAll((rows) =>
    rows.filter((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
      return new Set(cells).size === 1;
    }),
  );
  expect(alike).toHaveLength(0);

  // Someone else opens the link: the same homes, from the address alone.
  const other = await browser.newContext({ baseURL });
  try {
    const second = await other.newPage();
    await second.goto(shared);
    await expect(second.locator('table thead th[scope="col"]')).toHaveText(names);
    await expect(second.getByRole('complementary', { name: 'Homes to compare' })).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a fifth home says the list is full; the homes chosen before signing in are kept on the account and reach another browser', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await gotoHydrated(page, '/properties');
  const cards = page.locator('main section ul').first().locator('article');
  const names = await cards
    .locator('h3')
    .evaluateAll((titles) => titles.slice(0, 2).map((title) => title.textContent));
  const toggles = cards.getByRole('button', { name: /^Compare / });
  await toggles.nth(0).click();
  await toggles.nth(1).click();
  const account = newAccount(testInfo, 'comparer');
  await registerByRequest(page.request, account);
  // Signed in, the next page merges the browser's list into the account's (empty) one.
  const merged = page.waitForResponse(
    (response) =>
      response.url().endsWith('/compare/list') && response.request().method() === 'POST',
  );
  await gotoHydrated(page, '/properties');
  expect((await merged).status()).toBe(200);

  const other = await browser.newContext({ baseURL });
  try {
    const signedIn = await other.request.post('/sign-in', {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(302);
    const second = await other.newPage();
    await gotoHydrated(second, '/properties');
    const theirs = second.getByRole('complementary', { name: 'Homes to compare' });
    await expect(theirs.locator('li > span')).toHaveText(names as string[]);
  } finally {
    await other.close();
  }
});

test('the compare page reads its address alone: 50 ids, unknown ids and junk are left out with a message', async ({
  request,
}) => {
  const fifty = Array.from({ length: 50 }, (_, i) => i + 1).join(',');
  const many = await request.get(`/compare?ids=${fifty}`);
  expect(many.status()).toBe(200);
  const manyHtml = await many.text();
  expect(manyHtml).toContain('Only the first 4 homes are compared');
  expect(manyHtml.match(/<th scope="col"/g)).toHaveLength(4);

  const bad = await request.get('/compare?ids=2,999999,abc,-1,NaN,%3Cb%3E,3');
  expect(bad.status()).toBe(200);
  const badHtml = await bad.text();
  expect(badHtml).toContain('are left out: 999999.');
  expect(badHtml).toContain('Parts of the address that are not home numbers were ignored.');
  expect(badHtml.match(/<th scope="col"/g)).toHaveLength(2);

  const none = await request.get('/compare?ids=');
  expect(none.status()).toBe(200);
  expect(await none.text()).toContain('No homes to compare yet');

  // Keeping a list on an account needs one; junk is refused, never a 5xx.
  const visitor = await request.post('/compare/list', { form: { intent: 'set', ids: '1,2' } });
  expect(visitor.status()).toBe(401);
  const junk = await request.post('/compare/list', {
    form: { intent: 'drop', ids: 'x'.repeat(500) },
  });
  expect(junk.status()).toBe(400);
});
