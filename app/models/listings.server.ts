import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { safeParse } from 'zod/v4/core';

import type { Database } from '~/db/client.server';
import {
  agents,
  alertEvents,
  inquiries,
  listingDrafts,
  properties,
  type ListingStatus,
} from '~/db/schema';
import { contactOf, fieldsOfHome, homeFieldsOf } from '~/lib/listing-form/home-fields';
import { openHouseFieldsOf, openHousesOf } from '~/lib/listing-form/open-houses';
import { listingSchema, type DraftFields } from '~/lib/listing-form/schema';

import { missingAltText } from '~/lib/photos/rules';

import { membershipOf } from './agencies/membership.server';
import { managedListings, reachableDrafts } from './home-access.server';
import {
  adoptHomePhotos,
  discardDraftPhotos,
  listDraftPhotos,
  photosForHome,
} from './photos.server';
import { draftPrints, storePrints, type Print } from './photo-prints.server';
import { comingOpenHouses, replaceOpenHouses } from './open-houses.server';
import { createProperty, deleteProperty, updateProperty } from './property-writes.server';
import { carryHistory, judgeNewListing } from './relists.server';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A transaction passes where a database does: the write path nests its own in it (a savepoint). */
const asDb = (tx: Tx) => tx as unknown as Database;

/** Whoever is signed in and listing: their id, and their name for their lister profile. */
export type Owner = { id: number; name: string };

/**
 * The owner's lister profile (docs/product.md#who-lists-a-home), made the first time they save a listing:
 * their account's name, and how buyers reach them when the form gives it.
 */
export async function ensureOwnerAgent(
  db: Database | Tx,
  owner: Owner,
  contact?: ReturnType<typeof contactOf>,
) {
  const [row] = await db
    .insert(agents)
    .values({ userId: owner.id, name: owner.name, ...contact })
    .onConflictDoUpdate({
      target: agents.userId,
      set: contact
        ? { phone: contact.phone, viewingHours: contact.viewingHours }
        : { name: owner.name },
    })
    .returning({ id: agents.id });
  return row!.id;
}

/** A new listing's draft; its id. */
export async function createDraft(db: Database, owner: Owner, fields: DraftFields) {
  await ensureOwnerAgent(db, owner);
  const [row] = await db
    .insert(listingDrafts)
    .values({ userId: owner.id, fields })
    .returning({ id: listingDrafts.id });
  return row!.id;
}

/**
 * A draft this account may open (its new listing's, or an edit of a listing it manages:
 * docs/product.md#agencies), or null: anyone else's draft is one that does not exist.
 */
export async function getOwnDraft(db: Database, userId: number, draftId: number) {
  const [row] = await db
    .select()
    .from(listingDrafts)
    .where(and(eq(listingDrafts.id, draftId), reachableDrafts(userId)));
  return row ? { ...row, fields: row.fields as DraftFields } : null;
}

/** Saves the form as the lister left it; the time saved, or null when the draft is not theirs. */
export async function saveDraft(
  db: Database,
  userId: number,
  draftId: number,
  fields: DraftFields,
) {
  const [row] = await db
    .update(listingDrafts)
    .set({ fields, updatedAt: sql`now()` })
    .where(and(eq(listingDrafts.id, draftId), reachableDrafts(userId)))
    .returning({ updatedAt: listingDrafts.updatedAt });
  return row?.updatedAt ?? null;
}

/**
 * A home this account manages (its own, one assigned to it, or any of its agency's for an agency
 * admin: docs/product.md#agencies), with its lister's contact and its edit draft if one is open;
 * null for any other.
 */
export async function getOwnHome(db: Database, userId: number, propertyId: number) {
  const [row] = await db
    .select({
      home: properties,
      phone: agents.phone,
      viewingHours: agents.viewingHours,
      draftId: listingDrafts.id,
    })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(listingDrafts, eq(listingDrafts.propertyId, properties.id))
    .where(and(eq(properties.id, propertyId), managedListings(userId)));
  return row ?? null;
}

/** A published home of the owner's as the form's fields, its coming open houses with them. */
export async function ownHomeFields(
  db: Database,
  own: NonNullable<Awaited<ReturnType<typeof getOwnHome>>>,
) {
  return {
    ...fieldsOfHome(own.home, { phone: own.phone, viewingHours: own.viewingHours }),
    ...openHouseFieldsOf(await comingOpenHouses(db, own.home.id), own.home.location),
  };
}

