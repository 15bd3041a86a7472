import type { APIRequestContext } from '@playwright/test';

import { expect, test } from './fixtures';

// Each language's addresses and the head's links (docs/product.md#addresses-per-language): HTTP
// only, no browser.

type Head = {
  lang: string;
  canonical: string;
  alternates: Record<string, string>;
  og: Record<string, string>;
};

function attr(tag: string, name: string) {
  return new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');
}

async function head(request: APIRequestContext, url: string): Promise<Head> {
  const response = await request.get(url, { maxRedirects: 0 });
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const links = html.match(/<link [^>]*>/g) ?? [];
  const canonicals = links.filter((tag) => /rel="canonical"/.test(tag));
  expect(canonicals, `${url}: one canonical`).toHaveLength(1);
  const alternates: Record<string, string> = {};
  for (const tag of links.filter((tag) => /rel="alternate"/.test(tag) && /hreflang=/i.test(tag))) {
    alternates[attr(tag, 'hreflang')!] = attr(tag, 'href')!;
  }
  const og: Record<string, string> = {};
  for (const tag of html.match(/<meta (?:property|name)="(?:og|twitter):[^>]*>/g) ?? []) {
    og[(attr(tag, 'property') ?? attr(tag, 'name'))!] = attr(tag, 'content')!;
  }
  return {
    lang: /<html lang="([a-z]+)"/.exec(html)![1]!,
    canonical: attr(canonicals[0]!, 'href')!,
    alternates,
    og,
  };
}

test('each page’s hreflang pairs point at each other, and each names its own canonical', async ({
  request,
  baseURL,
}) => {
  for (const path of [
    '/properties?location=London&utm_source=mail',
    '/property/3',
    '/blog/2',
    '/faq',
    '/home1',
  ]) {
    const english = await head(request, path);
    expect(english.lang).toBe('en');
    expect(Object.keys(english.alternates).sort(), path).toEqual(['en', 'ja', 'x-default']);
    expect(english.canonical, path).toBe(english.alternates.en);
    expect(english.alternates['x-default'], path).toBe(english.alternates.en);
    expect(english.canonical, path).not.toContain('utm_source');

    const japanese = await head(request, english.alternates.ja!);
    expect(japanese.lang, path).toBe('ja');
    expect(japanese.alternates, path).toEqual(english.alternates);
    expect(japanese.canonical, path).toBe(english.alternates.ja);
    expect(japanese.canonical.startsWith(`${baseURL}/ja/`), path).toBe(true);

    // Open Graph and Twitter in the page's language.
    expect(japanese.og['og:locale']).toBe('ja_JP');
    expect(english.og['og:locale']).toBe('en_US');
    expect(japanese.og['og:url']).toBe(japanese.canonical);
    expect(japanese.og['twitter:card']).toBeTruthy();
  }
});

test('a home’s and a post’s Open Graph picture is a PNG in the page’s language', async ({
  request,
}) => {
  for (const path of ['/ja/property/3', '/ja/blog/2']) {
    const { og } = await head(request, path);
    const image = new URL(og['og:image']!);
    expect(image.pathname, path).toMatch(/^\/ja\/og\/(property|blog)\/\d+\.png$/);
    expect([og['og:image:width'], og['og:image:height']]).toEqual(['1200', '630']);
    // The picture itself is drawn and checked in og-images.server.test.ts; here, one is served.
    if (path.includes('property')) {
      const png = await request.get(image.pathname + image.search);
      expect(png.headers()['content-type']).toBe('image/png');
    }
  }
  expect((await request.get('/og/property/0.png')).status()).toBe(404);
});

test('a Japanese page’s own links, forms and redirects stay Japanese', async ({ request }) => {
  // Files, and the two footer and menu forms that only set a cookie and come back to the page in
  // its language: the language menu's and the currency choice's (ADR 0065).
  const RESOURCES = /^\/(?:assets|art|photos|i18n|og|favicon|blog\/rss\.xml|language$|currency$)/;
  for (const path of ['/ja/home1', '/ja/property/3', '/ja/blogs', '/ja/sign-in']) {
    const html = await (await request.get(path)).text();
    const own = [...html.matchAll(/\s(?:href|action)="(\/(?!\/)[^"]*)"/g)]
      .map((match) => match[1]!)
      .filter((href) => !RESOURCES.test(href));
    expect(own.length, path).toBeGreaterThan(5);
    expect(
      own.filter((href) => !/^\/ja(?:[/?#]|$)/.test(href)),
      path,
    ).toEqual([]);
  }
  const redirect = await request.get('/ja/properties?page=0', { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/ja/properties');
});

test('/ goes by the saved choice, then the browser’s; an English address with a Japanese choice goes to its Japanese one', async ({
  request,
}) => {
  const location = async (path: string, headers: Record<string, string>) =>
    (await request.get(path, { headers, maxRedirects: 0 })).headers()['location'];
  expect(await location('/', { 'Accept-Language': 'ja-JP,ja;q=0.9' })).toBe('/ja/home1');
  expect(await location('/', { 'Accept-Language': 'fr, en;q=0.5' })).toBe('/home1');
  expect(await location('/', { 'Accept-Language': 'ja', Cookie: 'lang=en' })).toBe('/home1');
  expect(await location('/', { Cookie: 'lang=ja' })).toBe('/ja/home1');
  expect(await location('/ja', {})).toBe('/ja/home1');
  expect(await location('/property/3?reviews=2', { Cookie: 'lang=ja' })).toBe(
    '/ja/property/3?reviews=2',
  );
  // Without a saved choice an English address is English, whatever the browser asks.
  const english = await request.get('/faq', {
    headers: { 'Accept-Language': 'ja' },
    maxRedirects: 0,
  });
  expect(english.status()).toBe(200);
  expect(await english.text()).toMatch(/<html lang="en"/);
});

test('robots.txt names the sitemap, whose index names its parts', async ({ request, baseURL }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const index = await request.get('/sitemap.xml');
  expect(index.headers()['content-type']).toMatch(/^application\/xml/);
  const parts = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(parts).toContain(`${baseURL}/sitemap/homes-1.xml`);
  const homes = await (
    await request.get(new URL(parts.find((p) => p.includes('homes-1'))!).pathname)
  ).text();
  expect(homes).toContain(`<loc>${baseURL}/ja/property/3</loc>`);
  expect((await request.get('/sitemap/homes-0.xml')).status()).toBe(404);
});
