/**
 * The terms a listing states as Japan writes them (docs/product.md#rental-and-sale-terms, ADR
 * 0132). Pure: the form, the page and the feeds read it.
 */

/**
 * 取引態様, who lists the home: its owner (売主 the seller, 貸主 the landlord), an agent acting in
 * the owner's name (代理), or a broker between the parties (媒介・仲介).
 */
export const LISTER_ROLES = ['owner', 'representative', 'broker'] as const;
export type ListerRole = (typeof LISTER_ROLES)[number];

export function isListerRole(value: unknown): value is ListerRole {
  return LISTER_ROLES.includes(value as ListerRole);
}
