import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import type { Language } from '~/i18n/i18n';
import { agencies, agents, properties } from '~/db/schema';
import { AMENITIES, PROPERTY_TYPES } from '~/lib/catalog';
import { photoUrl } from '~/lib/photos/rules';
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
  currency: properties.currency,
  priceUsd: properties.priceUsd,
  numberOfBeds: properties.numberOfBeds,
  numberOfLivingRooms: properties.numberOfLivingRooms,
  numberOfBathrooms: properties.numberOfBathrooms,
  numberOfArea: properties.numberOfArea,
  cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
  reviewCount: properties.reviewCount,
  ratingTotal: properties.ratingTotal,
  createdAt: properties.createdAt,
  priceReduced: priceReducedColumn,
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
  return { ...row, lister: row.lister?.id ? withLogo(row.lister) : null, amenities };
}

/** A lister's agency logo as the address of its file (the photos' own, ADR 0047). */
export function withLogo<Lister extends { agencyLogo: string | null }>(lister: Lister) {
  return { ...lister, agencyLogo: lister.agencyLogo && photoUrl(lister.agencyLogo, 240, 'jpeg') };
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
    // The firm the lister works for (docs/product.md#agencies): its name, licence number, phone
    // and logo beside the agent, as listing-display rules ask; one row each, read by its key.
    agencyId: agents.agencyId,
    agency: sql<
      string | null
    >`coalesce((select ${shownIn(lang, agencies.name, agencies.nameJa)} from ${agencies} where ${agencies.id} = ${agents.agencyId}), ${shownIn(lang, agents.agency, agents.agencyJa)})`,
    agencyLicence: sql<
      string | null
    >`(select ${agencies.licence} from ${agencies} where ${agencies.id} = ${agents.agencyId})`,
    agencyPhone: sql<
      string | null
    >`(select ${agencies.phone} from ${agencies} where ${agencies.id} = ${agents.agencyId})`,
    agencyLogo: sql<
      string | null
    >`(select ${agencies.logoKey} from ${agencies} where ${agencies.id} = ${agents.agencyId})`,
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
