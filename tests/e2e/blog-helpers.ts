import type { Page } from '@playwright/test';

import { expectedBlogs, type BlogFilter, type SeededBlog } from './data';
import { expect } from './fixtures';

const PER_PAGE = 6;

export const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Blog sidebar' });

/** A list URL written by hand (not by the app's own helper), parameters in the order given. */
export function blogsHref(filter: BlogFilter & { page?: number }) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) search.set(key, String(value));
  return `/blogs?${search}`;
}

/** The page's query parameters, as an object. */
export function params(page: Page) {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

/** The list shows the posts (and the count) an independent computation gives, each linking to its post. */
export async function expectBlogPage(
  page: Page,
  all: SeededBlog[],
  filter: BlogFilter,
  pageIndex = 0,
) {
  const rows = expectedBlogs(all, filter);
  if (rows.length === 0) {
    await expect(page.getByRole('heading', { name: 'No posts found' })).toBeVisible();
    await expect(page.getByTestId('blog-results')).toHaveCount(0);
    return;
  }
  const shown = rows.slice(pageIndex * PER_PAGE, (pageIndex + 1) * PER_PAGE);
  const first = pageIndex * PER_PAGE + 1;
  await expect(
    page.getByRole('heading', {
      name: `Showing ${first}–${first + shown.length - 1} of ${rows.length} posts`,
    }),
  ).toBeVisible();
  const titles = page.getByTestId('blog-results').getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(shown.map((b) => b.title));
  const hrefs = await titles
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual(shown.map((b) => `/blog/${b.id}`));
}

/** The comment form, found by its submit button (its text depends on the language). */
export function commentForm(page: Page, submit = 'Post comment') {
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: submit }) });
  return {
    form,
    name: form.getByRole('textbox').nth(0),
    email: form.getByRole('textbox').nth(1),
    message: form.getByRole('textbox').nth(2),
    submit: form.getByRole('button', { name: submit }),
  };
}

export const commentItems = (page: Page) => page.getByTestId('comments').locator('> li');
