/**
 * Exterior of a property: sky, landscape and one building whose style follows the seed. Drawn
 * in a 400x300 user space regardless of output size so coordinates stay short.
 */
import { parseHouseSeed } from '~/lib/art-seeds';

import { ACCENTS, LIT, ROOFS, SKIES, WALLS, mix, shade } from './palette';
import { createRng, type Rng } from './random';
import {
  GREENS,
  bush,
  cloud,
  hills,
  pineTree,
  roundTree,
  shadow,
  skyline,
  slimTree,
  type Box,
} from './shapes';
import { circle, glow, linear, path, poly, rect, rects, svg, svgDocument } from './svg';

const W = 400;
const H = 300;
/** Ground line every building stands on. */
const B = 240;

interface Ctx {
  rng: Rng;
  night: boolean;
  wall: string;
  roof: string;
  accent: string;
  frame: Box[];
  glass: Box[];
  lit: Box[];
  bars: Box[];
}

interface Building {
  x0: number;
  x1: number;
  top: number;
  doorX: number;
  urban: boolean;
  markup: string;
}

function litChance(c: Ctx): boolean {
  return c.rng.chance(c.night ? 0.6 : 0.1);
}

function win(c: Ctx, x: number, y: number, w: number, h: number, sill = true): void {
  c.frame.push([x - 2, y - 2, w + 4, h + 4]);
  (litChance(c) ? c.lit : c.glass).push([x, y, w, h]);
  // Small windows read better as plain panes, and skipping their bars keeps big blocks small.
  if (w > 20) c.bars.push([x + w / 2 - 0.7, y, 1.4, h]);
  if (h > w * 0.8 && w > 20) c.bars.push([x, y + h * 0.45, w, 1.4]);
  if (sill) c.frame.push([x - 4, y + h + 1, w + 8, 3]);
}

/** A row of tall panes sharing one frame: picture windows and curtain walls. */
function strip(c: Ctx, x: number, y: number, w: number, h: number, panes: number): void {
  c.frame.push([x - 2, y - 2, w + 4, h + 4]);
  const pw = (w - (panes - 1) * 2) / panes;
  for (let i = 0; i < panes; i++) {
    (litChance(c) ? c.lit : c.glass).push([x + i * (pw + 2), y, pw, h]);
  }
}

/** Emits the collected windows as four paths, so dozens of windows cost a few hundred bytes. */
function flush(c: Ctx, frameColor: string): string {
  let out = '';
  if (c.frame.length) out += path(rects(c.frame), frameColor);
  if (c.glass.length) out += path(rects(c.glass), 'url(#house-glass)');
  if (c.lit.length) out += path(rects(c.lit), LIT);
  if (c.bars.length) out += path(rects(c.bars), frameColor);
  c.frame = [];
  c.glass = [];
  c.lit = [];
  c.bars = [];
  return out;
}

function door(x: number, w: number, h: number, color: string, frame = '#fbfaf6'): string {
  const top = B - h;
  return (
    rect(x - 2.5, top - 2.5, w + 5, h + 2.5, frame) +
    rect(x, top, w, h, color) +
    rect(x + w * 0.2, top + h * 0.12, w * 0.6, h * 0.3, LIT, 'opacity=".8"') +
    rect(x + w * 0.2, top + h * 0.52, w * 0.6, h * 0.36, '#000', 'opacity=".12"') +
    circle(x + w * 0.82, top + h * 0.55, 1.3, '#f3d27a') +
    rect(x - 7, B, w + 14, 3, '#cfc8bd')
  );
}

/** Darkens the lower part of a wall slightly so flat colours read as lit from above. */
function tint(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, 'url(#house-shade)');
}

