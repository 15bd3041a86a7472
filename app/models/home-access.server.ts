import { and, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, inquiries, listingDrafts, properties, type ListingStatus } from '~/db/schema';
import { hasRole, type Role } from '~/lib/owners-desk';

import { membershipOf, type Membership } from './agencies/membership.server';

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

/**
 * Who is asking: the signed-in account, or nobody; with its agency when the home is not public,
 * so an agency admin previews the agency's drafts (docs/product.md#agencies).
 */
export type HomeViewer =
  { id: number; role: Role; membership?: Membership | null } | null | undefined;

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
  /** The agency whose listing it is, if any. */
  agencyId?: number | null;
};

/** Whether everyone sees this home (and so may act on it). */
function isPublicHome(home: Pick<HomeState, 'status' | 'hiddenAt' | 'heldAsCopyOf'>) {
  return home.status !== 'draft' && home.hiddenAt === null && !home.heldAsCopyOf;
}

/** Whether this viewer may see this home, read from its row. */
export function maySeeHome(viewer: HomeViewer, home: HomeState) {
  if (isPublicHome(home)) return true;
  if (!viewer) return false;
  if (hasRole(viewer.role, 'moderator')) return true;
  return mayManageListing(
    { id: viewer.id, membership: viewer.membership ?? null },
    { listerUserId: home.listerUserId, agencyId: home.agencyId ?? null },
  );
}

/** `maySeeHome` for a page: the viewer's agency is looked up only when the home is not public. */
export async function seesHome(db: Pick<Database, 'select'>, viewer: HomeViewer, home: HomeState) {
  if (isPublicHome(home) || !viewer) return maySeeHome(viewer, home);
  return maySeeHome({ ...viewer, membership: await membershipOf(db, viewer.id) }, home);
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

/**
 * An account acting on listings (docs/product.md#agencies, ADR 0112): its id, and its place in an
 * agency when it has one (`membershipOf`).
 */
type ListingManager = { id: number; membership: Membership | null };

/** What the rule reads of a listing: the account of the lister it is assigned to, and its agency. */
type ListingHold = { listerUserId: number | null | undefined; agencyId: number | null };

/**
 * Who may manage a listing (docs/product.md#agencies, ADR 0112): edit, publish, change its
 * status, delete it, open its drafts and photos and read its inquiries. Its owner, or the agent
 * it is assigned to, manages it; an admin of its agency manages every listing of the agency.
 * Anyone else, a colleague agent included, is told it does not exist (404).
 */
export function mayManageListing(manager: ListingManager, home: ListingHold) {
  if (home.listerUserId != null && home.listerUserId === manager.id) return true;
  const membership = manager.membership;
  return (
    membership?.role === 'admin' && home.agencyId !== null && home.agencyId === membership.agencyId
  );
}

/** The lister profile that is this account's own (an account has at most one). */
const ownProfiles = (userId: number) =>
  sql`(select ${agents.id} from ${agents} where ${agents.userId} = ${userId})`;

/** The agency this account is an admin of, as a subquery: none, or one row. */
const agencyAdministered = (userId: number) =>
  sql`(select ${agents.agencyId} from ${agents} where ${agents.userId} = ${userId} and ${agents.agencyRole} = 'admin')`;

/**
 * `mayManageListing` in SQL, over `properties`: the listings this account manages, its agency
 * read in the same statement (no query of its own, so every list and write asks it as cheaply).
 */
export function managedListings(userId: number): SQL {
  return sql`(${properties.agentId} in ${ownProfiles(userId)} or ${properties.agencyId} in ${agencyAdministered(userId)})`;
}

/**
 * The drafts this account may open: its own drafts of new listings (a new listing's draft is its
 * writer's alone until it is published), and the edit drafts of the listings it manages (an
 * admin's edit of an agent's listing is one draft the two share). An edit draft of a listing it
 * no longer manages (moved to a colleague, or the account left the agency) is not its.
 */
export function reachableDrafts(userId: number): SQL {
  return sql`((${listingDrafts.propertyId} is null and ${listingDrafts.userId} = ${userId}) or ${listingDrafts.propertyId} in (select ${properties.id} from ${properties} where ${managedListings(userId)}))`;
}

/**
 * The inquiries this account reads (docs/product.md#agencies): those to its own profile, and for
 * an agency admin every inquiry to the agency's members or about the agency's listings.
 */
export function reachableInquiries(userId: number): SQL {
  const administered = agencyAdministered(userId);
  return sql`(${inquiries.agentId} in ${ownProfiles(userId)}
    or ${inquiries.agentId} in (select ${agents.id} from ${agents} where ${agents.agencyId} in ${administered})
    or ${inquiries.propertyId} in (select ${properties.id} from ${properties} where ${properties.agencyId} in ${administered}))`;
}

/**
 * The homes a RESO Web API client reads (docs/product.md#reso-api, ADR 0117): the homes everyone
 * sees, and, for a client its agency let see drafts, that agency's drafts too. A hidden home is
 * never served, nor one held as a copy until the desk decides (docs/product.md#copies).
 */
export function homesForApiClient(client: { agencyId: number; seesDrafts: boolean }) {
  if (!client.seesDrafts) return publicHome;
  return or(
    publicHome,
    and(
      eq(properties.agencyId, client.agencyId),
      isNull(properties.hiddenAt),
      isNull(properties.heldAsCopyOf),
    ),
  ) as SQL;
}
