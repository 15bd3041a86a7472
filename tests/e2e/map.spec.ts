import type { Page } from '@playwright/test';

import { gotoHydrated } from './hydration';
import { expect, test } from './fixtures';

/** The number of homes the results page says it found. */
async function total(page: Page) {
  const text = await page.locator('#results-heading').innerText();
  return Number(/of ([\d,]+) homes/.exec(text)![1]!.replace(/,/g, ''));
}

// Both widths: beside the list on a desktop, behind the "Map" button on a phone
// (docs/product.md#the-map).
test('draw an area on the map, see the list narrow to it, and Back restores the search @both-widths', async ({
  page,
}, testInfo) => {
  await gotoHydrated(page, '/properties?location=London');
  const before = await total(page);
  expect(before).toBeGreaterThan(6);
  if (testInfo.project.name.startsWith('phone')) {
    await page.getByRole('button', { name: 'Map', exact: true }).click();
  }
  const map = page.getByRole('region', { name: 'Map of the homes found' });
  // The map has drawn its clusters and pins: every home of the search is on it.
  await expect(map.locator('.map-cluster, .map-pin').first()).toBeVisible({ timeout: 30_000 });
  await expect(map.getByText(`${before} homes on the map`)).toBeVisible();

  await map.getByRole('button', { name: 'Draw an area' }).click();
  const canvas = map.locator('canvas');
  const box = (await canvas.boundingBox())!;
  for (const [x, y] of [
    [0.3, 0.3],
    [0.75, 0.35],
    [0.55, 0.75],
  ]) {
    await canvas.click({ position: { x: box.width * x!, y: box.height * y! } });
  }
  await map.getByRole('button', { name: 'Finish' }).click();

  await expect(page).toHaveURL(/[?&]area=/);
  await expect(page.getByText('Only homes inside the area on the map.')).toBeAttached();
  await expect.poll(() => total(page).catch(() => 0)).toBeLessThan(before);
  const inside = await total(page);
  expect(inside).toBeGreaterThan(0);
  // The map counts the same homes as the list.
  await expect(map.getByText(`${inside} homes on the map`)).toBeVisible();

  await page.goBack();
  await expect(page).not.toHaveURL(/area=/);
  await expect.poll(() => total(page)).toBe(before);
  await expect(map.getByText(`${before} homes on the map`)).toBeVisible();

  // From 1024 px the map stays beside the list, the filters folded above both.
  if (testInfo.project.name.startsWith('phone')) return;
  await page.setViewportSize({ width: 1024, height: 800 });
  const list = page.getByRole('region', { name: /^Showing/ });
  await expect(page.locator('summary').filter({ hasText: 'Filters' })).toBeVisible();
  await expect
    .poll(async () => {
      const [left, right] = [await list.boundingBox(), await map.boundingBox()];
      return !!left && !!right && right.x >= left.x + left.width && right.y < left.y + left.height;
    })
    .toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });
});

// The map follows every search the page makes (docs/product.md#the-results-map, ADR 0101); the
// choice of moves is checked in Vitest (map-view.test.ts), this only that the page makes them.
test('the map shows every result at first, follows a city chosen in the filters, and keeps it on a reload', async ({
  page,
}) => {
  await gotoHydrated(page, '/properties');
  const map = page.getByRole('region', { name: 'Map of the homes found' });
  // The first view holds every result.
  const all = await total(page);
  await expect(map.getByText(`${all} homes on the map`)).toBeVisible({ timeout: 30_000 });
  // Zoomed in over Europe, the count says that some are outside the view, and offers them all.
  for (let press = 0; press < 2; press++) {
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click();
  }
  await expect(map.getByText(new RegExp(`^\\d+ of ${all} homes in this view$`))).toBeVisible();
  await expect(map.getByRole('button', { name: `Show all ${all}` })).toBeVisible();

  const filters = page.getByRole('form', { name: 'Filters' }).locator('visible=true');
  await filters.getByLabel('Location').selectOption('New York, USA');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/location=New/);
  await expect.poll(() => total(page)).toBeLessThan(all);
  const newYork = await total(page);
  await expect(map.getByText(`${newYork} homes on the map`)).toBeVisible();
  // Another page of the same search leaves the map, and its count, as they are.
  await page.getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(map.getByText(`${newYork} homes on the map`)).toBeVisible();

  await page.reload();
  await expect(map.getByText(`${newYork} homes on the map`)).toBeVisible({ timeout: 30_000 });
  // "Search this area" then finds the same homes.
  await map.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/bbox=/);
  await expect.poll(() => total(page)).toBe(newYork);
});

test('the map answers a bad area with the whole view, never an error', async ({ request }) => {
  for (const query of [
    'view=NaN,1,2,3',
    'view=1,2,3&area=%7B%7B%7B',
    'bbox=0,95,1,96&view=-180,-85,180,85',
    `area=${'_p~iF~ps|U'.repeat(600)}`,
  ]) {
    const response = await request.get(`/map/homes?${query}`);
    expect(response.status(), query).toBe(200);
    const answer = (await response.json()) as { total: number };
    expect(answer.total, query).toBeGreaterThan(0);
  }
});
