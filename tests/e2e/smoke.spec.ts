import { expect, NOT_FOUND_RESOURCE, test } from './fixtures';

test('an unknown path shows the not-found page with status 404', async ({ page, consoleGuard }) => {
  consoleGuard.allow(NOT_FOUND_RESOURCE);
  const response = await page.goto('/anything-else');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Roofline | Page not found');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
