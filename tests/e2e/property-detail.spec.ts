import type { Page } from '@playwright/test';

import { AMENITIES } from '../../app/lib/catalog';

import { formatMoney } from '../../app/i18n/money-format';
import { layoutCode } from '../../app/lib/layout-code';
import { calculatorHref, DEFAULT_MONTHLY_TERMS } from '../../app/lib/monthly-cost';
import { inJapan } from '../../app/lib/place-country';
import { createFormatters } from '../../app/i18n/i18n';
import { DEFAULT_RATES } from '../../app/lib/money';
import { moveInTotal } from '../../app/lib/move-in-cost';
import { seededProperties, type SeededProperty } from './data';
import { expect, NOT_FOUND_RESOURCE, test } from './fixtures';
import { gotoHydrated } from './hydration';

/** The homes of the test server's fresh database, computed independently of the page. */
const homes = seededProperties();
const home = (id: number) => homes.find((p) => p.id === id)!;
const withVideo = homes.find((p) => p.video && p.floorPlans.length >= 2)!;
// A price as an English page writes it in the listing's currency (docs/product.md#money).
const money = (p: SeededProperty) => formatMoney(p.price, p.currency, 'en-US');

function fact(page: Page, label: string) {
  return page
    .getByTestId('facts')
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');
}

