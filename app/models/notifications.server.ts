import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { notifications, properties, savedSearches } from '~/db/schema';
import { NOTIFICATIONS_SHOWN } from '~/lib/alerts';

/**
 * An account's notifications (docs/product.md#alerts-and-the-job-queue): every operation takes
 * the account, so another account's notification is the same as none.
 */

/** The newest notifications, newest first, each with its home and the search that found it. */
export async function listNotifications(db: Database, userId: number) {
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      propertyId: notifications.propertyId,
      home: properties.name,
      homeJa: properties.nameJa,
      location: properties.location,
      search: savedSearches.name,
      currency: properties.currency,
      oldPrice: notifications.oldPrice,
      newPrice: notifications.newPrice,
      createdAt: notifications.createdAt,
      read: sql<boolean>`${notifications.readAt} is not null`,
    })
    .from(notifications)
    .innerJoin(properties, eq(properties.id, notifications.propertyId))
    .leftJoin(savedSearches, eq(savedSearches.id, notifications.savedSearchId))
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
}

/** The bell's count: one look-up in the unread index. */
export async function unreadNotifications(db: Database, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one (or, without `id`, every) notification of the account read; how many changed. */
export async function markNotificationsRead(db: Database, userId: number, id?: number) {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        id === undefined ? undefined : eq(notifications.id, id),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}

/** Whether the notification is the account's. */
export async function ownsNotification(db: Database, userId: number, id: number) {
  const [row] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  return row !== undefined;
}

/** The signed-in visitor with the count the header's bell shows; null when not signed in. */
export async function withUnreadNotifications<Person extends { id: number }>(
  db: Database,
  user: Person | null,
) {
  if (!user) return null;
  return { ...user, unreadNotifications: await unreadNotifications(db, user.id) };
}
