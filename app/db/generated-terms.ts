import type { LOCATIONS } from '~/lib/catalog';
import { priceStep, type Currency } from '~/lib/money';
import type { ListerRole } from '~/lib/listing-terms';

/**
 * The terms a generated listing states (docs/product.md#generated-data, ADR 0131), as its city's
 * market states them: a Tokyo rental its 礼金, 敷金, 管理費, 更新料 every two years and a
 * guarantor company; a Tokyo flat for sale its 管理費 and 修繕積立金; elsewhere the deposit the
 * city's rentals ask, no key money. Worked out from the home's facts and its index, so the
 * generator's stream of draws stays as it was.
 */

type Place = (typeof LOCATIONS)[number];

/** A city's rentals: the deposit in months of rent (weeks for London) and the usual contract. */
const RENT_RULES: Record<Place, { depositMonths: number; contract: number | null }> = {
  // New York's Housing Stability and Tenant Protection Act (2019) caps it at a month.
  'New York, USA': { depositMonths: 1, contract: 12 },
  // The Tenant Fees Act 2019: at most five weeks' rent below £50,000 a year.
  'London, UK': { depositMonths: (5 * 12) / 52, contract: 12 },
  // California's AB 12 (from 1 July 2024): at most a month.
  'Los Angeles, California, USA': { depositMonths: 1, contract: 12 },
  // Loi du 6 juillet 1989: a month for an unfurnished home, let for three years.
  'Paris, France': { depositMonths: 1, contract: 36 },
  'Moscow, Russia': { depositMonths: 1, contract: 11 },
  // Türk Borçlar Kanunu 342: at most three months; two are common.
  'Istanbul, Turkey': { depositMonths: 2, contract: 12 },
  // Lejeloven: at most three months.
  'Copenhagen, Denmark': { depositMonths: 3, contract: null },
  'Tokyo, Japan': { depositMonths: 1, contract: 24 },
  'Phnom Penh, Cambodia': { depositMonths: 2, contract: 12 },
};

/** The flats whose owners pay a building's fees (a sale's 管理費 and 修繕積立金). */
const FLATS = ['Apartment', 'Condo', 'Studio', 'Luxury', 'Duplex'];

const SQ_FT_PER_M2 = 10.7639;

export type GeneratedTerms = {
  deposit: number | null;
  keyMoney: number | null;
  managementFee: number | null;
  renewalFee: number | null;
  guarantorRequired: boolean | null;
  guarantorFee: number | null;
  contractMonths: number | null;
  repairReserve: number | null;
  builtMonth: number;
  listerRole: ListerRole;
};

export function buildListingTerms(home: {
  index: number;
  location: Place;
  category: string;
  rent: boolean;
  price: number;
  currency: Currency;
  area: number;
  rentalTerms: string | null;
}): GeneratedTerms {
  const { index, price, currency } = home;
  const step = priceStep(currency, true);
  const round = (amount: number) => Math.round(amount / step) * step;
  const tokyo = home.location === 'Tokyo, Japan';
  const m2 = home.area / SQ_FT_PER_M2;
  const terms: GeneratedTerms = {
    deposit: null,
    keyMoney: null,
    managementFee: null,
    renewalFee: null,
    guarantorRequired: null,
    guarantorFee: null,
    contractMonths: null,
    repairReserve: null,
    builtMonth: 1 + ((index * 7) % 12),
    // Most homes are listed by an agent brokering the deal; some by their owners.
    listerRole: index % 9 === 4 ? 'owner' : index % 13 === 6 ? 'representative' : 'broker',
  };
  if (home.rent) {
    const rule = RENT_RULES[home.location];
    // What the lease's words say wins over the city's habit, so the two never disagree.
    const said = /two months deposit/.test(home.rentalTerms ?? '')
      ? 2
      : /one month deposit/.test(home.rentalTerms ?? '')
        ? 1
        : rule.depositMonths;
    terms.deposit = round(price * said);
    // "12-month lease", "6-month minimum": the lease's length; month to month, none.
    const months = /^(\d+)-month/.exec(home.rentalTerms ?? '');
    terms.contractMonths = months
      ? Number(months[1])
      : /month-to-month/i.test(home.rentalTerms ?? '')
        ? null
        : rule.contract;
    if (tokyo) {
      // 礼金 a month for most, none for some (礼金なし); 管理費 5–10 % of the rent; 更新料 a month
      // every two years; a guarantor company taking half a month's rent.
      terms.keyMoney = index % 4 === 1 ? null : price;
      terms.managementFee = Math.round((price * (0.05 + (index % 6) / 100)) / 1_000) * 1_000;
      terms.renewalFee = price;
      terms.guarantorRequired = true;
      terms.guarantorFee = round(price / 2);
    }
    return terms;
  }
  if (tokyo && FLATS.includes(home.category)) {
    // About ¥200–300 a square metre a month for management, ¥250–350 for the repair reserve.
    terms.managementFee = Math.round((m2 * (200 + (index % 5) * 25)) / 100) * 100;
    terms.repairReserve = Math.round((m2 * (250 + (index % 5) * 25)) / 100) * 100;
  }
  return terms;
}
