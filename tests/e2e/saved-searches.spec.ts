import type { APIRequestContext } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/**
 * Saved searches (docs/product.md#saved-searches-and-price-history). Their SQL, limit and counts
 * are checked in saved-searches.server.test.ts; here, over HTTP, that nobody but the account
 * reaches one, and in the browser, saving one from the results and opening it.
 */

/** The ids of the account's saved searches, as its page's forms carry them. */
async function savedSearchIds(request: APIRequestContext) {
  const html = await (await request.get('/account/searches')).text();
  // Each search's forms (open, rename, delete) carry its id.
  return [...new Set([...html.matchAll(/name="id" value="(\d+)"/g)].map((match) => match[1]!))];
}

test('a saved search answers 404 to any other account and to a visitor, and changes nothing', async ({
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // two registrations hash two passwords on purpose
  const owner = await playwright.request.newContext({ baseURL });
  const other = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  try {
    await registerByRequest(owner, newAccount(testInfo, 'searcher'));
    await registerByRequest(other, newAccount(testInfo, 'other'));
    const saved = await owner.post('/account/searches', {
      form: {
        intent: 'save',
        name: 'Villas in <b>Paris</b>',
        query: 'location=paris&propertyType=villa&page=2',
      },
    });
    expect(saved.status()).toBe(200);
    const [id] = await savedSearchIds(owner);
    expect(id).toBeDefined();

    for (const client of [other, visitor]) {
      for (const form of <Record<string, string>[]>[
        { intent: 'open', id: id! },
        { intent: 'rename', id: id!, name: 'Mine now' },
        { intent: 'delete', id: id! },
      ]) {
        const answer = await client.post('/account/searches', { form, maxRedirects: 0 });
        expect(answer.status(), `${form.intent}`).toBe(404);
      }
    }
    expect(await (await other.get('/account/searches')).text()).not.toContain('&lt;b&gt;Paris');
    // A visitor is sent to sign in for the list.
    const list = await visitor.get('/account/searches', { maxRedirects: 0 });
    expect(list.status()).toBe(302);
    expect(list.headers().location).toContain('/sign-in?redirectTo=%2Faccount%2Fsearches');

    // The owner's search is as it was: its name as text, its canonical query.
    const page = await (await owner.get('/account/searches')).text();
    expect(page).toContain('Villas in &lt;b&gt;Paris&lt;/b&gt;');
    const opened = await owner.post('/account/searches', {
      form: { intent: 'open', id: id! },
      maxRedirects: 0,
    });
    expect(opened.status()).toBe(302);
    expect(opened.headers().location).toBe('/properties?location=Paris%2C+France&category=Villa');

    // Bad input: a clear 400 that changes nothing.
    const empty = await owner.post('/account/searches', {
      form: { intent: 'rename', id: id!, name: '   ' },
    });
    expect(empty.status()).toBe(400);
    expect(await savedSearchIds(owner)).toEqual([id]);
  } finally {
    await Promise.all([owner.dispose(), other.dispose(), visitor.dispose()]);
  }
});

test('save a search from the results, find it on Saved searches, and open it', async ({
  page,
}, testInfo) => {
  test.slow(); // registering hashes a password on purpose
  await registerByRequest(page.request, newAccount(testInfo, 'saver'));
  await gotoHydrated(page, '/properties?location=Japan&category=Apartment&priceMax=500000');
  const aside = page.getByRole('complementary');
  await aside.getByText('Save this search').click();
  const name = aside.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('Apartments in Tokyo, Japan under $500,000');
  await name.fill('Tokyo flats');
  await aside.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(aside.getByRole('status')).toContainText('Search saved');

  await aside.getByRole('link', { name: 'Saved searches' }).click();
  await expect(page).toHaveURL('/account/searches');
  const item = page.getByRole('main').getByRole('article');
  await expect(item.getByRole('heading', { name: 'Tokyo flats' })).toBeVisible();
  await expect(item).toContainText('In Tokyo, Japan · Apartments · Up to $500,000');
  await item.getByRole('button', { name: 'Open “Tokyo flats”' }).click();
  await expect(page).toHaveURL(
    '/properties?location=Tokyo%2C+Japan&category=Apartment&priceMax=500000',
  );
});
