/**
 * A home's price per square foot, in whole dollars (docs/product.md#prices-that-fit): the one
 * figure cards and pages show beside the price, whichever unit the page then writes it in. A
 * rent's is a month's. Nothing when the home has no area.
 */
export function pricePerArea(home: { price: number; numberOfArea: number }) {
  if (!(home.numberOfArea > 0)) return null;
  return Math.round(home.price / home.numberOfArea);
}
