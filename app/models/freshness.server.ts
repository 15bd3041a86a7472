import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, properties, SEARCHED_STATUSES, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { inLanguage } from '~/lib/generated-labels';
import type { FreshnessSettings } from '~/lib/freshness';

import { freshnessSettings } from './freshness-settings.server';
import { visibleHome } from './listed-homes.server';
import { LINK_DAYS, listingConfirmLink } from './listing-confirm-links.server';
import { listingConfirmEmail } from './mail/listing-confirm.server';
import { sendOnce } from './mail/deliveries.server';
import type { NewsletterMail } from './newsletter.server';
import { sweepStaleListings } from './property-writes.server';

/**
 * The freshness sweep (docs/product.md#freshness), a job of the queue run by the site's clock:
 * listings past the site's limits leave the search (the write path's `sweepStaleListings`), each
 * lister is emailed once for each listing that left, and once a week about those not confirmed
 * lately, every listing with its one-click link. Each email goes once (`sendOnce`, ADR 0054).
 */

type SweepContext = { db: Database; mail: NewsletterMail; origin: string; leaseSeconds?: number };

/** A weekly email names the listings not confirmed for this many days. */
const WEEKLY_AFTER_DAYS = 7;
const WEEK_MS = 7 * 86_400_000;

/** Only listings that left the search this recently are told of (older ones were, or predate). */
const STALE_NOTICE_DAYS = 7;

/** The listings an owner lists, with what an email to them needs. */
const listerColumns = {
  id: properties.id,
  name: properties.name,
  nameJa: properties.nameJa,
  status: properties.status,
  confirmedAt: properties.confirmedAt,
  statusSince: properties.statusSince,
  staleSince: properties.staleSince,
  userId: users.id,
  email: users.email,
  language: sql<Language>`coalesce(${users.mailLanguage}, 'en')`,
};

export async function runFreshnessSweep(context: SweepContext, now = new Date()) {
  const { db } = context;
  const settings = await freshnessSettings(db);
  const swept = await sweepStaleListings(db, settings);
  const notices = await sendStaleNotices(context, settings);
  const weekly = await sendWeeklyReminders(context, settings, now);
  return { ...swept, notices, weekly };
}

/** The email for each listing that left the search, once per time it left. */
async function sendStaleNotices(context: SweepContext, settings: FreshnessSettings) {
  const { db, mail, origin, leaseSeconds } = context;
  const homes = await db
    .select(listerColumns)
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      and(
        isNotNull(properties.staleSince),
        // Neither hidden nor held as a copy (docs/product.md#copies): nothing to confirm yet.
        visibleHome,
        sql`${properties.staleSince} > now() - make_interval(days => ${STALE_NOTICE_DAYS})`,
      ),
    );
  let sent = 0;
  for (const home of homes) {
    // Left by its status when its confirmation is still within the site's days.
    const byStatus =
      home.status === 'under_offer' &&
      home.confirmedAt.getTime() > home.staleSince!.getTime() - settings.confirmDays * 86_400_000;
    const key = `listing-stale:${home.id}:${home.staleSince!.getTime()}`;
    const outcome = await sendOnce(
      db,
      mail.mailer,
      key,
      () =>
        listingConfirmEmail({
          to: home.email,
          language: home.language,
          kind: byStatus ? 'status' : 'stale',
          items: [itemOf(home, origin, mail.secret, byStatus)],
          confirmDays: settings.confirmDays,
          linkDays: LINK_DAYS,
        }),
      { leaseSeconds },
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

/** Once a week, each lister's listed homes not confirmed in the last week, in one email. */
async function sendWeeklyReminders(context: SweepContext, settings: FreshnessSettings, now: Date) {
  const { db, mail, origin, leaseSeconds } = context;
  const homes = await db
    .select(listerColumns)
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .innerJoin(users, eq(users.id, agents.userId))
    .where(
      and(
        inArray(properties.status, SEARCHED_STATUSES),
        // Neither hidden nor held as a copy (docs/product.md#copies): nothing to confirm yet.
        visibleHome,
        isNull(properties.staleSince),
        lt(properties.confirmedAt, sql`now() - make_interval(days => ${WEEKLY_AFTER_DAYS})`),
      ),
    )
    .orderBy(users.id, properties.confirmedAt, properties.id);
  const byLister = new Map<number, typeof homes>();
  for (const home of homes) byLister.set(home.userId, [...(byLister.get(home.userId) ?? []), home]);
  const week = Math.floor(now.getTime() / WEEK_MS);
  let sent = 0;
  for (const [userId, own] of byLister) {
    const { email, language } = own[0]!;
    const outcome = await sendOnce(
      db,
      mail.mailer,
      `listing-weekly:${userId}:${week}`,
      () =>
        listingConfirmEmail({
          to: email,
          language,
          kind: 'weekly',
          items: own.map((home) => itemOf(home, origin, mail.secret, false)),
          confirmDays: settings.confirmDays,
          linkDays: LINK_DAYS,
        }),
      { leaseSeconds },
    );
    if (outcome === 'sent') sent += 1;
  }
  return sent;
}

function itemOf(
  home: {
    id: number;
    name: string;
    nameJa: string | null;
    email: string;
    language: Language;
    confirmedAt: Date;
    statusSince: Date;
  },
  origin: string,
  secret: string,
  byStatus: boolean,
) {
  return {
    name: inLanguage(home.language, home.name, home.nameJa),
    confirmUrl: listingConfirmLink(origin, secret, home, home.language),
    since: byStatus ? home.statusSince : home.confirmedAt,
  };
}