function villa(c: Ctx, cx: number): Building {
  const { rng } = c;
  const w = rng.range(180, 215);
  const x0 = cx - w / 2;
  const x1 = x0 + w;
  const top = B - 92;
  const rh = rng.range(32, 42);
  const cols = rng.pick([3, 5]);
  let m = rect(x0, top, w, 92, c.wall) + tint(x0, top, w, 92);
  let lx0 = x0;
  let lx1 = x1;
  if (rng.chance(0.55)) {
    // A single-storey garage wing widens the silhouette and breaks the symmetry.
    const left = rng.chance(0.5);
    const gx = left ? x0 - 62 : x1;
    const wall = shade(c.wall, -0.06);
    m =
      rect(gx, B - 48, 62, 48, wall) +
      rect(gx - (left ? 6 : 0), B - 52, 68, 5, c.roof) +
      rect(gx + 11, B - 34, 40, 34, '#e9e5de') +
      path(rects([0, 1, 2, 3].map((i): Box => [gx + 11, B - 30 + i * 8, 40, 1.2])), '#b9b2a7') +
      m;
    lx0 = Math.min(x0, gx);
    lx1 = Math.max(x1, gx + 62);
  }
  m += poly(
    [x0 - 10, top + 2, x0 + rh * 1.2, top - rh, x1 - rh * 1.2, top - rh, x1 + 10, top + 2],
    c.roof,
  );
  m += rect(x0, top + 2, w, 5, '#000', 'opacity=".1"');
  const doorX = cx - 11;
  for (let i = 0; i < cols; i++) {
    const wx = x0 + ((i + 0.5) * w) / cols - 12;
    win(c, wx, top + 14, 24, 28);
    if (i !== (cols - 1) / 2) win(c, wx, top + 54, 24, 28);
  }
  m += flush(c, '#fbfaf6');
  m += door(doorX, 22, 38, c.accent);
  m += rect(doorX - 9, B - 44, 3.5, 44, '#fbfaf6') + rect(doorX + 27.5, B - 44, 3.5, 44, '#fbfaf6');
  m += poly([doorX - 13, B - 43, cx, B - 56, doorX + 35, B - 43], shade(c.roof, 0.1));
  return { x0: lx0, x1: lx1, top: top - rh, doorX: cx, urban: false, markup: m };
}

function cottage(c: Ctx, cx: number): Building {
  const { rng } = c;
  const w = rng.range(170, 200);
  const x0 = cx - w / 2;
  const x1 = x0 + w;
  const top = B - 58;
  const gw = rng.range(64, 76);
  const left = rng.chance(0.5);
  const gx = left ? x0 + 14 : x1 - 14 - gw;
  const gTop = B - 66;
  const apex = gTop - gw * 0.62;
  let m = rect(x0, top, w, 58, c.wall) + tint(x0, top, w, 58);
  m += poly([x0 - 10, top + 2, x0 + 26, top - 40, x1 - 26, top - 40, x1 + 10, top + 2], c.roof);
  m += rect(x0, top + 2, w, 4, '#000', 'opacity=".1"');
  m += poly(
    [gx, B, gx, gTop, gx + gw / 2, apex + 4, gx + gw, gTop, gx + gw, B],
    shade(c.wall, 0.05),
  );
  m += tint(gx, gTop, gw, 66);
  // The front gable's roof is a chevron band so the gable wall shows beneath it.
  const t = 9;
  m += poly(
    [gx - 9, gTop + 5, gx + gw / 2, apex - 5, gx + gw + 9, gTop + 5].concat([
      gx + gw + 9,
      gTop + 5 + t,
      gx + gw / 2,
      apex - 5 + t,
      gx - 9,
      gTop + 5 + t,
    ]),
    shade(c.roof, -0.08),
  );
  win(c, gx + gw / 2 - 14, gTop + 18, 28, 30);
  win(c, gx + gw / 2 - 6, apex + 16, 12, 12, false);
  const doorX = left ? gx + gw + 18 : gx - 40;
  const otherSide = left ? x1 - 38 : x0 + 14;
  win(c, otherSide, top + 16, 24, 26);
  const shutter = c.accent;
  m +=
    rect(otherSide - 10, top + 14, 7, 30, shutter) + rect(otherSide + 27, top + 14, 7, 30, shutter);
  m += flush(c, '#fbfaf6');
  m += door(doorX, 22, 40, shade(c.accent, -0.15));
  return { x0, x1, top: apex, doorX: doorX + 11, urban: false, markup: m };
}

