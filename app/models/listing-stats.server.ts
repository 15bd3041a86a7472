import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { isbot } from 'isbot';

import type { Database } from '~/db/client.server';
import {
  agents,
  inquiries,
  listingDrafts,
  properties,
  propertyViews,
  savedHomes,
} from '~/db/schema';

/** The days My listings draws a home's views over (docs/product.md#listing-a-home). */
export const VIEW_DAYS = 30;

/** A day as `YYYY-MM-DD` in UTC, the database's `current_date` on a UTC server. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The owner's homes for My listings: status, views a day over the last 30 days (oldest first)
 * and their total, saves and inquiries, and whether an edit is open; the latest changed first.
 */
export async function listOwnHomes(db: Database, userId: number, today = new Date()) {
  const homes = await db
    .select({
      id: properties.id,
      name: properties.name,
      status: properties.status,
      listingType: properties.listingType,
      price: properties.price,
      currency: properties.currency,
      location: properties.location,
      cover: sql<string | null>`${properties.photos}->0->>'thumbnail'`,
      closedAt: properties.closedAt,
      hidden: sql<boolean>`${properties.hiddenAt} is not null`,
      hiddenReason: properties.hiddenReason,
      // Waiting for the desk as a copy of another lister's listing (docs/product.md#copies).
      held: sql<boolean>`${properties.heldAsCopyOf} is not null`,
      // A home listed before the owner's pin is off the map until it gets one (ADR 0080).
      onMap: sql<boolean>`${properties.latitude} is not null`,
      updatedAt: properties.updatedAt,
      saves: sql<number>`(select count(*)::int from ${savedHomes} where ${savedHomes.propertyId} = ${properties.id})`,
      inquiries: sql<number>`(select count(*)::int from ${inquiries} where ${inquiries.propertyId} = ${properties.id})`,
      editDraftId: sql<
        number | null
      >`(select ${listingDrafts.id} from ${listingDrafts} where ${listingDrafts.propertyId} = ${properties.id})`,
    })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(agents.userId, userId))
    .orderBy(desc(properties.updatedAt), desc(properties.id));
  if (homes.length === 0) return [];
  const first = new Date(today.getTime() - (VIEW_DAYS - 1) * 86_400_000);
  const rows = await db
    .select({
      propertyId: propertyViews.propertyId,
      day: propertyViews.day,
      views: propertyViews.views,
    })
    .from(propertyViews)
    .where(
      and(
        inArray(
          propertyViews.propertyId,
          homes.map((home) => home.id),
        ),
        gte(propertyViews.day, dayOf(first)),
      ),
    );
  const days = Array.from({ length: VIEW_DAYS }, (_, n) =>
    dayOf(new Date(first.getTime() + n * 86_400_000)),
  );
  return homes.map((home) => {
    const mine = new Map(
      rows.filter((row) => row.propertyId === home.id).map((row) => [row.day, row.views]),
    );
    const views = days.map((day) => mine.get(day) ?? 0);
    return { ...home, views, totalViews: views.reduce((sum, n) => sum + n, 0), firstDay: days[0]! };
  });
}
export type OwnHome = Awaited<ReturnType<typeof listOwnHomes>>[number];

/**
 * A page view to count (docs/product.md#listing-a-home): a GET by a person, not a bot and not a
 * browser's speculative prefetch. Views are gathered and written together once a second
 * (`VIEW_FLUSH_MS`, ADR 0124): one upsert per page view was a write, and on the embedded database
 * a tenth of the page's CPU. A count that fails never fails the page.
 */
export async function countView(
  request: Request,
  db: Database,
  propertyId: number,
  viewerId: number | undefined,
) {
  const purpose = `${request.headers.get('sec-purpose') ?? ''} ${request.headers.get('purpose') ?? ''}`;
  if (request.method !== 'GET' || purpose.includes('prefetch')) return;
  if (isbot(request.headers.get('user-agent') ?? '')) return;
  queueView(db, propertyId, viewerId);
}

/** How long views wait to be written together (ms). */
const VIEW_FLUSH_MS = 1_000;

type PendingViews = { counts: Map<string, number>; timer?: NodeJS.Timeout };
const pending = new WeakMap<Database, PendingViews>();

function queueView(db: Database, propertyId: number, viewerId: number | undefined) {
  let views = pending.get(db);
  if (!views) pending.set(db, (views = { counts: new Map() }));
  const key = `${propertyId}:${viewerId ?? ''}`;
  views.counts.set(key, (views.counts.get(key) ?? 0) + 1);
  if (!views.timer) {
    views.timer = setTimeout(() => void flushViews(db).catch(() => undefined), VIEW_FLUSH_MS);
    views.timer.unref();
  }
}

/**
 * Writes the views gathered so far in one statement (docs/product.md#listing-a-home): today's
 * row of each published, visible home (neither hidden nor held as a copy), counting no view by
 * its lister. Bots are left out by `countView`, which knows the request. Called by the timer, and
 * when the app stops.
 */
export async function flushViews(db: Database) {
  const views = pending.get(db);
  if (!views || views.counts.size === 0) return;
  clearTimeout(views.timer);
  views.timer = undefined;
  const rows = [...views.counts].map(([key, n]) => {
    const [home, viewer] = key.split(':');
    return sql`(${Number(home)}::int, ${viewer ? Number(viewer) : null}::int, ${n}::int)`;
  });
  views.counts = new Map();
  await db.execute(sql`
    insert into ${propertyViews} (property_id, day, views)
    select ${properties.id}, current_date, sum(seen.n)::int
    from (values ${sql.join(rows, sql`, `)}) as seen (home, viewer, n)
    join ${properties} on ${properties.id} = seen.home
    left join ${agents} on ${agents.id} = ${properties.agentId}
    where ${properties.status} <> 'draft' and ${properties.hiddenAt} is null
      and ${properties.heldAsCopyOf} is null
      and ${agents.userId} is distinct from seen.viewer
    group by ${properties.id}
    on conflict (property_id, day) do update set views = ${propertyViews}.views + excluded.views`);
}
