import type { ListingStatus } from '~/lib/listing-status';
import type { Photo } from '~/lib/photos/photo';

import { siteToReso, type SiteMapping } from './mapping';
import type { ResoRecord } from './record';
import {
  CATEGORY_FROM_SUBTYPE,
  COUNTRY_CODES,
  STATE_CODES,
  propertyTypeOf,
  subtypeOf,
  yearOf,
} from './rules';

/**
 * The site's homes in RESO Data Dictionary terms, as they go out through the RESO Web API and the
 * CSV export (docs/reso-api.md, ADR 0117). Pure: the SQL that filters and sorts by the same
 * fields is in app/models/reso/property-fields.server.ts, and a test holds the two together.
 *
 * A field comes from a column of the home, and the column is what goes out: an edit on the site
 * wins over what a feed once said. A few fields ("fallback") have no column that says them
 * exactly (a feed's own `ListingId`, its `PostalCode`, its office's name): what the feed said is
 * served when the home came from one (`resoFields`), the site's own value otherwise. Whatever
 * else a feed said is served as it came (the entity type is open), so an imported listing goes
 * out unchanged.
 */

/** The OData types the fields are declared with in `$metadata`. */
export type EdmType =
  'Edm.String' | 'Edm.Int32' | 'Edm.Decimal' | 'Edm.DateTimeOffset' | 'Edm.Date';

/** A home as the RESO queries read it: its columns, with its agent's and agency's names. */
export type ResoHomeRow = {
  id: number;
  listingKey: string | null;
  resoFields: Record<string, unknown> | null;
  status: ListingStatus;
  listingType: 'sale' | 'rent';
  category: string;
  price: number;
  /** The price before its first change, when it has changed. */
  firstPrice: number | null;
  closedAt: Date | null;
  numberOfBeds: number;
  numberOfBathrooms: number;
  numberOfArea: number;
  plotSize: number;
  built: number;
  garageSize: number;
  orientation: string;
  latitude: number | null;
  longitude: number | null;
  address: string | null;
  location: string;
  description: string;
  video: string | null;
  agentId: number | null;
  agentName: string | null;
  agencyId: number | null;
  officeName: string | null;
  createdAt: Date;
  updatedAt: Date;
  photos: Photo[];
  /** The home's other columns, which go out as the mapping says (`siteToReso`). */
  [column: string]: unknown;
};

export type { ResoRecord };

/** A site status as `StandardStatus`, and the feed statuses that say the same of a home. */
export const STATUS_OUT: Record<ListingStatus, string> = {
  draft: 'Incomplete',
  available: 'Active',
  under_offer: 'ActiveUnderContract',
  closed: 'Closed',
};
export const STATUSES_ALIKE: Record<ListingStatus, readonly string[]> = {
  draft: ['Incomplete', 'ComingSoon', 'Withdrawn', 'Canceled', 'Expired', 'Hold'],
  available: ['Active'],
  under_offer: ['ActiveUnderContract', 'Pending'],
  closed: ['Closed'],
};

/** The site's types as `PropertySubType`, as the mapping writes them (one to one). */
export const SUBTYPE_OUT: Record<string, string> = Object.fromEntries(
  Object.keys(CATEGORY_FROM_SUBTYPE).map((category) => [category, subtypeOf(category)]),
);

export { COUNTRY_CODES, STATE_CODES };

/**
 * A place's parts: "Tokyo, Japan" and "Los Angeles, California, USA" (docs/product.md#places),
 * the country and state by their codes where the site knows them.
 */
export function placeParts(location: string) {
  const parts = location.split(',').map((part) => part.trim());
  const state = parts.length >= 3 ? parts[1]! : null;
  const country = parts.length >= 2 ? parts[parts.length - 1]! : null;
  return {
    city: parts[0] ?? '',
    state: state === null ? null : (STATE_CODES[state] ?? state),
    country: country === null ? null : (COUNTRY_CODES[country] ?? country),
  };
}

