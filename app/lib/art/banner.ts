/**
 * Wide page-header hero: a night skyline in deep navy and indigo. White title text sits on top,
 * so everything stays dark and the brightest details (moon, lit windows) keep to the edges and
 * the bottom, away from the centre where the heading goes.
 */
import { LIT } from './palette';
import { bannerSize } from './sizes';
import { createRng, type Rng } from './random';
import { skyline, type Box } from './shapes';
import { circle, glow, path, rect, rects, svg, svgDocument } from './svg';

/**
 * A row of pitched-roof houses as one silhouette path. Chimneys are extra clockwise rectangles
 * in the same path, which the non-zero fill rule merges with the roofs.
 */
function rooftops(rng: Rng, width: number, base: number, scale: number): string {
  let d = svg`M0 ${base}`;
  let chimneys = '';
  let x = 0;
  while (x < width) {
    const w = rng.range(26, 46) * scale;
    const wall = base - rng.range(14, 26) * scale;
    const roof = wall - rng.range(10, 18) * scale;
    d += svg`V${wall}L${x + w / 2} ${roof}L${x + w} ${wall}`;
    if (rng.chance(0.4))
      chimneys += svg`M${x + w * 0.7} ${roof}h${4 * scale}v${wall - roof}h${-4 * scale}z`;
    x += w + rng.range(0, 6) * scale;
    d += svg`V${base}H${x}`;
  }
  return d + svg`V${base}H0z` + chimneys;
}

/** Left half-disc minus a half-ellipse: a crescent that needs no sky-coloured cover-up. */
function crescent(x: number, y: number, r: number): string {
  return svg`M${x} ${y - r}A${r} ${r} 0 0 0 ${x} ${y + r}A${r * 0.6} ${r} 0 0 1 ${x} ${y - r}z`;
}

export function renderBanner(seed: string): string {
  const { width, height } = bannerSize(seed);
  const vw = width / 2;
  const vh = height / 2;
  const rng = createRng(seed, 'banner');
  const s = vh / 240;

  let stars = '';
  for (let i = 0; i < Math.round(vw / 14); i++) {
    const r = rng.chance(0.2) ? 1.1 : 0.7;
    stars += svg`M${rng.range(0, vw)} ${rng.range(0, vh * 0.6)}h${r}v${r}h${-r}z`;
  }
  const moonX = vw * rng.pick([0.12, 0.86]);
  const moonY = vh * 0.24;

  const far = skyline(rng, 0, vw, vh, vh * 0.28, vh * 0.62, 18 * s, 40 * s);
  const roofs = rooftops(rng, vw, vh, s * 1.3);
  const near = skyline(rng, 0, vw, vh, vh * 0.14, vh * 0.42, 24 * s, 50 * s);

  // Lit windows only in the near layer, and sparser towards the middle where the title sits.
  const lit: Box[] = [];
  const step = 7 * s;
  for (const [x, y, w] of near.boxes) {
    const centre = Math.abs(x + w / 2 - vw / 2) / (vw / 2);
    for (let wy = y + step; wy < vh - step; wy += step * 1.4) {
      for (let wx = x + step * 0.6; wx < x + w - step; wx += step) {
        if (rng.chance(0.04 + 0.16 * centre)) lit.push([wx, wy, 3 * s, 3.6 * s]);
      }
    }
  }

  const defs =
    '<linearGradient id="banner-sky" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#0f1430"/><stop offset=".6" stop-color="#1d2452"/>' +
    '<stop offset="1" stop-color="#3a3a78"/></linearGradient>' +
    glow('banner-moon', '#c9d4ff', 0.35) +
    glow('banner-dim', '#0b0f24', 0.55) +
    '<linearGradient id="banner-haze" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-color="#6d5aa8" stop-opacity="0"/>' +
    '<stop offset="1" stop-color="#6d5aa8" stop-opacity=".35"/></linearGradient>';

  const body =
    rect(0, 0, vw, vh, 'url(#banner-sky)') +
    path(stars, '#ffffff', 'opacity=".7"') +
    circle(moonX, moonY, 40 * s, 'url(#banner-moon)') +
    path(crescent(moonX, moonY, 11 * s), '#e8ecff') +
    rect(0, vh * 0.45, vw, vh * 0.55, 'url(#banner-haze)') +
    path(far.d, '#2a3168') +
    path(roofs, '#1d2350') +
    path(near.d, '#121634') +
    path(rects(lit), LIT, 'opacity=".75"') +
    svg`<ellipse cx="${vw / 2}" cy="${vh / 2}" rx="${vw * 0.45}" ry="${vh * 0.6}" fill="url(#banner-dim)"/>`;

  return svgDocument({ width, height, viewWidth: vw, viewHeight: vh, defs, body, slice: true });
}