function cabin(c: Ctx, cx: number): Building {
  const { rng } = c;
  const w = rng.range(130, 160);
  const x0 = cx - w / 2;
  const x1 = x0 + w;
  const top = B - 56;
  const apex = top - rng.range(58, 70);
  const wood = rng.pick(['#9c6b4a', '#b07d56', '#8a5f45', '#c08f62']);
  let m =
    rect(x0 + w * 0.68, apex + 14, 13, 50, '#8b8178') +
    rect(x0 + w * 0.68 - 2, apex + 10, 17, 5, '#6f665e');
  m += poly([x0, B, x0, top, cx, apex + 4, x1, top, x1, B], wood);
  let planks = '';
  for (let y = top + 7; y < B; y += 7) planks += svg`M${x0} ${y}h${w}v1h${-w}z`;
  m += path(planks, '#000', 'opacity=".12"') + tint(x0, top, w, 56);
  const t = 10;
  m += poly(
    [
      x0 - 13,
      top + 8,
      cx,
      apex - 4,
      x1 + 13,
      top + 8,
      x1 + 13,
      top + 8 + t,
      cx,
      apex - 4 + t,
      x0 - 13,
      top + 8 + t,
    ],
    c.roof,
  );
  const gy = (apex + top) / 2 + 8;
  m += circle(cx, gy, 10, '#fbfaf6') + circle(cx, gy, 7.5, c.night ? LIT : 'url(#house-glass)');
  m += path(
    svg`M${cx - 0.7} ${gy - 7.5}h1.4v15h-1.4zM${cx - 7.5} ${gy - 0.7}h15v1.4h-15z`,
    '#fbfaf6',
  );
  win(c, x0 + 16, top + 18, 26, 24);
  win(c, x1 - 42, top + 18, 26, 24);
  m += flush(c, '#f3ece0');
  const doorX = cx - 11;
  m += rect(x0 - 8, B - 5, w + 16, 6, shade(wood, -0.3));
  m += door(doorX, 22, 40, shade(wood, -0.35), '#f3ece0');
  return { x0, x1, top: apex, doorX: cx, urban: false, markup: m };
}

function modern(c: Ctx, cx: number): Building {
  const { rng } = c;
  const lw = rng.range(190, 225);
  const x0 = cx - lw / 2;
  const x1 = x0 + lw;
  const top1 = B - 54;
  const uw = rng.range(110, 140);
  const right = rng.chance(0.5);
  const ux = right ? x1 - uw + 14 : x0 - 14;
  const top2 = top1 - 48;
  const wall = rng.pick(['#f4f2ee', '#ebe6df', '#e2e4e6']);
  const upper = rng.pick([wall, '#3b4049', '#b07d56', '#6b7a8a']);
  const coping = '#2f3440';
  let m = rect(x0, top1, lw, 54, wall) + tint(x0, top1, lw, 54);
  const gx0 = right ? x0 + 14 : x0 + lw * 0.38;
  const gw = lw * 0.62 - 28;
  strip(c, gx0, top1 + 10, gw, 40, Math.round(gw / 24));
  const doorX = right ? x1 - 36 : x0 + 14;
  const woodX = right ? x1 - 60 : x0 + 42;
  m += rect(woodX, top1 + 6, 18, 48, '#b07d56');
  m += path(
    rects([0, 1, 2, 3].map((i): Box => [woodX + 2 + i * 4.5, top1 + 6, 1, 48])),
    '#000',
    'opacity=".15"',
  );
  m += flush(c, coping);
  m += rect(x0 - 3, top1 - 4, lw + 6, 5, coping);
  m += rect(ux, top2, uw, 48, upper) + tint(ux, top2, uw, 48);
  m += rect(ux, top1, uw, 4, '#000', 'opacity=".18"');
  strip(c, ux + 14, top2 + 10, uw - 28, 26, Math.round((uw - 28) / 26));
  m += flush(c, coping);
  m += rect(ux - 3, top2 - 4, uw + 6, 5, coping);
  m += door(doorX, 22, 44, '#3b3f48', coping);
  return {
    x0: Math.min(x0, ux),
    x1: Math.max(x1, ux + uw),
    top: top2,
    doorX: doorX + 11,
    urban: false,
    markup: m,
  };
}

