/**
 * A 32-bit hash of a whole number (the "lowbias32" mix): well spread, and the same in every
 * engine, so a home's point and a city's plan never depend on the faker stream (ADR 0062).
 */
export function hash32(value: number) {
  let x = value >>> 0;
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d) >>> 0;
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b) >>> 0;
  x ^= x >>> 16;
  return x >>> 0;
}
