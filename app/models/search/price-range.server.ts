import { remember } from '@epic-web/remember';
import { and, desc, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { properties } from '~/db/schema';
import { LISTING_TYPES } from '~/lib/catalog';
import { roundCeiling, type PriceCeilings } from '~/lib/search/price-range';

import { listed } from '../listed-homes.server';

/** How long the ceilings are trusted: a new dear home reaches the slider within a minute. */
const CEILINGS_MS = 60_000;
const known = remember(
  'roofline:price-ceilings',
  () => new WeakMap<Database, { ceilings: PriceCeilings; readAt: number }>(),
);

/**
 * The price slider's top for each kind (ADR 0089): the dearest listed home's price, rounded up,
 * read from the end of the listing type's price index (one row each), at most once a minute.
 */
export async function priceCeilings(db: Database): Promise<PriceCeilings> {
  const cached = known.get(db);
  if (cached && Date.now() - cached.readAt < CEILINGS_MS) return cached.ceilings;
  const [sale, rent] = await Promise.all(
    LISTING_TYPES.map((kind) =>
      db
        .select({ price: properties.priceUsd })
        .from(properties)
        .where(and(eq(properties.listingType, kind), listed))
        .orderBy(desc(properties.listingType), desc(properties.priceUsd), desc(properties.id))
        .limit(1),
    ),
  );
  const ceilings = {
    sale: roundCeiling('sale', sale?.[0]?.price ?? 0),
    rent: roundCeiling('rent', rent?.[0]?.price ?? 0),
  };
  known.set(db, { ceilings, readAt: Date.now() });
  return ceilings;
}
