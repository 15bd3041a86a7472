import type { Page } from '@playwright/test';

import {
  accountForm,
  fillRegister,
  fillSignIn,
  newAccount,
  registerByRequest,
} from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

// Each test signs in: a deliberate, slow hash, slower still on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** The first card of a result page, its home's name and its heart. */
async function firstCard(page: Page) {
  const card = page.getByRole('main').getByRole('article').first();
  const name = (await card.getByRole('heading').innerText()).trim();
  return { card, name, heart: card.getByRole('button', { name: `Save ${name}` }) };
}

const savedPost = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/saved') && r.request().method() === 'POST');

test.describe('saved homes with JavaScript', () => {
  test('a heart on a card saves at once, stays saved, and /saved lists the home', async ({
    page,
  }, testInfo) => {
    await registerByRequest(page.request, newAccount(testInfo, 'js-save'));
    await gotoHydrated(page, '/properties?page=3');
    const { name, heart } = await firstCard(page);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // Hold the server's answer: the heart must show the new state before it comes.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/saved(\.data)?(\?.*)?$/, async (route) => {
      await held;
      await route.continue();
    });
    const posted = savedPost(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    release();
    await posted;
    await page.unrouteAll();
    await expect(page).toHaveURL(/\/properties\?page=3$/);

    // Away and back through the remembered pages: the heart is still filled in.
    await page
      .getByRole('navigation', { name: 'Pages', exact: true })
      .getByRole('link', { name: 'Page 5' })
      .click();
    // Counted from 1 in the address, as on screen (docs/product.md#pagination).
    await expect(page).toHaveURL(/page=5$/);
    await page.goBack();
    await expect(page).toHaveURL(/page=3/);
    // The address changes before the page does: wait for page 3's first card again.
    const first = page.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading')).toHaveText(name);
    await expect(first.getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await gotoHydrated(page, '/saved');
    await expect(page).toHaveTitle('Roofline | Saved homes');
    const saved = page.getByRole('main').getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('heading')).toHaveText(name);

    // Un-saving on /saved takes the home off the list.
    await saved.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page.getByText('No saved homes yet')).toBeVisible();
    await gotoHydrated(page, '/properties?page=3');
    await expect((await firstCard(page)).heart).toHaveAttribute('aria-pressed', 'false');
  });

  test("the property page's heart saves and un-saves", async ({ page }, testInfo) => {
    await registerByRequest(page.request, newAccount(testInfo, 'js-page'));
    await gotoHydrated(page, '/property/21');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const heart = page.getByRole('main').getByRole('button', { name: `Save ${name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const saved = savedPost(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await saved;
    await gotoHydrated(page, '/property/21');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    const unsaved = savedPost(page);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await unsaved;
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  test('a visitor who is not signed in registers, comes back, and finds the home saved', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/property/33');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page
      .getByRole('main')
      .getByRole('button', { name: `Save ${name}` })
      .click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fproperty%2F33&save=33$/);
    await expect(
      page.getByText('Sign in or create an account, and we will save that home for you.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Create An Account' }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fproperty%2F33&save=33$/);
    await fillRegister(page, newAccount(testInfo, 'js-later'));
    await expect(page).toHaveURL(/\/property\/33$/, { timeout: 30_000 });
    await expect(
      page.getByRole('main').getByRole('button', { name: `Save ${name}` }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  test('the review and comment forms are filled in with the signed-in visitor', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo, 'review');
    await registerByRequest(page.request, account);
    for (const [url, button] of [
      ['/property/44', 'Post review'],
      ['/blog/44', 'Post comment'],
    ] as const) {
      await gotoHydrated(page, url);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: button }) });
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(account.name);
      await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    }
  });
});

test.describe('saved homes without JavaScript', () => {
  test('the heart is a form that saves, un-saves and comes back', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/register?redirectTo=%2Fproperties%3Fpage%3D5');
    await fillRegister(page, newAccount(testInfo, 'plain'));
    await expect(page).toHaveURL(/\/properties\?page=5$/, { timeout: 30_000 });
    const { name, heart } = await firstCard(page);
    await heart.click();
    await expect(page).toHaveURL(/\/properties\?page=5$/);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/saved');
    const saved = page.getByRole('main').getByRole('article');
    await expect(saved.getByRole('heading')).toHaveText(name);
    await saved.getByRole('button', { name: `Save ${name}` }).click();
    await expect(page).toHaveURL(/\/saved$/);
    await expect(page.getByText('No saved homes yet')).toBeVisible();
    await context.close();
  });

  test('a visitor who is not signed in signs in and finds the home saved', async ({
    browser,
    baseURL,
    request,
  }, testInfo) => {
    const account = newAccount(testInfo, 'plain-later');
    await registerByRequest(request, account);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/properties?page=6');
    const { card, heart } = await firstCard(page);
    const id = (await card.getByRole('link').first().getAttribute('href'))?.split('/').pop();
    await heart.click();
    await expect(page).toHaveURL(`/sign-in?redirectTo=%2Fproperties%3Fpage%3D6&save=${id}`);
    await expect(accountForm(page).email).toBeVisible();
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/properties\?page=6$/, { timeout: 30_000 });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await context.close();
  });
});
