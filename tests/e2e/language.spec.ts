import type { Page, TestInfo } from '@playwright/test';

import { expect, NOT_FOUND_RESOURCE, test } from './fixtures';
import { gotoHydrated, waitForHydration } from './hydration';

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens the language dropdown (in the mobile menu on a phone) and picks a language. */
async function chooseLanguage(page: Page, testInfo: TestInfo, from: string, to: string) {
  const current = from === 'ja' ? '言語: 日本語' : 'Language: English';
  const header = page.getByRole('banner');
  if (isPhone(testInfo)) {
    await header.getByRole('button', { name: /^(Open menu|メニューを開く)$/ }).click();
  }
  const button = header.getByRole('button', { name: current, exact: true });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await header
    .getByRole('button', { name: to === 'ja' ? '日本語' : 'English', exact: true })
    .click();
}

/** The header's link to the property list, in the menu that shows at this width. */
async function propertiesLink(page: Page, testInfo: TestInfo, name: string) {
  const header = page.getByRole('banner');
  if (isPhone(testInfo)) {
    const menuButton = header.getByRole('button', { name: /^(Open menu|メニューを開く)$/ });
    if (await menuButton.isVisible()) await menuButton.click();
  }
  return header.getByRole('navigation').getByRole('link', { name, exact: true });
}

async function expectJapanese(page: Page, testInfo: TestInfo) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'ニュースレター' })).toBeVisible();
  await expect(footer.getByRole('link', { name: '利用規約' })).toBeVisible();
  await expect(footer.getByText('エージェントに電話')).toBeVisible();
  await expect(await propertiesLink(page, testInfo, '物件')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Properties', exact: true })).toHaveCount(0);
}

async function expectEnglish(page: Page, testInfo: TestInfo) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Newsletter' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toBeVisible();
  await expect(await propertiesLink(page, testInfo, 'Properties')).toBeVisible();
}

// The language menu sits in the header's dropdown on a desktop and in the menu on a phone.
test('switching to Japanese changes the interface, stays on the page and is remembered @both-widths', async ({
  page,
  consoleGuard,
}, testInfo) => {
  consoleGuard.allow(NOT_FOUND_RESOURCE);
  await gotoHydrated(page, '/newsletter?from=footer');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await chooseLanguage(page, testInfo, 'en', 'ja');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ニュースレター');
  // The same page at its Japanese address (docs/product.md#addresses-per-language).
  await expect(page).toHaveURL('/ja/newsletter?from=footer');
  await expect(page).toHaveTitle('Roofline | ニュースレター');
  await expectJapanese(page, testInfo);

  // Remembered after a reload, and an old English address goes to its Japanese one.
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ニュースレター');
  await expectJapanese(page, testInfo);
  await gotoHydrated(page, '/not-found');
  await expect(page).toHaveURL('/ja/not-found');
  await expect(page).toHaveTitle('Roofline | ページが見つかりません');
  await expect(page.getByRole('link', { name: 'ホームに戻る' })).toBeVisible();
  await expectJapanese(page, testInfo);

  // And back to English.
  await gotoHydrated(page, '/ja/newsletter');
  await chooseLanguage(page, testInfo, 'ja', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
  await expect(page).toHaveURL('/newsletter');
  await expectEnglish(page, testInfo);
  await page.reload();
  await waitForHydration(page);
  await expectEnglish(page, testInfo);
});

// The desktop header's dropdown (the phone's menu is worked in the test above).
test('the language menu marks the current language', async ({ page }) => {
  await gotoHydrated(page, '/newsletter');
  const button = page.getByRole('button', { name: 'Language: English', exact: true });
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(page.getByRole('button', { name: '日本語', exact: true })).toHaveAttribute(
    'lang',
    'ja',
  );
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();
});

test.describe('a browser that asks for Japanese', () => {
  test.use({ locale: 'ja-JP' });

  test('is sent from / to the Japanese pages on the first visit', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/');
    await expect(page).toHaveURL('/ja/home1');
    await expectJapanese(page, testInfo);
  });

  test('can still choose English, which wins over the browser', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/ja/newsletter');
    await chooseLanguage(page, testInfo, 'ja', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    await gotoHydrated(page, '/');
    await expect(page).toHaveURL('/home1');
    await expectEnglish(page, testInfo);
  });
});

test('an English-speaking browser with no choice saved gets English', async ({ request }) => {
  const response = await request.get('/newsletter', {
    headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toMatch(/<html lang="en"/);
});

test('switching works without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletter');
    // The header's language menu opens without JavaScript too (docs/product.md#the-shell).
    await page.goto('/newsletter?x=1');
    await page.getByRole('banner').getByRole('button', { name: 'Language: English' }).click();
    await page.locator('#menu-language').getByRole('button', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/newsletter\?x=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ニュースレター');
    // The choice is kept: an English address now leads to the Japanese page.
    await page.goto('/newsletter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ニュースレター');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  } finally {
    await context.close();
  }
});

test('the language action saves the choice and redirects back', async ({ request }) => {
  const response = await request.post('/language', {
    form: { lang: 'ja', redirectTo: '/newsletter?page=2' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers()['location']).toBe('/ja/newsletter?page=2');
  const cookie = response.headers()['set-cookie'] ?? '';
  expect(cookie).toMatch(/^lang=/);
  expect(cookie).toMatch(/Path=\//i);
  expect(cookie).toMatch(/Max-Age=\d{6,}/i);
  expect(cookie).toMatch(/HttpOnly/i);
  expect(cookie).toMatch(/SameSite=Lax/i);

  // An unknown language changes nothing but still goes back.
  const unknown = await request.post('/language', {
    form: { lang: 'xx', redirectTo: '/newsletter' },
    maxRedirects: 0,
  });
  expect(unknown.status()).toBe(302);
  expect(unknown.headers()['location']).toBe('/newsletter');
  expect(unknown.headers()['set-cookie']).toBeUndefined();
});

test('the language action never redirects off the site', async ({ request }) => {
  for (const redirectTo of [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ]) {
    const response = await request.post('/language', {
      form: { lang: 'en', redirectTo },
      maxRedirects: 0,
    });
    expect(response.status(), redirectTo).toBe(302);
    expect(response.headers()['location'], redirectTo).toBe('/');
  }
});
