import { asc, ne, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agents, properties } from '~/db/schema';
import { updateProperty } from '~/models/property-writes.server';
import { createApiClient } from '~/models/reso/api-clients.server';

import { createTestAccount } from './test-accounts';

/**
 * Two agencies for the RESO tests, until agencies have pages of their own to make them: agency A
 * with an admin, an agent, eight published homes (one of them as a feed sent it, with fields that
 * have no column), two drafts and a hidden home; agency B with one draft. API clients of A: one
 * for the public listings, one that sees A's drafts too.
 */
export async function resoFixtures(db: Database) {
  const [a, b] = await db
    .insert(agencies)
    .values([
      { name: 'Harbour Homes', licence: 'LIC-1' },
      { name: 'Hill & Co', licence: 'LIC-2' },
    ])
    .returning({ id: agencies.id });
  const adminUser = await createTestAccount(db, 'Agency Admin');
  const [admin] = await db
    .insert(agents)
    .values({ userId: adminUser, agencyId: a!.id, agencyRole: 'admin', name: 'Ada Admin' })
    .returning({ id: agents.id });
  const homes = await db
    .select({ id: properties.id })
    .from(properties)
    .where(ne(properties.status, 'draft'))
    .orderBy(asc(properties.id))
    .limit(12);
  const ids = homes.map((home) => home.id);
  const ownIds = ids.slice(0, 8);
  for (const [i, id] of ownIds.entries()) {
    await updateProperty(db, id, {
      agencyId: a!.id,
      agentId: admin!.id,
      listingKey: `HH-${i + 1}`,
      ...(i === 0 && {
        resoFields: {
          ListingId: 'MLS-77',
          PostalCode: '100-0001',
          StandardStatus: 'Pending',
          Appliances: ['Dishwasher'],
          ClosePrice: 'not a number',
        },
        status: 'under_offer' as const,
      }),
    });
  }
  const [draftA1, draftA2, draftB, hidden] = ids.slice(8);
  await updateProperty(db, draftA1!, { agencyId: a!.id, status: 'draft', listingKey: 'HH-D1' });
  await updateProperty(db, draftA2!, { agencyId: a!.id, status: 'draft', listingKey: 'HH-D2' });
  await updateProperty(db, draftB!, { agencyId: b!.id, status: 'draft', listingKey: 'HC-D1' });
  await updateProperty(db, hidden!, { agencyId: a!.id, hiddenAt: new Date(), listingKey: 'HH-X' });
  const publicClient = await createApiClient(db, {
    agencyId: a!.id,
    name: 'Portal feed',
    seesDrafts: false,
    createdBy: adminUser,
  });
  const draftsClient = await createApiClient(db, {
    agencyId: a!.id,
    name: 'Back office',
    seesDrafts: true,
    createdBy: adminUser,
  });
  return {
    agencyA: a!.id,
    agencyB: b!.id,
    adminUser,
    ownIds,
    drafts: { a: [draftA1!, draftA2!], b: draftB! },
    hidden: hidden!,
    publicClient,
    draftsClient,
  };
}

/** The ids of a list of homes, for comparing with what the API sent. */
export async function homeIdsWhere(db: Database, where: SQL | undefined) {
  const rows = await db.select({ id: properties.id }).from(properties).where(where);
  return rows.map((row) => row.id).sort((x, y) => x - y);
}
