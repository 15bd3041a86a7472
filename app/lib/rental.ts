import { RENT_INCOME_MULTIPLE } from './catalog';

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, six: 6 };

/**
 * The deposit a rental's terms name, in months of rent ("12-month lease, one month deposit"), or
 * undefined when they name none: there is no deposit of its own to show, and none is made up
 * (docs/product.md#home-details).
 */
export function depositMonths(terms: string | null | undefined) {
  const match = /\b(one|two|three|four|six|\d{1,2})[- ]months?'?s?'? deposit\b/i.exec(terms ?? '');
  if (!match) return undefined;
  const word = match[1]!.toLowerCase();
  const months = NUMBER_WORDS[word] ?? Number(word);
  return months > 0 ? months : undefined;
}

/** What renting a home takes: the deposit when its terms name one, and the usual income asked. */
export function rentalNeeds(monthlyRent: number, terms: string | null | undefined) {
  const months = depositMonths(terms);
  return {
    depositMonths: months,
    deposit: months === undefined ? undefined : months * monthlyRent,
    /** The rule of thumb: a yearly income of about 40 times the monthly rent. */
    income: monthlyRent * RENT_INCOME_MULTIPLE,
  };
}
