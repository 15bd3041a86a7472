import { expectBlogPage, params, sidebar } from './blog-helpers';
import { expectedBlogs, seededBlogs, type BlogFilter } from './data';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

const ALL = seededBlogs();
const CATEGORIES = ['Marketing', 'Management', 'Life Style', 'Development', 'Product'];

/**
 * Each filter alone and combined, in any case, across pages, against an oracle: Vitest
 * (app/models/blogs.server.test.ts) on PGlite and PostgreSQL. Here, that the page shows what its
 * address asks for.
 */
test.describe('blog results', () => {
  test("a combination, in lower case and with 'tags' for the tag, gives the spec's results", async ({
    page,
  }) => {
    const filter: BlogFilter = { category: 'Product', tag: 'Finance', keywords: 'home' };
    expect(expectedBlogs(ALL, filter).length).toBeGreaterThan(0);
    await page.goto('/blogs?category=product&tags=Finance&keywords=HOME');
    await expectBlogPage(page, ALL, filter);
  });

  test('a card shows picture, title, date, author, category and excerpt', async ({ page }) => {
    const [newest] = expectedBlogs(ALL, {});
    await page.goto('/blogs');
    const card = page.getByTestId('blog-results').getByRole('article').first();
    await expect(card.getByRole('heading', { name: newest!.title })).toBeVisible();
    await expect(card).toContainText(`${newest!.author.firstName} ${newest!.author.lastName}`);
    await expect(card).toContainText(newest!.category);
    await expect(card).toContainText(newest!.excerpt.slice(0, 40));
    const date = newest!.createdAt.toLocaleDateString('en-US', {
      dateStyle: 'medium',
      timeZone: 'UTC',
    } as Intl.DateTimeFormatOptions);
    await expect(card.locator('time')).toHaveText(date);
    await expect(card.locator('img').first()).toHaveAttribute('width', '480');
    await expect(page).toHaveTitle('Roofline | Blogs');
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/);
  });

  test('an empty result offers every post again', async ({ page }) => {
    await gotoHydrated(page, '/blogs?keywords=zebra%20submarine&category=Product');
    await expectBlogPage(page, ALL, { keywords: 'zebra submarine', category: 'Product' });
    await expect(page.getByText('No posts match this search')).toBeVisible();
    await page.getByRole('link', { name: 'Show all posts' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expectBlogPage(page, ALL, {});
  });
});

test.describe('the sidebar', () => {
  test('keywords: Enter searches, keeping the category; clear removes them', async ({ page }) => {
    await gotoHydrated(page, '/blogs?category=Marketing&page=1');
    const box = sidebar(page).getByRole('searchbox', { name: 'Search the blog' });
    const clear = sidebar(page).getByRole('button', { name: 'Clear search' });
    await expect(clear).toHaveCount(0);
    await box.fill('rent');
    await expect(clear).toBeVisible();
    await box.press('Enter');
    await expect.poll(() => params(page)).toEqual({ category: 'Marketing', keywords: 'rent' });
    await expectBlogPage(page, ALL, { category: 'Marketing', keywords: 'rent' });
    await expect(box).toHaveValue('rent');

    await clear.click();
    await expect.poll(() => params(page)).toEqual({ category: 'Marketing' });
    await expect(box).toHaveValue('');
    await expect(clear).toHaveCount(0);
    await expectBlogPage(page, ALL, { category: 'Marketing' });

    await box.fill('Copenhagen');
    await sidebar(page).getByRole('button', { name: 'Search', exact: true }).click();
    await expect
      .poll(() => params(page))
      .toEqual({ category: 'Marketing', keywords: 'Copenhagen' });
    await expectBlogPage(page, ALL, { category: 'Marketing', keywords: 'Copenhagen' });
  });

  test('categories show their counts and merge with the other parameters', async ({ page }) => {
    await gotoHydrated(page, '/blogs?keywords=rent&page=1');
    const list = sidebar(page).getByRole('region', { name: 'Categories' });
    await expect(list.getByRole('link', { name: 'All 200 posts', exact: true })).toBeVisible();
    for (const name of CATEGORIES) {
      const count = ALL.filter((b) => b.category === name).length;
      await expect(
        list.getByRole('link', { name: `${name} ${count} posts`, exact: true }),
      ).toBeVisible();
    }
    await expect(list.getByRole('link', { name: /^All/ })).toHaveAttribute('aria-current', 'true');

    await list.getByRole('link', { name: /^Marketing/ }).click();
    await expect
      .poll(() => params(page))
      .toEqual({
        category: 'Marketing',
        keywords: 'rent',
        page: '1',
        reset: 'true',
      });
    await expectBlogPage(page, ALL, { category: 'Marketing', keywords: 'rent' });
    await expect(list.getByRole('link', { name: /^Marketing/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(list.getByRole('link', { name: /^All/ })).not.toHaveAttribute('aria-current');

    await list.getByRole('link', { name: /^All/ }).click();
    await expect.poll(() => params(page)).toEqual({ keywords: 'rent', page: '1', reset: 'true' });
    await expectBlogPage(page, ALL, { keywords: 'rent' });
  });

  test('tags list every tag and merge with the other parameters', async ({ page }) => {
    await gotoHydrated(page, '/blogs?category=Product&page=2');
    const tags = sidebar(page).getByRole('region', { name: 'Tags' });
    const distinct = [...new Set(ALL.flatMap((b) => b.tags))].sort();
    await expect(tags.getByRole('link')).toHaveText(distinct);
    await expect(tags.locator('[aria-current]')).toHaveCount(0);

    await tags.getByRole('link', { name: 'Buying', exact: true }).click();
    await expect
      .poll(() => params(page))
      .toEqual({
        category: 'Product',
        tag: 'Buying',
        page: '1',
        reset: 'true',
      });
    await expectBlogPage(page, ALL, { category: 'Product', tag: 'Buying' });
    await expect(tags.getByRole('link', { name: 'Buying', exact: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // Then a category: the tag stays.
    await sidebar(page)
      .getByRole('link', { name: /^Development/ })
      .click();
    await expect
      .poll(() => params(page))
      .toEqual({
        category: 'Development',
        tag: 'Buying',
        page: '1',
        reset: 'true',
      });
    await expectBlogPage(page, ALL, { category: 'Development', tag: 'Buying' });
  });

  test('recent posts are the 4 newest, each linking to its post', async ({ page }) => {
    await gotoHydrated(page, '/blogs?tag=Design');
    const recent = sidebar(page).getByRole('region', { name: 'Recent Posts' });
    const newest = expectedBlogs(ALL, {}).slice(0, 4);
    const links = recent.getByRole('link');
    await expect(links).toHaveText(newest.map((b) => b.title));
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
      newest.map((b) => `/blog/${b.id}`),
    );
    await expect(recent.locator('time')).toHaveCount(4);
    await links.nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${newest[1]!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[1]!.title);
  });

  test('the newsletter box signs up in place', async ({ page }) => {
    await gotoHydrated(page, '/blogs');
    const box = sidebar(page).getByRole('region', { name: 'Newsletter' });
    await box.getByRole('textbox', { name: 'Email' }).fill(`blog-${Date.now()}@example.com`);
    await box.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.locator('[data-notice="success"]')).toContainText('Check your inbox');
  });
});

test('the list speaks Japanese when asked', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
  await page.goto('/blogs?tag=Design');
  const total = expectedBlogs(ALL, { tag: 'Design' }).length;
  await expect(page.getByRole('heading', { name: `${total} 件中 1–6 件を表示` })).toBeVisible();
  await expect(page).toHaveTitle('Roofline | ブログ');
  const aside = page.getByRole('complementary', { name: 'ブログのサイドバー' });
  await expect(aside.getByRole('heading', { name: 'カテゴリー' })).toBeVisible();
  await expect(aside.getByRole('link', { name: /^すべて/ })).toBeVisible();
  await expect(aside.getByRole('searchbox', { name: 'ブログを検索' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test('search, clear, categories and tags are links and GET forms', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/blogs?category=Product');
    const box = page.getByRole('searchbox', { name: 'Search the blog' });
    await box.fill('home');
    await box.press('Enter');
    await expect.poll(() => params(page)).toEqual({ category: 'Product', keywords: 'home' });
    await expectBlogPage(page, ALL, { category: 'Product', keywords: 'home' });
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => params(page)).toEqual({ category: 'Product' });
    await expect(box).toHaveValue('');
    await page.getByRole('link', { name: 'Renting', exact: true }).click();
    await expect.poll(() => params(page)).toMatchObject({ category: 'Product', tag: 'Renting' });
    await expectBlogPage(page, ALL, { category: 'Product', tag: 'Renting' });
    await context.close();
  });
});
