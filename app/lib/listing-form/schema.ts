import * as z from 'zod/mini';

import {
  AMENITIES,
  LISTING_TYPES,
  LOCATIONS,
  PROPERTY_TYPES,
  type ListingType,
} from '~/lib/catalog';
import { maxLength, required } from '~/lib/forms/messages';
import { CURRENCIES, currencyOf, isCurrency, type Currency } from '~/lib/money';
import { LISTER_ROLES } from '~/lib/listing-terms';

import {
  OPEN_HOUSE_FIELDS,
  OPEN_HOUSE_ROWS,
  openHouseField,
  readOpenHouseRow,
} from './open-houses';
import { MATERIAL_FIELDS, materialChecks, materialSchemaFields } from './material-info';
import { pinField, pinNearCity } from './pin';
import { canonicalVideoLink, parseVideoLink } from './video';

/**
 * The listing form (docs/product.md#listing-a-home): one schema for the browser's instant
 * messages and the server's answer. A draft keeps what was typed, as text, whatever it is; the
 * listing schema is the authority when a home is published or a published home is changed.
 */

export const ORIENTATIONS = [
  'North',
  'South',
  'East',
  'West',
  'North-East',
  'North-West',
  'South-East',
  'South-West',
] as const;

/** Mon–Sun as a week reads on the form; the numbers are JavaScript's days (0 Sunday). */
export const WEEK_DAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export const LIMITS = {
  name: 120,
  address: 200,
  rentalTerms: 200,
  description: 10_000,
  video: 300,
  phone: 30,
} as const;

/** Each number field's range; a price's ceiling depends on sale or rent (PRICE_CEILINGS). */
export const NUMBER_RANGES = {
  // Up to the largest price a column holds; each currency's own ceiling is checked below.
  price: [1, 2_147_483_647],
  numberOfBeds: [0, 50],
  numberOfBathrooms: [0, 50],
  numberOfArea: [1, 1_000_000],
  numberOfKitchen: [0, 20],
  numberOfLivingRooms: [0, 20],
  garageSize: [0, 20],
  plotSize: [0, 100_000_000],
  built: [1700, 2030],
  deposit: [0, 10_000_000],
  // The terms as Japan writes them (docs/product.md#rental-and-sale-terms), in the listing's
  // currency: room for a yen sum.
  keyMoney: [0, 100_000_000],
  managementFee: [0, 100_000_000],
  renewalFee: [0, 100_000_000],
  guarantorFee: [0, 100_000_000],
  contractMonths: [1, 120],
  repairReserve: [0, 100_000_000],
  otherMoveIn: [0, 100_000_000],
  builtMonth: [1, 12],
} as const;
/** The terms that are not numbers: a choice each, left empty when the listing does not say. */
export const GUARANTOR_CHOICES = ['yes', 'no'] as const;
export const PRICE_CEILINGS = { sale: 100_000_000, rent: 1_000_000 } as const;
/**
 * The ceilings above are in dollars and the currencies near them; a currency whose unit is worth
 * far less takes these times as many (docs/product.md#money), within the column's range.
 */
const CEILING_SCALE: Record<Currency, number> = {
  USD: 1,
  GBP: 1,
  EUR: 1,
  DKK: 10,
  TRY: 50,
  JPY: 200,
  RUB: 100,
};
export function priceCeiling(kind: ListingType, currency: Currency) {
  return Math.min(NUMBER_RANGES.price[1], PRICE_CEILINGS[kind] * CEILING_SCALE[currency]);
}
export const DESCRIPTION_MIN = 30;

export type NumberField = keyof typeof NUMBER_RANGES;
export const dayField = (day: number) => `day${day}` as const;

/** Every field the form posts, in the order a reader meets them. */
export const TEXT_FIELDS = [
  'name',
  'listingType',
  'location',
  'currency',
  'address',
  'latitude',
  'longitude',
  'category',
  ...(Object.keys(NUMBER_RANGES) as NumberField[]),
  'orientation',
  'guarantorRequired',
  'listerRole',
  'rentalTerms',
  'description',
  'video',
  'phone',
  'viewingFrom',
  'viewingTo',
  ...OPEN_HOUSE_FIELDS,
  ...MATERIAL_FIELDS,
] as const;
export const CHECKBOX_FIELDS = [...AMENITIES, ...WEEK_DAYS.map(dayField)] as const;
export type ListingFieldName = (typeof TEXT_FIELDS)[number] | (typeof CHECKBOX_FIELDS)[number];

