import { monthlyPrincipalAndInterest } from './mortgage-payment';

export { monthlyPrincipalAndInterest };

/**
 * The mortgage calculator's arithmetic (docs/product.md#mortgage-calculator). A fixed-rate loan
 * repaid monthly: the rate is compounded monthly (annual % / 12), property tax is a yearly % of the
 * price, insurance a yearly amount, HOA a monthly amount, and PMI a yearly % of the original loan
 * added to every month that starts with the balance above 80 % of the price.
 *
 * Everything is kept unrounded; only the page rounds, to cents, for display. The last payment takes
 * exactly what is left, so the schedule always ends at a balance of 0.
 */
export interface MortgageInputs {
  price: number;
  downPayment: number;
  /** Annual interest rate, in percent. */
  rate: number;
  termYears: number;
  /** Property tax per year, in percent of the price. */
  taxRate: number;
  /** Home insurance per year, in dollars. */
  insurance: number;
  /** HOA fees per month, in dollars. */
  hoa: number;
  /** PMI per year, in percent of the loan. */
  pmiRate: number;
}

export interface MonthRow {
  /** Payment number, from 1. */
  month: number;
  principal: number;
  interest: number;
  pmi: number;
  /** What is still owed after this payment. */
  balance: number;
}

export interface YearRow {
  year: number;
  principal: number;
  interest: number;
  pmi: number;
  balance: number;
  months: MonthRow[];
}

/** The share of the price above which PMI is charged. */
export const PMI_LOAN_TO_VALUE = 0.8;
// Half a cent: a balance this close to the 80 % line counts as on it.
const EPSILON = 0.005;

/** Month by month: interest on what is owed, the rest of the payment off the balance. */
export function amortize(
  loan: number,
  annualRate: number,
  months: number,
  pmi: { monthly: number; threshold: number } = { monthly: 0, threshold: Infinity },
): MonthRow[] {
  const rows: MonthRow[] = [];
  if (!(loan > 0) || !(months >= 1)) return rows;
  const payment = monthlyPrincipalAndInterest(loan, annualRate, months);
  const r = Math.max(0, annualRate) / 100 / 12;
  let balance = loan;
  for (let month = 1; month <= months; month += 1) {
    // PMI is owed for a month that begins with the balance above the line, so a loan just over
    // 80 % pays it at least once, though its first payment brings it under.
    const charged = pmi.monthly > 0 && balance - pmi.threshold > EPSILON;
    const interest = balance * r;
    const last = month === months;
    const principal = last ? balance : Math.min(balance, payment - interest);
    balance = last ? 0 : balance - principal;
    rows.push({ month, principal, interest, pmi: charged ? pmi.monthly : 0, balance });
  }
  return rows;
}

/** Months grouped into loan years, with each year's sums and its closing balance. */
export function groupByYear(rows: MonthRow[]): YearRow[] {
  const years: YearRow[] = [];
  for (const row of rows) {
    const year = Math.ceil(row.month / 12);
    let current = years[years.length - 1];
    if (!current || current.year !== year) {
      current = { year, principal: 0, interest: 0, pmi: 0, balance: 0, months: [] };
      years.push(current);
    }
    current.principal += row.principal;
    current.interest += row.interest;
    current.pmi += row.pmi;
    current.balance = row.balance;
    current.months.push(row);
  }
  return years;
}

export function calculateMortgage(inputs: MortgageInputs) {
  const price = Math.max(0, inputs.price);
  const downPayment = Math.min(price, Math.max(0, inputs.downPayment));
  const loan = price - downPayment;
  const months = Math.max(1, Math.round(inputs.termYears)) * 12;
  const pmiMonthly = (loan * Math.max(0, inputs.pmiRate)) / 100 / 12;
  const schedule = amortize(loan, inputs.rate, months, {
    monthly: pmiMonthly,
    threshold: price * PMI_LOAN_TO_VALUE,
  });
  const principalAndInterest = monthlyPrincipalAndInterest(loan, inputs.rate, months);
  const tax = (price * Math.max(0, inputs.taxRate)) / 100 / 12;
  const insurance = Math.max(0, inputs.insurance) / 12;
  const hoa = Math.max(0, inputs.hoa);
  const pmiMonths = schedule.filter((row) => row.pmi > 0).length;
  const firstPmi = schedule[0]?.pmi ?? 0;
  const sum = (pick: (row: MonthRow) => number) =>
    schedule.reduce((total, row) => total + pick(row), 0);
  const totalInterest = sum((row) => row.interest);
  const totalPmi = sum((row) => row.pmi);
  return {
    price,
    downPayment,
    downPercent: price > 0 ? (downPayment / price) * 100 : 0,
    loan,
    months: loan > 0 ? months : 0,
    /** The first month's payment and its parts. */
    monthly: {
      principalAndInterest,
      tax,
      insurance,
      hoa,
      pmi: firstPmi,
      total: principalAndInterest + tax + insurance + hoa + firstPmi,
    },
    /** How many payments carry PMI: they are the first ones, as the balance only goes down. */
    pmiMonths,
    pmiMonthly,
    /** The whole payment once PMI has stopped (when it ever applied). */
    totalAfterPmi: principalAndInterest + tax + insurance + hoa,
    totalInterest,
    totalPmi,
    /** Principal, interest and PMI over the life of the loan. */
    totalOfPayments: loan + totalInterest + totalPmi,
    schedule,
    years: groupByYear(schedule),
  };
}

export type MortgageResult = ReturnType<typeof calculateMortgage>;
