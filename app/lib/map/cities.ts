/**
 * The cities the generated homes are in, with the area each home is placed in
 * (docs/product.md#the-map). A place is matched by any alias it contains, so "California" and
 * "Los Angeles, California, USA" find the same city (ADR 0062).
 */
export type City = {
  /** A short key, used in the map's style (streets, parks and water of each city). */
  key: string;
  aliases: readonly string[];
  /** The centre, longitude and latitude. */
  center: readonly [number, number];
  /** Half the area's width and height, in degrees of longitude and latitude. */
  half: readonly [number, number];
};

export const CITIES: readonly City[] = [
  { key: 'new-york', aliases: ['new york', 'nyc'], center: [-73.95, 40.73], half: [0.09, 0.07] },
  { key: 'london', aliases: ['london'], center: [-0.12, 51.51], half: [0.12, 0.07] },
  {
    key: 'los-angeles',
    aliases: ['los angeles', 'california'],
    center: [-118.3, 34.05],
    half: [0.14, 0.09],
  },
  { key: 'paris', aliases: ['paris'], center: [2.35, 48.86], half: [0.1, 0.06] },
  { key: 'moscow', aliases: ['moscow'], center: [37.62, 55.75], half: [0.13, 0.07] },
  { key: 'istanbul', aliases: ['istanbul', 'turkey'], center: [28.95, 41.03], half: [0.1, 0.06] },
  {
    key: 'copenhagen',
    aliases: ['copenhagen', 'denmark'],
    center: [12.55, 55.68],
    half: [0.08, 0.05],
  },
  { key: 'tokyo', aliases: ['tokyo', 'japan'], center: [139.72, 35.69], half: [0.12, 0.08] },
  {
    key: 'phnom-penh',
    aliases: ['phnom penh', 'cambodia'],
    center: [104.9, 11.56],
    half: [0.07, 0.06],
  },
];

/** The city whose alias the place holds, or undefined for a place on no list. */
export function cityOf(place: string): City | undefined {
  const text = place.toLowerCase();
  return CITIES.find((city) => city.aliases.some((alias) => text.includes(alias)));
}
