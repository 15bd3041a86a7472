import type { LOCATIONS } from './catalog';

/**
 * Money in each market's own currency (docs/product.md#money, ADR 0121): a home is priced in its
 * listing's currency, and every comparison across homes (search, sort, the price slider, monthly
 * cost, alerts, the map) reads one converted amount, its price in whole US dollars, made with
 * the site's rates table. Pure: the browser formats with it too.
 */
export const CURRENCIES = ['USD', 'JPY', 'GBP', 'EUR', 'DKK', 'TRY', 'RUB'] as const;
export type Currency = (typeof CURRENCIES)[number];

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/**
 * Each city's currency, the one its listings are priced in unless the lister chooses another.
 * Phnom Penh quotes homes in dollars, as its market does.
 */
export const CITY_CURRENCY: Record<(typeof LOCATIONS)[number], Currency> = {
  'New York, USA': 'USD',
  'London, UK': 'GBP',
  'Los Angeles, California, USA': 'USD',
  'Paris, France': 'EUR',
  'Moscow, Russia': 'RUB',
  'Istanbul, Turkey': 'TRY',
  'Copenhagen, Denmark': 'DKK',
  'Tokyo, Japan': 'JPY',
  'Phnom Penh, Cambodia': 'USD',
};

/** The currency of a home in `location`: its city's, or dollars for a place outside the list. */
export function currencyOf(location: string): Currency {
  return CITY_CURRENCY[location as keyof typeof CITY_CURRENCY] ?? 'USD';
}

/**
 * The site's rates: how many of each currency one US dollar buys, and the day they were read.
 * Set by the site owner (a file or the desk); never fetched while a page is asked for.
 */
export type Rates = { date: string; perUsd: Record<Currency, number> };

/**
 * The table a new site starts with: the reference rates of the European Central Bank and the
 * central banks of Japan, Turkey and Russia, rounded, on the day below. A site owner sets newer
 * ones (README, "Currencies and rates").
 */
export const DEFAULT_RATES: Rates = {
  date: '2026-11-20',
  perUsd: { USD: 1, JPY: 152, GBP: 0.77, EUR: 0.87, DKK: 6.47, TRY: 43, RUB: 82 },
};

/** A price in a currency as whole US dollars, the comparison base (rounded to the nearest). */
export function toUsd(amount: number, currency: Currency, rates: Rates) {
  return Math.round(amount / rates.perUsd[currency]);
}

/** Whole dollars in a currency, rounded to the nearest unit. */
export function fromUsd(usd: number, currency: Currency, rates: Rates) {
  return Math.round(usd * rates.perUsd[currency]);
}

/** An amount in one currency in another, through the dollar: an approximate figure. */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates) {
  if (from === to) return amount;
  return Math.round((amount / rates.perUsd[from]) * rates.perUsd[to]);
}

/** Whether a table dated `date` is older than `days` days on `today` (a `YYYY-MM-DD`). */
export function ratesAreStale(date: string, today: Date, days: number) {
  const age = (today.getTime() - Date.parse(`${date}T00:00:00Z`)) / 86_400_000;
  return age > days;
}

/**
 * A price as a person in that market writes it (docs/product.md#money): yen on a Japanese page
 * in 万 and 億 as the portals write them (4,800万円, 1億2,000万円, 12.5万円, 8,000円); any
 * other amount in the language's own currency format (¥48,000,000, £850,000, 1.200.000 kr.).
 */
export function formatMoney(value: number, currency: Currency, locale: string) {
  if (currency === 'JPY' && locale.startsWith('ja')) return manYen(value);
  return currencyFormat(locale, currency).format(value);
}

const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(locale: string, currency: Currency) {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      maximumFractionDigits: 0,
    });
    formats.set(key, format);
  }
  return format;
}

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 1 });

function manYen(value: number): string {
  const sign = value < 0 ? '-' : '';
  const yen = Math.abs(Math.round(value));
  if (yen < 10_000) return `${sign}${grouped.format(yen)}円`;
  if (yen < 100_000_000) {
    const man = yen / 10_000;
    // A rent reads to a thousand yen (12.5万円); a larger sum to ten thousand.
    return `${sign}${(man < 100 ? oneDecimal : grouped).format(man < 100 ? Math.round(man * 10) / 10 : Math.round(man))}万円`;
  }
  const oku = Math.floor(yen / 100_000_000);
  const man = Math.round((yen % 100_000_000) / 10_000);
  return `${sign}${grouped.format(oku)}億${man > 0 ? `${grouped.format(man)}万` : ''}円`;
}

/**
 * A generated price in dollars as the same home's price in its market's currency, rounded to a
 * step that market's listings use: whole ¥10,000 (¥1,000 for a rent), £/€/kr 1,000 for a sale
 * and 5 for a rent, and so on.
 */
export function localPrice(usd: number, currency: Currency, rent: boolean, rates: Rates) {
  const amount = usd * rates.perUsd[currency];
  const step = rent
    ? RENT_STEP[currency]
    : amount >= 1_000_000 * UNIT[currency]
      ? BIG_STEP[currency]
      : SALE_STEP[currency];
  return Math.max(step, Math.round(amount / step) * step);
}

/** The smallest step a price of the kind moves by in that market (a generated price change). */
export function priceStep(currency: Currency, rent: boolean) {
  return rent ? RENT_STEP[currency] : SALE_STEP[currency];
}

/** How many of a currency make about a dollar's worth, in round figures (for the steps). */
const UNIT: Record<Currency, number> = {
  USD: 1,
  JPY: 100,
  GBP: 1,
  EUR: 1,
  DKK: 10,
  TRY: 10,
  RUB: 100,
};
const RENT_STEP: Record<Currency, number> = {
  USD: 50,
  JPY: 1_000,
  GBP: 25,
  EUR: 10,
  DKK: 100,
  TRY: 500,
  RUB: 1_000,
};
const SALE_STEP: Record<Currency, number> = {
  USD: 1_000,
  JPY: 100_000,
  GBP: 1_000,
  EUR: 1_000,
  DKK: 10_000,
  TRY: 10_000,
  RUB: 100_000,
};
const BIG_STEP: Record<Currency, number> = {
  USD: 5_000,
  JPY: 1_000_000,
  GBP: 5_000,
  EUR: 5_000,
  DKK: 50_000,
  TRY: 50_000,
  RUB: 1_000_000,
};

/** The sign a language writes before a currency's amounts (¥, £, €, DKK …). */
export function currencySymbol(locale: string, currency: Currency) {
  const parts = currencyFormat(locale, currency).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
