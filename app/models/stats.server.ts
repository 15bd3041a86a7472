import { and, desc, eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, properties, reviews } from '~/db/schema';

import { publicHome } from './home-access.server';

/**
 * The figures the about page shows, counted in SQL so they follow the data as it grows: of the
 * homes and reviews visitors can see (not those hidden or held, ADR 0046).
 */
export async function getSiteStats(db: Database) {
  const [[homes], [reviewTotals], [blogTotals], byLocation] = await Promise.all([
    db
      .select({
        listed: sql<number>`count(*)::int`,
        forSale: sql<number>`(count(*) filter (where ${properties.listingType} = 'sale'))::int`,
        forRent: sql<number>`(count(*) filter (where ${properties.listingType} = 'rent'))::int`,
        locations: sql<number>`count(distinct ${properties.location})::int`,
      })
      .from(properties)
      .where(publicHome),
    db
      .select({
        posted: sql<number>`count(*)::int`,
        average: sql<number | null>`avg(${reviews.rating})::float8`,
      })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(and(eq(reviews.status, 'published'), publicHome)),
    db.select({ posts: sql<number>`count(*)::int` }).from(blogs),
    db
      .select({ location: properties.location, homes: sql<number>`count(*)::int` })
      .from(properties)
      .where(publicHome)
      .groupBy(properties.location)
      .orderBy(desc(sql`count(*)`), properties.location),
  ]);
  return {
    homesListed: homes?.listed ?? 0,
    homesForSale: homes?.forSale ?? 0,
    homesForRent: homes?.forRent ?? 0,
    locations: homes?.locations ?? 0,
    reviewsPosted: reviewTotals?.posted ?? 0,
    averageRating: reviewTotals?.average ?? null,
    blogPosts: blogTotals?.posts ?? 0,
    homesByLocation: byLocation,
  };
}

export type SiteStats = Awaited<ReturnType<typeof getSiteStats>>;

type Kept = { at: number; stats: Promise<SiteStats>; last: SiteStats | null };
const recent = new WeakMap<Database, Kept>();

/**
 * The figures, counted at most once a minute per database: the about page may be asked for often,
 * and with a million homes the counts are whole-table scans. A minute-old figure is still true
 * enough for "homes listed". The figures are a part of the page, not the page: a count that fails
 * (the statement timeout under load, ADR 0027) answers the last figures counted, however old, or
 * null, and the next request counts again (ADR 0098).
 */
export async function getRecentSiteStats(
  db: Database,
  maxAgeMs = 60_000,
  now = Date.now(),
): Promise<SiteStats | null> {
  const hit = recent.get(db);
  const last = hit?.last ?? null;
  if (hit && now - hit.at < maxAgeMs) return hit.stats.catch(() => last);
  const kept: Kept = { at: now, stats: getSiteStats(db), last };
  recent.set(db, kept);
  try {
    kept.last = await kept.stats;
    return kept.last;
  } catch (error) {
    // Not kept: the next request tries again.
    if (recent.get(db) === kept) recent.set(db, { at: 0, stats: kept.stats, last });
    console.error(`The site's figures could not be counted: ${String(error)}`);
    return last;
  }
}