/**
 * Opens an edit of a published home: a draft holding its fields and its photos (the photos'
 * model adopts them), which changes nothing visitors see until it is saved. Returns the draft
 * id (the open one, if there is one), or null when the home is not the owner's.
 */
export async function startEdit(db: Database, userId: number, propertyId: number) {
  const own = await getOwnHome(db, userId, propertyId);
  if (!own) return null;
  if (own.draftId) return own.draftId;
  const fields = await ownHomeFields(db, own);
  const [row] = await db
    .insert(listingDrafts)
    .values({ userId, propertyId, fields })
    .onConflictDoNothing()
    .returning({ id: listingDrafts.id });
  if (!row) return (await getOwnHome(db, userId, propertyId))?.draftId ?? null;
  await adoptHomePhotos(db, propertyId, row.id);
  return row.id;
}

/** Why a listing cannot be published yet: field messages, as the form shows them. */
export type ListingErrors = Record<string, string[]>;

/** `held`: a new listing held for the desk as a copy (docs/product.md#copies), not live yet. */
export type ApplyOutcome =
  { ok: true; propertyId: number; held: boolean } | { ok: false; errors: ListingErrors } | null;

/** Every field and photo a published home needs (docs/product.md#listing-a-home). */
export async function checkDraft(db: Database, draftId: number, fields: DraftFields) {
  const errors: ListingErrors = {};
  const parsed = safeParse(listingSchema, fields);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      (errors[issue.path.join('.')] ??= []).push(issue.message);
  }
  const list = await listDraftPhotos(db, draftId);
  // A floor plan is not a photo of the home; its words are still needed.
  if (!list.some((photo) => photo.role === 'photo')) errors.photos = ['photos'];
  else if (missingAltText(list).length > 0) errors.photos = ['alt'];
  return parsed.success && !errors.photos
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, errors };
}

/**
 * Publishes a new listing, or applies an edit to a home the account manages, through the one write path
 * (property-writes.server.ts): search, its totals and every server's index see it at once, and a
 * new price is kept with its date. `publish` puts an unpublished home back in the search. The
 * draft is gone afterwards. Null when the draft is not the owner's.
 */
export async function applyDraft(
  db: Database,
  owner: Owner,
  draftId: number,
  { publish }: { publish: boolean },
): Promise<ApplyOutcome> {
  const draft = await getOwnDraft(db, owner.id, draftId);
  if (!draft) return null;
  const checked = await checkDraft(db, draftId, draft.fields);
  if (!checked.ok) return checked;
  const home = homeFieldsOf(checked.input);
  // The photos' fingerprints, worked out before the transaction (docs/product.md#relists).
  const prints = await draftPrints(db, draftId);
  return db.transaction(async (tx) => {
    let propertyId = draft.propertyId;
    let held = false;
    if (propertyId === null) {
      // A member of an agency lists for it (docs/product.md#agencies): the home is the agency's,
      // assigned to them.
      const agentId = await ensureOwnerAgent(tx, owner);
      const membership = await membershipOf(tx, owner.id);
      ({ propertyId, held } = await publishNew(
        asDb(tx),
        { ...home, agentId, agencyId: membership?.agencyId ?? null },
        prints,
      ));
    }
    await storePrints(tx, propertyId, prints);
    const [current] = await tx
      .select({ status: properties.status, agentId: properties.agentId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), managedListings(owner.id)));
    if (!current || current.agentId === null) return null;
    // How buyers reach the lister is the assigned lister's, whoever of the agency edits it.
    await tx.update(agents).set(contactOf(checked.input)).where(eq(agents.id, current.agentId));
    const pictures = await photosForHome(tx, draftId, propertyId);
    const status: ListingStatus =
      publish && current.status === 'draft' ? 'available' : current.status;
    // The lister's own edit confirms the listing (docs/product.md#freshness).
    await updateProperty(
      asDb(tx),
      propertyId,
      { ...home, ...pictures, status },
      { confirm: 'edit' },
    );
    await replaceOpenHouses(tx, propertyId, openHousesOf(draft.fields, home.location));
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
    return { ok: true as const, propertyId, held };
  });
}