function duplex(c: Ctx, cx: number): Building {
  const { rng } = c;
  const uw = rng.range(88, 102);
  const x0 = cx - uw;
  const top = B - 90;
  const rh = rng.range(34, 44);
  let m = '';
  for (let u = 0; u < 2; u++) {
    const ux = x0 + u * uw;
    const wall = u ? shade(c.wall, -0.07) : c.wall;
    m += rect(ux, top, uw, 90, wall) + tint(ux, top, uw, 90);
    m += poly(
      [ux - 8, top + 3, ux + uw / 2, top - rh, ux + uw + 8, top + 3],
      u ? shade(c.roof, -0.1) : c.roof,
    );
    m += rect(ux, top + 3, uw, 4, '#000', 'opacity=".1"');
    const doorX = u ? ux + uw - 34 : ux + 12;
    const winX = u ? ux + 14 : ux + uw - 38;
    win(c, winX, B - 40, 24, 26);
    win(c, ux + 14, top + 14, 24, 26);
    win(c, ux + uw - 38, top + 14, 24, 26);
    win(c, ux + uw / 2 - 6, top - rh * 0.55, 12, 12, false);
    m += flush(c, '#fbfaf6');
    m += door(doorX, 22, 40, u ? c.accent : shade(c.accent, -0.2));
    m += rect(doorX - 5, B - 47, 32, 4, shade(c.roof, 0.1));
  }
  m += rect(cx - 1, top, 2, 90, '#000', 'opacity=".15"');
  return { x0, x1: x0 + uw * 2, top: top - rh, doorX: x0 + 23, urban: false, markup: m };
}

function apartment(c: Ctx, cx: number): Building {
  const { rng } = c;
  const floors = rng.int(4, 5);
  const cols = rng.int(5, 6);
  const fh = 27;
  const w = cols * 32 + 14;
  const x0 = cx - w / 2;
  const top = B - floors * fh - 12;
  const wall = rng.pick(['#e8dccb', '#b86f52', '#d4dde6', '#efe9e1', '#c9b8a6']);
  let m = rect(x0, top, w, B - top, wall) + tint(x0, top, w, B - top);
  m +=
    rect(x0 + w * 0.15, top - 12, 24, 12, '#9aa1ab') +
    rect(x0 + w * 0.6, top - 8, 36, 8, '#b3b9c1');
  m += rect(x0 - 3, top - 4, w + 6, 5, shade(wall, -0.35));
  const rails: Box[] = [];
  for (let f = 0; f < floors; f++) {
    const y = top + 9 + f * fh;
    for (let i = 0; i < cols; i++) {
      const wx = x0 + 13 + i * 32;
      win(c, wx, y, 20, 16, false);
      if (f > 0 && (i + f) % 3 === 0) rails.push([wx - 4, y + 8, 28, 9]);
    }
  }
  const gy = B - 34;
  for (let i = 0; i < cols; i++) {
    if (i === Math.floor(cols / 2)) continue;
    win(c, x0 + 13 + i * 32, gy + 4, 20, 22, false);
  }
  m += flush(c, '#f7f5f1');
  if (rails.length) m += balconies(rails);
  const doorX = x0 + 13 + Math.floor(cols / 2) * 32 - 4;
  strip(c, doorX, B - 32, 28, 32, 2);
  m += flush(c, '#3b4049');
  m += rect(doorX - 8, B - 38, 44, 4, '#3b4049');
  return { x0, x1: x0 + w, top: top - 12, doorX: doorX + 14, urban: true, markup: m };
}

