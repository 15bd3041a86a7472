import type { Place } from '../catalog-places';
import { cityOf, type City } from './cities';

/**
 * Where each neighbourhood of the generated homes is (docs/product.md#where-homes-stand): its
 * middle, longitude and latitude, from the neighbourhood's real place, and how far from it its
 * homes stand, in metres. A generated home stands within that distance of its neighbourhood's
 * middle (`homePoint`), and the site's base map names the neighbourhood there.
 */
export type Neighbourhood = {
  center: readonly [number, number];
  /** Metres from the middle to the farthest home. */
  radius: number;
};

/** Most neighbourhoods are a kilometre or two across. */
const R = 700;

export const NEIGHBOURHOOD_PLACES: Record<Place, Record<string, Neighbourhood>> = {
  'New York, USA': {
    'Upper West Side': { center: [-73.9754, 40.787], radius: R },
    Chelsea: { center: [-73.9991, 40.7465], radius: R },
    Harlem: { center: [-73.9465, 40.8116], radius: R },
    Tribeca: { center: [-74.0086, 40.7163], radius: 450 },
    Williamsburg: { center: [-73.9571, 40.7081], radius: R },
    'Park Slope': { center: [-73.9814, 40.671], radius: R },
  },
  'London, UK': {
    Islington: { center: [-0.1033, 51.5362], radius: R },
    'Notting Hill': { center: [-0.2005, 51.5112], radius: R },
    Clapham: { center: [-0.138, 51.462], radius: R },
    Hackney: { center: [-0.0553, 51.545], radius: R },
    Kensington: { center: [-0.1937, 51.4991], radius: R },
    Greenwich: { center: [-0.0098, 51.4791], radius: R },
  },
  'Los Angeles, California, USA': {
    'Silver Lake': { center: [-118.2702, 34.0869], radius: R },
    'Santa Monica': { center: [-118.4912, 34.0195], radius: 1_000 },
    'Echo Park': { center: [-118.2606, 34.0782], radius: R },
    Venice: { center: [-118.4695, 33.985], radius: R },
    'Los Feliz': { center: [-118.2848, 34.1063], radius: R },
    'Hollywood Hills': { center: [-118.3287, 34.1227], radius: 1_000 },
  },
  'Paris, France': {
    'Le Marais': { center: [2.3622, 48.8592], radius: 500 },
    Montmartre: { center: [2.3431, 48.8867], radius: 500 },
    'Saint-Germain-des-Prés': { center: [2.3336, 48.8539], radius: 500 },
    Batignolles: { center: [2.3165, 48.8873], radius: 500 },
    Bastille: { center: [2.3725, 48.8545], radius: 500 },
    Passy: { center: [2.2779, 48.8575], radius: 600 },
  },
  'Moscow, Russia': {
    Arbat: { center: [37.5918, 55.7497], radius: R },
    Khamovniki: { center: [37.5779, 55.7322], radius: R },
    Zamoskvorechye: { center: [37.6286, 55.7382], radius: R },
    Presnensky: { center: [37.5631, 55.7606], radius: R },
    Tverskoy: { center: [37.6057, 55.7675], radius: R },
    Sokolniki: { center: [37.6774, 55.7894], radius: R },
  },
  'Istanbul, Turkey': {
    Beyoğlu: { center: [28.9772, 41.0344], radius: 600 },
    Kadıköy: { center: [29.0275, 40.9889], radius: R },
    Beşiktaş: { center: [29.0061, 41.0429], radius: 600 },
    Nişantaşı: { center: [28.9935, 41.0513], radius: 500 },
    Üsküdar: { center: [29.0153, 41.0256], radius: 600 },
    Sarıyer: { center: [29.0559, 41.1669], radius: 600 },
  },
  'Copenhagen, Denmark': {
    Nørrebro: { center: [12.5442, 55.6958], radius: R },
    Vesterbro: { center: [12.5478, 55.6684], radius: 600 },
    Østerbro: { center: [12.5772, 55.7075], radius: R },
    Frederiksberg: { center: [12.5316, 55.6785], radius: R },
    Christianshavn: { center: [12.5921, 55.6731], radius: 400 },
    Amager: { center: [12.6054, 55.6583], radius: R },
  },
  'Tokyo, Japan': {
    Shibuya: { center: [139.7082, 35.6702], radius: 500 },
    Nakameguro: { center: [139.6985, 35.6444], radius: 500 },
    Kichijoji: { center: [139.5795, 35.7053], radius: 500 },
    Shimokitazawa: { center: [139.6679, 35.6615], radius: 500 },
    Azabu: { center: [139.7286, 35.6551], radius: 500 },
    Yanaka: { center: [139.7678, 35.7262], radius: 500 },
  },
  'Phnom Penh, Cambodia': {
    'Boeung Keng Kang': { center: [104.9229, 11.5531], radius: 600 },
    'Tonle Bassac': { center: [104.9325, 11.5499], radius: 600 },
    'Daun Penh': { center: [104.9226, 11.5714], radius: 600 },
    'Toul Tom Poung': { center: [104.9165, 11.5396], radius: 600 },
    'Chroy Changvar': { center: [104.9352, 11.5905], radius: 600 },
    'Toul Kork': { center: [104.8987, 11.5806], radius: R },
  },
};

/** Each city's neighbourhoods, by the city's key. */
const BY_CITY = new Map(
  Object.entries(NEIGHBOURHOOD_PLACES).map(([place, hoods]) => [cityOf(place)!.key, hoods]),
);

/** The neighbourhoods of a city, by name. */
export function neighbourhoodsOf(city: City): Record<string, Neighbourhood> {
  return BY_CITY.get(city.key) ?? {};
}

/** The neighbourhood `name` of `city`, or undefined (an owner's home has none). */
export function neighbourhoodOf(city: City, name: string | null | undefined) {
  const hoods = neighbourhoodsOf(city);
  return name && Object.hasOwn(hoods, name) ? hoods[name] : undefined;
}

/** Metres in a degree of latitude (and of longitude at the equator). */
export const METRES_PER_DEGREE = 111_320;
