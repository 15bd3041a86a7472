import type { PROPERTY_TYPES } from '~/lib/catalog';
import { LOCATIONS } from '~/lib/catalog';
import { LIMITS, NUMBER_RANGES, ORIENTATIONS } from '~/lib/listing-form/schema';
import { SQ_FT_PER_M2 } from '~/i18n/units';
import {
  COUNCIL_TAX_BANDS,
  EPC_RATINGS,
  isTenure,
  LEASE_YEARS,
  TENURES,
  type Tenure,
} from '~/lib/material-info';
import { isListerRole } from '~/lib/listing-terms';

import type { ResoRecord } from './record';
import {
  given,
  isBlank,
  readDate,
  readInteger,
  readNumber,
  readText,
  readUrl,
  refused,
  shown,
  type Read,
} from './values';

/** A home's columns as the mapping reads and writes them, by their names in the schema. */
export type SiteRow = Record<string, unknown>;

/**
 * One line of the mapping (docs/reso-mapping.md): the RESO fields it reads, the site's columns it
 * fills, and both directions. `read` gives only the columns the record gives values for.
 */
export type MappingRule = {
  reso: readonly string[];
  site: readonly string[];
  /** A row without it is refused. */
  required?: boolean;
  /** Read only from the site's own generated catalogue (a feed cannot set it). */
  trustedOnly?: boolean;
  read: (record: ResoRecord) => Read<SiteRow>;
  write: (row: SiteRow) => ResoRecord;
};

const pick = <T>(read: Read<T>, column: string): Read<SiteRow> =>
  read.ok ? given(read.value === undefined ? {} : { [column]: read.value }) : read;

/** A rule for one field into one column, the same value both ways. */
function direct(
  reso: string,
  site: string,
  read: (field: string, value: unknown) => Read<unknown>,
  extra: Partial<MappingRule> = {},
): MappingRule {
  return {
    reso: [reso],
    site: [site],
    read: (record) => pick(read(reso, record[reso]), site),
    write: (row) => ({ [reso]: row[site] ?? null }),
    ...extra,
  };
}

const range = (field: keyof typeof NUMBER_RANGES) => NUMBER_RANGES[field];

/** RESO `StandardStatus` and the site's status (docs/product.md#listing-feeds). */
export const STATUS_FROM_RESO: Record<string, string> = {
  Active: 'available',
  ActiveUnderContract: 'under_offer',
  Pending: 'under_offer',
  Closed: 'closed',
  ComingSoon: 'draft',
  Hold: 'draft',
  Withdrawn: 'draft',
  Canceled: 'draft',
  Expired: 'draft',
  Delete: 'draft',
  Incomplete: 'draft',
};
export const STATUS_TO_RESO: Record<string, string> = {
  available: 'Active',
  under_offer: 'ActiveUnderContract',
  closed: 'Closed',
  draft: 'Withdrawn',
};

/** RESO `PropertySubType` values read as each of the site's types; the first is written out. */
export const CATEGORY_FROM_SUBTYPE: Record<(typeof PROPERTY_TYPES)[number], string[]> = {
  Apartment: ['Apartment', 'StockCooperative'],
  Condo: ['Condominium'],
  Villa: ['SingleFamilyResidence', 'Farm', 'Ranch'],
  Cabin: ['Cabin', 'ManufacturedHome', 'MobileHome'],
  // Not in the Data Dictionary's list, which allows local values: written as the site names them.
  Studio: ['Studio'],
  Office: ['Office', 'Retail', 'Warehouse', 'Industrial', 'MixedUse'],
  Luxury: ['Luxury'],
  Duplex: ['Duplex', 'Triplex', 'Quadruplex', 'Townhouse'],
};
const SUBTYPES = new Map(
  Object.entries(CATEGORY_FROM_SUBTYPE).flatMap(([category, names]) =>
    names.map((name) => [name.toLowerCase(), category] as const),
  ),
);
/** `PropertyType` values the site lists, and whether each is a lease. */
export const PROPERTY_TYPES_READ: Record<string, 'sale' | 'rent'> = {
  Residential: 'sale',
  ResidentialIncome: 'sale',
  ResidentialLease: 'rent',
  CommercialSale: 'sale',
  CommercialLease: 'rent',
  Farm: 'sale',
  ManufacturedInPark: 'sale',
};

