import { randomUUID } from 'node:crypto';

import { and, asc, count, desc, eq, gt, isNull } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { csvRow } from '~/lib/csv';
import { DESK_PAGE_SIZE } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';
import type { JobSender } from './jobs/jobs.server';
import { sendOnce } from './mail/deliveries.server';
import { CONFIRM_DAYS, expiresIn, signedLink } from './mail/tokens.server';
import type { Mailer } from './mail/mailer.server';
import { confirmationEmail } from './mail/newsletter-confirmation.server';
import { containsText } from './sql-helpers.server';

/** What sending the newsletter's emails needs: the mailer, and the key its links are signed with. */
export type NewsletterMail = { mailer: Mailer; secret: string };

/** The site's links in an email: absolute, on the site's origin (`PUBLIC_ORIGIN` or the request's). */
export function confirmLink(
  origin: string,
  secret: string,
  row: { id: number; email: string },
  language: Language = 'en',
) {
  return signedLink(origin, secret, {
    path: '/newsletter/confirm',
    language,
    purpose: 'confirm',
    id: row.id,
    email: row.email,
    expires: expiresIn(CONFIRM_DAYS),
  });
}

export function unsubscribeLink(
  origin: string,
  secret: string,
  row: { id: number; email: string },
  language: Language = 'en',
) {
  return signedLink(origin, secret, {
    path: '/newsletter/unsubscribe',
    language,
    purpose: 'unsubscribe',
    id: row.id,
    email: row.email,
    expires: 0,
  });
}

/**
 * A sign-up (docs/product.md#email-and-the-newsletter): a new address is stored unconfirmed and
 * its confirmation email put in the job queue (ADR 0054); an unconfirmed one is sent it again, in
 * the language used this time; a confirmed one is left as it is and sent nothing. The caller
 * answers all three alike, so the answer never tells who is subscribed. The schema has already
 * lower-cased and trimmed the address.
 */
export async function signUpForNewsletter(
  db: Database,
  jobs: JobSender,
  { email, language, origin }: { email: string; language: Language; origin: string },
) {
  const address = email.trim().toLowerCase();
  const [waiting] = await db
    .insert(newsletterSubscriptions)
    .values({ email: address, language })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: { language },
      setWhere: isNull(newsletterSubscriptions.confirmedAt),
    })
    .returning({ id: newsletterSubscriptions.id });
  if (!waiting) return 'unchanged' as const;
  // Each sign-up is an email of its own: the nonce names its delivery (sent once, ADR 0054).
  await jobs.send('newsletter-confirm', {
    subscriptionId: waiting.id,
    origin,
    nonce: randomUUID(),
  });
  return 'sent' as const;
}

/**
 * The confirmation email of a sign-up, sent by the queue's worker: nothing when the address was
 * confirmed or removed meanwhile. Thrown errors make the job retry.
 */
export async function sendConfirmation(
  db: Database,
  mail: NewsletterMail,
  { subscriptionId, origin, nonce }: { subscriptionId: number; origin: string; nonce: string },
  options?: { leaseSeconds?: number },
) {
  const [row] = await db
    .select({
      id: newsletterSubscriptions.id,
      email: newsletterSubscriptions.email,
      language: newsletterSubscriptions.language,
      confirmedAt: newsletterSubscriptions.confirmedAt,
    })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, subscriptionId));
  if (!row || row.confirmedAt) return 'unchanged' as const;
  return sendOnce(
    db,
    mail.mailer,
    `confirm:${nonce}`,
    () =>
      confirmationEmail({
        to: row.email,
        language: row.language,
        confirmUrl: confirmLink(origin, mail.secret, row, row.language),
      }),
    { ...options, host: new URL(origin).hostname },
  );
}

export type Subscriber = { id: number; email: string; createdAt: Date; confirmed: boolean };

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  createdAt: newsletterSubscriptions.createdAt,
  confirmedAt: newsletterSubscriptions.confirmedAt,
};

/** A page of the subscribers, newest first (`/admin/subscribers`); `search` finds addresses. */
export async function listSubscribers(
  db: Database,
  { search, page: asked }: { search?: string; page?: number },
): Promise<ListPage<Subscriber>> {
  const where = search ? containsText(newsletterSubscriptions.email, search) : undefined;
  const [counted] = await db.select({ total: count() }).from(newsletterSubscriptions).where(where);
  const total = counted?.total ?? 0;
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const rows = await db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(desc(newsletterSubscriptions.createdAt), desc(newsletterSubscriptions.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  const items = rows.map(({ confirmedAt, ...row }) => ({
    ...row,
    confirmed: confirmedAt !== null,
  }));
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

/** Rows read from the database at a time while the export is sent. */
export const EXPORT_PAGE_ROWS = 1_000;

/**
 * Every subscriber as CSV (`email,subscribed_at,status`, the status `confirmed` or `waiting`), read
 * a page at a time, in the order they signed up, as the reader asks for more: the whole list is
 * never in memory, whatever its length, and a reader who stops (a download cancelled) stops the
 * reading. Cells are made safe for spreadsheets (`csvCell`).
 */
export function subscribersCsv(db: Database, { pageRows = EXPORT_PAGE_ROWS } = {}) {
  const encoder = new TextEncoder();
  let after = 0;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(['email', 'subscribed_at', 'status'])));
        return;
      }
      const rows = await db
        .select(subscriberColumns)
        .from(newsletterSubscriptions)
        .where(gt(newsletterSubscriptions.id, after))
        .orderBy(asc(newsletterSubscriptions.id))
        .limit(pageRows);
      if (rows.length === 0) {
        controller.close();
        return;
      }
      after = rows[rows.length - 1]!.id;
      const text = rows
        .map((row) =>
          csvRow([
            row.email,
            row.createdAt.toISOString(),
            row.confirmedAt ? 'confirmed' : 'waiting',
          ]),
        )
        .join('');
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

/** A subscription by id, for checking a link's token against its address. */
export async function findSubscription(db: Database, id: number) {
  const [row] = await db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  return row;
}

/** Confirms a waiting subscription; false when it was confirmed (or removed) meanwhile. */
export async function markConfirmed(db: Database, id: number) {
  const updated = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.confirmedAt)))
    .returning({ id: newsletterSubscriptions.id });
  return updated.length > 0;
}

/** Removes a subscription (ADR 0053: unsubscribing deletes the address). */
export async function removeSubscription(db: Database, id: number) {
  const removed = await db
    .delete(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ id: newsletterSubscriptions.id });
  return removed.length > 0;
}