function tower(c: Ctx, cx: number): Building {
  const { rng } = c;
  const w = rng.range(96, 116);
  const floors = rng.int(9, 11);
  const fh = 15;
  const x0 = cx - w / 2;
  const top = B - floors * fh - 16;
  const frame = rng.pick(['#dfe3e8', '#3a4150', '#c9c2b6']);
  let m = '';
  const annexLeft = rng.chance(0.5);
  const ax = annexLeft ? x0 - 64 : x0 + w;
  const annexTop = B - 56;
  m += rect(ax, annexTop, 64, 56, shade(c.wall, -0.05)) + tint(ax, annexTop, 64, 56);
  for (let f = 0; f < 2; f++) strip(c, ax + 8, annexTop + 10 + f * 22, 48, 14, 4);
  m += flush(c, '#f7f5f1') + rect(ax - 2, annexTop - 3, 68, 4, shade(c.wall, -0.3));
  m += rect(x0 + 10, top - 14, w - 20, 14, frame) + rect(cx - 1, top - 34, 2, 20, frame);
  m +=
    rect(x0, top, w, B - top, frame) +
    rect(x0 + 4, top + 4, w - 8, B - top - 20, 'url(#house-glass)');
  const cols = Math.round((w - 8) / 14);
  const pw = (w - 8) / cols;
  const lit: Box[] = [];
  const bars: Box[] = [];
  for (let f = 0; f < floors; f++) {
    const y = top + 4 + f * fh;
    bars.push([x0 + 4, y + fh - 3, w - 8, 3]);
    for (let i = 0; i < cols; i++) {
      if (rng.chance(c.night ? 0.45 : 0.06)) lit.push([x0 + 4 + i * pw, y, pw, fh - 3]);
    }
  }
  for (let i = 1; i < cols; i++) bars.push([x0 + 4 + i * pw - 0.6, top + 4, 1.2, B - top - 20]);
  if (lit.length) m += path(rects(lit), LIT);
  m +=
    path(rects(bars), frame) +
    rect(x0 + 4, top + 4, (w - 8) * 0.3, B - top - 20, '#fff', 'opacity=".12"');
  m +=
    rect(x0 + 4, B - 14, w - 8, 14, '#2b3140') +
    rect(cx - 14, B - 12, 28, 12, c.night ? LIT : '#8fb3cc');
  m += rect(cx - 22, B - 16, 44, 3, '#2b3140');
  return {
    x0: Math.min(x0, ax),
    x1: Math.max(x0 + w, ax + 64),
    top: top - 34,
    doorX: cx,
    urban: true,
    markup: m,
  };
}

function condo(c: Ctx, cx: number): Building {
  const { rng } = c;
  const w = rng.range(200, 228);
  const x0 = cx - w / 2;
  const step = 36;
  const fh = 36;
  const fromLeft = rng.chance(0.5);
  const slab = '#f1eee8';
  let m = '';
  const rails: Box[] = [];
  for (let f = 0; f < 3; f++) {
    const fw = w - f * step;
    const fx = fromLeft ? x0 + f * step : x0;
    const y = B - (f + 1) * fh;
    m += rect(fx, y, fw, fh, f === 1 ? shade(c.wall, -0.05) : c.wall) + tint(fx, y, fw, fh);
    const gx = fromLeft ? fx + 12 : fx + 40;
    strip(c, gx, y + 8, fw - 52, fh - 8, Math.max(2, Math.round((fw - 52) / 26)));
    m += flush(c, '#3b4049');
    m += rect(fx - 3, y - 3, fw + 6, 4, slab);
    if (f > 0) rails.push([fromLeft ? fx - step : fx + fw, y + fh - 10, step, 7]);
  }
  m += balconies(rails);
  const doorX = fromLeft ? x0 + w - 32 : x0 + 10;
  m += door(doorX, 22, 30, c.accent, '#3b4049');
  return { x0, x1: x0 + w, top: B - 3 * fh, doorX: doorX + 11, urban: true, markup: m };
}