/** `PropertyType` from the listing type and the type: an office is commercial. */
export function propertyTypeOf(listingType: 'sale' | 'rent', category: string) {
  const commercial = category === 'Office';
  if (listingType === 'rent') return commercial ? 'CommercialLease' : 'ResidentialLease';
  return commercial ? 'CommercialSale' : 'Residential';
}

/** A site type as `PropertySubType`: the first the type is read from, so it comes back as it went. */
export const subtypeOf = (category: string) =>
  CATEGORY_FROM_SUBTYPE[category as keyof typeof CATEGORY_FROM_SUBTYPE]?.[0] ?? category;

const typeAndCategory: MappingRule = {
  reso: ['PropertyType', 'PropertySubType'],
  site: ['listingType', 'category'],
  required: true,
  read: (record) => {
    const type = record.PropertyType;
    if (isBlank(type)) return refused('feeds.reason.missing', { field: 'PropertyType' });
    const listingType = PROPERTY_TYPES_READ[String(type).trim()];
    if (!listingType)
      return refused('feeds.reason.unknownValue', { field: 'PropertyType', value: shown(type) });
    const subtype = record.PropertySubType;
    if (isBlank(subtype)) return refused('feeds.reason.missing', { field: 'PropertySubType' });
    const category = SUBTYPES.get(String(subtype).trim().toLowerCase());
    if (!category)
      return refused('feeds.reason.unknownValue', {
        field: 'PropertySubType',
        value: shown(subtype),
      });
    return given({ listingType, category });
  },
  write: (row) => ({
    PropertyType: propertyTypeOf(row.listingType as 'sale' | 'rent', String(row.category)),
    PropertySubType: subtypeOf(String(row.category)),
  }),
};

/** ISO 3166 codes of the site's countries, and the states it names. */
export const COUNTRY_CODES: Record<string, string> = {
  USA: 'US',
  UK: 'GB',
  France: 'FR',
  Russia: 'RU',
  Turkey: 'TR',
  Denmark: 'DK',
  Japan: 'JP',
  Cambodia: 'KH',
};
export const STATE_CODES: Record<string, string> = { California: 'CA' };

function placeParts(location: string) {
  const parts = location.split(', ');
  return {
    city: parts[0]!,
    state: parts.length === 3 ? parts[1]! : undefined,
    country: parts.at(-1)!,
  };
}

const location: MappingRule = {
  reso: ['City', 'StateOrProvince', 'Country'],
  site: ['location'],
  required: true,
  read: (record) => {
    if (isBlank(record.City)) return refused('feeds.reason.missing', { field: 'City' });
    const city = String(record.City).trim().toLowerCase();
    const country = isBlank(record.Country) ? undefined : String(record.Country).trim();
    const found = LOCATIONS.find((place) => {
      const parts = placeParts(place);
      if (parts.city.toLowerCase() !== city) return false;
      if (country === undefined) return true;
      const wanted = country.toLowerCase();
      return (
        parts.country.toLowerCase() === wanted ||
        COUNTRY_CODES[parts.country]!.toLowerCase() === wanted
      );
    });
    if (!found)
      return refused('feeds.reason.unknownCity', {
        value: shown([record.City, record.Country].filter((v) => !isBlank(v)).join(', ')),
      });
    return given({ location: found });
  },
  write: (row) => {
    const parts = placeParts(String(row.location ?? ''));
    return {
      City: parts.city,
      StateOrProvince: parts.state ? (STATE_CODES[parts.state] ?? parts.state) : null,
      Country: COUNTRY_CODES[parts.country] ?? parts.country,
    };
  },
};