/**
 * A new listing, judged by its photos and address first (docs/product.md#relists,
 * docs/product.md#copies): a relist carries its earlier listing's first day and prices and
 * announces no new home (a lower price goes out as a drop); a copy of another lister's live
 * listing is held for the desk; anything else is new.
 */
async function publishNew(
  db: Database,
  home: ReturnType<typeof homeFieldsOf> & { agentId: number; agencyId: number | null },
  prints: Print[][],
) {
  const verdict = await judgeNewListing(db, { ...home, prints });
  const relist = verdict.kind === 'relist' ? verdict.of : null;
  const propertyId = await createProperty(
    db,
    {
      ...home,
      status: 'available',
      photos: [],
      floorPlans: [],
      relistOf: relist?.propertyId ?? null,
      heldAsCopyOf: verdict.kind === 'copy' ? verdict.of : null,
    },
    { announce: verdict.kind === 'new', listedAt: relist?.listedSince },
  );
  if (relist) {
    const change = await carryHistory(db, propertyId, relist, home.price);
    if (change?.drop)
      await db.insert(alertEvents).values({ kind: 'drop', propertyId, priceChangeId: change.id });
  }
  return { propertyId, held: verdict.kind === 'copy' };
}

/** The moves a published home may make (docs/product.md#listing-a-home). */
const NEXT: Record<ListingStatus, ListingStatus[]> = {
  draft: ['available'],
  available: ['under_offer', 'closed', 'draft'],
  under_offer: ['available', 'closed', 'draft'],
  closed: ['available', 'draft'],
};

/** What a lister may say of a sale or let when marking it (docs/product.md#sold-and-let-prices). */
export type Closing = { price?: number; date?: Date };

/**
 * Marks the owner's home under offer, sold or let (with the price and day, when given), listed
 * again, or unpublished (a draft, out of the search). Setting its status is the lister's word on
 * it, so it confirms the listing (docs/product.md#freshness). False when the move is not one it
 * may make; null when the home is not theirs.
 */
export async function setListingStatus(
  db: Database,
  userId: number,
  propertyId: number,
  status: ListingStatus,
  closing: Closing = {},
) {
  const own = await getOwnHome(db, userId, propertyId);
  if (!own) return null;
  if (!NEXT[own.home.status].includes(status)) return false;
  const closed = status === 'closed';
  await updateProperty(
    db,
    propertyId,
    {
      status,
      closedAt: closed ? (closing.date ?? new Date()) : null,
      closePrice: closed ? (closing.price ?? null) : null,
    },
    { confirm: 'edit' },
  );
  return true;
}

/** Throws a draft away (a new listing, or an edit not saved); null when it is not the owner's. */
export async function discardDraft(db: Database, userId: number, draftId: number) {
  const draft = await getOwnDraft(db, userId, draftId);
  if (!draft) return null;
  await db.transaction(async (tx) => {
    // Its photos no home shows go with it; those a home shows stay the home's.
    await discardDraftPhotos(tx, draftId);
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
  });
  return true;
}

/**
 * Deletes the owner's home (ADR 0048): its reviews, saves, views, price history, photos and any
 * open edit go with it; inquiries about it stay in the owner's inbox, with the home's name.
 */
export async function deleteListing(db: Database, userId: number, propertyId: number) {
  const own = await getOwnHome(db, userId, propertyId);
  if (!own) return null;
  await db.transaction(async (tx) => {
    await tx
      .update(inquiries)
      .set({ propertyName: own.home.name })
      .where(and(eq(inquiries.propertyId, propertyId), isNull(inquiries.propertyName)));
    if (own.draftId) await discardDraftPhotos(tx, own.draftId);
    await deleteProperty(asDb(tx), propertyId);
  });
  return true;
}

/** The owner's drafts of new listings, the latest first. */
export async function listNewDrafts(db: Database, userId: number) {
  return db
    .select({
      id: listingDrafts.id,
      name: sql<string | null>`${listingDrafts.fields}->>'name'`,
      updatedAt: listingDrafts.updatedAt,
    })
    .from(listingDrafts)
    .where(and(eq(listingDrafts.userId, userId), isNull(listingDrafts.propertyId)))
    .orderBy(desc(listingDrafts.updatedAt), desc(listingDrafts.id));
}
