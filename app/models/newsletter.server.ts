import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';

/**
 * Stores a sign-up; signing up twice with one address keeps one row and still succeeds
 * (docs/product.md#newsletter). The schema has already lower-cased and trimmed the address.
 */
export async function subscribeToNewsletter(db: Database, email: string) {
  await db
    .insert(newsletterSubscriptions)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email });
}
