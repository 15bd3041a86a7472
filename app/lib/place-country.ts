/**
 * Whether a home's place is in Japan: its country is the place's last part ("Tokyo, Japan",
 * docs/product.md#places). Where a home's layout code is shown (docs/product.md#the-layout-code).
 */
export function inJapan(location: string) {
  return /,\s*japan$/i.test(location.trim());
}
