import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '~/i18n/i18n';

/**
 * Each language's addresses (docs/product.md#addresses-per-language, ADR 0065): English keeps the
 * site's paths, Japanese puts `/ja` before them. Inside the app React Router adds the prefix by
 * itself (the Japanese pages run under the basename `/ja`), so links, forms and redirects are
 * written without it; these helpers are for what leaves the app: emails, head tags, the sitemap,
 * the language menu.
 */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '', ja: '/ja' };

/** The language an address belongs to: `/ja` and `/ja/…` are Japanese, all else English. */
export function languageOfPath(pathname: string): Language {
  for (const lang of LANGUAGES) {
    const prefix = LANGUAGE_PREFIX[lang];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return lang;
  }
  return DEFAULT_LANGUAGE;
}

/** The path inside the app, as its routes see it: `/ja/property/12` → `/property/12`. */
export function pathWithoutLanguage(pathname: string) {
  const prefix = LANGUAGE_PREFIX[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/** A path of the app (`/property/12?x=1`) in a language: `/ja/property/12?x=1`. */
export function pathInLanguage(lang: Language, path: string) {
  const prefix = LANGUAGE_PREFIX[lang];
  if (!prefix) return path;
  return path === '/' || path.startsWith('/?') || path.startsWith('/#')
    ? `${prefix}${path.slice(1)}`
    : `${prefix}${path}`;
}

/**
 * The site's own links in rendered HTML (a home's description, a post's body) at the page's
 * language's addresses: `href="/blogs"` becomes `href="/ja/blogs"` on a Japanese page. Only for
 * HTML the site rendered itself (markdown.server), whose attributes are quoted as here.
 */
export function htmlLinksInLanguage(html: string, lang: Language) {
  if (!LANGUAGE_PREFIX[lang]) return html;
  return html.replace(/href="(\/(?!\/)[^"]*)"/g, (_, path: string) => {
    return `href="${pathInLanguage(lang, path)}"`;
  });
}