/** A three-storey loft block of small flats: brick, tall factory windows, one entrance. */
function studio(c: Ctx, cx: number): Building {
  const { rng } = c;
  const cols = 3;
  const w = cols * 40 + 16;
  const x0 = cx - w / 2;
  const fh = 42;
  const top = B - 3 * fh - 8;
  const wall = rng.pick(['#a85f45', '#b8735a', '#8f5a48', '#c9b8a6']);
  let m = rect(x0, top, w, B - top, wall) + tint(x0, top, w, B - top);
  m += rect(x0 - 4, top - 6, w + 8, 7, shade(wall, -0.35));
  for (let f = 0; f < 3; f++) {
    const y = top + 10 + f * fh;
    for (let i = 0; i < cols; i++) {
      if (f === 2 && i === 1) continue;
      strip(c, x0 + 14 + i * 40, y, 28, 30, 2);
    }
  }
  m += flush(c, '#2f3440');
  const doorX = cx - 11;
  m += rect(doorX - 8, B - 48, 38, 4, '#2f3440');
  m += door(doorX, 22, 42, '#2f3440', '#2f3440');
  return { x0, x1: x0 + w, top: top - 6, doorX: cx, urban: true, markup: m };
}

/** Glass balustrades: a translucent pane with a slab below and a handrail on top. */
function balconies(boxes: Box[]): string {
  return (
    path(rects(boxes), '#fff', 'opacity=".4"') +
    path(rects(boxes.map(([x, y, w, h]): Box => [x - 1, y + h, w + 2, 2.5])), '#8d929b') +
    path(rects(boxes.map(([x, y, w]): Box => [x, y, w, 1.2])), '#3b4049')
  );
}

const FLOWERS = ['#f6d365', '#f59e9a', '#ffffff', '#c9a7eb'];

function flowerBed(x: number, base: number, green: string, flower: string): string {
  let dots = '';
  for (let i = 0; i < 7; i++) {
    const a = i * 2.4;
    dots += svg`<circle cx="${x + Math.cos(a) * (6 + i * 1.6)}" cy="${base - 20 + Math.sin(a) * 5 - i}" r="2"/>`;
  }
  return bush(x, base, 18, green) + `<g fill="${flower}">${dots}</g>`;
}

const STYLES = [villa, cottage, cabin, modern, duplex, apartment, tower, condo];
const STYLE_WEIGHTS = [3, 3, 2, 3, 2, 2, 1, 2];

/** The building each kind of home is drawn as (docs/product.md#generated-data). */
const STYLE_OF: Record<string, (c: Ctx, cx: number) => Building> = {
  Apartment: apartment,
  Condo: condo,
  Villa: villa,
  Cabin: cabin,
  Studio: studio,
  Office: tower,
  Luxury: modern,
  Duplex: duplex,
};

/**
 * The building a seed that names its kind of home draws; null for seeds that name none.
 * @internal What renderHouse chooses, named for its tests.
 */
export function houseStyle(seed: string): string | null {
  const category = parseHouseSeed(seed).category;
  return (category && STYLE_OF[category]?.name) || null;
}

function sideTrees(c: Ctx, b: Building, pine: boolean): string {
  const { rng } = c;
  let out = '';
  const green = () => (c.night ? shade(rng.pick(GREENS), -0.35) : rng.pick(GREENS));
  const spots: number[] = [];
  if (b.x0 > 40) spots.push(rng.range(18, Math.min(b.x0 - 18, 60)));
  if (b.x0 > 110 && rng.chance(0.6)) spots.push(b.x0 - rng.range(22, 32));
  if (b.x1 < 360) spots.push(rng.range(Math.max(b.x1 + 18, W - 60), W - 18));
  if (b.x1 < 290 && rng.chance(0.6)) spots.push(b.x1 + rng.range(22, 32));
  for (const x of spots) {
    const base = B + rng.range(2, 10);
    const h = rng.range(60, 95);
    const kind = pine ? 0 : rng.int(0, 2);
    out += shadow(x + 6, base, 18, 3.5);
    out +=
      kind === 0
        ? pineTree(x, base, h, green())
        : kind === 1
          ? roundTree(x, base, h, green())
          : slimTree(x, base, h, green());
  }
  return out;
}

