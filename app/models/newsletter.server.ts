import { asc, count, desc, gt } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import { csvRow } from '~/lib/csv';
import { DESK_PAGE_SIZE } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';
import { containsText } from './sql-helpers.server';

/**
 * Stores a sign-up; signing up twice with one address keeps one row and still succeeds
 * (docs/product.md#newsletter). The schema has already lower-cased and trimmed the address.
 */
export async function subscribeToNewsletter(db: Database, email: string) {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}

export type Subscriber = { id: number; email: string; createdAt: Date };

/** A page of the subscribers, newest first (`/admin/subscribers`); `search` finds addresses. */
export async function listSubscribers(
  db: Database,
  { search, page: asked }: { search?: string; page?: number },
): Promise<ListPage<Subscriber>> {
  const where = search ? containsText(newsletterSubscriptions.email, search) : undefined;
  const [counted] = await db.select({ total: count() }).from(newsletterSubscriptions).where(where);
  const total = counted?.total ?? 0;
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const items = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      createdAt: newsletterSubscriptions.createdAt,
    })
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

/** Rows read from the database at a time while the export is sent. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * Every subscriber as CSV (`email,subscribed_at`), read a page at a time, in the order they signed
 * up, as the reader asks for more: the whole list is never in memory, whatever its length, and a
 * reader who stops (a download cancelled) stops the reading. Cells are made safe for spreadsheets
 * (`csvCell`).
 */
export function subscribersCsv(db: Database, { pageRows = EXPORT_PAGE_ROWS } = {}) {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(['email', 'subscribed_at'])));
        return;
      }
      const rows = await db
        .select({
          id: newsletterSubscriptions.id,
          email: newsletterSubscriptions.email,
          createdAt: newsletterSubscriptions.createdAt,
        })
        .from(newsletterSubscriptions)
        .where(gt(newsletterSubscriptions.id, after))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(pageRows);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows[rows.length - 1]!.id;
      const text = rows.map((row) => csvRow([row.email, row.createdAt.toISOString()])).join('');
      controller.enqueue(encoder.encode(text));
    },
  });
}

/**
 * The subscribers' export for an admin: written to the audit log (with how many there were), then
 * sent as it is read (`subscribersCsv`).
 */
export async function exportSubscribers(db: Database, actor: { id: number }) {
  const [counted] = await db.select({ total: count() }).from(newsletterSubscriptions);
  await recordAudit(db, {
    actorId: actor.id,
    action: 'export',
    targetKind: 'subscribers',
    detail: { rows: counted?.total ?? 0 },
  });
  return subscribersCsv(db);
}
