// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { buildRss, escapeXml, rfc822, type Feed } from './rss';

const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;

const feed: Feed = {
  title: 'Roofline blog',
  link: 'https://roofline.example/blogs',
  self: 'https://roofline.example/blog/rss.xml',
  description: 'Notes on buying, renting and living well.',
  language: 'en',
  items: [
    {
      title: `Tom & Jerry's <b>"best"</b> flat`,
      link: 'https://roofline.example/blog/2',
      description: 'Rent < buy? It depends & more.\u0007',
      category: 'Life Style',
      author: 'Ann Lee',
      pubDate: new Date(Date.UTC(2026, 9, 31, 8, 5, 9)),
    },
    {
      title: 'Second',
      link: 'https://roofline.example/blog/1',
      description: 'Plain.',
      category: 'Product',
      pubDate: new Date(Date.UTC(2026, 0, 2)),
    },
  ],
};

function parse(xml: string) {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const text = (parent: Element | Document, name: string) =>
  parent.getElementsByTagName(name)[0]?.textContent;

describe('buildRss', () => {
  it('is checked by a parser that does refuse malformed XML', () => {
    const doc = new DOMParser().parseFromString('<rss><title>a & b</rss>', 'application/xml');
    expect(doc.getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  const doc = parse(buildRss(feed));

  it('is well-formed RSS 2.0 with the channel elements the specification requires', () => {
    const rss = doc.documentElement;
    expect(rss.nodeName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0]!;
    expect(text(channel, 'title')).toBe('Roofline blog');
    expect(text(channel, 'link')).toBe('https://roofline.example/blogs');
    expect(text(channel, 'description')).toBe(feed.description);
    expect(text(channel, 'language')).toBe('en');
    expect(text(channel, 'lastBuildDate')).toBe('Sat, 31 Oct 2026 08:05:09 GMT');
    const self = channel.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0]!;
    expect(self.getAttribute('rel')).toBe('self');
    expect(self.getAttribute('href')).toBe(feed.self);
    expect(self.getAttribute('type')).toBe('application/rss+xml');
  });

  it('has one item per post, with its elements, escaped text coming back intact', () => {
    const items = [...doc.getElementsByTagName('item')];
    expect(items).toHaveLength(2);
    const [first] = items;
    expect(text(first!, 'title')).toBe(`Tom & Jerry's <b>"best"</b> flat`);
    expect(text(first!, 'link')).toBe('https://roofline.example/blog/2');
    const guid = first!.getElementsByTagName('guid')[0]!;
    expect(guid.getAttribute('isPermaLink')).toBe('true');
    expect(guid.textContent).toBe('https://roofline.example/blog/2');
    expect(text(first!, 'description')).toBe('Rent < buy? It depends & more.');
    expect(text(first!, 'category')).toBe('Life Style');
    expect(
      first!.getElementsByTagNameNS('http://purl.org/dc/elements/1.1/', 'creator')[0]?.textContent,
    ).toBe('Ann Lee');
    for (const item of items) expect(text(item, 'pubDate')).toMatch(RFC_822);
  });

  it('escapes markup rather than letting it through', () => {
    const xml = buildRss(feed);
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;best&quot;&lt;/b&gt; flat');
  });

  it('is still valid with no posts', () => {
    const empty = parse(buildRss({ ...feed, items: [] }));
    expect(empty.getElementsByTagName('item')).toHaveLength(0);
    expect(empty.getElementsByTagName('lastBuildDate')).toHaveLength(0);
  });
});

describe('escapeXml and rfc822', () => {
  it('escapes the five special characters and drops what XML cannot hold', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
    expect(escapeXml('a\u0000b\ud800c\uffff')).toBe('abc');
    expect(escapeXml('emoji 😀 stays')).toBe('emoji 😀 stays');
  });

  it('writes dates in RFC 822, in GMT', () => {
    expect(rfc822(new Date(Date.UTC(2025, 1, 3, 4, 5, 6)))).toBe('Mon, 03 Feb 2025 04:05:06 GMT');
    expect(rfc822(new Date())).toMatch(RFC_822);
  });
});