export function renderHouse(seed: string, width: number, height: number): string {
  const rng = createRng(seed, 'house');
  const sky = rng.pick(SKIES);
  const night = sky.night;
  const c: Ctx = {
    rng,
    night,
    wall: rng.pick(WALLS),
    roof: rng.pick(ROOFS),
    accent: rng.pick(ACCENTS),
    frame: [],
    glass: [],
    lit: [],
    bars: [],
  };
  const category = parseHouseSeed(seed).category;
  // The seed's own choice is still drawn, so the rest of an old seed's picture stays as it was.
  const chosen = rng.weighted(STYLES, STYLE_WEIGHTS);
  const style = (category && STYLE_OF[category]) || chosen;
  const cx = W / 2 + rng.range(-30, 30);
  const raw = style(c, cx);
  // Buildings are designed small and scaled up to fill the frame, then nudged back inside it.
  const scale = Math.min(1.22, (B - 40) / (B - raw.top), 372 / (raw.x1 - raw.x0));
  const sx = (x: number) => cx + (x - cx) * scale;
  const dx = Math.max(0, 14 - sx(raw.x0)) - Math.max(0, sx(raw.x1) - (W - 14));
  const b: Building = {
    ...raw,
    x0: sx(raw.x0) + dx,
    x1: sx(raw.x1) + dx,
    top: B - (B - raw.top) * scale,
    doorX: sx(raw.doorX) + dx,
    markup: svg`<g transform="matrix(${scale} 0 0 ${scale} ${cx + dx - scale * cx} ${B - scale * B})">${raw.markup}</g>`,
  };

  const glassColors = night ? ['#4a5a7e', '#2f3a57'] : ['#e4f2fa', '#a8cbe2', '#7ea9c9'];
  const defs =
    linear('house-sky', [sky.top, sky.bottom]) +
    linear('house-lawn', [sky.grass, shade(sky.grass, -0.2)]) +
    linear('house-glass', glassColors, 'd') +
    glow('house-sun', sky.sun, 0.7) +
    '<linearGradient id="house-shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".4" stop-opacity="0"/>' +
    '<stop offset="1" stop-opacity=".12"/></linearGradient>';

  let body = rect(0, 0, W, B, 'url(#house-sky)');
  const sunX = b.x1 < 300 ? rng.range(b.x1 + 30, 370) : rng.range(40, Math.max(50, b.x0 - 30));
  const sunY = night ? rng.range(150, 175) : rng.range(40, 80);
  body += circle(sunX, sunY, 60, 'url(#house-sun)') + circle(sunX, sunY, night ? 22 : 16, sky.sun);
  if (night) {
    let stars = '';
    for (let i = 0; i < 22; i++)
      stars += svg`M${rng.range(0, W)} ${rng.range(5, 110)}h1.2v1.2h-1.2z`;
    body += path(stars, '#fff', 'opacity=".75"');
  } else {
    for (let i = rng.int(2, 3); i > 0; i--) {
      body += cloud(rng.range(30, 370), rng.range(30, 100), rng.range(0.6, 1.1), 0.85);
    }
  }
  if (b.urban) {
    const city = skyline(rng, 0, W, 226, 30, 110, 22, 44);
    body += path(city.d, mix(sky.far, sky.bottom, 0.2));
    body += hills(rng, W, H, 222, 3, sky.near);
  } else {
    body += hills(rng, W, H, 190, 10, sky.far);
    body += hills(rng, W, H, 214, 6, sky.near);
  }
  body += rect(0, 226, W, H - 226, 'url(#house-lawn)');

  const pine = style === cabin;
  const backGreen = night ? shade(sky.near, -0.2) : shade(rng.pick(GREENS), -0.1);
  if (!b.urban && rng.chance(0.7)) {
    const bx = rng.chance(0.5) ? b.x0 + rng.range(6, 20) : b.x1 - rng.range(6, 20);
    const th = B - b.top + rng.range(10, 30);
    body += pine ? pineTree(bx, B, th, backGreen) : roundTree(bx, B, th, backGreen);
  }
  body += shadow((b.x0 + b.x1) / 2, B + 1, (b.x1 - b.x0) / 2 + 16, 5, 0.18);
  body += b.markup;

  if (b.urban) {
    body +=
      rect(0, B, W, 16, night ? '#8d8e9c' : '#dcd8cf') +
      rect(0, B + 16, W, 2, '#000', 'opacity=".08"');
  } else {
    body += poly(
      [b.doorX - 10, B + 3, b.doorX + 10, B + 3, b.doorX + 34, H, b.doorX - 34, H],
      night ? '#9c958c' : '#e6dccb',
    );
  }

  const bushGreen = night ? shade(sky.grass, -0.35) : shade(sky.grass, -0.12);
  for (let x = b.x0 + 8; x < b.x1 - 8; x += rng.range(26, 44)) {
    if (Math.abs(x - b.doorX) > 28) body += bush(x, B + 4, rng.range(6, 10), bushGreen);
  }
  body += sideTrees(c, b, pine);

  // A luxury home always has its pool.
  const extra = category === 'Luxury' ? (rng.next(), 0.5) : rng.next();
  let extraDefs = '';
  if (!b.urban && extra < 0.35) {
    // One picket and its two rails as a tile; the gap in front of the door is left unfilled.
    const paint = night ? '#c9c4bc' : '#fbfaf6';
    extraDefs = svg`<pattern id="house-fence" width="9" height="16" x="4" y="260" patternUnits="userSpaceOnUse"><path d="M0 16V4l2.5-3 2.5 3v12zM0 5h9v2.5H0zM0 11h9v2.5H0z" fill="${paint}"/></pattern>`;
    body += rect(0, 260, b.doorX - 24, 16, 'url(#house-fence)');
    body += rect(b.doorX + 24, 260, W - b.doorX - 24, 16, 'url(#house-fence)');
  } else if (!b.urban && extra < 0.6) {
    const px = b.doorX > W / 2 ? rng.range(20, 60) : rng.range(250, 290);
    body +=
      rect(px - 4, 262, 108, 30, '#eef0ee', 'rx="6"') +
      rect(px, 266, 100, 22, 'url(#house-pool)', 'rx="4"');
    body += path(
      svg`M${px + 14} 273h22v1.5h-22zM${px + 56} 281h26v1.5h-26z`,
      '#fff',
      'opacity=".7"',
    );
    extraDefs = linear('house-pool', ['#9fe0ee', '#4fb0d2'], 'd');
  } else if (b.urban) {
    // City lots get a clipped hedge, a kerb and a street instead of garden features.
    let hedges = '';
    for (let x = rng.range(-20, 0); x < W; x += 74) hedges += svg`M${x + 6} 256h54v9h-54z`;
    let dashes = '';
    for (let x = rng.range(-30, 0); x < W; x += 42) dashes += svg`M${x} 288h18v2h-18z`;
    body +=
      path(
        hedges,
        bushGreen,
        'stroke-linejoin="round" stroke-width="6" stroke="' + bushGreen + '"',
      ) +
      rect(0, 272, W, 4, night ? '#8d8e9c' : '#d6d2c9') +
      rect(0, 276, W, 24, night ? '#3f4354' : '#646a78') +
      path(dashes, '#f4f1ea', 'opacity=".8"');
  } else {
    const fx = b.doorX > W / 2 ? rng.range(10, 50) : rng.range(350, 390);
    body += flowerBed(
      fx,
      H + 4,
      night ? shade(sky.grass, -0.3) : shade(sky.grass, -0.18),
      rng.pick(FLOWERS),
    );
  }
  return svgDocument({ width, height, viewWidth: W, viewHeight: H, defs: defs + extraDefs, body });
}
