// The mixes of addresses the benches ask for: /properties' and /blogs' filter and page combinations.

/** A small seeded generator, so every run asks for the same mix. */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

// The product's lists (app/lib/catalog.ts), written out: this script runs without the app's code.
export const LOCATIONS = [
  'New York',
  'London',
  'California',
  'Paris',
  'Moscow',
  'Turkey',
  'Denmark',
  'Japan',
  'Cambodia',
];
export const TYPES = [
  'Apartment',
  'Condo',
  'Villa',
  'Cabin',
  'Studio',
  'Office',
  'Luxury',
  'Duplex',
];
export const SORTS = ['latest', 'price-asc', 'price-desc', 'area-desc', 'area-asc'];
export const AMENITIES = [
  'hasSwimmingPool',
  'hasInternet',
  'hasFencing',
  'hasAirCondition',
  'hasPark',
  'hasSchool',
];
export const WORDS = [
  'garden',
  'quiet',
  'light',
  'balcony',
  'river',
  'modern',
  'park',
  'view',
  'kitchen',
];
export const CATEGORIES = ['Marketing', 'Management', 'Life Style', 'Development', 'Product'];
export const TAGS = ['Buying', 'Selling', 'Renting', 'Design', 'Finance', 'Investing'];

/** At least 1,000 distinct filter and page combinations for /properties. */
export function propertyPaths(count = 1_200) {
  const next = random(1);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const paths = new Set();
  while (paths.size < count) {
    const q = new URLSearchParams();
    if (next() < 0.6) q.set('listingType', pick(['sale', 'rent']));
    if (next() < 0.5) q.set('location', pick(LOCATIONS));
    if (next() < 0.4) q.set('category', pick(TYPES));
    if (next() < 0.4) {
      const low = Math.floor(next() * 500) * 1_000;
      q.set('priceMin', String(low));
      q.set('priceMax', String(low + Math.floor(next() * 500 + 10) * 1_000));
    }
    if (next() < 0.2) q.set('bedRooms', String(1 + Math.floor(next() * 5)));
    if (next() < 0.2) q.set('keywords', pick(WORDS));
    if (next() < 0.15) q.append('amenities', pick(AMENITIES));
    if (next() < 0.5) q.set('sort', pick(SORTS));
    q.set('page', String(1 + Math.floor(next() * 6)));
    paths.add(`/properties?${q}`);
  }
  return [...paths];
}

export function blogPaths(count = 400) {
  const next = random(2);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const paths = new Set();
  while (paths.size < count) {
    const q = new URLSearchParams();
    if (next() < 0.4) q.set('category', pick(CATEGORIES));
    if (next() < 0.3) q.set('tag', pick(TAGS));
    if (next() < 0.2) q.set('keywords', pick(WORDS));
    q.set('page', String(1 + Math.floor(next() * 5)));
    paths.add(`/blogs?${q}`);
  }
  return [...paths];
}
