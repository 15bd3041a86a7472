import type { Currency } from '~/lib/money';
import { and, asc, eq, inArray } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { comparedHomes, properties } from '~/db/schema';
import { AMENITIES } from '~/lib/catalog';
import type { ListingStatus } from '~/lib/listing-status';
import { MAX_COMPARE, mergeCompared, type ComparedHome } from '~/lib/compare';

import { publicHome } from './home-access.server';
import { cardColumns } from './properties.server';

const { createdAt: _listedAt, priceReduced: _reduced, agency: _agency, ...cardFacts } = cardColumns;

/**
 * What the compare table shows of a home
 * (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): a card's facts, the plot, the
 * year built and every amenity.
 */
const compareColumns = {
  ...cardFacts,
  plotSize: properties.plotSize,
  built: properties.built,
  ...Object.fromEntries(AMENITIES.map((key) => [key, properties[key]])),
};

export type ComparedDetail = {
  id: number;
  name: string;
  /** A generated home's name in Japanese (docs/product.md#generated-data-in-two-languages). */
  nameJa: string | null;
  listingType: 'sale' | 'rent';
  /** Read as on the home's card (ADR 0103). */
  status: ListingStatus;
  location: string;
  category: string;
  price: number;
  currency: Currency;
  /** What the table compares prices by (ADR 0121). */
  priceUsd: number;
  numberOfBeds: number;
  numberOfBathrooms: number;
  numberOfArea: number;
  plotSize: number;
  built: number;
  cover: string;
  reviewCount: number;
  ratingTotal: number;
} & Record<(typeof AMENITIES)[number], boolean>;

/**
 * The homes of these ids everyone sees (a draft or a hidden one is as good as gone:
 * docs/product.md#who-sees-a-home), in the order given, and the ids that are not among them.
 */
export async function homesToCompare(db: Database, ids: number[]) {
  if (ids.length === 0) return { homes: [] as ComparedDetail[], missing: [] as number[] };
  const rows = (await db
    .select(compareColumns)
    .from(properties)
    .where(
      and(inArray(properties.id, ids.slice(0, MAX_COMPARE)), publicHome),
    )) as unknown as ComparedDetail[];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    homes: ids.flatMap((id) => byId.get(id) ?? []),
    missing: ids.filter((id) => !byId.has(id)),
  };
}

/** The account's list, in its order, with each home's names (both languages) for the tray. */
export async function accountCompared(db: Database, userId: number): Promise<ComparedHome[]> {
  return db
    .select({ id: properties.id, name: properties.name, nameJa: properties.nameJa })
    .from(comparedHomes)
    .innerJoin(properties, eq(properties.id, comparedHomes.propertyId))
    .where(and(eq(comparedHomes.userId, userId), publicHome))
    .orderBy(asc(comparedHomes.position));
}

/**
 * Keeps this list on the account (ADR 0059): the homes a visitor may see among `ids`, the first
 * four, in order; `merge` puts the account's own list first (at sign-in). Returns the list kept.
 */
export async function keepCompared(
  db: Database,
  userId: number,
  ids: number[],
  { merge = false } = {},
): Promise<ComparedHome[]> {
  return db.transaction(async (tx) => {
    const before = merge
      ? (await accountCompared(tx as Database, userId)).map((home) => home.id)
      : [];
    const wanted = mergeCompared(before, ids);
    const { homes } = await homesToCompare(tx as Database, wanted);
    await tx.delete(comparedHomes).where(eq(comparedHomes.userId, userId));
    if (homes.length > 0) {
      await tx
        .insert(comparedHomes)
        .values(homes.map((home, position) => ({ userId, propertyId: home.id, position })));
    }
    return homes.map((home) => ({ id: home.id, name: home.name, nameJa: home.nameJa }));
  });
}
