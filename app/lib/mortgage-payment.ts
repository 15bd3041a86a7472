/**
 * The level payment and the calculator's defaults, apart from the rest of its arithmetic
 * (lib/mortgage.ts): the cards' monthly estimate (lib/monthly-cost.ts) needs only these, and
 * the search page's script stays small (docs/product.md#mortgage-calculator).
 */
export const MORTGAGE_DEFAULTS = {
  price: 400_000,
  downPercent: 20,
  rate: 6.5,
  termYears: 30,
  /** Property tax, % of the price a year. */
  taxRate: 1.1,
  /** Home insurance, dollars a year. */
  insurance: 1_500,
  hoa: 0,
  pmiRate: 0.5,
} as const;

/** The level monthly payment of principal and interest; a 0 % loan is repaid in equal parts. */
export function monthlyPrincipalAndInterest(loan: number, annualRate: number, months: number) {
  if (!(loan > 0) || !(months >= 1)) return 0;
  const r = annualRate / 100 / 12;
  if (!(r > 0)) return loan / months;
  // 1 − (1 + r)^−n, computed without losing precision for tiny rates.
  const factor = -Math.expm1(-months * Math.log1p(r));
  return factor > 0 ? (loan * r) / factor : loan / months;
}
