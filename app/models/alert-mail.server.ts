import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import {
  mailDeliveries,
  notifications,
  properties,
  savedSearchAlerts,
  savedSearches,
  users,
} from '~/db/schema';
import { DIGEST_HOURS } from '~/lib/alerts';

import { alertEmail, alertsOffLink, digestEmail } from './alert-emails.server';
import { DeliveryBusyError, sendOnce } from './mail-deliveries.server';
import type { NewsletterMail } from './newsletter.server';

/**
 * Sending the alert emails (docs/product.md#alerts-and-the-job-queue, ADR 0055), each once
 * (`sendOnce`, ADR 0054), by the queue's jobs.
 */

type SendContext = { db: Database; mail: NewsletterMail; origin: string; leaseSeconds?: number };

const itemColumns = {
  propertyId: notifications.propertyId,
  name: properties.name,
  location: properties.location,
  kind: notifications.kind,
  oldPrice: notifications.oldPrice,
  newPrice: notifications.newPrice,
};

/** "At once" alerts are emailed within this long of being made; older ones are left on the site. */
const INSTANT_WITHIN_HOURS = 24;

/**
 * Emails every "at once" alert not yet sent (each once: `alert:{notification}`). Another worker's
 * email in flight is left to it; the job is then tried again, so none is lost.
 */
export async function sendInstantAlerts({ db, mail, origin, leaseSeconds }: SendContext) {
  const due = await db
    .select({
      id: notifications.id,
      searchId: savedSearches.id,
      search: savedSearches.name,
      email: users.email,
      language: savedSearchAlerts.language,
      ...itemColumns,
    })
    .from(notifications)
    .innerJoin(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, notifications.savedSearchId))
    .innerJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .where(
      and(
        eq(savedSearchAlerts.frequency, 'instant'),
        gt(notifications.createdAt, sql`now() - make_interval(hours => ${INSTANT_WITHIN_HOURS})`),
        sql`not exists (select 1 from ${mailDeliveries} where ${mailDeliveries.key} = 'alert:' || ${notifications.id} and ${mailDeliveries.status} = 'sent')`,
      ),
    )
    .orderBy(asc(notifications.id));
  let busy = 0;
  for (const row of due) {
    const offUrl = alertsOffLink(
      origin,
      mail.secret,
      { id: row.searchId, email: row.email },
      row.language,
    );
    try {
      await sendOnce(
        db,
        mail.mailer,
        `alert:${row.id}`,
        () =>
          alertEmail({
            to: row.email,
            language: row.language,
            origin,
            search: row.search,
            item: row,
            offUrl,
          }),
        { leaseSeconds, host: new URL(origin).hostname },
      );
    } catch (error) {
      if (!(error instanceof DeliveryBusyError)) throw error;
      busy += 1;
    }
  }
  if (busy > 0) throw new Error(`${busy} alert emails were being sent by another worker`);
  return due.length;
}

/**
 * Sends the daily and weekly emails that are due: each search whose period has ended gets one
 * email listing its alerts of the period (none when there were none), keyed by the search and the
 * period's start, so two workers or a retry send it once; the period then moves on.
 */
export async function sendDigests({ db, mail, origin, leaseSeconds }: SendContext) {
  const due = await db
    .select({
      searchId: savedSearchAlerts.savedSearchId,
      frequency: savedSearchAlerts.frequency,
      language: savedSearchAlerts.language,
      since: savedSearchAlerts.digestedUntil,
      search: savedSearches.name,
      email: users.email,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, eq(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(users, eq(users.id, savedSearchAlerts.userId))
    .where(
      and(
        inArray(savedSearchAlerts.frequency, ['daily', 'weekly']),
        lte(
          savedSearchAlerts.digestedUntil,
          sql`now() - make_interval(hours => case ${savedSearchAlerts.frequency} when 'weekly' then ${DIGEST_HOURS.weekly}::int else ${DIGEST_HOURS.daily}::int end)`,
        ),
      ),
    );
  let sent = 0;
  for (const row of due) {
    const until = new Date();
    const items = await db
      .select(itemColumns)
      .from(notifications)
      .innerJoin(properties, eq(properties.id, notifications.propertyId))
      .where(
        and(
          eq(notifications.savedSearchId, row.searchId),
          gt(notifications.createdAt, row.since),
          lte(notifications.createdAt, until),
        ),
      )
      .orderBy(sql`${notifications.createdAt} desc`, sql`${notifications.id} desc`)
      .limit(50);
    if (items.length > 0) {
      const offUrl = alertsOffLink(
        origin,
        mail.secret,
        { id: row.searchId, email: row.email },
        row.language,
      );
      const outcome = await sendOnce(
        db,
        mail.mailer,
        `digest:${row.searchId}:${row.since.toISOString()}`,
        () =>
          digestEmail({
            to: row.email,
            language: row.language,
            origin,
            search: row.search,
            items,
            offUrl,
          }),
        { leaseSeconds, host: new URL(origin).hostname },
      );
      if (outcome === 'sent') sent += 1;
    }
    await db
      .update(savedSearchAlerts)
      .set({ digestedUntil: until })
      .where(
        and(
          eq(savedSearchAlerts.savedSearchId, row.searchId),
          eq(savedSearchAlerts.digestedUntil, row.since),
        ),
      );
  }
  return sent;
}