const dateOnly = (at: Date | null) => (at ? at.toISOString().slice(0, 10) : null);

export type ResoField = {
  name: string;
  type: EdmType;
  /** Whether a feed's own value is served before the site's (see above). */
  fallback?: boolean;
  value: (home: ResoHomeRow) => unknown;
};

/** The Property resource's fields, in the order `$metadata` and the CSV export give them. */
export const PROPERTY_FIELDS: readonly ResoField[] = [
  { name: 'ListingKey', type: 'Edm.String', value: (h) => h.listingKey ?? String(h.id) },
  { name: 'ListingId', type: 'Edm.String', fallback: true, value: (h) => String(h.id) },
  {
    name: 'StandardStatus',
    type: 'Edm.String',
    value: (h) => {
      const fed = h.resoFields?.StandardStatus;
      return typeof fed === 'string' && STATUSES_ALIKE[h.status].includes(fed)
        ? fed
        : STATUS_OUT[h.status];
    },
  },
  {
    name: 'PropertyType',
    type: 'Edm.String',
    value: (h) => {
      const fed = h.resoFields?.PropertyType;
      const lease = (type: string) => type.endsWith('Lease');
      return typeof fed === 'string' && lease(fed) === (h.listingType === 'rent')
        ? fed
        : propertyTypeOf(h.listingType, h.category);
    },
  },
  {
    name: 'PropertySubType',
    type: 'Edm.String',
    value: (h) => SUBTYPE_OUT[h.category] ?? h.category,
  },
  { name: 'ListPrice', type: 'Edm.Decimal', value: (h) => h.price },
  {
    name: 'OriginalListPrice',
    type: 'Edm.Decimal',
    fallback: true,
    value: (h) => h.firstPrice ?? h.price,
  },
  {
    name: 'ClosePrice',
    type: 'Edm.Decimal',
    fallback: true,
    value: (h) => (h.status === 'closed' ? h.price : null),
  },
  { name: 'CloseDate', type: 'Edm.Date', fallback: true, value: (h) => dateOnly(h.closedAt) },
  { name: 'BedroomsTotal', type: 'Edm.Int32', value: (h) => h.numberOfBeds },
  { name: 'BathroomsTotalInteger', type: 'Edm.Int32', value: (h) => h.numberOfBathrooms },
  { name: 'LivingArea', type: 'Edm.Decimal', value: (h) => h.numberOfArea },
  // Areas are kept in square feet (docs/product.md#units-by-language).
  { name: 'LivingAreaUnits', type: 'Edm.String', value: () => 'Square Feet' },
  { name: 'LotSizeArea', type: 'Edm.Decimal', value: (h) => h.plotSize },
  { name: 'LotSizeUnits', type: 'Edm.String', value: () => 'Square Feet' },
  { name: 'YearBuilt', type: 'Edm.Int32', value: (h) => yearOf(h.built) },
  { name: 'GarageSpaces', type: 'Edm.Decimal', value: (h) => h.garageSize },
  { name: 'DirectionFaces', type: 'Edm.String', value: (h) => h.orientation },
  { name: 'Latitude', type: 'Edm.Decimal', value: (h) => h.latitude },
  { name: 'Longitude', type: 'Edm.Decimal', value: (h) => h.longitude },
  { name: 'UnparsedAddress', type: 'Edm.String', value: (h) => h.address },
  { name: 'City', type: 'Edm.String', value: (h) => placeParts(h.location).city },
  {
    name: 'StateOrProvince',
    type: 'Edm.String',
    fallback: true,
    value: (h) => placeParts(h.location).state,
  },
  { name: 'PostalCode', type: 'Edm.String', fallback: true, value: () => null },
  {
    name: 'Country',
    type: 'Edm.String',
    fallback: true,
    value: (h) => placeParts(h.location).country,
  },
  { name: 'PublicRemarks', type: 'Edm.String', value: (h) => h.description },
  { name: 'VirtualTourURLUnbranded', type: 'Edm.String', value: (h) => h.video },
  {
    name: 'ListAgentKey',
    type: 'Edm.String',
    fallback: true,
    value: (h) => (h.agentId === null ? null : String(h.agentId)),
  },
  { name: 'ListAgentFullName', type: 'Edm.String', fallback: true, value: (h) => h.agentName },
  {
    name: 'ListOfficeKey',
    type: 'Edm.String',
    fallback: true,
    value: (h) => (h.agencyId === null ? null : String(h.agencyId)),
  },
  { name: 'ListOfficeName', type: 'Edm.String', fallback: true, value: (h) => h.officeName },
  {
    name: 'OriginalEntryTimestamp',
    type: 'Edm.DateTimeOffset',
    value: (h) => h.createdAt.toISOString(),
  },
  {
    name: 'ModificationTimestamp',
    type: 'Edm.DateTimeOffset',
    value: (h) => h.updatedAt.toISOString(),
  },
];

