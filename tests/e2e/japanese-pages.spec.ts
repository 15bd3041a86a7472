import { JSDOM } from 'jsdom';

import { seededBlogs, seededProperties } from './data';
import { expect, test } from './fixtures';

/**
 * Every word on a Japanese page is Japanese (docs/product.md#generated-data-in-two-languages):
 * the visible text of each page, fetched at its Japanese address (`/ja/…`), holds no word in Latin letters
 * but the brand and the units. The generated agents, their agencies and the blog's authors are
 * named in Japanese (docs/product.md#generated-people-and-firms); what visitors wrote (reviews and
 * comments) is left out, as it stays as written. HTTP only: no browser is needed to read the text.
 */
// `m` of m², the unit of areas on Japanese pages (docs/product.md#units-by-language), and the
// letters of a layout code, which Japanese writes so (2LDK, 1K, 1R: docs/product.md#the-layout-code).
const ALLOWED = new Set(['Roofline', 'm', 'R', 'K', 'DK', 'LDK']);

/** The words in Latin letters of the page's visible text, but those visitors wrote. */
function latinWords(html: string) {
  const { document } = new JSDOM(html).window;
  // Text marked as another language (the language menu's "English") is that language's; text
  // marked not to be translated (a licence number as its authority issued it) is nobody's words.
  const unseen =
    'script, style, noscript, template, [hidden], [data-testid="reviews"], [data-testid="comments"], [lang]:not([lang="ja"]), [translate="no"]';
  for (const element of document.querySelectorAll(unseen)) element.remove();
  // Elements run into each other in textContent; a space keeps their words apart.
  for (const element of document.body.querySelectorAll('*')) element.append(' ');
  // An email address is an address, not a word of the page's language.
  const text = (document.body.textContent ?? '').replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
  return text.match(/[A-Za-z]+/g) ?? [];
}

const homes = seededProperties();
const firstOf = (test: (home: (typeof homes)[number]) => boolean) => homes.find(test)!.id;
const PAGES = [
  '/',
  '/home2',
  '/home3',
  '/home4',
  '/home5',
  '/properties',
  '/properties?location=Japan&listingType=sale',
  `/property/${firstOf((home) => home.listingType === 'rent')}`,
  `/property/${firstOf((home) => home.category === 'Office')}`,
  `/property/${firstOf((home) => home.listingType === 'sale' && home.category === 'Villa')}`,
  // A New York agent's page and a Tokyo one's (agents 1 and 8 cover them first).
  '/agents/1',
  '/agents/8',
  '/blogs',
  `/blog/${seededBlogs().find((post) => post.category === 'Product')!.id}`,
  '/about-us',
  '/contact-us',
  '/mortgage-calculator',
];

test('a Japanese page has no English words but the brand and units', async ({ request }) => {
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const response = await request.get(`/ja${path === '/' ? '' : path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    const english = latinWords(html).filter((word) => !ALLOWED.has(word));
    if (english.length > 0) found[path] = [...new Set(english)];
  }
  expect(found).toEqual({});
});
