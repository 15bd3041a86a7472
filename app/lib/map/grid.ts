import type { Currency } from '../money';
import type { ListingStatus } from '~/lib/listing-status';
import type { Box } from './area';

/** The map's view is cut into at most about this many cells across (docs/product.md#the-map). */
export const CELLS_ACROSS = 6;

/**
 * The side of the grid's cells for a view, in degrees: a power of two, so the cells stay where
 * they are while the map pans and split in four as it zooms in (ADR 0064).
 */
export function cellSize(view: Box) {
  const span = Math.max(view[2] - view[0], (view[3] - view[1]) * 1.5, 1e-6);
  return 2 ** Math.ceil(Math.log2(span / CELLS_ACROSS));
}

/** How far from its cell's edges a cluster's marker keeps, as a share of the cell. */
export const CLUSTER_MARGIN = 0.15;

/**
 * Where a cluster's marker stands (ADR 0082): at the middle of its homes, but kept off its cell's
 * edges, so two clusters of neighbouring cells stand at least 0.3 of a cell apart (a cell is a
 * sixth of the view or more) and each is drawn near its homes, not at its cell's middle, which
 * at the whole world's view put Istanbul's homes in the sea.
 */
export function clusterPlace(value: number, cell: number) {
  const start = Math.floor(value / cell) * cell;
  return Math.min(
    start + cell * (1 - CLUSTER_MARGIN),
    Math.max(start + cell * CLUSTER_MARGIN, value),
  );
}

/** The whole map, the view when the address gives none. */
export const WORLD: Box = [-180, -85, 180, 85];

/** A home on the map, with what its pin and its card show. */
export type MapHome = {
  id: number;
  latitude: number;
  longitude: number;
  name: string;
  /** A generated home's Japanese title, for Japanese pages. */
  nameJa: string | null;
  listingType: 'sale' | 'rent';
  /** Available or under offer: the card's chip says which (ADR 0103). */
  status: ListingStatus;
  /** In the listing's currency (docs/product.md#money). */
  price: number;
  currency: Currency;
  cover: string;
  numberOfBeds: number;
  numberOfBathrooms: number;
  numberOfArea: number;
};

/** Several homes in one cell of the grid: their number and their middle. */
export type MapCluster = { count: number; latitude: number; longitude: number };

export type MapAnswer = {
  /** Every matching home in the view, counted. */
  total: number;
  clusters: MapCluster[];
  homes: MapHome[];
  /** The box around those homes, when there are any. */
  bounds?: Box;
};
