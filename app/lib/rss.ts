/**
 * The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification), built as text: pure, so
 * it is unit-tested without a server. Dates are RFC 822 (as RFC 1123 refines it), in GMT.
 */

/** The feed's name and address, for the channel and for the pages' <link rel="alternate">. */
export const BLOG_FEED = { title: 'Roofline blog', path: '/blog/rss.xml' } as const;

export type FeedItem = {
  title: string;
  /** Absolute URL of the post; also its permanent guid. */
  link: string;
  description: string;
  category: string;
  author?: string;
  pubDate: Date;
};

export type Feed = {
  title: string;
  /** Absolute URL of the site's blog page. */
  link: string;
  /** Absolute URL of the feed itself (atom:link rel="self"). */
  self: string;
  description: string;
  language: string;
  items: FeedItem[];
};

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF).
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text safe in XML content and attribute values. */
export function escapeXml(text: string) {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** RFC 822 date-time, e.g. "Sun, 01 Nov 2026 00:00:00 GMT". */
export function rfc822(date: Date) {
  return date.toUTCString();
}

const element = (name: string, value: string) => `<${name}>${escapeXml(value)}</${name}>`;

function itemXml(item: FeedItem) {
  return [
    '<item>',
    element('title', item.title),
    element('link', item.link),
    `<guid isPermaLink="true">${escapeXml(item.link)}</guid>`,
    element('pubDate', rfc822(item.pubDate)),
    element('description', item.description),
    element('category', item.category),
    ...(item.author ? [element('dc:creator', item.author)] : []),
    '</item>',
  ].join('');
}

export function buildRss(feed: Feed) {
  const newest = feed.items.reduce<Date | null>(
    (latest, item) => (!latest || item.pubDate > latest ? item.pubDate : latest),
    null,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    element('language', feed.language),
    ...(newest ? [element('lastBuildDate', rfc822(newest))] : []),
    `<atom:link href="${escapeXml(feed.self)}" rel="self" type="application/rss+xml"/>`,
    ...feed.items.map(itemXml),
    '</channel>',
    '</rss>\n',
  ].join('\n');
}
