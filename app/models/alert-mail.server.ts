import { and, asc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import {
  mailDeliveries,
  notifications,
  properties,
  savedHomeAlerts,
  savedSearchAlerts,
  savedSearches,
  users,
} from '~/db/schema';
import { DIGEST_HOURS } from '~/lib/alerts';

import { mailKindOn, mailLanguage } from './mail-preferences.server';
import { digestEmail } from './mail/alert-digest.server';
import { DeliveryBusyError, sendOnce } from './mail/deliveries.server';
import { savedHomeDropEmail } from './mail/saved-home-drop.server';
import { alertsOffLink, searchAlertEmail } from './mail/search-alert.server';
import type { NewsletterMail } from './newsletter.server';
import { savedHomesOffLink } from './saved-home-alerts.server';

/**
 * Sending the alert emails (docs/product.md#alerts-and-the-job-queue, ADR 0055), each once
 * (`sendOnce`, ADR 0054), by the queue's jobs.
 */

type SendContext = { db: Database; mail: NewsletterMail; origin: string; leaseSeconds?: number };

const itemColumns = {
  propertyId: notifications.propertyId,
  name: properties.name,
  nameJa: properties.nameJa,
  location: properties.location,
  listingType: properties.listingType,
  status: properties.status,
  kind: notifications.kind,
  currency: properties.currency,
  oldPrice: notifications.oldPrice,
  newPrice: notifications.newPrice,
};

/** "At once" alerts are emailed within this long of being made; older ones are left on the site. */
const INSTANT_WITHIN_HOURS = 24;

/** Not yet emailed (each once: `alert:{notification}`). */
const notSent = sql`not exists (select 1 from ${mailDeliveries} where ${mailDeliveries.key} = 'alert:' || ${notifications.id} and ${mailDeliveries.status} = 'sent')`;
const recent = gt(
  notifications.createdAt,
  sql`now() - make_interval(hours => ${INSTANT_WITHIN_HOURS})`,
);

/** The "at once" alerts of saved searches, to email. */
async function dueSearchAlerts(db: Database, origin: string, secret: string) {
  const rows = await db
    .select({
      id: notifications.id,
      searchId: savedSearches.id,
      search: savedSearches.name,
      email: users.email,
      language: mailLanguage(savedSearchAlerts.language),
      ...itemColumns,
    })
    .from(notifications)
    .innerJoin(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, notifications.savedSearchId))
    .innerJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .where(and(eq(savedSearchAlerts.frequency, 'instant'), mailKindOn('alerts'), recent, notSent))
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    ...row,
    reason: 'search' as const,
    offUrl: alertsOffLink(origin, secret, { id: row.searchId, email: row.email }, row.language),
  }));
}

/**
 * The price drops on saved homes that no search of the account sends (its notification names no
 * search), to email at once unless the account turned these emails off: a drop is news the day
 * it happens, and each is one email.
 */
async function dueSavedHomeDrops(db: Database, origin: string, secret: string) {
  const rows = await db
    .select({
      id: notifications.id,
      userId: users.id,
      email: users.email,
      language: mailLanguage(sql`coalesce(${savedHomeAlerts.language}, 'en')`),
      ...itemColumns,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .leftJoin(savedHomeAlerts, eq(savedHomeAlerts.userId, notifications.userId))
    .where(
      and(
        isNull(notifications.savedSearchId),
        eq(notifications.kind, 'drop'),
        sql`coalesce(${savedHomeAlerts.emails}, true)`,
        mailKindOn('saved-home-drops'),
        sql`${notifications.createdAt} >= coalesce(${savedHomeAlerts.emailsSince}, '-infinity')`,
        recent,
        notSent,
      ),
    )
    .orderBy(asc(notifications.id));
  return rows.map((row) => ({
    ...row,
    search: '',
    reason: 'saved' as const,
    offUrl: savedHomesOffLink(origin, secret, { id: row.userId, email: row.email }, row.language),
  }));
}

/**
 * Emails every "at once" alert not yet sent, and every saved home's drop no search sends. Another
 * worker's email in flight is left to it; the job is then tried again, so none is lost.
 */
export async function sendInstantAlerts({ db, mail, origin, leaseSeconds }: SendContext) {
  const due = [
    ...(await dueSearchAlerts(db, origin, mail.secret)),
    ...(await dueSavedHomeDrops(db, origin, mail.secret)),
  ];
  let busy = 0;
  for (const row of due) {
    try {
      await sendOnce(
        db,
        mail.mailer,
        `alert:${row.id}`,
        () =>
          row.reason === 'saved'
            ? savedHomeDropEmail({
                to: row.email,
                language: row.language,
                origin,
                item: row,
                offUrl: row.offUrl,
              })
            : searchAlertEmail({
                to: row.email,
                language: row.language,
                origin,
                search: row.search,
                item: row,
                offUrl: row.offUrl,
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
      language: mailLanguage(savedSearchAlerts.language),
      since: savedSearchAlerts.digestedUntil,
      search: savedSearches.name,
      email: users.email,
      on: mailKindOn('alerts'),
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
    // Turned off in the account's settings: the period passes unsent (docs/product.md#accounts).
    if (row.on && items.length > 0) {
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
