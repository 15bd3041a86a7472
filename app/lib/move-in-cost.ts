import { countryOf as marketOf } from './market-terms';
import { DEFAULT_MARKET_TERMS } from './market-terms-built-in';
import type { ListingType } from './catalog';
import { convert, type Currency, type Rates } from './money';

/**
 * The cash it takes to move in (docs/product.md#move-in-cost, ADR 0132): for a rental the first
 * month's rent, the deposit, key money, the agent's fee (the country's rule), the guarantor
 * company's fee and any other sum the listing states; for a purchase the down payment and the
 * buyer's usual costs in the home's country. Pure: the write path stores its total (and its
 * dollars, which the search compares), the home's page shows its lines.
 */

/** A line of the breakdown, in the listing's currency. */
export type MoveInLine = { key: MoveInKey; amount: number };
export type MoveInKey =
  | 'firstRent'
  | 'deposit'
  | 'keyMoney'
  | 'agentFee'
  | 'guarantorFee'
  | 'other'
  | 'downPayment'
  | 'brokerFee'
  | 'stampDuty'
  | 'registration'
  | 'notaryFees'
  | 'closingCosts'
  | 'transferTax';

/** A buyer's cost: a share of the price (by bands, or flat plus a fixed sum), with a tax on it. */
type SaleCost =
  | { key: MoveInKey; bands: readonly (readonly [upTo: number, rate: number])[] }
  | { key: MoveInKey; rate: number; fixed?: number; tax?: number };

/** What a country's market asks on moving in, beyond what a listing states. */
export type CountryMoveIn = {
  /** The currency its fixed sums and bands are in. */
  currency: Currency;
  /** The months of rent a tenant pays the letting agent, and the tax on it. */
  agentMonths: number;
  agentTax: number;
  saleCosts: readonly SaleCost[];
};

/**
 * Each country's rule, by the place's last part (docs/product.md#places); the sources and their
 * dates are in docs/product.md#move-in-cost. A country not listed asks nothing beyond the listing.
 */
export const COUNTRY_MOVE_IN: Record<string, CountryMoveIn> = {
  // 宅地建物取引業法 and its fee notice (昭和45年建設省告示第1552号): a rental's fee at most one
  // month's rent plus consumption tax (10 %); a sale's over ¥4,000,000 at most 3 % + ¥60,000 plus tax.
  Japan: {
    currency: 'JPY',
    agentMonths: 1,
    agentTax: 0.1,
    saleCosts: [{ key: 'brokerFee', rate: 0.03, fixed: 60_000, tax: 0.1 }],
  },
  // England: the Tenant Fees Act 2019 bans letting fees to tenants. Stamp Duty Land Tax for a main
  // home, the bands from 1 April 2025 (GOV.UK, "Stamp Duty Land Tax: residential property rates").
  UK: {
    currency: 'GBP',
    agentMonths: 0,
    agentTax: 0,
    saleCosts: [
      {
        key: 'stampDuty',
        bands: [
          [125_000, 0],
          [250_000, 0.02],
          [925_000, 0.05],
          [1_500_000, 0.1],
          [Infinity, 0.12],
        ],
      },
    ],
  },
  // New York's FARE Act (11 June 2025) and California leave the broker's fee to whoever hired
  // the broker, the landlord; a buyer's closing costs are commonly 2–5 % of the price.
  USA: {
    currency: 'USD',
    agentMonths: 0,
    agentTax: 0,
    saleCosts: [{ key: 'closingCosts', rate: 0.03 }],
  },
  // Loi ALUR caps a tenant's agency fee by the floor area; about a month is set here for Paris.
  // The notary's fees and duties on an older home are about 7.5 % of the price.
  France: {
    currency: 'EUR',
    agentMonths: 0,
    agentTax: 0,
    saleCosts: [{ key: 'notaryFees', rate: 0.075 }],
  },
  // Lejeloven: the landlord pays the letting agent. Tinglysningsafgift on a deed: 1,850 kr + 0.6 %.
  Denmark: {
    currency: 'DKK',
    agentMonths: 0,
    agentTax: 0,
    saleCosts: [{ key: 'registration', rate: 0.006, fixed: 1_850 }],
  },
  // Emlak Komisyonculuğu Yönetmeliği: a tenant pays at most a month's rent plus 20 % VAT; a
  // buyer 2 % plus VAT to the agent, and half of the 4 % title deed fee (tapu harcı).
  Turkey: {
    currency: 'TRY',
    agentMonths: 1,
    agentTax: 0.2,
    saleCosts: [
      { key: 'brokerFee', rate: 0.02, tax: 0.2 },
      { key: 'transferTax', rate: 0.02 },
    ],
  },
  // Moscow's agents commonly ask a tenant half a month's rent to a month; half is set here. A
  // buyer pays the state duty on registration (2,000 ₽) and commonly 2 % to an agent.
  Russia: {
    currency: 'RUB',
    agentMonths: 0.5,
    agentTax: 0,
    saleCosts: [
      { key: 'brokerFee', rate: 0.02 },
      { key: 'registration', rate: 0, fixed: 2_000 },
    ],
  },
  // Cambodia: the landlord pays the letting agent; a buyer pays the 4 % transfer tax.
  Cambodia: {
    currency: 'USD',
    agentMonths: 0,
    agentTax: 0,
    saleCosts: [{ key: 'transferTax', rate: 0.04 }],
  },
};

