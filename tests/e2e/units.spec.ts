/**
 * Areas by language and plans in the page's words (docs/product.md#units-by-language): what the
 * server sends, so requests only. The figures and the drawings' rooms are checked in Vitest
 * (app/lib/units.test.ts, app/lib/art/art-facts.test.ts).
 */
import { seededProperties } from './data';
import { expect, test } from './fixtures';

const homes = seededProperties();
const home = homes.find((p) => p.floorPlans.length >= 2 && p.numberOfBeds >= 2)!;
const m2 = (sqft: number) => Math.round(sqft * 0.3048 * 0.3048);

test('a Japanese page shows square metres and its plans drawn in Japanese', async ({ request }) => {
  const en = await (await request.get(`/property/${home.id}`)).text();
  expect(en).toContain(`${home.numberOfArea.toLocaleString('en-US')} sq ft`);
  const ja = await (await request.get(`/ja/property/${home.id}`)).text();
  // The facts as shown.
  const facts = /data-testid="facts"[\s\S]*?<\/dl>/.exec(ja)?.[0] ?? '';
  expect(facts).toContain(`${m2(home.numberOfArea).toLocaleString('ja-JP')} m²`);
  expect(facts).toContain(`${m2(home.plotSize).toLocaleString('ja-JP')} m²`);
  expect(facts).not.toContain('sq ft');
  // The first plan's text, and the plan itself, in the page's language and unit.
  expect(ja).toMatch(/1階<\/span>|>1階</);
  const plan = /src="(\/art\/v2\/plan\/full\/[^"]+\.ja\.svg)"/.exec(ja)?.[1];
  expect(plan).toBeDefined();
  const drawing = await request.get(plan!.replaceAll('&amp;', '&'));
  expect(drawing.status()).toBe(200);
  expect(drawing.headers()['cache-control']).toContain('immutable');
  const svg = await drawing.text();
  expect(svg).toContain('リビング');
  expect(svg).not.toContain('Living');
  expect(svg).toContain('m²');
  // An address stored before this version still draws.
  expect((await request.get('/art/v1/plan/full/1-0.svg')).status()).toBe(200);
});

test('a Japanese search takes square metres and keeps square feet in its address', async ({
  request,
}) => {
  // A Japanese page is at its Japanese address (ADR 0065).
  const response = await request.get('/ja/properties?areaMinM2=100', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/ja/properties?squareFootMin=1076');
  const page = await (await request.get('/ja/properties?squareFootMin=1076')).text();
  expect(page).toMatch(/name="areaMinM2"[^>]*value="100"|value="100"[^>]*name="areaMinM2"/);
});
