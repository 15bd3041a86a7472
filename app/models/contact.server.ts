import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { contactMessages } from '~/db/schema';
import type { ContactInput } from '~/lib/forms/contact';
import { DESK_PAGE_SIZE, type MessageFilter } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';

export type NewContactMessage = Pick<
  ContactInput,
  'name' | 'email' | 'phone' | 'subject' | 'message'
>;

/**
 * Stores a message sent from the contact page (docs/product.md#contact: contact messages are kept).
 */
export async function createContactMessage(db: Database, message: NewContactMessage) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone?.trim() || null,
      subject: message.subject,
      message: message.message,
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  return row!;
}

const FILTERS: Record<MessageFilter, SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  // Read, and still to be handled.
  read: and(isNotNull(contactMessages.readAt), isNull(contactMessages.handledAt)),
  handled: isNotNull(contactMessages.handledAt),
};

const listColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  subject: contactMessages.subject,
  readAt: contactMessages.readAt,
  handledAt: contactMessages.handledAt,
  createdAt: contactMessages.createdAt,
};

export type MessageSummary = {
  id: number;
  name: string;
  email: string;
  subject: string;
  readAt: Date | null;
  handledAt: Date | null;
  createdAt: Date;
};

/** A page of the inbox, newest first, with how many messages are unread. */
export async function listMessages(
  db: Database,
  { filter, page: asked }: { filter: MessageFilter; page?: number },
): Promise<ListPage<MessageSummary> & { unread: number }> {
  const where = FILTERS[filter];
  const [[counted], [unread]] = await Promise.all([
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(FILTERS.unread),
  ]);
  const total = counted?.total ?? 0;
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const items = await db
    .select(listColumns)
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  return {
    items,
    page,
    pageCount: Math.ceil(total / DESK_PAGE_SIZE),
    total,
    unread: unread?.total ?? 0,
  };
}

/**
 * One message, as an admin opens it: marked read the first time (the inbox's "unread" is what no
 * admin has opened yet). Null when there is none.
 */
export async function openMessage(db: Database, id: number) {
  await db
    .update(contactMessages)
    .set({ readAt: sql`now()` })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.readAt)));
  const [message] = await db
    .select({ ...listColumns, phone: contactMessages.phone, message: contactMessages.message })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return message ?? null;
}

/**
 * Marks a message handled, or open again (`handled` false), with an entry in the audit log;
 * 'unchanged' when it already was, 'not-found' when there is no such message.
 */
export async function setMessageHandled(
  db: Database,
  actor: { id: number },
  id: number,
  handled: boolean,
) {
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(contactMessages)
      .set({
        handledAt: handled ? sql`now()` : null,
        // A message handled has been read, even if it was handled from the list.
        readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      })
      .where(
        and(
          eq(contactMessages.id, id),
          handled ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
        ),
      )
      .returning({ id: contactMessages.id });
    if (!changed) {
      const [found] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      return found ? 'unchanged' : 'not-found';
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: handled ? 'handled' : 'reopened',
      targetKind: 'message',
      targetId: id,
    });
    return 'done';
  });
}
