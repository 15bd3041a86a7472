export interface RouteBytes {
  route: string;
  path: string;
  js: number;
  css: number;
}
export const BUDGET: { js: number; css: number };
export const MAP_BUDGET: { js: number; worker: number };
export interface MapBytes {
  /** Any page's first-load files with MapLibre in them. */
  mapLibreFirst: string[];
  files: string[];
  js: number;
  worker: number;
}
export function measureBytes(buildDir?: string): {
  floor: number;
  rows: RouteBytes[];
  map: MapBytes;
};
