import { LANGUAGES } from '~/i18n/i18n';

import { pathInLanguage } from './language-path';

/**
 * The sitemap (docs/product.md#the-sitemap, ADR 0066): an index at `/sitemap.xml` naming its
 * parts, each at most 50,000 addresses (the sitemaps.org limit). Every page is listed once a
 * language, so a part of homes or posts covers a range of 25,000 ids: two addresses each.
 */
export const URLS_PER_PART = 50_000;
export const IDS_PER_PART = URLS_PER_PART / LANGUAGES.length;

/** The public pages that are not a record's: the home pages, lists, content and tools. */
export const SITE_PAGES = [
  '/home1',
  '/home2',
  '/home3',
  '/home4',
  '/home5',
  '/properties',
  '/blogs',
  '/mortgage-calculator',
  '/compare',
  '/newsletter',
  '/faq',
  '/about-us',
  '/contact-us',
  '/terms-and-condition',
  '/privacy-policy',
] as const;

export type SitemapPart = { kind: 'pages' } | { kind: 'homes' | 'posts'; number: number };

export function partFile(part: SitemapPart) {
  return part.kind === 'pages' ? 'pages.xml' : `${part.kind}-${part.number}.xml`;
}

/** `homes-3.xml` → the third part of homes; anything else → null (a 404). */
export function parsePartFile(file: string): SitemapPart | null {
  if (file === 'pages.xml') return { kind: 'pages' };
  const match = /^(homes|posts)-([1-9]\d{0,6})\.xml$/.exec(file);
  if (!match) return null;
  return { kind: match[1] as 'homes' | 'posts', number: Number(match[2]) };
}

/** The ids a numbered part covers: after `first - 1`, up to and with `last`. */
export function partIds(number: number) {
  return { after: (number - 1) * IDS_PER_PART, last: number * IDS_PER_PART };
}

function escapeXml(text: string) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C datetime, as the schema wants: to the second, in UTC. */
function lastmodOf(date: Date | string) {
  return new Date(date).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function sitemapIndex(origin: string, parts: { part: SitemapPart; lastmod?: Date }[]) {
  const entries = parts.map(({ part, lastmod }) => {
    const loc = `<loc>${escapeXml(`${origin}/sitemap/${partFile(part)}`)}</loc>`;
    return `<sitemap>${loc}${lastmod ? `<lastmod>${lastmodOf(lastmod)}</lastmod>` : ''}</sitemap>`;
  });
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export const URLSET_OPEN = `${XML_HEAD}<urlset xmlns="${NS}">\n`;
export const URLSET_CLOSE = '</urlset>\n';

/** A page's `<url>` entries, one a language, each with the same `lastmod` if it has one. */
export function pageEntries(origin: string, path: string, lastmod?: Date | string) {
  const mod = lastmod ? `<lastmod>${lastmodOf(lastmod)}</lastmod>` : '';
  return LANGUAGES.map(
    (lang) => `<url><loc>${escapeXml(origin + pathInLanguage(lang, path))}</loc>${mod}</url>\n`,
  ).join('');
}
