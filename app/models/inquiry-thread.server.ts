import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { placeZone } from '~/lib/catalog-places';
import { agents, inquiries, inquiryReplies, properties } from '~/db/schema';
import type { ListPage } from '~/lib/pagination';

import { inquiryAccess, type InquiryReader, type InquiryRole } from './inquiry-access.server';
import type { InquiryNotice } from './inquiries.server';
import type { RateLimits } from './rate-limits.server';
import { listThread, postToThread, withinRepeatWindow } from './threads.server';

/**
 * An inquiry's conversation (docs/product.md#the-conversation): the inquiry's own message, then
 * the replies its two parties write on the site, oldest first, ten to a page (a thread,
 * models/threads.server.ts). Who may read it is `inquiryAccess`'s alone.
 */

/** Replies one account may write a day, over all its conversations (docs/product.md#rate-limits). */
export const REPLIES_PER_DAY = 30;
export const REPLIES_WINDOW_SECONDS = 24 * 60 * 60;

const THREAD = {
  table: inquiryReplies,
  parent: inquiryReplies.inquiryId,
  id: inquiryReplies.id,
  status: inquiryReplies.status,
  createdAt: inquiryReplies.createdAt,
};

export type ConversationReply = {
  id: number;
  side: 'lister' | 'visitor';
  message: string;
  createdAt: Date;
};

/**
 * The conversation as `reader` may see it, or null (a 404) for anyone else. The lister opening
 * it marks it read, as the inbox always did (ADR 0046); a moderator's reading changes nothing.
 */
export async function openConversation(
  db: Database,
  reader: InquiryReader,
  id: number | undefined,
  page?: number,
) {
  const access = await inquiryAccess(db, reader, id);
  if (!access) return null;
  if (access.role === 'lister') {
    await db
      .update(inquiries)
      .set({ readAt: sql`coalesce(${inquiries.readAt}, now())` })
      .where(eq(inquiries.id, access.inquiryId));
  }
  const [[inquiry], replies] = await Promise.all([
    db
      .select({
        id: inquiries.id,
        agentId: inquiries.agentId,
        propertyId: inquiries.propertyId,
        propertyName: inquiries.propertyName,
        location: properties.location,
        name: inquiries.name,
        email: inquiries.email,
        phone: inquiries.phone,
        message: inquiries.message,
        senderId: inquiries.senderId,
        viewingAt: inquiries.viewingAt,
        viewingStatus: inquiries.viewingStatus,
        createdAt: inquiries.createdAt,
        readAt: inquiries.readAt,
        answeredAt: inquiries.answeredAt,
        reportedAt: inquiries.reportedAt,
        listerName: agents.name,
        listerNameJa: agents.nameJa,
        viewingHours: agents.viewingHours,
      })
      .from(inquiries)
      .innerJoin(agents, eq(agents.id, inquiries.agentId))
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(eq(inquiries.id, access.inquiryId)),
    listThread<ConversationReply>(
      db,
      THREAD,
      access.inquiryId,
      {
        id: inquiryReplies.id,
        side: inquiryReplies.side,
        message: inquiryReplies.message,
        createdAt: inquiryReplies.createdAt,
      },
      page,
    ),
  ]);
  if (!inquiry) return null;
  const { location, ...rest } = inquiry;
  return {
    role: access.role,
    inquiry: { ...rest, zone: placeZone(location) },
    replies: replies as ListPage<ConversationReply>,
  };
}

export type ReplyOutcome =
  | { ok: true; replyId: number; repeated: boolean }
  | { ok: false; reason: 'not-found' }
  | { ok: false; reason: 'limited'; retryAfter: number };

/**
 * A reply by one of the two parties (a moderator reads, never writes): counted against the
 * author's replies of the day, stored once when sent twice (the thread's repeat window), the
 * conversation's latest message time moved, a lister's reply marking it answered, and its email
 * to the other party put in the queue.
 */
export async function replyToInquiry(
  db: Database,
  {
    reader,
    id,
    message,
    perDay,
    notice,
  }: {
    reader: InquiryReader;
    id: number | undefined;
    message: string;
    perDay: RateLimits;
    notice: InquiryNotice;
  },
): Promise<ReplyOutcome> {
  const access = await inquiryAccess(db, reader, id);
  if (!access || access.role === 'moderator' || !reader) return { ok: false, reason: 'not-found' };
  const side = access.role as Exclude<InquiryRole, 'moderator'>;
  const retryAfter = await perDay.take(`account:${reader.id}`, 'inquiry-reply');
  if (retryAfter > 0) return { ok: false, reason: 'limited', retryAfter };
  const inquiryId = access.inquiryId;
  const posted = await postToThread<{ id: number; repeated: boolean }>(db, {
    lockParent: async (tx) =>
      (
        await tx
          .select({ id: inquiries.id })
          .from(inquiries)
          .where(eq(inquiries.id, inquiryId))
          .for('update')
      ).length > 0,
    sameWithin: async (tx) => {
      const [same] = await tx
        .select({ id: inquiryReplies.id })
        .from(inquiryReplies)
        .where(
          and(
            eq(inquiryReplies.inquiryId, inquiryId),
            eq(inquiryReplies.authorId, reader.id),
            eq(inquiryReplies.message, message),
            withinRepeatWindow(inquiryReplies.createdAt),
          ),
        );
      return same && { id: same.id, repeated: true };
    },
    texts: [message],
    // A private message is never held for a moderator: nobody but its parties reads it unless
    // one of them reports it (docs/product.md#who-reads-a-conversation).
    store: async (tx) => {
      const [row] = await tx
        .insert(inquiryReplies)
        .values({ inquiryId, authorId: reader.id, side, message, status: 'published' })
        .returning({ id: inquiryReplies.id, createdAt: inquiryReplies.createdAt });
      await tx
        .update(inquiries)
        .set({
          lastMessageAt: row!.createdAt,
          ...(side === 'lister' && {
            answeredAt: sql`coalesce(${inquiries.answeredAt}, now())`,
            readAt: sql`coalesce(${inquiries.readAt}, now())`,
          }),
        })
        .where(eq(inquiries.id, inquiryId));
      return { id: row!.id, repeated: false };
    },
  });
  if (!posted) return { ok: false, reason: 'not-found' };
  if (!posted.repeated) {
    await notice.jobs.send('inquiry-reply', { replyId: posted.id, origin: notice.origin });
  }
  return { ok: true, replyId: posted.id, repeated: posted.repeated };
}

/**
 * Either party reports the conversation (docs/product.md#who-reads-a-conversation): from then
 * the moderators may read it. Reporting again changes nothing; false for anyone else.
 */
export async function reportInquiry(db: Database, reader: InquiryReader, id: number | undefined) {
  const access = await inquiryAccess(db, reader, id);
  if (!access || access.role === 'moderator') return false;
  await db
    .update(inquiries)
    .set({ reportedAt: sql`coalesce(${inquiries.reportedAt}, now())` })
    .where(eq(inquiries.id, access.inquiryId));
  return true;
}

/** The reported conversations, newest report first, for the owner's desk. */
export async function listReportedInquiries(db: Database, limit = 50) {
  return db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      propertyName: inquiries.propertyName,
      listerName: agents.name,
      reportedAt: sql<Date>`${inquiries.reportedAt}`,
    })
    .from(inquiries)
    .innerJoin(agents, eq(agents.id, inquiries.agentId))
    .where(sql`${inquiries.reportedAt} is not null`)
    .orderBy(sql`${inquiries.reportedAt} desc`, inquiries.id)
    .limit(limit);
}
