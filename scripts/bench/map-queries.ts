import { AMENITIES, LOCATIONS } from '~/lib/catalog';
import { encodePolygon, type Box } from '~/lib/map/area';
import { cityOf } from '~/lib/map/cities';
import { parsePropertyQuery } from '~/lib/query';

/**
 * The map's answers the bench times (docs/product.md#the-map): a city's whole view with filters,
 * and a drawn polygon (a five-cornered area around the middle of a city) in a view around it.
 */
export function mapQueries(count: number) {
  let seed = 27;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => {
    const city = cityOf(LOCATIONS[i % LOCATIONS.length]!)!;
    const [x, y] = city.center;
    const [w, h] = city.half;
    const view: Box = [x - w, y - h, x + w, y + h];
    const params = new URLSearchParams();
    if (i % 2 === 0) {
      // A city view with filters.
      params.set('location', LOCATIONS[i % LOCATIONS.length]!);
      params.set('listingType', next() < 0.5 ? 'sale' : 'rent');
      if (next() < 0.5) params.set('bedRooms', String(1 + Math.floor(next() * 4)));
      if (next() < 0.4)
        params.append('amenities', AMENITIES[Math.floor(next() * AMENITIES.length)]!);
      return { kind: 'city' as const, query: parsePropertyQuery(params), view };
    }
    const r = 0.3 + next() * 0.4;
    const corners = Array.from({ length: 5 }, (_, k) => {
      const angle = (k / 5) * Math.PI * 2 + next() * 0.3;
      return [x + Math.cos(angle) * w * r, y + Math.sin(angle) * h * r] as [number, number];
    });
    params.set('area', encodePolygon(corners));
    if (next() < 0.5) params.set('listingType', 'sale');
    return { kind: 'polygon' as const, query: parsePropertyQuery(params), view };
  });
}