/** What a draft holds: each field as typed (a ticked box is `on`). */
export type DraftFields = Partial<Record<ListingFieldName, string>>;

/** A draft's limit per field: the text limits, and generous room for numbers and choices. */
const DRAFT_MAX = 40;
const draftMax = (name: string) =>
  name in LIMITS ? LIMITS[name as keyof typeof LIMITS] : DRAFT_MAX;

/** A draft is saved as typed: only each field's length is checked, so nothing typed is lost. */
export const draftSchema = z.object(
  Object.fromEntries([
    ...TEXT_FIELDS.map((name) => [
      name,
      z.optional(
        z.string().check(z.maxLength(draftMax(name), { error: maxLength(draftMax(name)) })),
      ),
    ]),
    ...CHECKBOX_FIELDS.map((name) => [name, z.optional(z.string().check(z.maxLength(DRAFT_MAX)))]),
  ]) as Record<ListingFieldName, z.ZodMiniOptional<z.ZodMiniString>>,
);

/** The form's values as a draft: only the fields it knows, empty ones left out. */
export function draftFieldsOf(value: Record<string, unknown>): DraftFields {
  const fields: DraftFields = {};
  for (const name of [...TEXT_FIELDS, ...CHECKBOX_FIELDS]) {
    const field = value[name];
    if (typeof field === 'string' && field !== '') fields[name] = field;
  }
  return fields;
}

const text = (max: number) =>
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(max, { error: maxLength(max) }),
    );
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: maxLength(max) })));

