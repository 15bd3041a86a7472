import { isLanguage, negotiateLanguage, type Language } from '~/i18n/i18n';

import { languageOfPath } from '~/lib/language-path';

const NAME = 'lang';
const ONE_YEAR = 60 * 60 * 24 * 365;

/**
 * The visitor's language choice, kept for a year (docs/product.md#languages). A plain `lang=ja`
 * value rather than React Router's signed/encoded cookies: it holds nothing secret, and a plain
 * value is what other tools (and tests) expect to read and set.
 */
export const languageCookie = {
  async parse(header: string | null): Promise<Language | null> {
    for (const part of (header ?? '').split(';')) {
      const [name, value] = part.trim().split('=');
      if (name === NAME && isLanguage(value)) return value;
    }
    return null;
  },
  async serialize(lang: Language) {
    return `${NAME}=${lang}; Path=/; Max-Age=${ONE_YEAR}; SameSite=Lax; HttpOnly`;
  },
};

/** The language of this request: its address's (`/ja/…` is Japanese, ADR 0065). */
export async function requestLanguage(request: Request) {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * Where `/` sends a visitor (docs/product.md#addresses-per-language): the saved choice, else the
 * browser's, else English.
 */
export async function preferredLanguage(request: Request) {
  const saved = await languageCookie.parse(request.headers.get('Cookie'));
  return negotiateLanguage(saved ?? undefined, request.headers.get('Accept-Language'));
}
