/**
 * A fact whose 0 says "not given" rather than a quantity (docs/product.md#home-details): a plot
 * of 0 is a flat with no plot, a year built of 0 was never entered, 0 bathrooms, kitchens or
 * living rooms were left at the form's start. Pages, cards, the compare table and structured data
 * leave such a fact out instead of printing "0"; a garage of 0 is a fact ("No garage").
 */
export function givenFact(value: number | null | undefined): number | null {
  return value === null || value === undefined || !(value > 0) ? null : value;
}
