export interface RouteBytes {
  route: string;
  path: string;
  js: number;
  css: number;
}
export const BUDGET: { js: number; css: number };
export function measureBytes(buildDir?: string): { floor: number; rows: RouteBytes[] };