/** The country of a place: its last part ("Tokyo, Japan"), as docs/product.md#places writes it. */
export function countryOf(location: string) {
  return location.split(',').at(-1)!.trim();
}

/**
 * The share of the price a buyer puts down in a place: its market's down payment in the built-in
 * loan terms (lib/market-terms.ts, docs/product.md#what-it-costs-a-month). The one place it is
 * read; a site owner's own loan terms change the monthly estimate, not the move-in cost, which is
 * kept with each home (ADR 0132).
 */
export function downPaymentShare(location: string) {
  return DEFAULT_MARKET_TERMS[marketOf(location)].downPercent / 100;
}

/** What the breakdown reads of a home; the stated terms are null when not given. */
export type MoveInHome = {
  listingType: ListingType;
  location: string;
  price: number;
  currency: Currency;
  deposit?: number | null;
  keyMoney?: number | null;
  guarantorFee?: number | null;
  otherMoveIn?: number | null;
};

/**
 * The lines of a home's move-in cost, in its currency, whole units, the zero ones left out. A sum
 * the country's rule sets in its own currency (a fixed fee, a tax band) is converted at `rates`
 * when the listing is priced in another.
 */
export function moveInLines(home: MoveInHome, rates: Rates): MoveInLine[] {
  const country = countryOf(home.location);
  const rule = COUNTRY_MOVE_IN[country];
  const lines: MoveInLine[] = [];
  const add = (key: MoveInKey, amount: number | null | undefined) => {
    const whole = Math.round(amount ?? 0);
    if (whole > 0) lines.push({ key, amount: whole });
  };
  if (home.listingType === 'rent') {
    add('firstRent', home.price);
    add('deposit', home.deposit);
    add('keyMoney', home.keyMoney);
    if (rule) add('agentFee', home.price * rule.agentMonths * (1 + rule.agentTax));
    add('guarantorFee', home.guarantorFee);
    add('other', home.otherMoveIn);
    return lines;
  }
  add('downPayment', home.price * downPaymentShare(home.location));
  for (const cost of rule?.saleCosts ?? []) {
    // Worked out in the country's currency, then written in the listing's.
    const price = convert(home.price, home.currency, rule!.currency, rates);
    const amount =
      'bands' in cost
        ? bandedTax(price, cost.bands)
        : (price * cost.rate + (cost.fixed ?? 0)) * (1 + (cost.tax ?? 0));
    add(cost.key, convert(Math.round(amount), rule!.currency, home.currency, rates));
  }
  add('other', home.otherMoveIn);
  return lines;
}

/** A tax by bands: each band's rate on the part of the price within it. */
function bandedTax(price: number, bands: readonly (readonly [number, number])[]) {
  let tax = 0;
  let from = 0;
  for (const [upTo, rate] of bands) {
    if (price <= from) break;
    tax += (Math.min(price, upTo) - from) * rate;
    from = upTo;
  }
  return tax;
}

/** The total of the lines: what the home's page shows and the search compares. */
export function moveInTotal(home: MoveInHome, rates: Rates) {
  return moveInLines(home, rates).reduce((sum, line) => sum + line.amount, 0);
}
