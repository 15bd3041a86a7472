import type { LOCATIONS } from './catalog';
import { type Currency } from '~/i18n/money-format';

/**
 * Money in each market's own currency (docs/product.md#money, ADR 0121): a home is priced in its
 * listing's currency, and every comparison across homes (search, sort, the price slider, monthly
 * cost, alerts, the map) reads one converted amount, its price in whole US dollars, made with
 * the site's rates table. Pure: the browser formats with it too.
 */
export { CURRENCIES, isCurrency, type Currency } from '~/i18n/money-format';

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
  // No price beyond what the price column holds (a dear Moscow home in roubles comes near it).
  const ceiling = Math.floor(MAX_STORED_PRICE / step) * step;
  return Math.min(ceiling, Math.max(step, Math.round(amount / step) * step));
}

/** The largest price the `price` column holds (a 32-bit integer). */
const MAX_STORED_PRICE = 2_147_483_647;

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
