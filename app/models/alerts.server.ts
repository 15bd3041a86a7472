import { and, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { savedSearchAlerts, savedSearches, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import type { AlertFrequency } from '~/lib/alerts';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { savedSearchQuery } from '~/lib/saved-search';

import { listed } from './listed-homes.server';
import { readToken, tokenSignedFor } from './mail/tokens.server';
import { alertColumns, alertsOn, matchesAlert } from './search/filters.server';
import { queryInDollars } from './search/query-currency.server';

/**
 * Alerts (docs/product.md#alerts-and-the-job-queue, ADR 0055): a saved search's frequency, and
 * the matching of new homes and price drops against every search, in SQL, each filter as the
 * registry matches it (search/filters.server.ts).
 */

/**
 * Sets how often a search of the account alerts it, with its filters as columns (read from its
 * kept query as the results page reads it, so parameters that no longer exist are left out).
 * False when the account has no such search.
 */
export async function setAlertFrequency(
  db: Database,
  userId: number,
  savedSearchId: number,
  frequency: AlertFrequency,
  language: Language,
  /** The site's monthly-cost terms, for a "max monthly cost" filter (ADR 0058). */
  monthly = DEFAULT_MONTHLY_TERMS,
) {
  const [search] = await db
    .select({ query: savedSearches.query })
    .from(savedSearches)
    .where(and(eq(savedSearches.id, savedSearchId), eq(savedSearches.userId, userId)));
  if (!search) return false;
  // Bounds in the search's currency are kept in dollars, as the homes are compared (ADR 0121).
  const query = await queryInDollars(db, savedSearchQuery(search.query).query);
  const criteria = alertColumns(query, { monthly });
  const values = { ...criteria, frequency, language };
  await db
    .insert(savedSearchAlerts)
    .values({ savedSearchId, userId, ...values })
    // A daily or weekly period starts when the alerts are turned on, not at an old setting's.
    .onConflictDoUpdate({
      target: savedSearchAlerts.savedSearchId,
      set: {
        ...values,
        digestedUntil: sql`case when ${savedSearchAlerts.frequency} = ${frequency}
          then ${savedSearchAlerts.digestedUntil} else now() end`,
      },
    });
  return true;
}

/** The frequency of each of the account's searches that has alerts set (the others are `off`). */
export async function alertFrequencies(db: Database, userId: number) {
  const rows = await db
    .select({ id: savedSearchAlerts.savedSearchId, frequency: savedSearchAlerts.frequency })
    .from(savedSearchAlerts)
    .where(eq(savedSearchAlerts.userId, userId));
  return new Map(rows.map((row) => [row.id, row.frequency]));
}

const alert = sql.raw('"saved_search_alerts"');

/** Events matched in one statement; more wait for the next run. */
export const EVENTS_PER_RUN = 100;

/**
 * Takes the waiting events (homes published, price drops) and makes their notifications in one
 * statement (ADR 0055): every saved search with alerts on is matched against every home at once,
 * in SQL; a drop also reaches the accounts that saved the home. One notification per account and
 * event, however many of its searches match; the events are deleted in the same statement, so a
 * run that fails leaves them for the next. Returns how many notifications were made and whether
 * events are left.
 */
export async function matchAlertEvents(db: Database, limit = EVENTS_PER_RUN) {
  const result = (await db.execute(sql`
    with taken as (
      delete from alert_events where id in (
        select id from alert_events order by id limit ${limit} for update skip locked)
      returning kind, property_id, price_change_id
    ),
    events as (
      select taken.kind, taken.property_id,
        case when taken.kind = 'new' then 'new:' || taken.property_id
          else 'drop:' || taken.price_change_id end as event,
        change.old_price, change.new_price
      from taken left join price_changes change on change.id = taken.price_change_id
    ),
    searches as materialized (${alertsOn}),
    homes as materialized (
      select properties.* from properties
      where properties.id in (select property_id from events) and ${listed}
    ),
    found as (
      select ${alert}.user_id, ${alert}.saved_search_id, events.*
      from events
      join homes properties on properties.id = events.property_id
      join searches saved_search_alerts on ${matchesAlert}
      union all
      select saved_homes.user_id, null, events.*
      from events join saved_homes on saved_homes.property_id = events.property_id
      where events.kind = 'drop'
    ),
    one as (
      select distinct on (user_id, event) * from found
      order by user_id, event, saved_search_id nulls last
    )
    insert into notifications (user_id, saved_search_id, event, kind, property_id, old_price, new_price)
    select user_id, saved_search_id, event, kind, property_id, old_price, new_price from one
    -- Never to the home's own lister (docs/product.md#alerts): they know of their home already.
    where not exists (select 1 from properties own join agents lister on lister.id = own.agent_id
      where own.id = one.property_id and lister.user_id = one.user_id)
    on conflict (user_id, event) do nothing
    returning id`)) as unknown as { rows: { id: number }[] };
  // Events another run holds are its to finish: only those free are left for this one.
  const free = (await db.execute(
    sql`select 1 from alert_events limit 1 for update skip locked`,
  )) as unknown as { rows: unknown[] };
  return { made: result.rows.length, left: free.rows.length > 0 };
}

/** Matching runs at once: one a core of this machine's two (ADR 0055). */
export const MATCHING_AT_ONCE = 2;

/**
 * Matches the waiting events in runs of `EVENTS_PER_RUN`, `atOnce` runs at a time (each takes
 * its own events, `skip locked`), until none is free or each has made `maxRuns`. Returns the
 * notifications made.
 */
export async function matchWaitingEvents(
  db: Database,
  { atOnce = MATCHING_AT_ONCE, maxRuns = Infinity } = {},
) {
  let made = 0;
  let runs = 0;
  const runner = async () => {
    for (let run = 0; run < maxRuns; run += 1) {
      const outcome = await matchAlertEvents(db);
      made += outcome.made;
      runs += 1;
      if (!outcome.left) return;
    }
  };
  await Promise.all(Array.from({ length: atOnce }, runner));
  return { made, runs };
}

/** Whether events wait to be matched (the alert clock asks every few seconds: one index read). */
export async function eventsWaiting(db: Database) {
  const [row] = (
    (await db.execute(sql`select exists (select 1 from alert_events) as waiting`)) as unknown as {
      rows: { waiting: boolean }[];
    }
  ).rows;
  return row?.waiting ?? false;
}

/**
 * The saved search an alert email's unsubscribe token names (`alertsOffLink`), when the token was
 * signed by this site for that search and its account's address; null for a forged, altered or
 * cut token, or a search since deleted.
 */
export async function alertsOffTarget(db: Database, secret: string, token: unknown) {
  const read = readToken(token);
  if (!read) return null;
  const [row] = await db
    .select({ id: savedSearches.id, name: savedSearches.name, email: users.email })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.id, read.id));
  if (!row || !tokenSignedFor(secret, 'alerts-off', read, row.email)) return null;
  return { id: row.id, name: row.name };
}

/** Turns a search's alerts off by its email's token; false when the token names none. */
export async function turnAlertsOff(db: Database, secret: string, token: unknown) {
  const target = await alertsOffTarget(db, secret, token);
  if (!target) return null;
  await db
    .update(savedSearchAlerts)
    .set({ frequency: 'off' })
    .where(eq(savedSearchAlerts.savedSearchId, target.id));
  return target;
}
