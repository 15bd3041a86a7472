import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import type { Language } from '~/i18n/i18n';
import { agents, properties } from '~/db/schema';
import { AMENITIES, PROPERTY_TYPES } from '~/lib/catalog';
import type { PropertyCardData } from '~/lib/property-card';

import { listed, visibleHome } from './listed-homes.server';
import { priceReducedColumn } from './price-history.server';
import { shownIn } from './sql-helpers.server';

/**
 * Homes as one home's page and the home pages' counts show them; the search is in search/
 * (docs/search.md).
 */

/** What a property card shows: the columns a list page needs and nothing more. */
export const cardColumns = {
  id: properties.id,
  name: properties.name,
  nameJa: properties.nameJa,
  listingType: properties.listingType,
  status: properties.status,
  location: properties.location,
  category: properties.category,
  price: properties.price,
  numberOfBeds: properties.numberOfBeds,
  numberOfLivingRooms: properties.numberOfLivingRooms,
  numberOfBathrooms: properties.numberOfBathrooms,
  numberOfArea: properties.numberOfArea,
  cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
  reviewCount: properties.reviewCount,
  ratingTotal: properties.ratingTotal,
  createdAt: properties.createdAt,
  priceReduced: priceReducedColumn,
  confirmedAt: properties.confirmedAt,
} satisfies Record<keyof PropertyCardData, unknown>;

export type { PropertyCardData };

const {
  searchText: _searchText,
  searchWords: _searchWords,
  ...detailColumns
} = getTableColumns(properties);

export type PropertyDetail = NonNullable<Awaited<ReturnType<typeof getProperty>>>;

/**
 * One property (docs/product.md#home-details): null when there is none (the route says 'Property
 * not found'), or when it is hidden, unless `withHidden` (a moderator's view).
 */
export async function getProperty(
  db: Database,
  id: number,
  { withHidden = false, lang = 'en' as Language } = {},
) {
  const [row] = await db
    .select({ ...detailColumns, lister: listerColumns(lang) })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .where(withHidden ? eq(properties.id, id) : and(eq(properties.id, id), visibleHome));
  if (!row) return null;
  const amenities = AMENITIES.filter((key) => row[key]);
  return { ...row, lister: row.lister?.id ? row.lister : null, amenities };
}

/**
 * What a page shows of a lister (docs/product.md#contacting-the-lister), its agent's name and
 * agency in the page's language (docs/product.md#generated-people-and-firms); the portrait is
 * drawn from the name as stored, so it is the same person in both languages.
 */
export function listerColumns(lang: Language) {
  return {
    id: agents.id,
    userId: agents.userId,
    name: shownIn(lang, agents.name, agents.nameJa),
    portrait: agents.name,
    agency: sql<string | null>`${shownIn(lang, agents.agency, agents.agencyJa)}`,
    phone: agents.phone,
    languages: agents.languages,
    areas: agents.areas,
    viewingHours: agents.viewingHours,
  };
}

/** Number of homes of each type, for the home pages' type shortcuts. */
export async function countByCategory(db: Database) {
  const rows = await db
    .select({ category: properties.category, count: sql<number>`count(*)::int` })
    .from(properties)
    .where(and(listed, inArray(properties.category, [...PROPERTY_TYPES])))
    .groupBy(properties.category);
  return PROPERTY_TYPES.map((name) => ({
    name,
    count: rows.find((row) => row.category === name)?.count ?? 0,
  }));
}
