import { getTableColumns, sql, type SQL } from 'drizzle-orm';

import { agencies, agents, priceChanges, properties } from '~/db/schema';
import type { ListingStatus } from '~/lib/listing-status';
import {
  COUNTRY_CODES,
  PROPERTY_FIELDS,
  STATE_CODES,
  STATUS_OUT,
  STATUSES_ALIKE,
  SUBTYPE_OUT,
  type EdmType,
} from '~/lib/reso/out';

/**
 * Each RESO field of Property as SQL over `properties` (with its agent and agency joined), saying
 * what `resoRecordOf` (app/lib/reso/out.ts) says in JavaScript, so a filter or an order reads the
 * value the listing goes out with. Only the fields of that list have an expression here: a query
 * names nothing else.
 */

/** A constant of this module's own lists as an SQL literal (never a visitor's text). */
const constant = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const fed = (name: string) => sql`(${properties.resoFields} ->> ${constant(name)})`;
const fedIs = (name: string, kind: 'string' | 'number') =>
  sql`jsonb_typeof(${properties.resoFields} -> ${constant(name)}) = ${constant(kind)}`;

/** A feed's value of this field, when it is of the field's JSON kind (`fedValue`); else null. */
function fedOf(name: string, type: EdmType) {
  if (type === 'Edm.Int32' || type === 'Edm.Decimal')
    return sql`(case when ${fedIs(name, 'number')} then ${fed(name)}::numeric end)`;
  return sql`(case when ${fedIs(name, 'string')} then ${fed(name)} end)`;
}

function list(values: readonly string[]) {
  return sql.join(
    values.map((value) => constant(value)),
    sql`, `,
  );
}

const standardStatus = sql`(case ${properties.status} ${sql.join(
  (Object.keys(STATUS_OUT) as ListingStatus[]).map(
    (status) =>
      sql`when ${constant(status)} then (case when ${fedIs('StandardStatus', 'string')} and ${fed(
        'StandardStatus',
      )} in (${list(STATUSES_ALIKE[status])}) then ${fed('StandardStatus')} else ${constant(
        STATUS_OUT[status],
      )} end)`,
  ),
  sql` `,
)} end)`;

const siteType = sql`(case when ${properties.category} = 'Office'
  then (case when ${properties.listingType} = 'rent' then 'CommercialLease' else 'CommercialSale' end)
  else (case when ${properties.listingType} = 'rent' then 'ResidentialLease' else 'Residential' end) end)`;
const propertyType = sql`(case when ${fedIs('PropertyType', 'string')}
  and (right(${fed('PropertyType')}, 5) = 'Lease') = (${properties.listingType} = 'rent')
  then ${fed('PropertyType')} else ${siteType} end)`;

const subType = sql`(case ${properties.category} ${sql.join(
  Object.entries(SUBTYPE_OUT).map(([from, to]) => sql`when ${constant(from)} then ${constant(to)}`),
  sql` `,
)} else ${properties.category} end)`;

const parts = sql`string_to_array(${properties.location}, ',')`;
/** A name by its code where `codes` has one (`placeParts`). */
function coded(name: SQL, codes: Record<string, string>) {
  return sql`(case ${name} ${sql.join(
    Object.entries(codes).map(([from, to]) => sql`when ${constant(from)} then ${constant(to)}`),
    sql` `,
  )} else ${name} end)`;
}
const firstPrice = sql`(select ${priceChanges.oldPrice} from ${priceChanges}
  where ${priceChanges.propertyId} = ${properties.id}
  order by ${priceChanges.changedAt}, ${priceChanges.id} limit 1)`;

/** The site's own value of each field (for a fallback field, what is served without a feed's). */
const SITE_VALUES: Record<string, SQL> = {
  ListingKey: sql`coalesce(${properties.listingKey}, ${properties.id}::text)`,
  ListingId: sql`${properties.id}::text`,
  StandardStatus: standardStatus,
  PropertyType: propertyType,
  PropertySubType: subType,
  ListPrice: sql`${properties.price}`,
  OriginalListPrice: sql`coalesce(${firstPrice}, ${properties.price})`,
  ClosePrice: sql`(case when ${properties.status} = 'closed' then ${properties.price} end)`,
  CloseDate: sql`to_char(${properties.closedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
  BedroomsTotal: sql`${properties.numberOfBeds}`,
  BathroomsTotalInteger: sql`${properties.numberOfBathrooms}`,
  LivingArea: sql`${properties.numberOfArea}`,
  LivingAreaUnits: sql`'Square Feet'`,
  LotSizeArea: sql`${properties.plotSize}`,
  LotSizeUnits: sql`'Square Feet'`,
  // `yearOf`: a year of 0 was never said.
  YearBuilt: sql`nullif(${properties.built}, 0)`,
  GarageSpaces: sql`${properties.garageSize}`,
  DirectionFaces: sql`${properties.orientation}`,
  Latitude: sql`${properties.latitude}`,
  Longitude: sql`${properties.longitude}`,
  UnparsedAddress: sql`${properties.address}`,
  // The same expression as the index `properties_city_price_idx`.
  City: sql`trim(split_part(${properties.location}, ',', 1))`,
  StateOrProvince: sql`(case when cardinality(${parts}) >= 3 then ${coded(
    sql`trim(split_part(${properties.location}, ',', 2))`,
    STATE_CODES,
  )} end)`,
  PostalCode: sql`null::text`,
  Country: sql`(case when cardinality(${parts}) >= 2 then ${coded(
    sql`trim(reverse(split_part(reverse(${properties.location}), ',', 1)))`,
    COUNTRY_CODES,
  )} end)`,
  PublicRemarks: sql`${properties.description}`,
  VirtualTourURLUnbranded: sql`${properties.video}`,
  ListAgentKey: sql`${properties.agentId}::text`,
  ListAgentFullName: sql`${agents.name}`,
  ListOfficeKey: sql`${properties.agencyId}::text`,
  ListOfficeName: sql`coalesce(${agencies.name}, ${agents.agency})`,
  // To the millisecond, as they go out: `ModificationTimestamp gt` the last one a client read
  // does not send that home again.
  OriginalEntryTimestamp: sql`date_trunc('milliseconds', ${properties.createdAt})`,
  ModificationTimestamp: sql`date_trunc('milliseconds', ${properties.updatedAt})`,
};

/** The SQL of each field, by its RESO name, and its type. */
export const FIELD_SQL = new Map<string, { expr: SQL; type: EdmType }>(
  PROPERTY_FIELDS.map((field) => {
    const site = SITE_VALUES[field.name];
    if (!site) throw new Error(`No SQL for the RESO field ${field.name}`);
    const expr = field.fallback ? sql`coalesce(${fedOf(field.name, field.type)}, ${site})` : site;
    return [field.name, { expr, type: field.type }];
  }),
);

const { searchText: _text, searchWords: _words, ...homeColumns } = getTableColumns(properties);

/**
 * What `resoRecordOf` reads of a home: all its columns but its search words (the mapping sends
 * every column it knows), its first price, and its agent's and agency's names.
 */
export const resoHomeColumns = {
  ...homeColumns,
  firstPrice: sql<number | null>`${firstPrice}`,
  agentName: agents.name,
  officeName: sql<string | null>`coalesce(${agencies.name}, ${agents.agency})`,
};
