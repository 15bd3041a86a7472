import type { LOCATIONS } from './catalog';
import type { Currency } from './money';

/**
 * The usual terms of a home loan in each market the site lists homes in
 * (docs/product.md#what-it-costs-a-month, ADR 0129): what a home for sale's monthly estimate and
 * the calculator opened from its page assume. Built in below; the site owner replaces them (the
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

/**
 * The built-in terms: each market's published averages, read on the day given (the table in
 * docs/product.md#what-it-costs-a-month names each source). A site owner sets newer ones.
 */
export const DEFAULT_MARKET_TERMS: MarketTable = {
  US: {
    rate: 6.5,
    termYears: 30,
    downPercent: 20,
    taxRate: 1.1,
    insurance: 1_500,
    pmi: true,
    source: 'Freddie Mac PMMS (30-year fixed); Tax Foundation; NAIC',
    date: '2026-11-01',
  },
  GB: {
    rate: 4.5,
    termYears: 25,
    downPercent: 15,
    taxRate: 0,
    insurance: 400,
    pmi: false,
    source: 'Bank of England Bankstats (new mortgages); UK Finance; ABI',
    date: '2025-10-01',
  },
  FR: {
    rate: 3.2,
    termYears: 20,
    downPercent: 10,
    taxRate: 0.3,
    insurance: 300,
    pmi: false,
    source: 'Observatoire Crédit Logement/CSA; DGFiP (taxe foncière)',
    date: '2025-10-01',
  },
  DK: {
    rate: 4,
    termYears: 30,
    downPercent: 5,
    taxRate: 0.6,
    insurance: 4_000,
    pmi: false,
    source: 'Finans Danmark (realkredit); Skattestyrelsen (ejendomsskat)',
    date: '2025-10-01',
  },
  JP: {
    rate: 1.9,
    termYears: 35,
    downPercent: 10,
    taxRate: 0.5,
    insurance: 30_000,
    pmi: false,
    source: 'Japan Housing Finance Agency (Flat 35); MLIT; 固定資産税・都市計画税',
    date: '2025-11-01',
  },
  TR: {
    rate: 36,
    termYears: 10,
    downPercent: 20,
    taxRate: 0.2,
    insurance: 5_000,
    pmi: false,
    source: 'TCMB (housing loan rates); BDDK; Emlak Vergisi Kanunu; DASK',
    date: '2025-10-01',
  },
  RU: {
    rate: 22,
    termYears: 20,
    downPercent: 20,
    taxRate: 0.1,
    insurance: 10_000,
    pmi: false,
    source: 'Bank of Russia (market mortgage rates); Tax Code art. 406',
    date: '2025-10-01',
  },
  KH: {
    rate: 9,
    termYears: 20,
    downPercent: 30,
    taxRate: 0.1,
    insurance: 300,
    pmi: false,
    source: 'National Bank of Cambodia; General Department of Taxation',
    date: '2025-10-01',
  },
};

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

/**
 * The built-in table with the United States' rate taken from `MORTGAGE_RATE` and
 * `MORTGAGE_RATE_DATE` (the site's rate before terms were set per market).
 */
export function builtInMarketTerms(usRate?: number, usRateDate?: string): MarketTable {
  const us = DEFAULT_MARKET_TERMS.US;
  return {
    ...DEFAULT_MARKET_TERMS,
    US: { ...us, rate: usRate ?? us.rate, date: usRateDate ?? us.date },
  };
}
