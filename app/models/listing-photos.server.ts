import { asc, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { photos } from '~/db/schema';

import type { ListingPhotos } from './listings.server';

/**
 * INTEGRATION POINT with the photos model (ADR 0047): until it lands, a draft's photos are read
 * from the `photos` table and a published home keeps the photos it has.
 */
export const listingPhotos: ListingPhotos & {
  forForm: (db: Database, draftId: number) => Promise<{ id: number; alt: string }[]>;
} = {
  list: (db, draftId) =>
    db
      .select({ alt: photos.alt, role: photos.role })
      .from(photos)
      .where(eq(photos.draftId, draftId)),
  forForm: (db, draftId) =>
    db
      .select({ id: photos.id, alt: photos.alt })
      .from(photos)
      .where(eq(photos.draftId, draftId))
      .orderBy(asc(photos.position)),
  forHome: async () => ({ photos: [], floorPlans: [] }),
  adopt: async () => undefined,
};
