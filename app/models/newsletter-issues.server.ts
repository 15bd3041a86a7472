import { and, asc, count, eq, gt, isNotNull, isNull, notExists, or, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { newsletterDeliveries, newsletterSubscriptions, users } from '~/db/schema';
import { renderMarkdown } from '~/models/markdown.server';

import { mailKindOn, mailLanguage } from './mail-preferences.server';
import { unsubscribeLink, type NewsletterMail } from './newsletter.server';
import { issueEmail } from './mail/newsletter-issue.server';

export type Issue = {
  /** What makes two sends the same issue: each reader gets one issue key once. */
  key: string;
  subject: string;
  /** The body in Markdown, as its owner wrote it (the title line left out). */
  markdown: string;
};

export type IssueOutcome = {
  sent: number;
  /** Readers this issue had already reached in an earlier send. */
  skipped: number;
  /** Readers an earlier send was handing the issue to when it was killed: not sent again. */
  unsure: number;
  /** 1 when the mail server refused a message: the send stops there. */
  failed: number;
  error?: string;
  /** True when `signal` stopped the send before everyone was reached. */
  stopped: boolean;
};

/** Readers read from the database at a time. */
const BATCH = 100;

/**
 * Sends an issue to every confirmed reader who has not had it (docs/product.md#email-and-the-newsletter,
 * ADR 0053), one message at a time, each in the reader's language's wrapper. Each message has a
 * row in `newsletter_deliveries` written before it goes (`sending`) and marked `sent` once the
 * mail server took it: a second run after a crash or a stop mails only readers with no row, so
 * nobody gets an issue twice. A refused message has its row removed (it was not sent) and stops
 * the send; a row left `sending` by a killed run is counted as `unsure` and not sent again.
 * The job queue calls it for each issue put in it (docs/product.md#the-job-queue).
 */
export async function sendNewsletterIssue(
  db: Database,
  mail: NewsletterMail,
  { issue, origin, signal }: { issue: Issue; origin: string; signal?: AbortSignal },
): Promise<IssueOutcome> {
  const before = await db
    .select({ status: newsletterDeliveries.status, total: count() })
    .from(newsletterDeliveries)
    .where(eq(newsletterDeliveries.issueKey, issue.key))
    .groupBy(newsletterDeliveries.status);
  const outcome: IssueOutcome = {
    sent: 0,
    skipped: before.find((row) => row.status === 'sent')?.total ?? 0,
    unsure: before.find((row) => row.status === 'sending')?.total ?? 0,
    failed: 0,
    stopped: false,
  };
  const bodyHtml = renderMarkdown(issue.markdown, { headingOffset: 1 });
  let after = 0;
  for (;;) {
    const readers = await unsentReaders(db, issue.key, after);
    if (readers.length === 0) return outcome;
    for (const reader of readers) {
      if (signal?.aborted) return { ...outcome, stopped: true };
      after = reader.id;
      // Taken by another send of the same issue meanwhile: theirs to send.
      if (!(await claim(db, issue.key, reader.id))) continue;
      const message = issueEmail({
        to: reader.email,
        language: reader.language,
        subject: issue.subject,
        bodyHtml,
        bodyText: issue.markdown,
        unsubscribeUrl: unsubscribeLink(origin, mail.secret, reader, reader.language),
      });
      try {
        await mail.mailer.send(message);
      } catch (error) {
        await release(db, issue.key, reader.id);
        const reason = error instanceof Error ? error.message : String(error);
        return { ...outcome, failed: 1, error: `${reader.email}: ${reason}` };
      }
      await db
        .update(newsletterDeliveries)
        .set({ status: 'sent', updatedAt: sql`now()` })
        .where(delivery(issue.key, reader.id));
      outcome.sent += 1;
    }
  }
}

function delivery(key: string, subscriptionId: number) {
  return and(
    eq(newsletterDeliveries.issueKey, key),
    eq(newsletterDeliveries.subscriptionId, subscriptionId),
  );
}

/** The next confirmed readers, in id order after `after`, with no delivery row for this issue. */
function unsentReaders(db: Database, key: string, after: number) {
  return (
    db
      .select({
        id: newsletterSubscriptions.id,
        email: newsletterSubscriptions.email,
        language: mailLanguage(newsletterSubscriptions.language),
      })
      .from(newsletterSubscriptions)
      // The account with the same address, if any: its choices of language and emails.
      .leftJoin(users, eq(users.email, newsletterSubscriptions.email))
      .where(
        and(
          isNotNull(newsletterSubscriptions.confirmedAt),
          // An account with this address that turned the newsletter off gets none
          // (docs/product.md#accounts).
          or(isNull(users.id), mailKindOn('newsletter')),
          gt(newsletterSubscriptions.id, after),
          notExists(
            db
              .select({ one: sql`1` })
              .from(newsletterDeliveries)
              .where(
                and(
                  eq(newsletterDeliveries.issueKey, key),
                  eq(newsletterDeliveries.subscriptionId, newsletterSubscriptions.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(BATCH)
  );
}

/** The row that says this reader's message is on its way; false when one exists already. */
async function claim(db: Database, key: string, subscriptionId: number) {
  const claimed = await db
    .insert(newsletterDeliveries)
    .values({ issueKey: key, subscriptionId })
    .onConflictDoNothing()
    .returning({ id: newsletterDeliveries.subscriptionId });
  return claimed.length > 0;
}

async function release(db: Database, key: string, subscriptionId: number) {
  await db.delete(newsletterDeliveries).where(delivery(key, subscriptionId));
}