export const PROPERTY_FIELD_NAMES = new Set(PROPERTY_FIELDS.map((field) => field.name));

/** The Media resource's fields (a home's photos, in their order). */
export const MEDIA_FIELDS: readonly { name: string; type: EdmType }[] = [
  { name: 'MediaKey', type: 'Edm.String' },
  { name: 'ResourceRecordKey', type: 'Edm.String' },
  { name: 'MediaURL', type: 'Edm.String' },
  { name: 'Order', type: 'Edm.Int32' },
  { name: 'ShortDescription', type: 'Edm.String' },
  { name: 'MediaCategory', type: 'Edm.String' },
  { name: 'ModificationTimestamp', type: 'Edm.DateTimeOffset' },
];

/** A value a feed gave for a field of this type, when it is of the field's JSON kind. */
export function fedValue(value: unknown, type: EdmType) {
  const numeric = type === 'Edm.Int32' || type === 'Edm.Decimal';
  return typeof value === (numeric ? 'number' : 'string') ? value : undefined;
}

/**
 * A home's fields in RESO terms, by the one mapping both ways (`siteToReso`, docs/reso-mapping.md):
 * what its feed said that has no column, every column the mapping writes (the site's own
 * `Roofline_…` fields too, so another Roofline reading it loses nothing), and over them the
 * fields the API declares, as its SQL reads them (app/models/reso/property-fields.server.ts).
 */
export function resoRecordOf(home: ResoHomeRow, mapping: SiteMapping): ResoRecord {
  const record: ResoRecord = {};
  for (const field of PROPERTY_FIELDS) {
    const fed = field.fallback ? fedValue(home.resoFields?.[field.name], field.type) : undefined;
    record[field.name] = fed ?? field.value(home) ?? null;
  }
  for (const [name, value] of Object.entries(siteToReso(home, mapping)))
    if (name !== 'Media' && !PROPERTY_FIELD_NAMES.has(name)) record[name] = value;
  return record;
}

/**
 * The fields `resoRecordOf` may send beyond the declared ones, whatever a feed said: the rules'
 * other fields and the local fields (the CSV export's columns after the declared ones).
 */
export function mappedFieldNames(mapping: SiteMapping): string[] {
  const names = [
    ...mapping.rules.flatMap((rule) => rule.reso),
    ...mapping.local.map((field) => field.name),
  ];
  return [...new Set(names)].filter((name) => !PROPERTY_FIELD_NAMES.has(name));
}

/** A home's photos as Media records, their addresses made absolute on `origin`. */
export function mediaOf(home: ResoHomeRow, origin: string): ResoRecord[] {
  const key = home.listingKey ?? String(home.id);
  return home.photos.map((photo, order) => ({
    MediaKey: `${key}-${order + 1}`,
    ResourceRecordKey: key,
    MediaURL: new URL(photo.original, origin).toString(),
    Order: order + 1,
    ShortDescription: photo.alt ?? null,
    MediaCategory: 'Photo',
    ModificationTimestamp: home.updatedAt.toISOString(),
  }));
}
