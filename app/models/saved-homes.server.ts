import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties, savedHomes } from '~/db/schema';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';

import { isOpenHome, publicHome } from './home-access.server';
import { cardColumns, type PropertyCardData } from './properties.server';

/**
 * Saves a home for the visitor; false when it is not one everyone sees (none, a draft, hidden:
 * docs/product.md#who-sees-a-home). Saving twice keeps one row.
 */
export async function saveHome(db: Database, userId: number, propertyId: number) {
  if (!(await isOpenHome(db, propertyId))) return false;
  await db.insert(savedHomes).values({ userId, propertyId }).onConflictDoNothing();
  return true;
}

export async function unsaveHome(db: Database, userId: number, propertyId: number) {
  await db
    .delete(savedHomes)
    .where(and(eq(savedHomes.userId, userId), eq(savedHomes.propertyId, propertyId)));
}

/** Which of these homes the visitor has saved (for the hearts on a page of cards). */
export async function savedAmong(db: Database, userId: number, propertyIds: number[]) {
  if (propertyIds.length === 0) return [];
  const rows = await db
    .select({ id: savedHomes.propertyId })
    .from(savedHomes)
    .where(and(eq(savedHomes.userId, userId), inArray(savedHomes.propertyId, propertyIds)));
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

export async function isSaved(db: Database, userId: number, propertyId: number) {
  return (await savedAmong(db, userId, [propertyId])).length > 0;
}

export type SavedHomesPage = {
  properties: PropertyCardData[];
  total: number;
  page: number;
  pageCount: number;
};

/** The /saved page: the visitor's homes as cards, the latest saved first, six a page. */
export async function listSavedHomes(
  db: Database,
  userId: number,
  page: number,
): Promise<SavedHomesPage> {
  const offset = Math.max(0, page) * PROPERTIES_PER_PAGE;
  const [[count], rows] = await Promise.all([
    // A hidden home or a draft stays saved, and comes back once it is shown again.
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(savedHomes)
      .innerJoin(properties, eq(properties.id, savedHomes.propertyId))
      .where(and(eq(savedHomes.userId, userId), publicHome)),
    db
      .select(cardColumns)
      .from(savedHomes)
      .innerJoin(properties, eq(properties.id, savedHomes.propertyId))
      .where(and(eq(savedHomes.userId, userId), publicHome))
      .orderBy(desc(savedHomes.createdAt), desc(savedHomes.propertyId))
      .limit(PROPERTIES_PER_PAGE)
      .offset(offset),
  ]);
  const total = count?.total ?? 0;
  return {
    properties: rows as PropertyCardData[],
    total,
    page: Math.max(0, page),
    pageCount: Math.ceil(total / PROPERTIES_PER_PAGE),
  };
}
