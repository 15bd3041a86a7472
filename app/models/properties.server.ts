import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import type { Language } from '~/i18n/i18n';
import { agencies, agents, openHouses, properties } from '~/db/schema';
import { AMENITIES, PROPERTY_TYPES } from '~/lib/catalog';
import { photoUrl } from '~/lib/photos/rules';
import { inJapan } from '~/lib/place-country';
import type { CardAgency, PropertyCardData } from '~/lib/property-card';

import { firmLine, type Firm } from './agencies/firm-line.server';
import { listed, visibleHome } from './listed-homes.server';
import { priceReducedColumn } from './price-history.server';
import { zoneOfPlace } from './search/open-house-weekend.server';
import { layoutCodeSql } from './search/layout.server';
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
  // Worked out here so the card's code stays small (lib/layout-code.ts, ADR 0128).
  layout: layoutCodeSql(),
  cover: sql<string>`${properties.photos}->0->>'thumbnail'`,
  reviewCount: properties.reviewCount,
  ratingTotal: properties.ratingTotal,
  createdAt: properties.createdAt,
  priceReduced: priceReducedColumn,
  confirmedAt: properties.confirmedAt,
  // One lookup by the agency's key per card: the few agencies are read where the card is made,
  // so a renamed agency shows at once on every server (docs/product.md#agencies).
  agency: sql<CardAgency | null>`(select json_build_object('name', ${agencies.name}, 'nameJa', ${agencies.nameJa}, 'licence', ${agencies.licence}) from ${agencies} where ${agencies.id} = ${properties.agencyId})`,
  // Named in full: a column in a card's fields is written without its table, and inside the
  // sub-select "id" would be the open house's.
  openHouseAt: sql<
    string | null
  >`(select to_char(oh.starts_at at time zone ${zoneOfPlace(sql.raw('"properties"."location"'))}, 'YYYY-MM-DD"T"HH24:MI') from ${openHouses} oh where oh.property_id = "properties"."id" and oh.ends_at > now() order by oh.starts_at limit 1)`,
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
    .select({
      ...detailColumns,
      layout: layoutCodeSql(),
      lister: listerColumns(lang),
      firm: firmColumns(lang),
    })
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, withAgency)
    .where(withHidden ? eq(properties.id, id) : and(eq(properties.id, id), visibleHome));
  if (!row) return null;
  const amenities = AMENITIES.filter((key) => row[key]);
  const { firm, ...home } = row;
  // Its layout code on every Japanese page and on a home in Japan
  // (docs/product.md#the-layout-code); null where the page leaves it out.
  home.layout = lang === 'ja' || inJapan(home.location) ? home.layout : null;
  return { ...home, lister: row.lister?.id ? withFirm(row.lister, firm, lang) : null, amenities };
}

/** The join `listerColumns` reads the lister's agency through. */
export const withAgency = eq(agencies.id, agents.agencyId);

/**
 * The firm a lister works for (docs/product.md#agencies): its name in the page's language,
 * licence number, phone and logo, shown beside the agent as listing-display rules ask. The query
 * joins `agencies` on the agent's (`withAgency`).
 */
export function firmColumns(lang: Language) {
  return {
    id: agencies.id,
    name: shownIn(lang, agencies.name, agencies.nameJa),
    licence: agencies.licence,
    phone: agencies.phone,
    logoKey: agencies.logoKey,
  };
}

/**
 * A lister with their agency: its name, licence number, phone and logo's address for the
 * structured data, and the line the page shows (`firmLine`).
 */
export function withFirm<Lister extends { agency: string | null }>(
  lister: Lister,
  firm: Partial<Firm> | null,
  lang: Language,
) {
  const known = firm?.id != null && firm.name ? (firm as Firm) : null;
  return {
    ...lister,
    agency: known?.name ?? lister.agency,
    agencyLicence: known?.licence ?? null,
    agencyPhone: known?.phone ?? null,
    agencyLogo: known?.logoKey ? photoUrl(known.logoKey, 240, 'jpeg') : null,
    firmLine: known ? firmLine(known, lang) : null,
  };
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
    agencyId: agents.agencyId,
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
