/**
 * Stations and walking minutes (docs/product.md#stations-and-walking-minutes, ADR 0133): how far
 * a home is from a station, in the minutes a Japanese listing states. Pure: the pages, the search
 * and the tests read the same arithmetic.
 */

/** A walk's metres a minute: 80, as the Japanese real-estate display code counts them. */
export const METRES_PER_MINUTE = 80;

/**
 * The straight line is shorter than the streets: the walk is taken as this many times it
 * (ADR 0133 gives the measurement behind it).
 */
export const ROUTE_FACTOR = 1.3;

/** Stations farther than this in a straight line are not a home's stations. */
export const STATION_RADIUS_METRES = 2_000;

/** How many of a home's nearest stations its page shows. */
export const STATIONS_SHOWN = 3;

/**
 * How many of a home's nearest stations within the radius are kept for the search by station
 * (`home_stations`, ADR 0133).
 */
export const STATIONS_KEPT = 10;

/** The walking-minute choices the search panel offers. */
export const WALK_CHOICES = [5, 10, 15, 20] as const;

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points in degrees, in metres (haversine). */
export function distanceMetres(
  a: { latitude: number; longitude: number },
  b: { latitude: number; longitude: number },
) {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The walking minutes for a straight-line distance: the walk (the distance times the route
 * factor, to the whole metre) at 80 m a minute, a part of a minute counted as a whole one, and
 * never less than one minute.
 */
export function walkingMinutes(straightMetres: number) {
  const walk = Math.round(straightMetres * ROUTE_FACTOR);
  return Math.max(1, Math.ceil(walk / METRES_PER_MINUTE));
}

export type StationPoint = { id: number; latitude: number; longitude: number };

/**
 * The stations within the radius of a point, nearest first (the lower id first at the same
 * distance), at most `limit`, each with its walking minutes.
 */
export function nearestStations<S extends StationPoint>(
  point: { latitude: number; longitude: number },
  stations: readonly S[],
  limit = STATIONS_KEPT,
) {
  const near: { station: S; metres: number; minutes: number }[] = [];
  // A degree of latitude is about 111 km: a cheap box before the exact distance.
  const box = STATION_RADIUS_METRES / 110_000;
  const boxLng = box / Math.max(0.01, Math.cos(radians(point.latitude)));
  for (const station of stations) {
    if (Math.abs(station.latitude - point.latitude) > box) continue;
    if (Math.abs(station.longitude - point.longitude) > boxLng) continue;
    const metres = distanceMetres(point, station);
    if (metres <= STATION_RADIUS_METRES)
      near.push({ station, metres, minutes: walkingMinutes(metres) });
  }
  near.sort((a, b) => a.metres - b.metres || a.station.id - b.station.id);
  return near.slice(0, limit);
}

/**
 * A station's address name: its English name in lower case, letters and digits joined by
 * hyphens, accents dropped ("King's Cross St Pancras" is `kings-cross-st-pancras`).
 */
export function stationSlug(name: string) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ı/g, 'i')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A station's name as a sentence names it: in Japanese with 駅 after it (渋谷駅), unless its name
 * already ends so (パリ北駅); in English as it is.
 */
export function stationTitle(station: { name: string; nameJa: string }, lang: 'en' | 'ja') {
  if (lang === 'en') return station.name;
  return station.nameJa.endsWith('駅') ? station.nameJa : `${station.nameJa}駅`;
}
