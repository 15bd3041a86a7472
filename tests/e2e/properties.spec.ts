import type { Page } from '@playwright/test';

import { searchText, seededProperties, type SeededProperty } from './data';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

const ALL = seededProperties();
const PER_PAGE = 6;

type Filter = {
  listingType?: 'sale' | 'rent';
  location?: string;
  category?: string;
  priceMin?: number;
  priceMax?: number;
  bedRooms?: number;
  squareFootMin?: number;
  squareFootMax?: number;
  keywords?: string;
  amenities?: (keyof SeededProperty & `has${string}`)[];
  sort?: 'latest' | 'price-asc' | 'price-desc' | 'area-desc' | 'area-asc';
};

/** The search (docs/product.md#search), computed here from the generated data. */
function expected(filter: Filter) {
  const has = (text: string, part?: string) =>
    !part || text.toLowerCase().includes(part.toLowerCase());
  const rows = ALL.filter(
    (p) =>
      (!filter.listingType || p.listingType === filter.listingType) &&
      has(p.location, filter.location) &&
      has(p.category, filter.category) &&
      (filter.priceMin === undefined || p.priceUsd >= filter.priceMin) &&
      (filter.priceMax === undefined || p.priceUsd <= filter.priceMax) &&
      (filter.bedRooms === undefined || p.numberOfBeds === filter.bedRooms) &&
      (filter.squareFootMin === undefined || p.numberOfArea >= filter.squareFootMin) &&
      (filter.squareFootMax === undefined || p.numberOfArea <= filter.squareFootMax) &&
      (!filter.keywords || searchText(p).includes(filter.keywords.toLowerCase())) &&
      (filter.amenities ?? []).every((key) => p[key] === true),
  );
  const by = {
    latest: (a: SeededProperty, b: SeededProperty) =>
      (b.createdAt as Date).getTime() - (a.createdAt as Date).getTime() || b.id - a.id,
    // Each kind apart: rents first for the lowest, sales first for the highest.
    'price-asc': (a: SeededProperty, b: SeededProperty) =>
      a.listingType.localeCompare(b.listingType) || a.priceUsd - b.priceUsd || a.id - b.id,
    'price-desc': (a: SeededProperty, b: SeededProperty) =>
      b.listingType.localeCompare(a.listingType) || b.priceUsd - a.priceUsd || b.id - a.id,
    'area-desc': (a: SeededProperty, b: SeededProperty) =>
      b.numberOfArea - a.numberOfArea || b.id - a.id,
    'area-asc': (a: SeededProperty, b: SeededProperty) =>
      a.numberOfArea - b.numberOfArea || a.id - b.id,
  }[filter.sort ?? 'latest'];
  return rows.sort(by);
}

const results = (page: Page) =>
  page.getByRole('region', { name: /homes|No homes/ }).getByRole('article');

async function expectPage(page: Page, filter: Filter, pageIndex = 0) {
  const rows = expected(filter);
  const shown = rows.slice(pageIndex * PER_PAGE, (pageIndex + 1) * PER_PAGE);
  if (rows.length === 0) {
    await expect(page.getByRole('heading', { name: 'No homes found' })).toBeVisible();
    return;
  }
  await expect(
    page.getByRole('heading', {
      name: `Showing ${pageIndex * PER_PAGE + 1}–${pageIndex * PER_PAGE + shown.length} of ${rows.length.toLocaleString('en-US')} homes`,
    }),
  ).toBeVisible();
  await expect(results(page).getByRole('heading', { level: 3 })).toHaveText(
    shown.map((p) => p.name),
  );
}

function href(filter: Filter & { page?: number }) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (Array.isArray(value)) value.forEach((v) => params.append(key, v));
    else if (value !== undefined) params.set(key, String(value));
  }
  return `/properties?${params}`;
}

/**
 * Each filter and sort mode, alone and combined, across pages, against an oracle: Vitest
 * (app/models/properties.server.test.ts) on PGlite and PostgreSQL. Here, that the page shows what
 * its address asks for.
 */
test.describe('property results', () => {
  test("a combination of filters, sorted, on a later page, gives the spec's results", async ({
    page,
  }) => {
    const filter: Filter = {
      listingType: 'sale',
      // A place the location menu lists: others are dropped (docs/product.md#search-parameters).
      location: 'Istanbul, Turkey',
      priceMax: 800_000,
      sort: 'area-asc',
    };
    expect(Math.ceil(expected(filter).length / PER_PAGE)).toBeGreaterThan(2);
    // ?page=3 is the third page: addresses count from 1, as the screen does.
    await page.goto(href({ ...filter, page: 3 }));
    await expectPage(page, filter, 2);
  });

  test("accepts the search bar's parameter names as well as the operation's", async ({ page }) => {
    await page.goto(
      '/properties?propertyType=Condo&minPrice=50000&maxPrice=600000&listingType=sale',
    );
    await expectPage(page, {
      category: 'Condo',
      priceMin: 50_000,
      priceMax: 600_000,
      listingType: 'sale',
    });
    // The links it writes use one canonical form.
    await expect(page.getByRole('link', { name: 'Page 2' }).first()).toHaveAttribute(
      'href',
      /category=Condo&priceMin=50000&priceMax=600000&page=2$/,
    );
  });
});

