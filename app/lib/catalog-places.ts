import { LOCATIONS } from './catalog';

/**
 * Where the generated homes are (docs/product.md#places): each city of the catalog with its
 * neighbourhoods. The values are the stored ones (English); their Japanese names are in
 * app/i18n/messages/generated.ts.
 */
export type Place = (typeof LOCATIONS)[number];

export const NEIGHBOURHOODS: Record<Place, readonly string[]> = {
  'New York, USA': [
    'Upper West Side',
    'Chelsea',
    'Harlem',
    'Tribeca',
    'Williamsburg',
    'Park Slope',
  ],
  'London, UK': ['Islington', 'Notting Hill', 'Clapham', 'Hackney', 'Kensington', 'Greenwich'],
  'Los Angeles, California, USA': [
    'Silver Lake',
    'Santa Monica',
    'Echo Park',
    'Venice',
    'Los Feliz',
    'Hollywood Hills',
  ],
  'Paris, France': [
    'Le Marais',
    'Montmartre',
    'Saint-Germain-des-Prés',
    'Batignolles',
    'Bastille',
    'Passy',
  ],
  'Moscow, Russia': [
    'Arbat',
    'Khamovniki',
    'Zamoskvorechye',
    'Presnensky',
    'Tverskoy',
    'Sokolniki',
  ],
  'Istanbul, Turkey': ['Beyoğlu', 'Kadıköy', 'Beşiktaş', 'Nişantaşı', 'Üsküdar', 'Sarıyer'],
  'Copenhagen, Denmark': [
    'Nørrebro',
    'Vesterbro',
    'Østerbro',
    'Frederiksberg',
    'Christianshavn',
    'Amager',
  ],
  'Tokyo, Japan': ['Shibuya', 'Nakameguro', 'Kichijoji', 'Shimokitazawa', 'Azabu', 'Yanaka'],
  'Phnom Penh, Cambodia': [
    'Boeung Keng Kang',
    'Tonle Bassac',
    'Daun Penh',
    'Toul Tom Poung',
    'Chroy Changvar',
    'Toul Kork',
  ],
};

/**
 * The place names the site used before its places were cities (docs/product.md#places), each
 * with the city it became: a database from then is brought over on its next start, and an old
 * address such as `?location=California` still finds the city, since the filter is a substring.
 */
export const FORMER_PLACES: Record<string, Place> = {
  'New York': 'New York, USA',
  London: 'London, UK',
  California: 'Los Angeles, California, USA',
  Paris: 'Paris, France',
  Moscow: 'Moscow, Russia',
  Turkey: 'Istanbul, Turkey',
  Denmark: 'Copenhagen, Denmark',
  Japan: 'Tokyo, Japan',
  Cambodia: 'Phnom Penh, Cambodia',
};

/** The city an old place name became; nothing for any other value. */
export function formerPlace(value: string): Place | undefined {
  return Object.hasOwn(FORMER_PLACES, value) ? FORMER_PLACES[value] : undefined;
}

/** The catalog's place that holds `value` (any case), as the location filter reads it. */
export function placesMatching(value: string): Place[] {
  const needle = value.trim().toLowerCase();
  if (!needle) return [];
  return LOCATIONS.filter((place) => place.toLowerCase().includes(needle));
}

/**
 * Each city's IANA time zone (docs/product.md#viewings-and-time-zones, ADR 0110): a home's viewing
 * hours and open houses are on its clock. Here, beside the places, so the browser's form and the
 * server read the same table.
 */
export const PLACE_ZONES: Record<Place, string> = {
  'New York, USA': 'America/New_York',
  'London, UK': 'Europe/London',
  'Los Angeles, California, USA': 'America/Los_Angeles',
  'Paris, France': 'Europe/Paris',
  'Moscow, Russia': 'Europe/Moscow',
  'Istanbul, Turkey': 'Europe/Istanbul',
  'Copenhagen, Denmark': 'Europe/Copenhagen',
  'Tokyo, Japan': 'Asia/Tokyo',
  'Phnom Penh, Cambodia': 'Asia/Phnom_Penh',
};

/**
 * The time zone of a home's place: its city's, matched by the city's name as the map matches a
 * place to its city; UTC for a place on no list.
 */
export function placeZone(location: string | null | undefined) {
  if (!location) return 'UTC';
  const city = (Object.keys(PLACE_ZONES) as Place[]).find(
    (name) => name === location || location.includes(name.split(',')[0]!),
  );
  return city ? PLACE_ZONES[city] : 'UTC';
}
