import type { LOCATIONS } from './catalog';
import type { Currency } from './money';

/**
 * The usual terms of a home loan in each market the site lists homes in
 * (docs/product.md#what-it-costs-a-month, ADR 0129): what a home for sale's monthly estimate and
 * the calculator opened from its page assume. Built in (lib/market-terms-built-in.ts); the site owner replaces them (the
 * desk's "Loan terms" or `npm run admin -- market-terms file.json`). Pure: the browser reads them.
 */

export const MARKET_COUNTRIES = ['US', 'GB', 'FR', 'DK', 'JP', 'TR', 'RU', 'KH'] as const;
export type MarketCountry = (typeof MARKET_COUNTRIES)[number];

export type MarketTerms = {
  /** The interest rate, % a year. */
  rate: number;
  /** The loan's length in whole years. */
  termYears: number;
  /** The down payment, % of the price. */
  downPercent: number;
  /** Property tax, % of the price a year (0 where it is not charged on the price). */
  taxRate: number;
  /** Home insurance a year, in the country's currency (`COUNTRY_CURRENCY`). */
  insurance: number;
  /** Whether a loan above 80 % of the price pays mortgage insurance (PMI) each month. */
  pmi: boolean;
  /** Where the figures come from, and the day they are of (`YYYY-MM-DD`). */
  source: string;
  date: string;
};

export type MarketTable = Record<MarketCountry, MarketTerms>;

/** The PMI rate (% of the loan a year) where PMI applies: the calculator's default. */
export const PMI_RATE = 0.5;

/** Each city's country (the place's last part). */
export const CITY_COUNTRY: Record<(typeof LOCATIONS)[number], MarketCountry> = {
  'New York, USA': 'US',
  'London, UK': 'GB',
  'Los Angeles, California, USA': 'US',
  'Paris, France': 'FR',
  'Moscow, Russia': 'RU',
  'Istanbul, Turkey': 'TR',
  'Copenhagen, Denmark': 'DK',
  'Tokyo, Japan': 'JP',
  'Phnom Penh, Cambodia': 'KH',
};

/** The currency a country's insurance is given in (Cambodia's home loans are in dollars). */
export const COUNTRY_CURRENCY: Record<MarketCountry, Currency> = {
  US: 'USD',
  GB: 'GBP',
  FR: 'EUR',
  DK: 'DKK',
  JP: 'JPY',
  TR: 'TRY',
  RU: 'RUB',
  KH: 'USD',
};

/** The country of a home in `location`: its city's, or the United States' for a place outside the list. */
export function countryOf(location: string): MarketCountry {
  return CITY_COUNTRY[location as keyof typeof CITY_COUNTRY] ?? 'US';
}

/** The ranges a site owner's terms must fall in; the calculator's own ranges hold them all. */
export const MARKET_RANGES = {
  rate: [0, 60],
  termYears: [1, 40],
  downPercent: [0, 100],
  taxRate: [0, 10],
  insurance: [0, 100_000_000],
} as const;

const NUMBER_FIELDS = Object.keys(MARKET_RANGES) as (keyof typeof MARKET_RANGES)[];

/** What is wrong with a site owner's table: the first fault found, for the desk or the command to word. */
export type MarketTermsProblem =
  | { code: 'shape' }
  | { code: 'unknownCountry'; country: string }
  | { code: 'missing'; country: MarketCountry }
  | {
      code: 'range';
      country: MarketCountry;
      field: keyof typeof MARKET_RANGES;
      min: number;
      max: number;
    }
  | { code: 'whole'; country: MarketCountry }
  | { code: 'pmi'; country: MarketCountry }
  | { code: 'source'; country: MarketCountry }
  | { code: 'date'; country: MarketCountry };

/** The longest source a row may name. */
const SOURCE_MAX = 200;

/**
 * A site owner's table (`{ "US": { "rate": 6.1, … }, … }`, every country, every field) read, or
 * the first thing wrong with it.
 */
export function parseMarketTerms(
  value: unknown,
): { ok: true; table: MarketTable } | { ok: false; problem: MarketTermsProblem } {
  const fail = (problem: MarketTermsProblem) => ({ ok: false as const, problem });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail({ code: 'shape' });
  const given = value as Record<string, unknown>;
  const unknown = Object.keys(given).find(
    (code) => !(MARKET_COUNTRIES as readonly string[]).includes(code),
  );
  if (unknown !== undefined) return fail({ code: 'unknownCountry', country: unknown });
  const table = {} as MarketTable;
  for (const country of MARKET_COUNTRIES) {
    const entry = given[country];
    if (!entry || typeof entry !== 'object') return fail({ code: 'missing', country });
    const terms = entry as Record<string, unknown>;
    for (const field of NUMBER_FIELDS) {
      const number = terms[field];
      const [min, max] = MARKET_RANGES[field];
      if (typeof number !== 'number' || !Number.isFinite(number) || number < min || number > max) {
        return fail({ code: 'range', country, field, min, max });
      }
    }
    if (!Number.isInteger(terms.termYears)) return fail({ code: 'whole', country });
    if (typeof terms.pmi !== 'boolean') return fail({ code: 'pmi', country });
    const source = typeof terms.source === 'string' ? terms.source.trim() : '';
    if (!source || source.length > SOURCE_MAX) return fail({ code: 'source', country });
    const date = terms.date;
    if (
      typeof date !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      Number.isNaN(Date.parse(`${date}T00:00:00Z`))
    ) {
      return fail({ code: 'date', country });
    }
    table[country] = {
      rate: terms.rate as number,
      termYears: terms.termYears as number,
      downPercent: terms.downPercent as number,
      taxRate: terms.taxRate as number,
      insurance: terms.insurance as number,
      pmi: terms.pmi,
      source,
      date,
    };
  }
  return { ok: true, table };
}

/** The fault in English, as the command line says it. */
export function describeProblem(problem: MarketTermsProblem) {
  switch (problem.code) {
    case 'shape':
      return 'the terms must be an object with one entry per country.';
    case 'unknownCountry':
      return `${problem.country} is not one of the site's countries (${MARKET_COUNTRIES.join(', ')}).`;
    case 'missing':
      return `${problem.country} is missing.`;
    case 'range':
      return `${problem.country}: ${problem.field} must be a number from ${problem.min} to ${problem.max}.`;
    case 'whole':
      return `${problem.country}: termYears must be whole years.`;
    case 'pmi':
      return `${problem.country}: pmi must be true or false.`;
    case 'source':
      return `${problem.country}: source must name where the figures come from (at most ${SOURCE_MAX} characters).`;
    case 'date':
      return `${problem.country}: date must be a day written as 2026-11-01.`;
  }
}
