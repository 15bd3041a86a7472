import { areaUnitFor, formatArea } from './units';

import type { Dictionary, MessageKey } from './en';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * `{name}` placeholders are filled from `values`; an unknown placeholder is left as written. The
 * dictionary comes from the root loader, so a page ships only its own language's texts.
 */
export function createTranslator(dictionary: Dictionary): Translate;
export function createTranslator<Key extends string>(
  dictionary: Record<Key, string>,
): (key: Key, values?: Record<string, string | number>) => string;
export function createTranslator(dictionary: Record<string, string>) {
  return (key: string, values?: Record<string, string | number>) => {
    const text = dictionary[key] ?? key;
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

const LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

type Formatters = ReturnType<typeof buildFormatters>;
const formatters = new Map<Language, Formatters>();

/**
 * Number and date formats per language. Dates are formatted in UTC so the server and the browser
 * print the same text and hydration never disagrees. Building an `Intl` formatter costs far more
 * than using one, so each language's set is built once per process and shared.
 */
export function createFormatters(lang: Language): Formatters {
  let set = formatters.get(lang);
  if (!set) formatters.set(lang, (set = buildFormatters(lang)));
  return set;
}

function buildFormatters(lang: Language) {
  const locale = LOCALES[lang];
  const number = new Intl.NumberFormat(locale);
  const currency = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  const shortDate = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return {
    locale,
    number: (value: number) => number.format(value),
    /** A stored area (square feet) in the language's unit (docs/product.md#units-by-language). */
    area: (sqft: number) => formatArea(sqft, areaUnitFor(lang), (n) => number.format(n)),
    currency: (value: number) => currency.format(value),
    date: (value: Date | string) => date.format(new Date(value)),
    /** A moment, with its time (UTC, and said so): the owner's desk's records. */
    dateTime: (value: Date | string) => dateTime.format(new Date(value)),
    /** A day of the year without it (a chart's axis). */
    shortDate: (value: Date | string) => shortDate.format(new Date(value)),
  };
}

/**
 * The visitor's language: their saved choice, else the supported one their browser prefers most
 * (by its `q`, then its order; `q=0` means not wanted), compared by the primary subtag
 * (`ja-JP` is Japanese, `jam` is not).
 */
export function negotiateLanguage(cookieValue: string | undefined, acceptLanguage: string | null) {
  if (isLanguage(cookieValue)) return cookieValue;
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => /^q=/i.test(param));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        code: tag.split('-')[0]!.toLowerCase(),
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  return wanted.map(({ code }) => code).find(isLanguage) ?? DEFAULT_LANGUAGE;
}
