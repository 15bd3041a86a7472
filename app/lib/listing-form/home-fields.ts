import { AMENITIES } from '~/lib/catalog';
import { currencyOf } from '~/lib/money';
import { inJapan } from '~/lib/place-country';

import { materialHomeFields } from './material-info';
import { TEXT_FIELDS, WEEK_DAYS, dayField, type DraftFields, type ListingInput } from './schema';

/**
 * Between the form and a home (docs/product.md#listing-a-home): a checked listing as the home's
 * columns and the owner's contact, and a published home as the form's fields for an edit.
 */

/** The home's columns from a checked listing; rental fields only for a rental. */
export function homeFieldsOf(input: ListingInput) {
  const rent = input.listingType === 'rent';
  // The terms as Japan writes them are asked for a home in Japan (docs/product.md#rental-and-sale-terms):
  // elsewhere the form hides them, and nothing left in them is kept.
  const japan = inJapan(input.location);
  const rentTerm = <T>(value: T | undefined) => (japan && rent ? (value ?? null) : null);
  const saleTerm = <T>(value: T | undefined) => (japan && !rent ? (value ?? null) : null);
  return {
    name: input.name,
    listingType: input.listingType,
    location: input.location,
    address: input.address,
    // The owner's pin (docs/product.md#the-owners-pin): the home is on the map from this write.
    latitude: input.latitude,
    longitude: input.longitude,
    category: input.category,
    price: input.price,
    // In the currency chosen, or the city's (docs/product.md#money).
    currency: input.currency ?? currencyOf(input.location),
    numberOfBeds: input.numberOfBeds,
    numberOfBathrooms: input.numberOfBathrooms,
    numberOfArea: input.numberOfArea,
    numberOfKitchen: input.numberOfKitchen,
    numberOfLivingRooms: input.numberOfLivingRooms,
    garageSize: input.garageSize,
    plotSize: input.plotSize,
    built: input.built,
    orientation: input.orientation,
    rentalTerms: rent ? (input.rentalTerms ?? null) : null,
    deposit: rent ? (input.deposit ?? null) : null,
    keyMoney: rentTerm(input.keyMoney),
    managementFee: japan ? (input.managementFee ?? null) : null,
    renewalFee: rentTerm(input.renewalFee),
    guarantorRequired: rentTerm(
      input.guarantorRequired === undefined ? undefined : input.guarantorRequired === 'yes',
    ),
    // A fee for a guarantor company no one needs is no fee.
    guarantorFee: rentTerm(input.guarantorRequired === 'no' ? undefined : input.guarantorFee),
    contractMonths: rentTerm(input.contractMonths),
    repairReserve: saleTerm(input.repairReserve),
    otherMoveIn: japan ? (input.otherMoveIn ?? null) : null,
    builtMonth: japan ? (input.builtMonth ?? null) : null,
    listerRole: japan ? (input.listerRole ?? null) : null,
    description: input.description,
    video: input.video ?? null,
    ...materialHomeFields(input),
    ...(Object.fromEntries(AMENITIES.map((key) => [key, input[key] === 'on'])) as Record<
      (typeof AMENITIES)[number],
      boolean
    >),
  };
}
export type ListingHomeFields = ReturnType<typeof homeFieldsOf>;

/** How buyers reach the owner, kept on their lister profile. */
export function contactOf(input: ListingInput) {
  const days = WEEK_DAYS.filter(
    (day) => (input as Record<string, unknown>)[dayField(day)] === 'on',
  ).sort();
  return {
    phone: input.phone || null,
    viewingHours:
      days.length > 0 && input.viewingFrom && input.viewingTo
        ? { days, from: input.viewingFrom, to: input.viewingTo }
        : null,
  };
}

type HomeLike = Omit<
  ListingHomeFields,
  'address' | 'location' | 'category' | 'orientation' | 'latitude' | 'longitude'
> & {
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  location: string;
  category: string;
  orientation: string;
};
type Contact = {
  phone: string | null;
  viewingHours: { days: number[]; from: string; to: string } | null;
};

/** A published home as the form's fields, to start an edit from. */
export function fieldsOfHome(home: HomeLike, contact: Contact): DraftFields {
  const fields: Record<string, unknown> = {
    ...home,
    phone: contact.phone,
    viewingFrom: contact.viewingHours?.from,
    viewingTo: contact.viewingHours?.to,
  };
  // The guarantor company's choice as the form's select writes it.
  if (typeof home.guarantorRequired === 'boolean')
    fields.guarantorRequired = home.guarantorRequired ? 'yes' : 'no';
  const out: DraftFields = {};
  for (const name of TEXT_FIELDS) {
    const value = fields[name];
    if (value !== null && value !== undefined && value !== '') out[name] = String(value);
  }
  for (const key of AMENITIES) if (home[key]) out[key] = 'on';
  for (const day of contact.viewingHours?.days ?? []) out[dayField(day)] = 'on';
  return out;
}