/** Area units as the Data Dictionary names them (and as feeds often spell them), in square feet. */
const AREA_UNITS: Record<string, number> = {
  squarefeet: 1,
  sqft: 1,
  squaremeters: SQ_FT_PER_M2,
  squaremetres: SQ_FT_PER_M2,
  sqm: SQ_FT_PER_M2,
  m2: SQ_FT_PER_M2,
  acres: 43_560,
  hectares: 10_000 * SQ_FT_PER_M2,
};

/** An area and its unit into whole square feet, the site's unit (docs/product.md#units-by-language). */
function area(
  field: string,
  unitField: string,
  site: string,
  limit: readonly [number, number],
): MappingRule {
  return {
    reso: [field, unitField],
    site: [site],
    read: (record) => {
      const unit = isBlank(record[unitField])
        ? 'squarefeet'
        : String(record[unitField])
            .toLowerCase()
            .replace(/[\s_.-]/g, '');
      const factor = AREA_UNITS[unit];
      if (!factor)
        return refused('feeds.reason.unknownValue', {
          field: unitField,
          value: shown(record[unitField]),
        });
      const value = readNumber(field, record[field]);
      if (!value.ok || value.value === undefined) return pick(value, site);
      const sqft = Math.round(value.value * factor);
      if (sqft < limit[0] || sqft > limit[1])
        return refused('feeds.reason.range', { field, min: limit[0], max: limit[1] });
      return given({ [site]: sqft });
    },
    write: (row) => ({ [field]: row[site] ?? null, [unitField]: 'Square Feet' }),
  };
}

/** `DirectionFaces` as the Data Dictionary spells it, and the site's orientations. */
const directions = new Map(
  ORIENTATIONS.map((orientation) => [orientation.replace('-', '').toLowerCase(), orientation]),
);

const orientation: MappingRule = {
  reso: ['DirectionFaces'],
  site: ['orientation'],
  read: (record) => {
    const value = record.DirectionFaces;
    if (isBlank(value)) return given({});
    const found = directions.get(String(value).replace(/[\s-]/g, '').toLowerCase());
    // A direction the site has no word for is kept as it came (`resoFields`), not refused.
    return given(found ? { orientation: found } : {});
  },
  write: (row) => ({
    DirectionFaces: row.orientation ? String(row.orientation).replace('-', '') : null,
  }),
};

const point: MappingRule = {
  reso: ['Latitude', 'Longitude'],
  site: ['latitude', 'longitude'],
  read: (record) => {
    const latitude = readNumber('Latitude', record.Latitude, [-90, 90]);
    if (!latitude.ok) return latitude;
    const longitude = readNumber('Longitude', record.Longitude, [-180, 180]);
    if (!longitude.ok) return longitude;
    // One without the other places nothing.
    if (latitude.value === undefined || longitude.value === undefined) return given({});
    return given({ latitude: latitude.value, longitude: longitude.value });
  },
  write: (row) => ({ Latitude: row.latitude ?? null, Longitude: row.longitude ?? null }),
};

const status: MappingRule = {
  reso: ['StandardStatus'],
  site: ['status'],
  required: true,
  read: (record) => {
    const value = record.StandardStatus;
    if (isBlank(value)) return refused('feeds.reason.missing', { field: 'StandardStatus' });
    const found = STATUS_FROM_RESO[String(value).trim()];
    return found
      ? given({ status: found })
      : refused('feeds.reason.unknownValue', { field: 'StandardStatus', value: shown(value) });
  },
  write: (row) => ({ StandardStatus: STATUS_TO_RESO[String(row.status)] ?? 'Active' }),
};

/**
 * RESO `Ownership` (how title is held, free text in the Data Dictionary) as a UK home's tenure
 * (docs/reso-mapping.md, ADR 0130): the words feeds use for each, the first written out.
 */
const OWNERSHIP: Record<Tenure, readonly string[]> = {
  freehold: ['Freehold', 'Fee Simple'],
  leasehold: ['Leasehold'],
  share_of_freehold: ['Share of Freehold', 'Share Of Freehold'],
};
const ownershipKey = (value: string) => value.toLowerCase().replace(/[\s_-]/g, '');

