import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { agents, alertEvents, properties, users } from '~/db/schema';
import type { Photo } from '~/lib/photos/photo';
import { DESK_PAGE_SIZE, type CopyDecision } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';
import type { JobSender } from './jobs/jobs.server';
import { sendOnce } from './mail/deliveries.server';
import { listingCopyEmail, type CopyNews } from './mail/listing-copy.server';
import type { Mailer } from './mail/mailer.server';
import { photosInCommon } from './photo-prints.server';
import { updateProperty } from './property-writes.server';

/*
 * Listings held as copies (docs/product.md#copies): the desk's list of them beside the listings
 * their photos match, its two decisions, and the lister's emails about them.
 */

/** The photos of each listing the desk sees side by side. */
const PHOTOS_SHOWN = 4;

/** One of the two listings side by side, as the desk sees it. */
export type CopySide = {
  id: number;
  name: string;
  lister: string;
  address: string | null;
  location: string;
  price: number;
  currency: string;
  listingType: 'sale' | 'rent';
  listedAt: Date;
  /** The first few photos' thumbnails, and whether each matched one of the other's. */
  photos: { src: string; matched: boolean }[];
  photoCount: number;
};

/** A held listing and the listing it matched (null when that one has been deleted since). */
export type HeldCopy = { held: CopySide; matched: CopySide | null };

const matchedHome = alias(properties, 'matched_home');
const matchedAgent = alias(agents, 'matched_agent');

/** The columns of one side: the held listing's, or (aliased) the matched one's. */
function sideColumns(home: typeof properties, agent: typeof agents) {
  return {
    id: home.id,
    name: home.name,
    lister: agent.name,
    address: home.address,
    location: home.location,
    price: home.price,
    currency: home.currency,
    listingType: home.listingType,
    listedAt: home.createdAt,
    photos: home.photos,
  };
}

/** A side as read, before its photos are cut to the first few. */
type SideRow = Omit<CopySide, 'photos' | 'photoCount'> & { photos: Photo[] };

function sideOf(row: SideRow, matched: number[]): CopySide {
  const { photos, ...rest } = row;
  return {
    ...rest,
    photos: photos
      .slice(0, PHOTOS_SHOWN)
      .map((photo, n) => ({ src: photo.thumbnail, matched: matched.includes(n) })),
    photoCount: photos.length,
  };
}

/** How many listings wait for the desk as copies (the desk's overview and navigation). */
export async function heldCopyCount(db: Pick<Database, 'select'>) {
  const [row] = await db
    .select({ total: count() })
    .from(properties)
    .where(isNotNull(properties.heldAsCopyOf));
  return row?.total ?? 0;
}

/** A page of the listings held as copies, the newest first, each beside the listing it matched. */
export async function listHeldCopies(db: Database, asked?: number): Promise<ListPage<HeldCopy>> {
  const total = await heldCopyCount(db);
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const rows = await db
    .select({
      held: sideColumns(properties, agents),
      matched: sideColumns(
        matchedHome as unknown as typeof properties,
        matchedAgent as unknown as typeof agents,
      ),
    })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(matchedHome, eq(matchedHome.id, properties.heldAsCopyOf))
    .leftJoin(matchedAgent, eq(matchedAgent.id, matchedHome.agentId))
    .where(isNotNull(properties.heldAsCopyOf))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  const items = await Promise.all(
    rows.map(async (row) => {
      const matched = row.matched?.id ? row.matched : null;
      const common = matched
        ? await photosInCommon(db, row.held.id, matched.id)
        : { held: [], matched: [] };
      return {
        held: sideOf(row.held, common.held),
        matched: matched ? sideOf(matched, common.matched) : null,
      };
    }),
  );
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

export type CopyDecisionResult = 'done' | 'already' | 'not-found';

/**
 * The desk's decision on a held listing (docs/product.md#copies), with its reason, written to the
 * audit log in one transaction with the change. Released, it goes live and its "new home" alert
 * goes out, as a new listing's does; refused, it stays out of sight as a hidden home, with the
 * reason its lister sees. A listing no longer held was decided already: nothing changes. The
 * lister's email goes through the queue once the decision is stored.
 */
export async function decideCopy(
  db: Database,
  jobs: JobSender,
  actor: { id: number },
  {
    id,
    decision,
    reason,
    origin,
  }: { id: number; decision: CopyDecision; reason: string; origin: string },
): Promise<CopyDecisionResult> {
  const result = await db.transaction(async (tx) => {
    const [home] = await tx
      .select({ heldAsCopyOf: properties.heldAsCopyOf })
      .from(properties)
      .where(eq(properties.id, id))
      .for('update');
    if (!home) return 'not-found' as const;
    if (home.heldAsCopyOf === null) return 'already' as const;
    if (decision === 'release') {
      await updateProperty(tx, id, { heldAsCopyOf: null });
      // Matched against the saved searches by the alert job (ADR 0055), once this commits.
      await tx.insert(alertEvents).values({ kind: 'new', propertyId: id });
    } else {
      await updateProperty(tx, id, {
        heldAsCopyOf: null,
        hiddenAt: new Date(),
        hiddenReason: reason,
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: decision,
      targetKind: 'property',
      targetId: id,
      reason,
      detail: { copyOf: home.heldAsCopyOf },
    });
    return 'done' as const;
  });
  if (result === 'done') {
    await jobs.send('listing-copy', {
      propertyId: id,
      news: decision === 'release' ? 'released' : 'refused',
      reason: decision === 'refuse' ? reason : null,
      origin,
    });
  }
  return result;
}

/** What the copies' emails are sent with (the queue's worker has them). */
export type CopyMail = { db: Database; mailer: Mailer; origin: string; leaseSeconds?: number };

/**
 * Tells a held listing's lister where it stands (docs/product.md#copies), once for each news,
 * in their email language: a service message about their own listing, so no email setting stops
 * it (ADR 0127). Nothing for a listing gone since, or one no account lists.
 */
export async function sendCopyMail(
  { db, mailer, origin, leaseSeconds }: CopyMail,
  { propertyId, news, reason }: { propertyId: number; news: CopyNews; reason?: string | null },
) {
  const [row] = await db
    .select({
      name: properties.name,
      email: users.email,
      language: sql<'en' | 'ja'>`coalesce(${users.mailLanguage}, 'en')`,
    })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(properties.id, propertyId));
  if (!row) return 'no-account' as const;
  return sendOnce(
    db,
    mailer,
    `listing-copy:${propertyId}:${news}`,
    () =>
      listingCopyEmail({
        to: row.email,
        language: row.language,
        news,
        name: row.name,
        propertyId,
        reason,
        origin,
      }),
    { leaseSeconds },
  );
}