test.describe('filters and sort by hand', () => {
  // The page holds two panels (phone fold-out, desktop sidebar); each label must name its own
  // panel's field, or the desktop label would point at the hidden phone select.
  test('the filter panel narrows the results and the sort reorders them @both-widths', async ({
    page,
  }, info) => {
    // The sort answers a change only once the page's code runs.
    await gotoHydrated(page, '/properties');
    const panel = page.getByRole('form', { name: 'Filters' }).last();
    if (info.project.name === 'phone')
      await page.locator('summary').filter({ hasText: 'Filters' }).click();
    const form =
      info.project.name === 'phone' ? page.getByRole('form', { name: 'Filters' }).first() : panel;
    await form.getByLabel('Location').selectOption('Moscow, Russia');
    await form.getByLabel('Property type').selectOption('Apartment');
    await form.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/location=Moscow%2C\+Russia/);
    await expectPage(page, {
      location: 'Moscow, Russia',
      category: 'Apartment',
      priceMin: 0,
      priceMax: 1_000_000,
    });
    await page.getByLabel('Sort by').selectOption('price-desc');
    await expect(page).toHaveURL(/sort=price-desc/);
    await expectPage(page, {
      location: 'Moscow, Russia',
      category: 'Apartment',
      priceMin: 0,
      priceMax: 1_000_000,
      sort: 'price-desc',
    });
  });

  // Both panels are checked; Apply is sent from the desktop sidebar's (the phone's is above).
  test('a place or type typed in lower case is shown chosen, and Apply keeps it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/properties?location=london&category=apartment');
    const forms = page.getByRole('form', { name: 'Filters' });
    for (const form of await forms.all()) {
      await expect(form.getByLabel('Location')).toHaveValue('London, UK');
      await expect(form.getByLabel('Property type')).toHaveValue('Apartment');
    }
    await forms.last().getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/location=London%2C\+UK&category=Apartment/);
    await expectPage(page, { location: 'London, UK', category: 'Apartment' });
  });

  test('a search text cut at its length keeps whole characters, and the page hydrates', async ({
    page,
  }) => {
    // 99 letters and an emoji: cut at 100 units, the emoji once split into half a character,
    // which the server wrote as U+FFFD and the browser's data held as a lone surrogate.
    const text = `${'a'.repeat(99)}\u{1F600}`;
    for (const path of ['/properties?location=', '/blogs?keywords=']) {
      await gotoHydrated(page, `${path}${encodeURIComponent(text)}`);
      await expect(page.locator('body')).not.toContainText('\uFFFD');
    }
  });

  test('an empty result offers to clear the filters', async ({ page }) => {
    await page.goto('/properties?keywords=zebra%20submarine');
    await expect(page.getByRole('heading', { name: 'No homes found' })).toBeVisible();
    await expect(page.getByText('No homes match these filters')).toBeVisible();
    await page.getByRole('link', { name: 'Clear filters' }).last().click();
    await expect(page).toHaveURL(/\/properties$/);
    await expectPage(page, {});
  });
});

test.describe('pagination', () => {
  const filter: Filter = { location: 'Paris, France' };
  const pageCount = Math.ceil(expected(filter).length / PER_PAGE);

  test('first, middle and last pages, with the ends disabled', async ({ page }) => {
    // The pages are moved between by the router: the clicks wait for the page to be hydrated.
    await gotoHydrated(page, href(filter));
    const nav = page.getByRole('navigation', { name: 'Pages' });
    await expect(nav.locator('[aria-current="page"]')).toHaveText(/1$/);
    await expect(nav.getByText('Previous page')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Previous page' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: /^Page \d+$/ })).toHaveCount(4);

    await nav.getByRole('link', { name: 'Page 3' }).click();
    await expectPage(page, filter, 2);
    // A window of five around the current page (offset 2).
    await expect(nav.getByRole('listitem')).toContainText([
      'First page',
      'Previous page',
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
      'Page 5',
      'Next page',
      'Last page',
    ]);

    await nav.getByRole('link', { name: 'Last page' }).click();
    await expectPage(page, filter, pageCount - 1);
    await expect(nav.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'First page' }).click();
    await expectPage(page, filter, 0);
  });

  test('a page past the last shows the last page; malformed values give a normal page', async ({
    page,
  }) => {
    await page.goto(href({ ...filter, page: 999 }));
    await expectPage(page, filter, pageCount - 1);
    const response = await page.goto(
      '/properties?page=abc&bedRooms=x&priceMin=-5&sort=%3Cb%3E&amenities=zzz',
    );
    expect(response?.status()).toBe(200);
    await expectPage(page, { priceMin: 0 });
  });

  test('going back to a seen page makes no request; reset=true fetches', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      // Only the list's own data: a touch or hover may prefetch a home's.
      if (request.url().includes('/properties.data')) dataRequests.push(request.url());
    });
    // A click before hydration would load a whole document, not the page's data.
    await gotoHydrated(page, href(filter));
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expectPage(page, filter, 1);
    expect(dataRequests).toHaveLength(1);
    await page.goBack();
    await expectPage(page, filter, 0);
    await page.goForward();
    await expectPage(page, filter, 1);
    expect(dataRequests).toHaveLength(1);

    await page.evaluate(() => window.history.back());
    await expectPage(page, filter, 0);
    expect(dataRequests).toHaveLength(1);
    await page.goto(href(filter) + '&reset=true');
    await expectPage(page, filter, 0);
  });
});

test('the page speaks Japanese when asked', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
  await page.goto('/properties?location=Paris');
  const total = expected({ location: 'Paris, France' }).length;
  await expect(page.getByRole('heading', { name: `${total} 件中 1–6 件を表示` })).toBeVisible();
  await expect(page.getByLabel('並び替え')).toBeVisible();
});
