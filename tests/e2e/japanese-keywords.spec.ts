import { expectedBlogs, searchText, seededBlogs, seededProperties } from './data';
import { expect, test } from './fixtures';

// Japanese keywords on the built server (docs/product.md#keywords-in-japanese, ADR 0078): the
// pages answer what their addresses ask, counted as the generated data says. Which homes and
// posts match, and the same through the search index and the alerts, is shown in Vitest.
const HOMES = seededProperties();
const POSTS = seededBlogs();

/** The total a results page's heading gives ("7 件中 1–6 件を表示"). */
async function totalOf(response: { text(): Promise<string> }) {
  const match = /([\d,]+) 件中 1–\d+ 件を表示/.exec(await response.text());
  return match ? Number(match[1]!.replace(/,/g, '')) : 0;
}

test('a Japanese keyword finds the homes and posts whose Japanese pages hold it', async ({
  request,
}) => {
  // A neighbourhood, a type, a phrase of the generated descriptions.
  for (const keywords of ['渋谷', 'マンション', '駅まで歩いて数分']) {
    const want = HOMES.filter((home) => searchText(home).includes(keywords)).length;
    expect(want).toBeGreaterThan(0);
    const page = await request.get(`/ja/properties?keywords=${encodeURIComponent(keywords)}`);
    expect(page.status()).toBe(200);
    expect(await totalOf(page)).toBe(Math.min(want, 1_000));
  }
  const want = expectedBlogs(POSTS, { keywords: '東京' }).length;
  expect(want).toBeGreaterThan(0);
  expect(await totalOf(await request.get(`/ja/blogs?keywords=${encodeURIComponent('東京')}`))).toBe(
    want,
  );
});