const tenure: MappingRule = {
  reso: ['Ownership'],
  site: ['tenure'],
  // Unsaid is none (null), not left as it was: a UK listing's feed that stops giving its tenure
  // is refused (ADR 0130), and every row of a batch names the column.
  read: (record) => {
    if (isBlank(record.Ownership)) return given({ tenure: null });
    const key = ownershipKey(String(record.Ownership));
    const found = TENURES.find((t) => OWNERSHIP[t].some((word) => ownershipKey(word) === key));
    return found
      ? given({ tenure: found })
      : refused('feeds.reason.unknownValue', {
          field: 'Ownership',
          value: shown(record.Ownership),
        });
  },
  write: (row) => ({ Ownership: isTenure(row.tenure) ? OWNERSHIP[row.tenure][0] : null }),
};

/** A field with no Data Dictionary name kept as the site's own, checked against its values. */
function oneOf(reso: string, site: string, values: readonly string[]): MappingRule {
  return {
    reso: [reso],
    site: [site],
    read: (record) => {
      const value = record[reso];
      if (isBlank(value)) return given({ [site]: null });
      const found = values.find((v) => v === String(value).trim().toUpperCase());
      return found
        ? given({ [site]: found })
        : refused('feeds.reason.unknownValue', { field: reso, value: shown(value) });
    },
    write: (row) => ({ [reso]: row[site] ?? null }),
  };
}

/**
 * A year built of 0 is one the lister never said (a fact of 0 is left out of its page,
 * docs/product.md#home-details): it goes out as none, which reads back as 0, never as a year
 * the range refuses.
 */
export const yearOf = (built: unknown) => (built === 0 ? null : (built ?? null));

const dateOnly = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null);
const stamp = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** How many of each RESO `FeeFrequency` a month holds: a fee is kept a month (`managementFee`). */
const PER_MONTH: Record<string, number> = { Monthly: 1, Quarterly: 1 / 3, Annually: 1 / 12 };

/**
 * 管理費 (a rental's 管理費・共益費 too) as the Data Dictionary's association fee
 * (docs/reso-mapping.md): `AssociationFee` with its `AssociationFeeFrequency`, monthly when none
 * is said; a quarter's or a year's fee is kept as a month's, and the feed's words with it.
 */
const associationFee: MappingRule = {
  reso: ['AssociationFee', 'AssociationFeeFrequency'],
  site: ['managementFee'],
  read: (record) => {
    const frequency = isBlank(record.AssociationFeeFrequency)
      ? 'Monthly'
      : String(record.AssociationFeeFrequency).trim();
    const share = PER_MONTH[frequency];
    if (share === undefined)
      return refused('feeds.reason.unknownValue', {
        field: 'AssociationFeeFrequency',
        value: shown(record.AssociationFeeFrequency),
      });
    const fee = readNumber('AssociationFee', record.AssociationFee, [
      0,
      range('managementFee')[1] / share,
    ]);
    if (!fee.ok || fee.value === undefined) return pick(fee, 'managementFee');
    return given({ managementFee: Math.round(fee.value * share) });
  },
  write: (row) =>
    row.managementFee === null || row.managementFee === undefined
      ? { AssociationFee: null, AssociationFeeFrequency: null }
      : { AssociationFee: row.managementFee, AssociationFeeFrequency: 'Monthly' },
};

/**
 * The terms the Data Dictionary has no field for (docs/reso-mapping.md), under the site's local
 * names (`Roofline_KeyMoney`, …), each within the listing form's range, so a feed cannot store what
 * the form refuses.
 */
const localTerm = (site: keyof typeof NUMBER_RANGES): MappingRule => {
  const name = `Roofline_${site.charAt(0).toUpperCase()}${site.slice(1)}`;
  return {
    ...direct(name, site, (f, v) => readInteger(f, v, range(site))),
    // A month or a contract of 0 is one never said, as a year built of 0 is (`yearOf`).
    write: (row) => ({
      [name]: row[site] === 0 && range(site)[0] > 0 ? null : (row[site] ?? null),
    }),
  };
};

