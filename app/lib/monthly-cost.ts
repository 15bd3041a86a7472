import type { ListingType } from './catalog';
import {
  COUNTRY_CURRENCY,
  countryOf,
  MARKET_COUNTRIES,
  PMI_RATE,
  type MarketCountry,
  type MarketTable,
  type MarketTerms,
} from './market-terms';
import { DEFAULT_MARKET_TERMS } from './market-terms-built-in';
import { convert, DEFAULT_RATES, type Currency, type Rates } from './money';
import { monthlyPrincipalAndInterest } from './mortgage-payment';

/**
 * What a home costs a month (docs/product.md#what-it-costs-a-month, ADR 0129): a rental its rent,
 * a home for sale the calculator's first monthly payment at its country's loan terms
 * (lib/market-terms.ts): down payment, term, rate, property tax, insurance, no HOA, and PMI where
 * that market charges it and the loan is above 80 % of the price.
 *
 * With those fixed, the payment is linear in the price, one line per country: dollar price ×
 * perDollar + fixed (ADR 0058). The insurance, given in the country's currency, is made dollars
 * at the site's rates, as the price is. The cards, the home's page, the compare table, the
 * search's SQL and its index all use these numbers, so a filter, a sort and what a card shows
 * never disagree.
 */
export type CountryEstimate = {
  /** The payment for each dollar of the price. */
  perDollar: number;
  /** The part of the payment that does not depend on the price (insurance), in dollars. */
  fixed: number;
};

export type MonthlyTerms = {
  /** Each market's loan terms as set (the built-in table or the site owner's). */
  markets: MarketTable;
  /** The site's rates the insurance was made dollars with. */
  rates: Rates;
  byCountry: Record<MarketCountry, CountryEstimate>;
};

/**
 * The United States' rate when none is configured, and its date (`MORTGAGE_RATE`). Marked pure,
 * as the default terms below: a page's script that reads neither leaves the built-in table out.
 */
export const DEFAULT_MORTGAGE_RATE = /* @__PURE__ */ (() => DEFAULT_MARKET_TERMS.US.rate)();
export const DEFAULT_MORTGAGE_RATE_DATE = /* @__PURE__ */ (() => DEFAULT_MARKET_TERMS.US.date)();

/** One market's line: the calculator's own arithmetic for one dollar's loan and its insurance. */
export function countryEstimate(terms: MarketTerms, perUsd: number): CountryEstimate {
  const loanShare = 1 - terms.downPercent / 100;
  const pmi = terms.pmi && loanShare > 0.8 ? (loanShare * PMI_RATE) / 100 / 12 : 0;
  const perDollar =
    loanShare * monthlyPrincipalAndInterest(1, terms.rate, terms.termYears * 12) +
    terms.taxRate / 100 / 12 +
    pmi;
  return { perDollar, fixed: terms.insurance / perUsd / 12 };
}

export function monthlyTerms(
  markets: MarketTable = DEFAULT_MARKET_TERMS,
  rates: Rates = DEFAULT_RATES,
): MonthlyTerms {
  const byCountry = Object.fromEntries(
    MARKET_COUNTRIES.map((country) => [
      country,
      countryEstimate(markets[country], rates.perUsd[COUNTRY_CURRENCY[country]]),
    ]),
  ) as Record<MarketCountry, CountryEstimate>;
  return { markets, rates, byCountry };
}

export const DEFAULT_MONTHLY_TERMS = /* @__PURE__ */ monthlyTerms();

/** Two sets of terms giving the same estimates (the search index keeps its order while they do). */
export function sameEstimates(a: MonthlyTerms, b: MonthlyTerms) {
  return MARKET_COUNTRIES.every(
    (c) =>
      a.byCountry[c].perDollar === b.byCountry[c].perDollar &&
      a.byCountry[c].fixed === b.byCountry[c].fixed,
  );
}

/** The estimate's line for a home in `location`. */
export function estimateIn(location: string, terms: MonthlyTerms) {
  return terms.byCountry[countryOf(location)];
}

/** Prices are 32-bit integers in the database: a bound past them is no bound. */
const MAX_PRICE = 2_147_483_647;

type Priced = { price: number; listingType: ListingType; location: string };

/** A home's monthly cost in dollars, unrounded: the rent, or the estimated payment. */
export function monthlyCost(home: Priced, terms: MonthlyTerms): number {
  if (home.listingType === 'rent') return home.price;
  const { perDollar, fixed } = estimateIn(home.location, terms);
  return home.price * perDollar + fixed;
}

/** The figure "Max monthly cost" compares: whole dollars. */
export function shownMonthlyCost(home: Priced, terms: MonthlyTerms) {
  return Math.round(monthlyCost(home, terms));
}

/**
 * The highest sale price whose payment on one market's line rounds to at most `max` dollars, or
 * -1 when none does (the insurance alone is more): the filter "Max monthly cost" as a price bound
 * per country an index can follow.
 */
export function maxSalePrice(max: number, line: CountryEstimate) {
  // Shown payments round half up: a payment below max + 0.5 shows as max or less.
  const fits = (price: number) => price * line.perDollar + line.fixed < max + 0.5;
  if (!fits(0)) return -1;
  let price = Math.floor((max + 0.5 - line.fixed) / line.perDollar);
  // The division rounds; step to the exact edge as the multiplication sees it.
  while (price > 0 && !fits(price)) price -= 1;
  while (price < MAX_PRICE && fits(price + 1)) price += 1;
  return Math.min(price, MAX_PRICE);
}

/**
 * The calculator opened on this home: its price in its own currency and its market's terms (the
 * insurance in the listing's currency), so its first payment is the page's estimate. PMI is off
 * where the market has none; the currency is named unless it is the dollar.
 */
export function calculatorHref(
  home: { price: number; currency: Currency; location: string },
  terms: MonthlyTerms,
) {
  const country = countryOf(home.location);
  const market = terms.markets[country];
  const insurance = convert(
    market.insurance,
    COUNTRY_CURRENCY[country],
    home.currency,
    terms.rates,
  );
  const params = new URLSearchParams({ price: String(home.price) });
  if (home.currency !== 'USD') params.set('currency', home.currency);
  params.set('rate', String(market.rate));
  params.set('term', String(market.termYears));
  params.set('downPercent', String(market.downPercent));
  params.set('tax', String(market.taxRate));
  params.set('insurance', String(insurance));
  if (!market.pmi) params.set('pmi', '0');
  return `/mortgage-calculator?${params}`;
}
