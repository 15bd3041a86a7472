import { currencySymbol, formatMoney, type Currency } from './money-format';

import { areaUnitFor, formatArea } from './units';

import { formatMessage } from './message-format';

import type { Dictionary, MessageKey } from './en';

export const LANGUAGES = ['en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/**
 * A language's messages through the one formatter (ADR 0104): `{name}` placeholders are filled
 * from `values` (an unknown one is left as written), and counts choose their words by the
 * language's plural rules. The dictionary comes from the root loader, so a page ships only its
 * own language's texts.
 */
export function createTranslator(dictionary: Dictionary, lang: Language): Translate;
export function createTranslator<Key extends string>(
  dictionary: Record<Key, string>,
  lang: Language,
): (key: Key, values?: Record<string, string | number>) => string;
export function createTranslator(dictionary: Record<string, string>, lang: Language) {
  const locale = LOCALES[lang];
  return (key: string, values?: Record<string, string | number>) =>
    formatMessage(dictionary[key] ?? key, values, locale);
}

const LOCALES: Record<Language, string> = { en: 'en-US', ja: 'ja-JP' };

/** The steps of a compact price, largest first: thousands in English, ten thousands in Japanese. */
const COMPACT_UNITS: Record<Language, [number, string][]> = {
  en: [
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ],
  ja: [
    [1e8, '億'],
    [1e4, '万'],
  ],
};

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
  const oneDecimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const monthYear = new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    timeZone: 'UTC',
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
    /** A price in its own currency as the language writes it (docs/product.md#money). */
    money: (value: number, code: Currency) => formatMoney(value, code, locale),
    /** A price in a few characters in its own currency, as `compactCurrency` writes dollars. */
    compactMoney: (value: number, code: Currency) => {
      if (code === 'JPY' && lang === 'ja') return formatMoney(value, code, locale);
      const symbol = currencySymbol(locale, code);
      const [size, unit] = COMPACT_UNITS[lang].find(([at]) => Math.abs(value) >= at) ?? [1, ''];
      const scaled = value / size;
      if (!unit) return `${symbol}${whole.format(value)}`;
      return `${symbol}${(Math.abs(scaled) < 100 ? oneDecimal : whole).format(scaled)}${unit}`;
    },
    /**
     * A price in a few characters (the map's pins, a chart's axis), one format per language
     * (ADR 0105): "$950", "$2.8K", "$33K", "$6.9M" in English; "$2,750", "$3.3万", "$692万",
     * "$1.3億" in Japanese, which counts in ten thousands.
     */
    compactCurrency: (value: number) => {
      const [size, unit] = COMPACT_UNITS[lang].find(([at]) => Math.abs(value) >= at) ?? [1, ''];
      const scaled = value / size;
      if (!unit) return `$${whole.format(value)}`;
      return `$${(Math.abs(scaled) < 100 ? oneDecimal : whole).format(scaled)}${unit}`;
    },
    date: (value: Date | string) => date.format(new Date(value)),
    /** A moment, with its time (UTC, and said so): the owner's desk's records. */
    dateTime: (value: Date | string) => dateTime.format(new Date(value)),
    /** A day of the year without it (a chart's axis). */
    shortDate: (value: Date | string) => shortDate.format(new Date(value)),
    /** A month of a year: a long chart's time axis ("Jan 2026", "2026年1月"). */
    monthYear: (value: Date | string | number) => monthYear.format(new Date(value)),
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
