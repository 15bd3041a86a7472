import type { Page } from '@playwright/test';

import { expect } from './fixtures';

/**
 * Waits for the results' map beside the list (1024 px and wider) to have drawn its first answer,
 * so a sweep of the page's controls starts from the page as it stays (docs/product.md#the-map).
 */
export async function mapSettled(page: Page) {
  if (!new URL(page.url()).pathname.startsWith('/properties')) return;
  if ((page.viewportSize()?.width ?? 0) < 1024) return;
  await expect(page.locator('[data-map-ready="true"]')).toBeAttached();
}
