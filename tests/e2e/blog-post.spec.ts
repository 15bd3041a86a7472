import { commentForm, commentItems, expectBlogPage } from './blog-helpers';
import { expectedBlogs, seededBlogs } from './data';
import { expect, NOT_FOUND_RESOURCE, test } from './fixtures';
import { gotoHydrated } from './hydration';

const ALL = seededBlogs();

test.describe('a post', () => {
  const post = ALL[41]!;
  const url = `/blog/${post.id}`;

  test('shows its photo, title, author, date, category, tags and body', async ({ page }) => {
    await page.goto(url);
    await expect(page).toHaveTitle(`Roofline | ${post.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    const photo = page.getByRole('img', { name: `Illustration for “${post.title}”` });
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveAttribute('width', '1200');
    await expect(photo).toHaveAttribute('height', '750');
    const article = page.getByRole('article').first();
    await expect(article).toContainText(`${post.author.firstName} ${post.author.lastName}`);
    await expect(article.locator('time').first()).toHaveAttribute(
      'datetime',
      post.createdAt.toISOString(),
    );
    await expect(article.getByRole('link', { name: post.category, exact: true })).toHaveAttribute(
      'href',
      `/blogs?category=${encodeURIComponent(post.category).replace(/%20/g, '+')}`,
    );
    await expect(article.getByRole('list', { name: 'Tags' }).getByRole('link')).toHaveText(
      [...post.tags].sort(),
    );
    // The markdown body: headings, lists, emphasis, code, quote and links, as HTML.
    const body = page.getByTestId('post-body');
    await expect(
      body.getByRole('heading', { level: 2, name: 'Putting it together' }),
    ).toBeVisible();
    await expect(body.locator('ul > li')).toHaveCount(4);
    await expect(body.locator('ol > li')).toHaveCount(3);
    await expect(body.locator('em').first()).toBeVisible();
    await expect(body.locator('code')).toHaveText('price × rate');
    await expect(body.locator('blockquote')).toHaveCount(1);
    await expect(body.getByRole('link', { name: 'mortgage calculator' })).toHaveAttribute(
      'href',
      '/mortgage-calculator',
    );
    await expect(body).not.toContainText('](');
    await expect(body).not.toContainText('**');
  });

  test('its category and tags lead to the list filtered by them', async ({ page }) => {
    await gotoHydrated(page, url);
    const article = page.getByRole('article').first();
    await article.getByRole('link', { name: post.category, exact: true }).click();
    await expectBlogPage(page, ALL, { category: post.category });
    await gotoHydrated(page, url);
    const tags = article.getByRole('list', { name: 'Tags' });
    await tags.getByRole('link', { name: post.tags[0]!, exact: true }).click();
    await expectBlogPage(page, ALL, { tag: post.tags[0]! });
  });

  test('has a description, canonical URL, Open Graph tags, JSON-LD and the feed', async ({
    page,
    baseURL,
  }) => {
    await page.goto(url);
    const head = page.locator('head');
    const meta = (selector: string) => head.locator(`meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute('content', post.excerpt);
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', baseURL + url);
    await expect(meta('property="og:title"')).toHaveAttribute(
      'content',
      `Roofline | ${post.title}`,
    );
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'article');
    await expect(meta('property="og:url"')).toHaveAttribute('content', baseURL + url);
    // Its Open Graph card (docs/product.md#open-graph-images).
    await expect(meta('property="og:image"')).toHaveAttribute(
      'content',
      new RegExp(`^${baseURL}/og/blog/${post.id}\\.png\\?v=\\w+$`),
    );
    await expect(meta('property="og:description"')).toHaveAttribute('content', post.excerpt);
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/blog/rss.xml',
    );
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(json!)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      url: baseURL + url,
      image: [baseURL + post.photo],
      datePublished: post.createdAt.toISOString(),
      author: { name: `${post.author.firstName} ${post.author.lastName}` },
    });
  });

  test('lists its comments oldest first, without emails', async ({ page }) => {
    await page.goto(url);
    const times = await commentItems(page)
      .locator('time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')!));
    expect(times.length).toBeGreaterThan(0);
    expect([...times].sort()).toEqual(times);
    await expect(page.getByTestId('comments')).not.toContainText('@');
  });
});

test('an unknown or malformed id answers 404 Blog not found', async ({ page, consoleGuard }) => {
  consoleGuard.allow(NOT_FOUND_RESOURCE);
  for (const path of ['/blog/99999', '/blog/abc', '/blog/0', '/blog/1e3']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible();
  }
  await expect(page).toHaveTitle('Roofline | Blog not found');
});

test('a post speaks Japanese when asked', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'lang', value: 'ja', url: baseURL! }]);
  await gotoHydrated(page, '/blog/12');
  // Written in Japanese too when it was generated (docs/product.md#japanese-all-the-way).
  await expect(page).toHaveTitle(`Roofline | ${ALL[11]!.titleJa}`);
  await expect(page.getByRole('heading', { name: 'コメントを書く' })).toBeVisible();
  const f = commentForm(page, 'コメントを投稿');
  await expect(f.form).toContainText('メールアドレスは公開されません。');
  await f.submit.click();
  await expect(f.form.getByText('お名前は必須です。')).toBeVisible();
});

test('the RSS feed holds the 20 newest posts', async ({ page, request, baseURL }) => {
  const response = await request.get('/blog/rss.xml');
  expect(response.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  // Shared caches may keep it, apart for each host a proxy names.
  expect(response.headers()['vary']).toMatch(/X-Forwarded-Host, X-Forwarded-Proto/);
  expect(response.headers()['cache-control']).toMatch(/max-age=\d+/);
  const xml = await response.text();
  await page.goto('/blogs');
  await expect(
    page.locator('head link[rel="alternate"][type="application/rss+xml"]'),
  ).toHaveAttribute('href', '/blog/rss.xml');
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const items = [...doc.querySelectorAll('channel > item')];
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      version: doc.documentElement.getAttribute('version'),
      title: doc.querySelector('channel > title')?.textContent,
      items: items.map((item) => ({
        title: item.querySelector('title')?.textContent,
        link: item.querySelector('link')?.textContent,
        pubDate: item.querySelector('pubDate')?.textContent,
        category: item.querySelector('category')?.textContent,
      })),
    };
  }, xml);
  expect(feed).toMatchObject({ errors: 0, version: '2.0', title: 'Roofline blog' });
  const newest = expectedBlogs(ALL, {}).slice(0, 20);
  expect(feed.items).toEqual(
    newest.map((b) => ({
      title: b.title,
      link: `${baseURL}/blog/${b.id}`,
      pubDate: b.createdAt.toUTCString(),
      category: b.category,
    })),
  );
});