test.describe('the property page', () => {
  test('shows the listing: name, title, price, place and every fact', async ({ page }) => {
    const p = home(1);
    await gotoHydrated(page, '/property/1');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.name);
    await expect(page).toHaveTitle(`Roofline | ${p.name}`);
    const price = page.getByTestId('price');
    await expect(price).toContainText(money(p));
    await expect(price).toContainText(p.listingType === 'rent' ? '/ month' : money(p));
    if (p.listingType === 'sale') await expect(price).not.toContainText('/ month');
    const header = page.locator('main header').first();
    await expect(header).toContainText(p.location);
    await expect(header).toContainText(p.listingType === 'rent' ? 'For rent' : 'For sale');
    await expect(header).toContainText(p.category);

    await expect(fact(page, 'Bedrooms')).toHaveText(String(p.numberOfBeds));
    // Its layout code on an English page only for a home in Japan (docs/product.md#the-layout-code).
    const layout = inJapan(p.location) ? layoutCode(p) : null;
    if (layout) await expect(fact(page, 'Layout')).toHaveText(layout);
    else await expect(fact(page, 'Layout')).toHaveCount(0);
    await expect(fact(page, 'Bathrooms')).toHaveText(String(p.numberOfBathrooms));
    await expect(fact(page, 'Area')).toHaveText(`${p.numberOfArea.toLocaleString('en-US')} sq ft`);
    await expect(fact(page, 'Kitchens')).toHaveText(String(p.numberOfKitchen));
    await expect(fact(page, 'Living rooms')).toHaveText(String(p.numberOfLivingRooms));
    // With its month, 築年月 (docs/product.md#rental-and-sale-terms).
    await expect(fact(page, 'Built')).toHaveText(
      createFormatters('en').monthYear(Date.UTC(p.built, p.builtMonth! - 1)),
    );
    await expect(fact(page, 'Orientation')).toHaveText(p.orientation);
    await expect(fact(page, 'Plot size')).toHaveText(`${p.plotSize.toLocaleString('en-US')} sq ft`);
    await expect(fact(page, 'Garage size')).toContainText(
      p.garageSize === 0 ? 'No garage' : String(p.garageSize),
    );
    if (p.rentalTerms) await expect(fact(page, 'Rental terms')).toHaveText(p.rentalTerms);
    else await expect(fact(page, 'Rental terms')).toHaveCount(0);

    // A rental offers what renting it takes, not a mortgage (price-card.test.tsx holds both).
    const mortgage = page.getByRole('link', { name: 'Calculate your mortgage' });
    if (p.listingType === 'rent') {
      await expect(mortgage).toHaveCount(0);
      await expect(page.getByRole('region', { name: 'What renting it takes' })).toBeVisible();
    } else {
      // Its price in its own currency and its market's terms (docs/product.md#what-it-costs-a-month).
      await expect(mortgage).toHaveAttribute('href', calculatorHref(p, DEFAULT_MONTHLY_TERMS));
    }
  });

  test('names the layout code of a home in Japan and of every home on a Japanese page, and a Tokyo rental’s terms and move-in cost', async ({
    request,
  }) => {
    const tokyo = homes.find((p) => inJapan(p.location) && layoutCode(p))!;
    const elsewhere = homes.find((p) => !inJapan(p.location) && layoutCode(p))!;
    const shown = async (path: string, label: string) => {
      const html = await (await request.get(path)).text();
      return new RegExp(`>${label}</dt><dd[^>]*>([^<]+)<`).exec(html)?.[1] ?? null;
    };
    expect(await shown(`/property/${tokyo.id}`, 'Layout')).toBe(layoutCode(tokyo));
    expect(await shown(`/ja/property/${elsewhere.id}`, '間取り')).toBe(layoutCode(elsewhere));
    expect(await shown(`/property/${elsewhere.id}`, 'Layout')).toBeNull();
    // A Tokyo rental's terms as Japan writes them, and the cash to move in as the rule adds it up
    // (docs/product.md#rental-and-sale-terms, docs/product.md#move-in-cost).
    const rental = homes.find(
      (p) => inJapan(p.location) && p.listingType === 'rent' && p.keyMoney,
    )!;
    const ja = createFormatters('ja');
    expect(await shown(`/ja/property/${rental.id}`, '礼金')).toBe(
      ja.money(rental.keyMoney!, rental.currency),
    );
    const page = await (await request.get(`/property/${rental.id}`)).text();
    const total = /data-testid="move-in-total"[^>]*>([^<]+)</.exec(page)?.[1];
    expect(total).toBe(formatMoney(moveInTotal(rental, DEFAULT_RATES), rental.currency, 'en-US'));
  });

  test('renders the markdown description as headings, lists and links', async ({ page }) => {
    await gotoHydrated(page, '/property/1');
    const description = page.locator('#description');
    await expect(description.getByRole('heading', { level: 3 }).first()).toHaveText(/^About this /);
    await expect(description.getByRole('heading', { name: 'Highlights' })).toBeVisible();
    expect(await description.locator('ul > li').count()).toBeGreaterThanOrEqual(4);
    await expect(description.locator('strong').first()).toContainText('bedrooms');
    await expect(description.getByRole('link', { name: 'mortgage calculator' })).toHaveAttribute(
      'href',
      '/mortgage-calculator',
    );
    await expect(description).not.toContainText('**');
  });

  test('lists all twelve amenities, present or absent as the listing says', async ({ page }) => {
    const p = home(3);
    await gotoHydrated(page, '/property/3');
    const items = page.locator('#amenities li');
    await expect(items).toHaveCount(12);
    for (const key of AMENITIES) {
      const item = page.locator(`[data-amenity="${key}"]`);
      await expect(item).toHaveAttribute('data-present', String(p[key]));
      if (p[key]) await expect(item).not.toContainText('not available');
      else await expect(item).toContainText('not available');
    }
    await expect(page.locator('#amenities')).toContainText('Dishwasher');
    await expect(page.locator('#amenities')).toContainText('Wardrobe');
  });

  test('carries a meta description, a canonical URL and JSON-LD with a nonce', async ({
    page,
    request,
  }) => {
    const p = home(1);
    await gotoHydrated(page, '/property/1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/property\/1$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    expect(description?.length).toBeLessThanOrEqual(155);
    const script = page.locator('script[type="application/ld+json"]');
    const json = JSON.parse((await script.textContent()) ?? '{}');
    expect(json).toMatchObject({
      '@type': 'RealEstateListing',
      name: p.name,
      offers: { price: p.price, priceCurrency: p.currency },
    });
    expect(json.url).toMatch(/\/property\/1$/);
    expect(json.aggregateRating?.reviewCount).toBeGreaterThan(0);
    const html = await (await request.get('/property/1')).text();
    expect(html).toMatch(/<script type="application\/ld\+json" nonce="[^"]+">/);
  });

  test('answers 404 "Property not found" for an unknown or malformed id', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(NOT_FOUND_RESOURCE);
    for (const path of ['/property/999999', '/property/abc', '/property/0']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: 'Property not found' })).toBeVisible();
      await expect(page).toHaveTitle('Roofline | Property not found');
    }
  });
});

