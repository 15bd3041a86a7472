import { and, asc, count, eq, ne } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import {
  accountIdentities,
  agents,
  comments,
  inquiries,
  listingDrafts,
  newsletterSubscriptions,
  properties,
  reviews,
  savedHomes,
  savedSearchAlerts,
  savedSearches,
  users,
} from '~/db/schema';

import { passwordMatches } from './account-settings.server';
import { deleteListing, discardDraft } from './listings.server';

/**
 * An account's data (docs/product.md#accounts): everything the site keeps about it, as one JSON
 * file, and closing it. Reviews and comments are written with an address, not an account: those
 * with the account's address are its own.
 */

/** Everything the site keeps about the account, for its download. */
export async function exportAccountData(db: Database, userId: number, origin: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      pendingEmail: users.pendingEmail,
      role: users.role,
      createdAt: users.createdAt,
      emailConfirmedAt: users.emailVerifiedAt,
      mailLanguage: users.mailLanguage,
      mailOff: users.mailOff,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return null;
  const absolute = (url: string) => (url.startsWith('/') ? `${origin}${url}` : url);
  const [identities, saved, searches, ownReviews, ownComments, homes, sent, received] =
    await Promise.all([
      db
        .select({ provider: accountIdentities.provider })
        .from(accountIdentities)
        .where(eq(accountIdentities.userId, userId)),
      db
        .select({
          propertyId: savedHomes.propertyId,
          name: properties.name,
          savedAt: savedHomes.createdAt,
        })
        .from(savedHomes)
        .innerJoin(properties, eq(properties.id, savedHomes.propertyId))
        .where(eq(savedHomes.userId, userId))
        .orderBy(asc(savedHomes.createdAt)),
      db
        .select({
          name: savedSearches.name,
          query: savedSearches.query,
          createdAt: savedSearches.createdAt,
          alerts: savedSearchAlerts.frequency,
        })
        .from(savedSearches)
        .leftJoin(savedSearchAlerts, eq(savedSearchAlerts.savedSearchId, savedSearches.id))
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.createdAt)),
      db
        .select({
          propertyId: reviews.propertyId,
          name: reviews.name,
          rating: reviews.rating,
          message: reviews.message,
          status: reviews.status,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .where(eq(reviews.email, account.email))
        .orderBy(asc(reviews.createdAt)),
      db
        .select({
          blogId: comments.blogId,
          name: comments.name,
          content: comments.content,
          status: comments.status,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .where(eq(comments.email, account.email))
        .orderBy(asc(comments.createdAt)),
      db
        .select({
          id: properties.id,
          name: properties.name,
          status: properties.status,
          listingType: properties.listingType,
          price: properties.price,
          location: properties.location,
          description: properties.description,
          photos: properties.photos,
          createdAt: properties.createdAt,
        })
        .from(properties)
        .innerJoin(agents, eq(agents.id, properties.agentId))
        .where(eq(agents.userId, userId))
        .orderBy(asc(properties.id)),
      db
        .select(inquiryColumns)
        .from(inquiries)
        .where(eq(inquiries.senderId, userId))
        .orderBy(asc(inquiries.createdAt)),
      db
        .select(inquiryColumns)
        .from(inquiries)
        .innerJoin(agents, eq(agents.id, inquiries.agentId))
        .where(eq(agents.userId, userId))
        .orderBy(asc(inquiries.createdAt)),
    ]);
  return {
    exportedAt: new Date().toISOString(),
    account: { ...account, signInServices: identities.map((row) => row.provider) },
    savedHomes: saved,
    savedSearches: searches.map((search) => ({ ...search, alerts: search.alerts ?? 'off' })),
    reviews: ownReviews,
    comments: ownComments,
    listings: homes.map(({ photos, ...home }) => ({
      ...home,
      photos: photos.map((photo) => ({ url: absolute(photo.original), alt: photo.alt ?? null })),
    })),
    inquiriesSent: sent,
    inquiriesReceived: received,
  };
}

const inquiryColumns = {
  id: inquiries.id,
  propertyId: inquiries.propertyId,
  propertyName: inquiries.propertyName,
  name: inquiries.name,
  email: inquiries.email,
  phone: inquiries.phone,
  message: inquiries.message,
  viewingAt: inquiries.viewingAt,
  createdAt: inquiries.createdAt,
};

export type CloseOutcome = 'closed' | 'wrong-password' | 'wrong-confirmation' | 'last-admin';

/**
 * Closes the account (docs/product.md#accounts, ADR 0109), after asking again: its password, or
 * for an account without one its address typed out. Its listings are deleted at once through the
 * listing's one delete (out of the search, photos and all), then the account with its sessions,
 * saves, searches, alerts, drafts and inbox; its reviews and comments stay, signed by nobody (the
 * pages say "a former member"); inquiries it sent stay with their listers; its newsletter
 * subscription goes. The site's only admin cannot close theirs.
 */
export async function closeAccount(
  db: Database,
  userId: number,
  proof: { currentPassword?: string; confirmEmail?: string },
): Promise<CloseOutcome> {
  const [account] = await db
    .select({ email: users.email, role: users.role, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!account) return 'wrong-confirmation';
  if (account.passwordHash) {
    if (!(await passwordMatches(db, userId, proof.currentPassword))) return 'wrong-password';
  } else if (proof.confirmEmail?.trim().toLowerCase() !== account.email) {
    return 'wrong-confirmation';
  }
  if (account.role === 'admin') {
    const [others] = await db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), ne(users.id, userId)));
    if (!others?.n) return 'last-admin';
  }
  const homes = await db
    .select({ id: properties.id })
    .from(properties)
    .innerJoin(agents, eq(agents.id, properties.agentId))
    .where(eq(agents.userId, userId));
  for (const home of homes) await deleteListing(db, userId, home.id);
  const drafts = await db
    .select({ id: listingDrafts.id })
    .from(listingDrafts)
    .where(eq(listingDrafts.userId, userId));
  for (const draft of drafts) await discardDraft(db, userId, draft.id);
  await db.transaction(async (tx) => {
    await tx.update(reviews).set({ name: '', email: '' }).where(eq(reviews.email, account.email));
    await tx.update(comments).set({ name: '', email: '' }).where(eq(comments.email, account.email));
    await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, account.email));
    await tx.delete(users).where(eq(users.id, userId));
  });
  return 'closed';
}
