import { describe, expect, it } from 'vitest';

import { canonicalSearch, languageAlternates } from './head-links';
import {
  htmlLinksInLanguage,
  languageOfPath,
  pathInLanguage,
  pathWithoutLanguage,
} from './language-path';

describe('each language’s addresses', () => {
  it('reads the language from the path: /ja and below it only', () => {
    expect(languageOfPath('/ja')).toBe('ja');
    expect(languageOfPath('/ja/property/12')).toBe('ja');
    expect(languageOfPath('/property/12')).toBe('en');
    expect(languageOfPath('/jam/x')).toBe('en');
    expect(languageOfPath('/')).toBe('en');
  });

  it('strips and adds the prefix, the home included', () => {
    expect(pathWithoutLanguage('/ja/property/12')).toBe('/property/12');
    expect(pathWithoutLanguage('/ja')).toBe('/');
    expect(pathWithoutLanguage('/jam')).toBe('/jam');
    expect(pathInLanguage('ja', '/properties?page=2')).toBe('/ja/properties?page=2');
    expect(pathInLanguage('ja', '/')).toBe('/ja');
    expect(pathInLanguage('ja', '/?x=1')).toBe('/ja?x=1');
    expect(pathInLanguage('en', '/faq')).toBe('/faq');
  });

  it('gives each page the same alternates in both languages, so each pair points at the other', () => {
    const english = languageAlternates('https://x.example', pathWithoutLanguage('/blog/3'));
    const japanese = languageAlternates('https://x.example', pathWithoutLanguage('/ja/blog/3'));
    expect(japanese).toEqual(english);
    expect(english).toEqual([
      { hrefLang: 'en', href: 'https://x.example/blog/3' },
      { hrefLang: 'ja', href: 'https://x.example/ja/blog/3' },
      { hrefLang: 'x-default', href: 'https://x.example/blog/3' },
    ]);
  });

  it('leaves tracking parameters and page=1 out of the canonical address, and keeps the rest', () => {
    expect(canonicalSearch('?utm_source=x&location=London&fbclid=1&page=1')).toBe(
      '?location=London',
    );
    expect(canonicalSearch('?page=3&sort=price')).toBe('?page=3&sort=price');
    expect(canonicalSearch('?gclid=abc')).toBe('');
  });

  it('puts the site’s own links in rendered HTML at the Japanese addresses, and no others', () => {
    const html =
      '<a href="/blogs?keywords=Japan">a</a> <a href="//cdn.example/x">b</a> <a href="https://x.example/">c</a>';
    expect(htmlLinksInLanguage(html, 'ja')).toBe(
      '<a href="/ja/blogs?keywords=Japan">a</a> <a href="//cdn.example/x">b</a> <a href="https://x.example/">c</a>',
    );
    expect(htmlLinksInLanguage(html, 'en')).toBe(html);
  });
});
