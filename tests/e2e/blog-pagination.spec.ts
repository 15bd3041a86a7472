import type { Page } from '@playwright/test';

import { blogsHref, expectBlogPage, params, sidebar } from './blog-helpers';
import { expectedBlogs, seededBlogs, type BlogFilter } from './data';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

const ALL = seededBlogs();

async function pagesNav(page: Page) {
  return page.getByRole('navigation', { name: 'Pages' });
}

test.describe('pagination', () => {
  const filter: BlogFilter = { category: 'Management' };
  const pageCount = Math.ceil(expectedBlogs(ALL, filter).length / 6);

  test('first, next, last, and a page past the end', async ({ page }) => {
    await gotoHydrated(page, blogsHref(filter));
    const nav = await pagesNav(page);
    await nav.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => params(page)).toEqual({ category: 'Management', page: '2' });
    await expectBlogPage(page, ALL, filter, 1);
    await nav.getByRole('link', { name: 'Next page' }).click();
    await expectBlogPage(page, ALL, filter, 2);
    await nav.getByRole('link', { name: 'Last page' }).click();
    await expectBlogPage(page, ALL, filter, pageCount - 1);
    await expect(nav.getByRole('link', { name: 'Next page' })).toHaveCount(0);
    await nav.getByRole('link', { name: 'First page' }).click();
    await expectBlogPage(page, ALL, filter, 0);
    await page.goto(blogsHref({ ...filter, page: 999 }));
    await expectBlogPage(page, ALL, filter, pageCount - 1);
    const response = await page.goto('/blogs?page=abc&category=%3Cb%3E&reset=1');
    expect(response?.status()).toBe(200);
    await expectBlogPage(page, ALL, {});
  });

  test('going back to a seen page makes no request; reset=true fetches', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      // Only the list's own data: on a phone a touch may prefetch a post's.
      if (request.url().includes('/blogs.data')) dataRequests.push(request.url());
    });
    await gotoHydrated(page, blogsHref(filter));
    await (await pagesNav(page)).getByRole('link', { name: 'Page 2' }).click();
    await expectBlogPage(page, ALL, filter, 1);
    expect(dataRequests).toHaveLength(1);
    await page.goBack();
    await expectBlogPage(page, ALL, filter, 0);
    await page.goForward();
    await expectBlogPage(page, ALL, filter, 1);
    expect(dataRequests).toHaveLength(1);
    // A sidebar choice asks for fresh results even for a page seen before.
    await sidebar(page)
      .getByRole('link', { name: /^Management/ })
      .click();
    await expectBlogPage(page, ALL, filter, 0);
    expect(dataRequests).toHaveLength(2);
  });
});
