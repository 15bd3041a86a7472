// What the built site makes a first visit download, read from the build the other specs serve.
// Every route's first-load JavaScript is held to 140 KB gzip (docs/performance.md), as
// `node scripts/bench/bytes.js` reports it.
import { measureBytes, BUDGET, MAP_BUDGET } from '../../scripts/bench/bytes.js';
import { expect, test } from './fixtures';

test('every page loads at most 140 KB of JavaScript (gzip) before it works', () => {
  const { rows } = measureBytes();
  for (const path of ['/listings/new', '/properties', '/property/:id', '/home1', '/blog/:id']) {
    expect(rows.find((one) => one.path === path)?.js, path).toBeDefined();
  }
  for (const row of rows) expect(row.js, row.path).toBeLessThanOrEqual(BUDGET.js);
});

test("the map's code loads only with a map, within a budget of its own (ADR 0123)", () => {
  const { map } = measureBytes();
  expect(map.mapLibreFirst).toEqual([]);
  expect(map.files.length).toBeGreaterThan(0);
  expect(map.js).toBeLessThanOrEqual(MAP_BUDGET.js);
  expect(map.worker).toBeGreaterThan(0);
  expect(map.worker).toBeLessThanOrEqual(MAP_BUDGET.worker);
});

test('the shell every page shares is one script, not a chunk per component', () => {
  const { rows } = measureBytes();
  const newsletter = rows.find((row) => row.path === '/newsletter');
  // The page with the least of its own: the framework, the shell, its own module and the
  // manifest. Scripts of a few hundred bytes each would add a kilobyte or more here, and the form
  // schemas' library (zod, about 7 KB) if the footer's form brought it into the shell again.
  expect(newsletter?.js).toBeLessThanOrEqual(121 * 1024);
});

test('a page carries its own texts, not the whole dictionary (ADR 0061)', async ({ request }) => {
  const response = await request.get('/ja/newsletter');
  const html = await response.text();
  // The dictionary alone was 44 KB of the page; the page is about 27 KB without it.
  expect(html.length).toBeLessThan(40_000);
  const file = html.match(/<link rel="preload" href="(\/i18n\/ja\.[0-9a-f]{10}\.json)"/)?.[1];
  expect(file).toBeDefined();
  const texts = await request.get(file!);
  expect(texts.headers()['cache-control']).toContain('immutable');
  expect(await texts.text()).toContain('ニュースレター');
});
