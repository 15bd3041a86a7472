import { JSDOM } from 'jsdom';

import { buildAgent, GENERATED_AGENTS, seededFaker } from '../../app/db/factories';
import { SEEDS } from '../../app/db/property-batches.server';

import { seededBlogs, seededProperties } from './data';
import { expect, test } from './fixtures';

/**
 * Every word on a Japanese page is Japanese (docs/product.md#generated-data-in-two-languages):
 * the visible text of each page, fetched at its Japanese address (`/ja/…`), holds no word in Latin letters
 * but the brand, the units, and the names people and firms give themselves (the generated agents,
 * their agencies and the blog's authors). What visitors wrote (reviews and comments) is left out,
 * as it stays as written. HTTP only: no browser is needed to read the text.
 */
// `m` of m², the unit of areas on Japanese pages (docs/product.md#units-by-language).
const ALLOWED = new Set(['Roofline', 'm']);

/** The generated people's and firms' own names, word by word. */
function namesOfPeople() {
  const people = seededFaker(SEEDS.people + 2);
  const agents = Array.from({ length: GENERATED_AGENTS }, (_, i) => buildAgent(people, i + 1));
  const authors = seededBlogs().map((post) => `${post.author.firstName} ${post.author.lastName}`);
  const names = [...agents.flatMap((agent) => [agent.name, agent.agency ?? '']), ...authors];
  return new Set(names.flatMap((name) => name.match(/[A-Za-z]+/g) ?? []));
}

/** The words in Latin letters of the page's visible text, but those visitors wrote. */
function latinWords(html: string) {
  const { document } = new JSDOM(html).window;
  const unseen =
    'script, style, noscript, template, [hidden], [data-testid="reviews"], [data-testid="comments"]';
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
  '/blogs',
  `/blog/${seededBlogs().find((post) => post.category === 'Product')!.id}`,
  '/about-us',
  '/contact-us',
  '/mortgage-calculator',
];

test('a Japanese page has no English words but the brand, units and people’s own names', async ({
  request,
}) => {
  const names = namesOfPeople();
  const found: Record<string, string[]> = {};
  for (const path of PAGES) {
    const response = await request.get(`/ja${path === '/' ? '' : path}`);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="ja"');
    const english = latinWords(html).filter((word) => !ALLOWED.has(word) && !names.has(word));
    if (english.length > 0) found[path] = [...new Set(english)];
  }
  expect(found).toEqual({});
});
