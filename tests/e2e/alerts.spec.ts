import type { Page } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';
import { COMPLETE_LISTING, publishListing } from './listing-helpers';
import { emailTo, linkIn } from './mail-helpers';

/**
 * Alerts end to end (docs/product.md#alerts-and-the-job-queue): a home published that matches a
 * saved search reaches its account through the server's job queue, as the header's bell, the
 * notifications page and an email. What the matching and the sending do is shown by the model
 * tests (app/models/alerts.server.test.ts, app/models/jobs/queue.server.test.ts).
 */
/** The header's bell at this width (the phone's sits beside the menu button). */
const bellOf = (page: Page) => page.getByTestId('notification-bell').locator('visible=true');

test('a published home that matches a saved search rings the bell, is listed on /account/notifications and is emailed @publishes', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow(); // registering hashes a password on purpose
  const account = newAccount(testInfo, 'alerts');
  await registerByRequest(page.request, account);
  const saved = await page.request.post('/account/searches', {
    form: {
      intent: 'save',
      name: 'Quay villas',
      query: 'listingType=sale&location=Denmark&priceMin=987000&priceMax=988000',
      frequency: 'instant',
    },
  });
  expect(saved.ok()).toBe(true);
  await gotoHydrated(page, '/');
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');

  const name = `Alerted Villa ${testInfo.workerIndex}-${Date.now()}`;
  // Another account lists it: alerts never reach the home's own lister (ADR 0099).
  const lister = await playwright.request.newContext({ baseURL });
  await registerByRequest(lister, newAccount(testInfo, 'alerts-lister'));
  // Priced in dollars, as the saved search's bounds are (a Copenhagen home is in kroner unless
  // its lister says otherwise, docs/product.md#money).
  const home = await publishListing(lister, {
    ...COMPLETE_LISTING,
    name,
    price: '987654',
    currency: 'USD',
  });
  await lister.dispose();

  // The queue matches it within seconds; the bell counts it on the next page.
  await expect
    .poll(async () => (await page.request.get('/account/notifications')).text(), {
      timeout: 30_000,
    })
    .toContain(name);
  await gotoHydrated(page, '/');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page).toHaveURL('/account/notifications');
  const main = page.getByRole('main');
  await expect(main.getByText('New home for “Quay villas”')).toBeVisible();
  await expect(main.getByRole('link', { name })).toHaveAttribute('href', `/property/${home}`);
  await main.getByRole('button', { name: `Mark “${name}” as read` }).click();
  await expect(bellOf(page)).toHaveAccessibleName('Notifications');
  await expect(main.getByRole('button', { name: /^Mark / })).toHaveCount(0);

  // "At once": the email, with the home's link and the link that turns the alerts off.
  const email = await emailTo(account.email);
  expect(email.subject).toBe(`A new home for “Quay villas”: ${name}`);
  expect(email.text).toContain(`/property/${home}\n`);
  expect(linkIn(email.text, '/alerts/unsubscribe')).toContain('token=');
});

test("a saved home's price drops are emailed until the account stops them on /saved", async ({
  request,
}, testInfo) => {
  test.slow(); // registering hashes a password on purpose
  await registerByRequest(request, newAccount(testInfo, 'drop-emails'));
  expect((await request.post('/saved', { form: { propertyId: '2' } })).ok()).toBe(true);
  const saved = async () => (await request.get('/saved')).text();
  expect(await saved()).toContain('We email you when one of these homes drops its price.');
  const off = await request.post('/saved', { form: { intent: 'emails-off' } });
  expect(off.ok()).toBe(true);
  expect(await saved()).toContain('Price drops on these homes show on the site only; no emails.');
  await request.post('/saved', { form: { intent: 'emails-on' } });
  expect(await saved()).toContain('We email you when one of these homes drops its price.');
});