test.describe('the gallery', () => {
  test('its thumbnail strip scrolls on its own; the page never scrolls sideways @both-widths', async ({
    page,
  }) => {
    await page.goto('/property/1');
    // Against the screen's width: on a phone the window itself widens to content that overflows.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('thumbnails choose the main photo', async ({ page }) => {
    const p = home(1);
    await gotoHydrated(page, '/property/1');
    const main = page.getByTestId('main-photo');
    await expect(main).toHaveAttribute('src', p.photos[0]!.original);
    await expect(main).toHaveAttribute('alt', `${p.name} — photo 1`);
    await page.getByRole('button', { name: 'Show photo 3' }).click();
    await expect(main).toHaveAttribute('src', p.photos[2]!.original);
    await expect(main).toHaveAttribute('alt', `${p.name} — photo 3`);
    await expect(page.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // And by keyboard.
    await page.getByRole('button', { name: 'Show photo 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(main).toHaveAttribute('src', p.photos[1]!.original);
  });

  test('the viewer opens full screen, steps with arrows and buttons, and Escape closes it', async ({
    page,
  }) => {
    const p = home(1);
    const total = p.photos.length;
    await gotoHydrated(page, '/property/1');
    const opener = page.getByRole('button', { name: `View all ${total} photos` });
    await opener.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Photos of ${p.name}` });
    await expect(viewer).toBeVisible();
    const counter = viewer.getByTestId('photo-counter');
    await expect(counter).toHaveText(`1 / ${total}`);
    await page.keyboard.press('ArrowRight');
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(viewer.getByRole('img')).toHaveAttribute('src', p.photos[1]!.original);
    await viewer.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`3 / ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(`${total} / ${total}`);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(opener).toBeFocused();
    // The main photo follows the viewer.
    await expect(page.getByTestId('main-photo')).toHaveAttribute(
      'src',
      p.photos[total - 1]!.original,
    );
  });

  test('a swipe moves to the next or previous photo', async ({ page }) => {
    const p = home(1);
    await gotoHydrated(page, '/property/1');
    await page.getByRole('button', { name: /^View all \d+ photos$/ }).click();
    const viewer = page.getByRole('dialog');
    const stage = viewer.getByRole('img').locator('..');
    const swipe = async (from: number, to: number) => {
      const init = { pointerType: 'touch', isPrimary: true, clientY: 300 };
      await stage.dispatchEvent('pointerdown', { ...init, clientX: from });
      await stage.dispatchEvent('pointerup', { ...init, clientX: to });
    };
    await swipe(300, 80);
    await expect(viewer.getByTestId('photo-counter')).toHaveText(`2 / ${p.photos.length}`);
    await swipe(80, 300);
    await expect(viewer.getByTestId('photo-counter')).toHaveText(`1 / ${p.photos.length}`);
    // By keyboard: a click would leave the pointer over the header's links, which prefetch.
    await viewer.getByRole('button', { name: 'Close' }).press('Enter');
    await expect(viewer).toBeHidden();
  });
});

test.describe('the video tour and floor plans', () => {
  // Played by keyboard at the desktop width and by a click at the phone's: both ways are the check.
  test('the tour is fetched only once the poster is played, by mouse or keyboard @both-widths', async ({
    page,
  }, testInfo) => {
    const tourRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/tour/')) tourRequests.push(request.url());
    });
    await gotoHydrated(page, `/property/${withVideo.id}`);
    const play = page.getByRole('button', { name: 'Play the video tour' });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(tourRequests).toEqual([]);
    if (testInfo.project.name === 'phone') await play.click();
    else {
      await play.focus();
      await page.keyboard.press('Enter');
    }
    const tour = page.getByTestId('video-tour');
    await expect(tour).toHaveAttribute('src', withVideo.video!);
    await expect(tour).toHaveAccessibleName(`Animated video tour of ${withVideo.name}`);
    await expect.poll(() => tourRequests.length).toBeGreaterThan(0);
    await expect
      .poll(() => tour.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(play).toHaveCount(0);
  });

  test('floor plans open one at a time, the first at the start', async ({ page }) => {
    await gotoHydrated(page, `/property/${withVideo.id}`);
    const section = page.locator('#floor-plans');
    const buttons = section.getByRole('button');
    await expect(buttons).toHaveCount(withVideo.floorPlans.length);
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('img').first()).toBeVisible();
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(section.getByRole('region')).toHaveCount(1);
    await expect(section.getByRole('region').getByRole('img')).toHaveAttribute(
      'src',
      withVideo.floorPlans[1]!.image,
    );
  });
});

test.describe('in Japanese', () => {
  test('the page, its form and the generated listing speak Japanese', async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
    const p = home(1);
    await gotoHydrated(page, '/property/1');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.nameJa!);
    await expect(page.getByRole('heading', { name: '物件詳細' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '設備' })).toBeVisible();
    // Home 1 is for rent: what renting it takes, in Japanese, and no mortgage.
    await expect(page.getByRole('region', { name: '借りるときの目安' })).toBeVisible();
    await expect(page.getByRole('link', { name: '住宅ローンを計算する' })).toHaveCount(0);
    await expect(page.getByText('メールアドレスは公開されません。')).toBeVisible();
    await page.getByRole('button', { name: 'レビューを投稿' }).click();
    await expect(page.getByText('お名前は必須です。')).toBeVisible();
    await expect(page.getByText('メッセージは必須です。')).toBeVisible();
  });
});
