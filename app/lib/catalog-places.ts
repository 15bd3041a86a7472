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
