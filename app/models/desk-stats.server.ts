import { sql, type AnyColumn } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import {
  comments,
  contactMessages,
  inquiries,
  newsletterSubscriptions,
  properties,
  reviews,
  users,
} from '~/db/schema';
import { ACTIVITY_DAYS } from '~/lib/owners-desk';

import { listed, visibleHome } from './listed-homes.server';

/** Counts in one row, each as an int (PGlite and node-postgres read `count(*)` differently). */
type Row<Keys extends string> = Record<Keys, number | string>;

async function one<Keys extends string>(db: Database, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: Row<Keys>[] };
  const row = result.rows[0]!;
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as Record<
    Keys,
    number
  >;
}

const byStatus = (table: typeof reviews | typeof comments) => sql`
  select (count(*) filter (where ${table.status} = 'published'))::int as published,
         (count(*) filter (where ${table.status} = 'held'))::int as held,
         (count(*) filter (where ${table.status} = 'hidden'))::int as hidden
  from ${table}`;

/**
 * The site's figures for the owner's desk (`/admin`, docs/product.md#the-owners-desk): the listed
 * homes by listing type (those under offer among them), the others by status (drafts, sold or
 * let), the hidden ones and those held as copies (docs/product.md#copies); accounts by role;
 * reviews and comments by status; contact messages, inquiries to listers and newsletter
 * subscribers.
 */
export async function getDeskFigures(db: Database) {
  const status = (value: string) => sql`${visibleHome} and ${properties.status} = ${value}`;
  const [homes, accounts, reviewCounts, commentCounts, messages, inquiryCounts, subscribers] =
    await Promise.all([
      one<'sale' | 'rent' | 'underOffer' | 'drafts' | 'closed' | 'hidden' | 'stale' | 'copies'>(
        db,
        sql`select
        (count(*) filter (where ${listed} and ${properties.listingType} = 'sale'))::int as sale,
        (count(*) filter (where ${listed} and ${properties.listingType} = 'rent'))::int as rent,
        (count(*) filter (where ${status('under_offer')}))::int as "underOffer",
        (count(*) filter (where ${status('draft')}))::int as drafts,
        (count(*) filter (where ${status('closed')}))::int as closed,
        (count(*) filter (where ${properties.hiddenAt} is not null))::int as hidden,
        (count(*) filter (where ${visibleHome} and ${properties.staleSince} is not null
          and ${properties.status} in ('available', 'under_offer')))::int as stale,
        (count(*) filter (where ${properties.heldAsCopyOf} is not null))::int as copies
      from ${properties}`,
      ),
      one<'total' | 'moderators' | 'admins' | 'locked'>(
        db,
        sql`select count(*)::int as total,
        (count(*) filter (where ${users.role} = 'moderator'))::int as moderators,
        (count(*) filter (where ${users.role} = 'admin'))::int as admins,
        (count(*) filter (where ${users.lockedAt} is not null))::int as locked
      from ${users}`,
      ),
      one<'published' | 'held' | 'hidden'>(db, byStatus(reviews)),
      one<'published' | 'held' | 'hidden'>(db, byStatus(comments)),
      one<'total' | 'unread'>(
        db,
        sql`select count(*)::int as total,
        (count(*) filter (where ${contactMessages.readAt} is null))::int as unread
      from ${contactMessages}`,
      ),
      one<'total' | 'unanswered'>(
        db,
        sql`select count(*)::int as total,
        (count(*) filter (where ${inquiries.answeredAt} is null))::int as unanswered
      from ${inquiries}`,
      ),
      // Only confirmed readers are subscribers (ADR 0053); sign-ups still waiting are shown apart.
      one<'total' | 'waiting'>(
        db,
        sql`select (count(*) filter (where ${newsletterSubscriptions.confirmedAt} is not null))::int as total,
        (count(*) filter (where ${newsletterSubscriptions.confirmedAt} is null))::int as waiting
      from ${newsletterSubscriptions}`,
      ),
    ]);
  return {
    homes,
    accounts,
    reviews: reviewCounts,
    comments: commentCounts,
    messages,
    inquiries: inquiryCounts,
    subscribers,
  };
}

export type DeskFigures = Awaited<ReturnType<typeof getDeskFigures>>;

/** One day of the activity chart (a UTC date, `YYYY-MM-DD`). */
export type ActivityDay = { day: string; signUps: number; posts: number };

/**
 * Sign-ups and posts (reviews and comments, whatever became of them) on each of the last `days`
 * days, today included, by UTC date; days without any are there with zeros.
 */
export async function getActivity(
  db: Database,
  days = ACTIVITY_DAYS,
  now = new Date(),
): Promise<ActivityDay[]> {
  const today = now.toISOString().slice(0, 10);
  const first = sql`(${today}::date - ${days - 1}::int)`;
  const since = sql`(${first}::timestamp at time zone 'UTC')`;
  const utcDay = (column: AnyColumn) => sql`(${column} at time zone 'UTC')::date`;
  const result = (await db.execute(sql`
    with days as (
      select generate_series(${first}, ${today}::date, interval '1 day')::date as day
    ),
    sign_ups as (
      select ${utcDay(users.createdAt)} as day, count(*)::int as n
      from ${users} where ${users.createdAt} >= ${since} group by 1
    ),
    posts as (
      select day, count(*)::int as n from (
        select ${utcDay(reviews.createdAt)} as day from ${reviews} where ${reviews.createdAt} >= ${since}
        union all
        select ${utcDay(comments.createdAt)} as day from ${comments} where ${comments.createdAt} >= ${since}
      ) as posted group by day
    )
    select to_char(days.day, 'YYYY-MM-DD') as day,
           coalesce(sign_ups.n, 0) as sign_ups, coalesce(posts.n, 0) as posts
    from days
    left join sign_ups on sign_ups.day = days.day
    left join posts on posts.day = days.day
    order by days.day`)) as unknown as {
    rows: { day: string; sign_ups: number | string; posts: number | string }[];
  };
  return result.rows.map((row) => ({
    day: row.day,
    signUps: Number(row.sign_ups),
    posts: Number(row.posts),
  }));
}
