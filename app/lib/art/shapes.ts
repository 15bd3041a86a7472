/**
 * Scenery pieces shared by several kinds (house exteriors, blog pictures, banners), so trees
 * and skylines look the same wherever they appear.
 */
import { shade } from './palette';
import type { Rng } from './random';
import { circle, ellipse, path, poly, rect, svg } from './svg';

export type Box = [number, number, number, number];

export const GREENS = ['#5f9e6e', '#4e8a62', '#72ab6b', '#3f7a5c', '#88b56e'] as const;

const TRUNK = '#7a5a43';

export function roundTree(x: number, base: number, h: number, green: string): string {
  const r = h * 0.32;
  const cy = base - h + r;
  return (
    rect(x - h * 0.03, cy, h * 0.06, base - cy, TRUNK) +
    circle(x, cy, r, green) +
    circle(x + r * 0.35, cy + r * 0.3, r * 0.62, shade(green, -0.12)) +
    circle(x - r * 0.35, cy - r * 0.3, r * 0.45, shade(green, 0.15))
  );
}

export function pineTree(x: number, base: number, h: number, green: string): string {
  const w = h * 0.42;
  const trunk = rect(x - h * 0.03, base - h * 0.18, h * 0.06, h * 0.18, TRUNK);
  let tiers = '';
  for (let i = 0; i < 3; i++) {
    const top = base - h + i * h * 0.22;
    const bottom = top + h * 0.42;
    const half = (w / 2) * (0.6 + i * 0.2);
    tiers += poly([x, top, x + half, bottom, x - half, bottom], i % 2 ? shade(green, -0.1) : green);
  }
  return trunk + tiers;
}

/** Tall narrow cypress-like tree, good for filling slim gaps beside buildings. */
export function slimTree(x: number, base: number, h: number, green: string): string {
  const rx = h * 0.16;
  return (
    rect(x - 1.5, base - h * 0.2, 3, h * 0.2, TRUNK) +
    ellipse(x, base - h * 0.56, rx, h * 0.44, green) +
    ellipse(x + rx * 0.35, base - h * 0.5, rx * 0.55, h * 0.34, shade(green, -0.12))
  );
}

export function bush(x: number, base: number, r: number, green: string): string {
  return (
    circle(x - r * 0.8, base - r * 0.6, r * 0.7, shade(green, -0.08)) +
    circle(x + r * 0.8, base - r * 0.6, r * 0.75, shade(green, -0.08)) +
    circle(x, base - r * 0.9, r, green) +
    circle(x - r * 0.3, base - r * 1.2, r * 0.4, shade(green, 0.15))
  );
}

export function cloud(x: number, y: number, s: number, opacity = 0.9): string {
  return (
    svg`<g fill="#fff" opacity="${opacity}"><ellipse cx="${x}" cy="${y}" rx="${30 * s}" ry="${8 * s}"/>` +
    svg`<circle cx="${x - 11 * s}" cy="${y - 5 * s}" r="${10 * s}"/>` +
    svg`<circle cx="${x + 6 * s}" cy="${y - 9 * s}" r="${13 * s}"/>` +
    svg`<circle cx="${x + 21 * s}" cy="${y - 3 * s}" r="${8 * s}"/></g>`
  );
}

/** Smooth rolling hills filling everything below a wavy line. */
export function hills(
  rng: Rng,
  width: number,
  height: number,
  y: number,
  amp: number,
  fill: string,
): string {
  const seg = width / 4;
  let d = svg`M0 ${height}V${y + rng.range(-amp, amp)}Q${seg / 2} ${y + rng.range(-amp, amp) * 2} ${seg} ${y + rng.range(-amp, amp)}`;
  for (let x = seg * 2; x <= width + 0.5; x += seg) d += svg`T${x} ${y + rng.range(-amp, amp)}`;
  return path(d + svg`V${height}z`, fill);
}

/**
 * Skyline silhouette as one path: a run of flat-topped towers with the occasional setback or
 * antenna. Returns the path and the building boxes so callers can scatter lit windows on them.
 */
export function skyline(
  rng: Rng,
  x0: number,
  x1: number,
  base: number,
  minH: number,
  maxH: number,
  minW: number,
  maxW: number,
): { d: string; boxes: Box[] } {
  const boxes: Box[] = [];
  let d = svg`M${x0} ${base}`;
  let x = x0;
  while (x < x1) {
    const w = Math.min(rng.range(minW, maxW), x1 - x);
    const h = rng.range(minH, maxH);
    const top = base - h;
    d += svg`V${top}`;
    const feature = rng.next();
    if (feature < 0.15 && w > 8) {
      const ax = x + w * rng.range(0.3, 0.7);
      d += svg`H${ax - 1}V${top - h * 0.18}h2V${top}`;
    } else if (feature < 0.35 && w > 10) {
      const inset = w * 0.2;
      d += svg`h${inset}v${-h * 0.12}h${w - inset * 2}v${h * 0.12}`;
    }
    d += svg`H${x + w}`;
    boxes.push([x, top, w, h]);
    x += w;
  }
  return { d: d + svg`V${base}z`, boxes };
}

export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.14): string {
  return ellipse(cx, cy, rx, ry, '#1b1e2b', svg`opacity="${opacity}"`);
}
