import { and, asc, eq, gt, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { openHouses } from '~/db/schema';
import type { OpenHouseSpan } from '~/lib/listing-form/open-houses';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A home's open houses shown at most (docs/product.md#open-houses). */
const SHOWN = 10;

/**
 * A home's open houses from now on (those not yet over), earliest first
 * (docs/product.md#open-houses).
 */
export async function comingOpenHouses(db: Pick<Database, 'select'>, propertyId: number) {
  return db
    .select({ startsAt: openHouses.startsAt, endsAt: openHouses.endsAt })
    .from(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), gt(openHouses.endsAt, sql`now()`)))
    .orderBy(asc(openHouses.startsAt))
    .limit(SHOWN);
}

/**
 * A listing's open houses as its form gave them, in the transaction that writes the home: those
 * still to come are replaced; those over stay as they were.
 */
export async function replaceOpenHouses(
  tx: Tx | Database,
  propertyId: number,
  spans: OpenHouseSpan[],
) {
  await tx
    .delete(openHouses)
    .where(and(eq(openHouses.propertyId, propertyId), gt(openHouses.endsAt, sql`now()`)));
  if (spans.length > 0) {
    await tx.insert(openHouses).values(spans.map((span) => ({ propertyId, ...span })));
  }
}