const listerRole = direct('Roofline_ListerRole', 'listerRole', (f, v) => {
  if (isBlank(v)) return given(undefined);
  const role = String(v).trim();
  return isListerRole(role)
    ? given(role)
    : refused('feeds.reason.unknownValue', { field: f, value: shown(v) });
});

/**
 * The mapping (docs/reso-mapping.md), one rule per site column (or columns read together). Every
 * column it does not name travels as a local field (`Roofline_<Column>`, see local-fields.ts).
 */
export const MAPPING_RULES: readonly MappingRule[] = [
  direct(
    'ListingKey',
    'listingKey',
    (f, v) => {
      const read = readText(f, v, 255);
      return read.ok && read.value !== undefined ? given(read.value.trim()) : read;
    },
    { required: true },
  ),
  status,
  typeAndCategory,
  direct('ListPrice', 'price', (f, v) => readInteger(f, v, [0, range('price')[1]]), {
    required: true,
  }),
  {
    ...direct('CloseDate', 'closedAt', readDate),
    write: (row) => ({ CloseDate: dateOnly(row.closedAt) }),
  },
  direct('BedroomsTotal', 'numberOfBeds', (f, v) => readInteger(f, v, range('numberOfBeds'))),
  direct('BathroomsTotalInteger', 'numberOfBathrooms', (f, v) =>
    readInteger(f, v, range('numberOfBathrooms')),
  ),
  area('LivingArea', 'LivingAreaUnits', 'numberOfArea', [0, range('numberOfArea')[1]]),
  area('LotSizeArea', 'LotSizeUnits', 'plotSize', range('plotSize')),
  {
    ...direct('YearBuilt', 'built', (f, v) => readInteger(f, v, range('built'))),
    write: (row) => ({ YearBuilt: yearOf(row.built) }),
  },
  direct('GarageSpaces', 'garageSize', (f, v) => readInteger(f, v, range('garageSize'))),
  orientation,
  point,
  direct('UnparsedAddress', 'address', (f, v) => readText(f, v, LIMITS.address)),
  location,
  direct('PublicRemarks', 'description', (f, v) => readText(f, v, LIMITS.description)),
  direct('LeaseTerm', 'rentalTerms', (f, v) => readText(f, v, LIMITS.rentalTerms)),
  // A UK home's material information (ADR 0130): the Data Dictionary's `Ownership`, and the
  // site's own fields where it has none.
  tenure,
  {
    ...direct('Roofline_LeaseYearsLeft', 'leaseYearsLeft', (f, v) =>
      isBlank(v) ? given(null) : readInteger(f, v, LEASE_YEARS),
    ),
    // No lease has 0 years left: a 0 is one never said, and goes out as none.
    write: (row) => ({ Roofline_LeaseYearsLeft: row.leaseYearsLeft || null }),
  },
  oneOf('Roofline_CouncilTaxBand', 'councilTaxBand', COUNCIL_TAX_BANDS),
  oneOf('Roofline_EpcRating', 'epcRating', EPC_RATINGS),
  direct('VirtualTourURLUnbranded', 'video', (f, v) => readUrl(f, v, LIMITS.video)),
  // The terms as Japan writes them (docs/product.md#rental-and-sale-terms).
  associationFee,
  localTerm('keyMoney'),
  localTerm('renewalFee'),
  localTerm('guarantorFee'),
  localTerm('contractMonths'),
  localTerm('repairReserve'),
  localTerm('otherMoveIn'),
  localTerm('builtMonth'),
  listerRole,
  // The site's own catalogue names its agents; a feed's `ListAgentKey` is kept as it came and
  // matched to the agency's members by the importer.
  direct('ListAgentKey', 'agentId', (f, v) => readInteger(f, v, [1, 2 ** 31 - 1]), {
    trustedOnly: true,
  }),
  {
    ...direct('OriginalEntryTimestamp', 'createdAt', readDate, { trustedOnly: true }),
    write: (row) => ({ OriginalEntryTimestamp: stamp(row.createdAt) }),
  },
];
