import type { MarketTable } from './market-terms';

// The built-in loan terms of each market (docs/product.md#what-it-costs-a-month, ADR 0129), apart
// from lib/market-terms.ts so that a page's script that only asks a city's country leaves them
// out: the browser reads the terms the root sends.

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
