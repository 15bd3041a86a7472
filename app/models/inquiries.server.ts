import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { placeZone } from '~/lib/catalog-places';
import { agents, inquiries, properties } from '~/db/schema';

import { INQUIRIES_PER_PAGE, openedInquiryId } from '~/lib/forms/inquiry';

import type { Language } from '~/i18n/i18n';

import { publicHome, reachableInquiries } from './home-access.server';
import type { JobSender } from './jobs/jobs.server';
import { pathWithoutLanguage } from '~/lib/language-path';

/** The start of a message the lists show; the whole of it is on the inquiry's own page. */
const EXCERPT_CHARS = 160;

export type NewInquiry = {
  agentId: number;
  propertyId?: number;
  senderId?: number | null;
  name: string;
  email: string;
  phone?: string;
  message: string;
  viewingAt?: Date;
  /** The language of the page it was sent from: the visitor's emails are in it. */
  language?: Language;
};

/** How the lister hears of it: the queue, and the site's address for the email's links. */
export type InquiryNotice = { jobs: JobSender; origin: string };

/**
 * Stores an inquiry in the lister's inbox (docs/product.md#contacting-the-lister), with the
 * home's name kept, so it still reads right once the home is renamed or gone, and puts its lead
 * email in the queue (docs/product.md#a-lister-hears-at-once). Not found: no such lister, or a
 * home that is not theirs, is a draft or is hidden.
 */
export async function sendInquiry(db: Database, inquiry: NewInquiry, notice?: InquiryNotice) {
  let propertyName: string | null = null;
  if (inquiry.propertyId !== undefined) {
    const [home] = await db
      .select({ name: properties.name })
      .from(properties)
      .where(
        and(
          eq(properties.id, inquiry.propertyId),
          eq(properties.agentId, inquiry.agentId),
          publicHome,
        ),
      );
    if (!home) return null;
    propertyName = home.name;
  }
  const [agent] = await db
    .select({ id: agents.id })
    .from(agents)
    .where(eq(agents.id, inquiry.agentId));
  if (!agent) return null;
  const [row] = await db
    .insert(inquiries)
    .values({
      agentId: inquiry.agentId,
      propertyId: inquiry.propertyId ?? null,
      propertyName,
      senderId: inquiry.senderId ?? null,
      name: inquiry.name,
      email: inquiry.email,
      phone: inquiry.phone || null,
      message: inquiry.message,
      viewingAt: inquiry.viewingAt ?? null,
      viewingStatus: inquiry.viewingAt ? 'asked' : null,
      language: inquiry.language ?? 'en',
    })
    .returning({ id: inquiries.id });
  if (notice) {
    await notice.jobs.send('inquiry-lead', { inquiryId: row!.id, origin: notice.origin });
  }
  return row!.id;
}

/**
 * The inquiries this account reads, whatever the id asked for: home-access.server.ts's rule (its
 * own, and its agency's for an agency admin: docs/product.md#agencies).
 */
const ownedBy = reachableInquiries;

/** A listed inquiry with its home's zone, whose clock its viewing is told on (ADR 0110). */
function withZone<Row extends { location: string | null }>({ location, ...row }: Row) {
  return { ...row, zone: placeZone(location) };
}

const pageOf = (total: number, page: number) => ({
  total,
  page: Math.max(0, page),
  pageCount: Math.ceil(total / INQUIRIES_PER_PAGE),
});

/** The inquiries to the homes this account lists, newest first; with the unread ones counted. */
export async function listReceived(db: Database, userId: number, page: number) {
  const [[counts], items] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`(count(*) filter (where ${inquiries.readAt} is null))::int`,
      })
      .from(inquiries)
      .where(ownedBy(userId)),
    db
      .select({
        id: inquiries.id,
        propertyId: inquiries.propertyId,
        propertyName: inquiries.propertyName,
        name: inquiries.name,
        excerpt: sql<string>`left(${inquiries.message}, ${EXCERPT_CHARS})`,
        viewingAt: inquiries.viewingAt,
        viewingStatus: inquiries.viewingStatus,
        location: properties.location,
        createdAt: inquiries.createdAt,
        readAt: inquiries.readAt,
        answeredAt: inquiries.answeredAt,
      })
      .from(inquiries)
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(ownedBy(userId))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INQUIRIES_PER_PAGE)
      .offset(Math.max(0, page) * INQUIRIES_PER_PAGE),
  ]);
  return {
    items: items.map(withZone),
    unread: counts?.unread ?? 0,
    ...pageOf(counts?.total ?? 0, page),
  };
}

/** The inquiries this account sent, newest first, with whether each was answered. */
export async function listSent(db: Database, userId: number, page: number) {
  const mine = eq(inquiries.senderId, userId);
  const [[count], items] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(inquiries)
      .where(mine),
    db
      .select({
        id: inquiries.id,
        propertyId: inquiries.propertyId,
        propertyName: inquiries.propertyName,
        agentId: inquiries.agentId,
        agentName: agents.name,
        agentNameJa: agents.nameJa,
        excerpt: sql<string>`left(${inquiries.message}, ${EXCERPT_CHARS})`,
        viewingAt: inquiries.viewingAt,
        viewingStatus: inquiries.viewingStatus,
        location: properties.location,
        createdAt: inquiries.createdAt,
        answeredAt: inquiries.answeredAt,
      })
      .from(inquiries)
      .innerJoin(agents, eq(agents.id, inquiries.agentId))
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(mine)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(INQUIRIES_PER_PAGE)
      .offset(Math.max(0, page) * INQUIRIES_PER_PAGE),
  ]);
  return { items: items.map(withZone), ...pageOf(count?.total ?? 0, page) };
}

/** Marks an inquiry answered (read too), or not answered again; false when it is not theirs. */
export async function setInquiryAnswered(
  db: Database,
  userId: number,
  id: number,
  answered: boolean,
) {
  const rows = await db
    .update(inquiries)
    .set({
      answeredAt: answered ? sql`coalesce(${inquiries.answeredAt}, now())` : null,
      readAt: sql`coalesce(${inquiries.readAt}, now())`,
    })
    .where(and(eq(inquiries.id, id), ownedBy(userId)))
    .returning({ id: inquiries.id });
  return rows.length > 0;
}

/**
 * The unread inquiries to this account's homes: the header's badge, one indexed count. `opening`,
 * the inquiry the request opens, counts as read already: its page's loader marks it read while the
 * root's counts, so the badge agrees with the page whichever runs first.
 */
export async function countUnreadInquiries(db: Database, userId: number, opening?: number) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(inquiries)
    .where(
      and(
        ownedBy(userId),
        isNull(inquiries.readAt),
        opening === undefined ? undefined : ne(inquiries.id, opening),
      ),
    );
  return row?.unread ?? 0;
}

/**
 * The signed-in visitor with the count their user menu's badge shows
 * (docs/product.md#contacting-the-lister); null for a visitor who is not signed in.
 */
export async function withUnreadInquiries<Person extends { id: number }>(
  db: Database,
  user: Person | null,
  request: Request,
) {
  if (!user) return null;
  const opening = openedInquiryId(pathWithoutLanguage(new URL(request.url).pathname));
  return { ...user, unreadInquiries: await countUnreadInquiries(db, user.id, opening) };
}
