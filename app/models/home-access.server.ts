import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, type ListingStatus } from '~/db/schema';
import { hasRole, type Role } from '~/lib/owners-desk';

/**
 * Who may see a home, and who may act on it (docs/product.md#who-sees-a-home, ADR 0096): the one
 * rule every read and write that names a home by its id asks, so a draft or a hidden home is
 * missing in the same way on its page, its `.data`, the compare table, the saved homes, the report
 * page, its reviews, inquiries, Open Graph picture and the sitemap.
 *
 * - Everyone sees a published home that no moderator hid: available, under offer, or sold or let
 *   (a sold or let home keeps its page, out of the search).
 * - Its owner also sees it as a draft, hidden, or held as a copy of another lister's listing
 *   (docs/product.md#copies); so does a moderator or an admin.
 * - What visitors do with a home (review it, ask its lister, report, save or compare it) needs a
 *   home everyone sees: a draft or a hidden home is a preview for its owner and the desk, never a
 *   place to post, and it leaves the saved homes and compare lists until it is published again.
 * - A deleted home is gone for everyone: its row, reviews, saves and compare places go with it.
 */

/** Who is asking: the signed-in account, or nobody. */
export type HomeViewer = { id: number; role: Role } | null | undefined;

/** The homes everyone may see and act on: published, and not hidden by a moderator. */
export const publicHome = and(
  ne(properties.status, 'draft'),
  isNull(properties.hiddenAt),
  isNull(properties.heldAsCopyOf),
) as SQL;

/** What the rule reads of a home already loaded. */
type HomeState = {
  status: ListingStatus;
  hiddenAt: Date | null;
  /** Held for the desk as a copy of another lister's listing (docs/product.md#copies). */
  heldAsCopyOf?: number | null;
  /** The account that lists it, when an owner does (a generated agent has none). */
  listerUserId: number | null | undefined;
};

/** Whether everyone sees this home (and so may act on it). */
function isPublicHome(home: Pick<HomeState, 'status' | 'hiddenAt' | 'heldAsCopyOf'>) {
  return home.status !== 'draft' && home.hiddenAt === null && !home.heldAsCopyOf;
}

/** Whether this viewer may see this home, read from its row. */
export function maySeeHome(viewer: HomeViewer, home: HomeState) {
  if (isPublicHome(home)) return true;
  if (!viewer) return false;
  return hasRole(viewer.role, 'moderator') || home.listerUserId === viewer.id;
}

/**
 * Whether a visitor may act on the home of this id (review, inquiry, report, save, compare):
 * false for a draft, a hidden home, or none. `lock` takes the row for update, so a write that
 * counts on the home (a review's rating) is taken in turn with the others.
 */
export async function isOpenHome(
  db: Pick<Database, 'select'>,
  id: number,
  { lock = false } = {},
): Promise<boolean> {
  const query = db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), publicHome));
  const [home] = await (lock ? query.for('update') : query);
  return home !== undefined;
}
