import type { ListingType } from './catalog';
import { MORTGAGE_DEFAULTS, monthlyPrincipalAndInterest } from './mortgage-payment';

/**
 * What a home costs a month (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): a
 * rental its rent, a home for sale the calculator's first monthly payment at its defaults (20 %
 * down, 30 years, property tax and insurance, no HOA; at 20 % down there is no PMI) and the
 * site's configured rate.
 *
 * With the down payment, term and rate fixed, that payment is linear in the price: price × perDollar
 * + fixed (ADR 0058). The cards, the home's page, the compare table and the search's SQL all use
 * these two numbers, so a filter, a sort and what a card shows never disagree.
 */
export type MonthlyTerms = {
  /** The interest rate (% a year) and the day it was set, as configured (`MORTGAGE_RATE`). */
  rate: number;
  rateDate: string;
  /** The payment for each dollar of the price. */
  perDollar: number;
  /** The part of the payment that does not depend on the price (insurance). */
  fixed: number;
};

/** The rate used when none is configured (the calculator's own default). */
export const DEFAULT_MORTGAGE_RATE = MORTGAGE_DEFAULTS.rate;
export const DEFAULT_MORTGAGE_RATE_DATE = '2026-11-01';

export function monthlyTerms(
  rate: number = DEFAULT_MORTGAGE_RATE,
  rateDate: string = DEFAULT_MORTGAGE_RATE_DATE,
): MonthlyTerms {
  const { downPercent, termYears, taxRate, insurance } = MORTGAGE_DEFAULTS;
  // The calculator's own arithmetic for one dollar's loan: its payment scales with the loan.
  const loanShare = 1 - downPercent / 100;
  const perDollar =
    loanShare * monthlyPrincipalAndInterest(1, rate, termYears * 12) + taxRate / 100 / 12;
  return { rate, rateDate, perDollar, fixed: insurance / 12 };
}

/** Prices are 32-bit integers in the database: a bound past them is no bound. */
const MAX_PRICE = 2_147_483_647;

export const DEFAULT_MONTHLY_TERMS = monthlyTerms();

/** A home's monthly cost, unrounded: the rent, or the estimated payment. */
export function monthlyCost(
  home: { price: number; listingType: ListingType },
  terms: MonthlyTerms,
): number {
  return home.listingType === 'rent' ? home.price : home.price * terms.perDollar + terms.fixed;
}

/** The figure a visitor sees, and the one "Max monthly cost" compares: whole dollars. */
export function shownMonthlyCost(
  home: { price: number; listingType: ListingType },
  terms: MonthlyTerms,
) {
  return Math.round(monthlyCost(home, terms));
}

/**
 * The highest sale price whose shown payment is at most `max` dollars, or -1 when none is (the
 * insurance alone is more): the filter "Max monthly cost" as a price bound an index can follow.
 */
export function maxSalePrice(max: number, terms: MonthlyTerms) {
  // Shown payments round half up: a payment below max + 0.5 shows as max or less.
  const fits = (price: number) => price * terms.perDollar + terms.fixed < max + 0.5;
  if (!fits(0)) return -1;
  let price = Math.floor((max + 0.5 - terms.fixed) / terms.perDollar);
  // The division rounds; step to the exact edge as the multiplication sees it.
  while (price > 0 && !fits(price)) price -= 1;
  while (price < MAX_PRICE && fits(price + 1)) price += 1;
  return Math.min(price, MAX_PRICE);
}

/** The calculator with this home's price and the rate the estimate used. */
export function calculatorHref(price: number, terms: MonthlyTerms) {
  return `/mortgage-calculator?price=${price}&rate=${terms.rate}`;
}
