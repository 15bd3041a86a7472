import { z } from 'zod';

import { MARKET_COUNTRIES, type MarketCountry } from '~/lib/market-terms';

/**
 * The desk's "Loan terms" form (docs/product.md#what-it-costs-a-month): a row per country, its
 * fields named `US.rate`, `US.termYears` …, read as text and judged by `parseMarketTerms`, so a
 * number that is not one is named in words rather than refused by the form's reader.
 */
const row = z.object({
  rate: z.string().default(''),
  termYears: z.string().default(''),
  downPercent: z.string().default(''),
  taxRate: z.string().default(''),
  insurance: z.string().default(''),
  pmi: z.string().optional(),
  source: z.string().default(''),
  date: z.string().default(''),
});

export const loanTermsSchema = z.object(
  Object.fromEntries(MARKET_COUNTRIES.map((country) => [country, row])) as Record<
    MarketCountry,
    typeof row
  >,
);

/** A number as an owner types it ("6.5", "1,500"), or the text itself when it is not one. */
const numberOf = (text: string) => {
  const cleaned = text.normalize('NFKC').replace(/[\s,_]/g, '');
  return cleaned !== '' && Number.isFinite(Number(cleaned)) ? Number(cleaned) : text;
};

/** The form's rows as the table `parseMarketTerms` reads. */
export function marketTermsFromForm(value: z.output<typeof loanTermsSchema>) {
  return Object.fromEntries(
    MARKET_COUNTRIES.map((country) => {
      const given = value[country];
      return [
        country,
        {
          rate: numberOf(given.rate),
          termYears: numberOf(given.termYears),
          downPercent: numberOf(given.downPercent),
          taxRate: numberOf(given.taxRate),
          insurance: numberOf(given.insurance),
          pmi: given.pmi === 'on',
          source: given.source,
          date: given.date,
        },
      ];
    }),
  );
}
