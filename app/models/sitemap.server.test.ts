import { readFile } from 'node:fs/promises';

import { and, asc, eq, lte, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';

import type { Database } from '~/db/client.server';
import { blogs, properties } from '~/db/schema';
import { IDS_PER_PART, parsePartFile, partIds, sitemapIndex, URLS_PER_PART } from '~/lib/sitemap';

import { openTestDatabase } from '../../tests/unit/test-database';
import { createUser } from './users.server';
import { moderate } from './moderation.server';
import { sitemapPartXml, sitemapParts } from './sitemap.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
const ORIGIN = 'https://roofline.example';

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

/** Validated by libxml2 against the sitemaps.org 0.9 schemas (tests/unit/sitemaps-org). */
async function expectValid(xml: string | string[], schema: 'sitemap' | 'siteindex') {
  const xsd = await readFile(`tests/unit/sitemaps-org/${schema}.xsd`, 'utf8');
  const result = await validateXML({
    xml: [xml].flat().map((contents, i) => ({ fileName: `sitemap-${i}.xml`, contents })),
    schema: [{ fileName: `${schema}.xsd`, contents: xsd }],
  });
  expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}

async function partXml(file: string) {
  let xml = '';
  for await (const piece of sitemapPartXml(db, ORIGIN, parsePartFile(file)!)) xml += piece;
  return xml;
}

function entries(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)].map(
    (match) => ({ loc: match[1]!, lastmod: match[2] }),
  );
}

describe('the sitemap', () => {
  it('its index is valid and names the pages and each part of homes and posts', async () => {
    const parts = await sitemapParts(db);
    const xml = sitemapIndex(ORIGIN, parts);
    await expectValid(xml, 'siteindex');
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap/pages.xml</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap/homes-1.xml</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/sitemap/posts-1.xml</loc>`);
    expect(xml).not.toContain('homes-2.xml');
  });

  it('lists every home with a page in both languages with its lastmod, and no hidden home', async () => {
    const [hidden] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.status, 'draft'))
      .orderBy(asc(properties.id))
      .limit(1);
    const user = await createUser(db, {
      name: 'Mo',
      email: 'mo-sitemap@example.com',
      password: 'pw',
    });
    if (!user.ok) throw new Error('no account');
    await moderate(db, user.user, { kind: 'property', id: hidden!.id }, 'hide', 'Spam');

    const xml = await partXml('homes-1.xml');
    const homes = await db
      .select({ id: properties.id, updatedAt: properties.updatedAt })
      .from(properties)
      .where(and(ne(properties.status, 'draft'), lte(properties.id, IDS_PER_PART)))
      .orderBy(asc(properties.id));
    const shown = homes.filter((home) => home.id !== hidden!.id);
    const listed = entries(xml);
    expect(listed).toHaveLength(shown.length * 2);
    expect(listed.length).toBeLessThanOrEqual(URLS_PER_PART);
    const home = shown[0]!;
    const lastmod = new Date(home.updatedAt).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(listed).toContainEqual({ loc: `${ORIGIN}/property/${home.id}`, lastmod });
    expect(listed).toContainEqual({ loc: `${ORIGIN}/ja/property/${home.id}`, lastmod });
    expect(listed.map((entry) => entry.loc)).not.toContain(`${ORIGIN}/property/${hidden!.id}`);
  });

  it('lists every post and the site’s pages in both languages; each part is valid', async () => {
    const posts = await partXml('posts-1.xml');
    const [first] = await db.select().from(blogs).where(eq(blogs.id, 1));
    expect(entries(posts).map((entry) => entry.loc)).toContain(`${ORIGIN}/ja/blog/${first!.id}`);
    expect(entries(posts).every((entry) => entry.lastmod)).toBe(true);

    const pages = await partXml('pages.xml');
    await expectValid([posts, pages, await partXml('homes-1.xml')], 'sitemap');
    const locs = entries(pages).map((entry) => entry.loc);
    expect(locs).toEqual(expect.arrayContaining([`${ORIGIN}/properties`, `${ORIGIN}/ja/faq`]));
    expect(locs.some((loc) => loc.startsWith(`${ORIGIN}/ja/agents/`))).toBe(true);
  });

  it('puts ids in parts of 25,000 (50,000 addresses) and refuses other names', () => {
    expect(partIds(1)).toEqual({ after: 0, last: IDS_PER_PART });
    expect(partIds(2)).toEqual({ after: IDS_PER_PART, last: 2 * IDS_PER_PART });
    expect(parsePartFile('homes-0.xml')).toBeNull();
    expect(parsePartFile('homes-1.xml.gz')).toBeNull();
    expect(parsePartFile('../x')).toBeNull();
  });
});
