/**
 * One shared palette keeps 400 different pictures looking like they belong to the same site:
 * muted, slightly warm tones with a few saturated accents.
 */

function toHex(r: number, g: number, b: number): string {
  const c = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function parse(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Linear blend from a (t = 0) to b (t = 1). */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = parse(a);
  const [r2, g2, b2] = parse(b);
  return toHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

/** Positive amounts tint towards white, negative ones shade towards a cool near-black. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#ffffff', amount) : mix(hex, '#1b1e2b', -amount);
}

export function hsl(h: number, s: number, l: number): string {
  const sat = s / 100;
  const lig = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(lig, 1 - lig);
  const f = (n: number) => lig - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return toHex(f(0) * 255, f(8) * 255, f(4) * 255);
}

export interface Sky {
  top: string;
  bottom: string;
  sun: string;
  far: string;
  near: string;
  grass: string;
  /** Dusk scenes light more windows and swap clouds for stars. */
  night: boolean;
}

export const SKIES: readonly Sky[] = [
  {
    top: '#6fa8dc',
    bottom: '#d6ebf7',
    sun: '#fff4cc',
    far: '#a9cbd8',
    near: '#8dbb93',
    grass: '#86bd7a',
    night: false,
  },
  {
    top: '#94cbe6',
    bottom: '#fbe8d6',
    sun: '#ffe7b0',
    far: '#b7cdd6',
    near: '#9fc39a',
    grass: '#93c283',
    night: false,
  },
  {
    top: '#f2a66d',
    bottom: '#fde3c2',
    sun: '#fff3d6',
    far: '#d9ab8a',
    near: '#b5ad78',
    grass: '#a3b870',
    night: false,
  },
  {
    top: '#a8b8d8',
    bottom: '#eef0f4',
    sun: '#ffffff',
    far: '#c3cdd9',
    near: '#a3bba4',
    grass: '#8fb386',
    night: false,
  },
  {
    top: '#28305e',
    bottom: '#e99a7c',
    sun: '#ffd3a8',
    far: '#6b5a86',
    near: '#4b4f6e',
    grass: '#4f6a5b',
    night: true,
  },
];

export const WALLS = [
  '#f4efe6',
  '#ece3d2',
  '#dfe7e1',
  '#e8d5c4',
  '#d4dde6',
  '#c9b8a6',
  '#4d5561',
  '#b86f52',
  '#f6f1ea',
] as const;

export const ROOFS = ['#3d4451', '#b9573f', '#5b6b7f', '#6b4f3f', '#37626a', '#2f3440'] as const;

export const ACCENTS = ['#c8553d', '#2a6f97', '#e0a83c', '#3d5a80', '#6a994e', '#b5566f'] as const;

export const ROOM_WALLS = [
  '#f2e9dc',
  '#e6edf0',
  '#eee2d3',
  '#dde7dc',
  '#f4e1d2',
  '#e3e0ee',
  '#f7f3ec',
] as const;

export const FLOORS = ['#c99e76', '#b58158', '#d8b891', '#a7afb5', '#8f6a4f', '#cdbfae'] as const;

export const FABRICS = [
  '#5b7db1',
  '#e07a5f',
  '#81b29a',
  '#e9b872',
  '#3d405b',
  '#b56576',
  '#6d9dc5',
  '#8d7bb0',
] as const;

export const SKIN = ['#fde0cd', '#f5c6a5', '#e8ab84', '#c98a5e', '#9c633d', '#6e4429'] as const;

export const HAIR = [
  '#2b1d14',
  '#4a2f1e',
  '#7a4a2a',
  '#b5793f',
  '#e1bd74',
  '#23232b',
  '#8e8e98',
  '#a8432d',
] as const;

export const LIT = '#ffd98a';