/** A whole number, with or without thousands separators, within its range. */
function wholeNumber(field: NumberField) {
  const [min, max] = NUMBER_RANGES[field];
  return z.pipe(
    z.string({ error: required }).check(z.trim(), z.regex(/^\d[\d,]{0,13}$/, { error: 'number' })),
    z.pipe(
      z.transform((value: string) => Number(value.replaceAll(',', ''))),
      z.number().check(z.refine((n) => n >= min && n <= max, { error: `range:${min}:${max}` })),
    ),
  );
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const timeField = z.optional(z.string().check(z.regex(TIME, { error: 'time' })));
const checkbox = z.optional(z.string());

const videoField = z.optional(
  z.pipe(
    z.string().check(
      z.trim(),
      z.maxLength(LIMITS.video, { error: 'video' }),
      z.refine((link) => parseVideoLink(link) !== null, { error: 'video' }),
    ),
    z.transform((link: string) => canonicalVideoLink(parseVideoLink(link)!)),
  ),
);

const PHONE = /^[0-9 +()-]*$/;
const phoneField = z.optional(
  z.string().check(
    z.trim(),
    z.maxLength(LIMITS.phone, { error: maxLength(LIMITS.phone) }),
    z.refine((p) => PHONE.test(p) && p.replace(/\D/g, '').length >= 5, { error: 'phone' }),
  ),
);

type Shape = {
  listingType?: unknown;
  location?: unknown;
  currency?: unknown;
  price?: unknown;
  viewingFrom?: unknown;
  viewingTo?: unknown;
} & Record<string, unknown>;

/** The listing as published: every field a home has, checked. */
export const listingSchema = z
  .object({
    name: text(LIMITS.name),
    listingType: z.enum(LISTING_TYPES, { error: required }),
    location: z.enum(LOCATIONS, { error: required }),
    // The city's currency when none is chosen (docs/product.md#money).
    currency: z.optional(z.enum(CURRENCIES)),
    address: text(LIMITS.address),
    latitude: pinField('latitude'),
    longitude: pinField('longitude'),
    category: z.enum(PROPERTY_TYPES, { error: required }),
    price: wholeNumber('price'),
    numberOfBeds: wholeNumber('numberOfBeds'),
    numberOfBathrooms: wholeNumber('numberOfBathrooms'),
    numberOfArea: wholeNumber('numberOfArea'),
    numberOfKitchen: wholeNumber('numberOfKitchen'),
    numberOfLivingRooms: wholeNumber('numberOfLivingRooms'),
    garageSize: wholeNumber('garageSize'),
    plotSize: wholeNumber('plotSize'),
    built: wholeNumber('built'),
    deposit: z.optional(wholeNumber('deposit')),
    keyMoney: z.optional(wholeNumber('keyMoney')),
    managementFee: z.optional(wholeNumber('managementFee')),
    renewalFee: z.optional(wholeNumber('renewalFee')),
    guarantorFee: z.optional(wholeNumber('guarantorFee')),
    contractMonths: z.optional(wholeNumber('contractMonths')),
    repairReserve: z.optional(wholeNumber('repairReserve')),
    otherMoveIn: z.optional(wholeNumber('otherMoveIn')),
    builtMonth: z.optional(wholeNumber('builtMonth')),
    guarantorRequired: z.optional(z.enum(GUARANTOR_CHOICES, { error: 'choice' })),
    listerRole: z.optional(z.enum(LISTER_ROLES, { error: 'choice' })),
    orientation: z.enum(ORIENTATIONS, { error: required }),
    rentalTerms: optionalText(LIMITS.rentalTerms),
    description: z
      .string({ error: required })
      .check(
        z.trim(),
        z.minLength(1, { error: required }),
        z.minLength(DESCRIPTION_MIN, { error: `min:${DESCRIPTION_MIN}` }),
        z.maxLength(LIMITS.description, { error: maxLength(LIMITS.description) }),
      ),
    video: videoField,
    phone: phoneField,
    viewingFrom: timeField,
    viewingTo: timeField,
    ...(Object.fromEntries(
      OPEN_HOUSE_FIELDS.map((name) => [name, z.optional(z.string().check(z.maxLength(10)))]),
    ) as Record<(typeof OPEN_HOUSE_FIELDS)[number], z.ZodMiniOptional<z.ZodMiniString>>),
    ...(Object.fromEntries(CHECKBOX_FIELDS.map((name) => [name, checkbox])) as Record<
      (typeof CHECKBOX_FIELDS)[number],
      typeof checkbox
    >),
    ...materialSchemaFields,
  })
  .check(
    pinNearCity,
    ...materialChecks,
    z.refine((value) => (value.price as number) <= ceilingOf(value), {
      error: (issue) => `range:1:${ceilingOf(issue.input as Shape)}`,
      path: ['price'],
      when: ({ value }) => typeof (value as Shape).price === 'number',
    }),
    z.refine((value) => !hasDays(value) || (!!value.viewingFrom && !!value.viewingTo), {
      error: 'hours',
      path: ['viewingTo'],
    }),
    z.refine(
      (value) => !value.viewingFrom || !value.viewingTo || value.viewingFrom < value.viewingTo,
      {
        error: 'hoursOrder',
        path: ['viewingTo'],
        when: ({ value }) => {
          const shape = value as Shape;
          return typeof shape.viewingFrom === 'string' && typeof shape.viewingTo === 'string';
        },
      },
    ),
    // Each open house on the home's clock (docs/product.md#open-houses).
    ...Array.from({ length: OPEN_HOUSE_ROWS }, (_, n) =>
      z.refine(
        (value: unknown) => {
          const shape = value as Record<string, unknown>;
          return readOpenHouseRow(shape, n, shape.location) !== 'invalid';
        },
        { error: 'openHouse', path: [openHouseField(n, 'Date')] },
      ),
    ),
  );
export type ListingInput = z.infer<typeof listingSchema>;

/** The highest price a listing of its kind may ask in its currency (the city's by default). */
function ceilingOf(value: Shape) {
  const kind = value.listingType === 'rent' ? 'rent' : 'sale';
  const currency = isCurrency(value.currency) ? value.currency : currencyOf(String(value.location));
  return priceCeiling(kind, currency);
}

function hasDays(value: Record<string, unknown>) {
  return WEEK_DAYS.some((day) => value[dayField(day)] === 'on');
}
