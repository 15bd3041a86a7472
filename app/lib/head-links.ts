import { LANGUAGES, type Language } from '~/i18n/i18n';

import { pathInLanguage } from './language-path';

/**
 * What a page's canonical address leaves out (docs/product.md#addresses-per-language): the
 * campaign's and the ad networks' tracking parameters, and `page=1`, the first page's address
 * with a number it does not need. What the page reads (its filters, a later page) stays.
 */
const TRACKING = /^(?:utm_\w+|gclid|fbclid|msclkid|mc_cid|mc_eid|ref)$/i;

/** The query string of a canonical address (`?…`, or empty). */
export function canonicalSearch(search: string) {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) {
    if (TRACKING.test(name) || (name === 'page' && params.get(name) === '1')) params.delete(name);
  }
  const kept = params.toString();
  return kept ? `?${kept}` : '';
}

/** Open Graph's name of each language. */
export const OG_LOCALE: Record<Language, string> = { en: 'en_US', ja: 'ja_JP' };

/**
 * A page's addresses in every language, for `<link rel="alternate" hreflang>`: one a language,
 * and `x-default` (English, what a visitor of another language is shown). Each language's page
 * lists the same set, so each pair points at the other.
 */
export function languageAlternates(origin: string, path: string) {
  return [
    ...LANGUAGES.map((lang) => ({
      hrefLang: lang,
      href: `${origin}${pathInLanguage(lang, path)}`,
    })),
    { hrefLang: 'x-default', href: `${origin}${pathInLanguage('en', path)}` },
  ];
}
