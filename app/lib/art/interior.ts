/**
 * A room seen straight on: back wall, a floor whose boards run towards a vanishing point, a window
 * with a view, and furniture chosen by room type. The window and the main piece of furniture sit
 * on opposite halves of the wall so they never collide.
 */
import { FABRICS, FLOORS, LIT, ROOM_WALLS, SKIES, mix, shade, type Sky } from './palette';
import { parseInteriorSeed, type InteriorRoom } from '~/lib/art-seeds';

import { bathroom, meetingRoom } from './interior-rooms';
import { createRng, type Rng } from './random';
import { GREENS, shadow, skyline } from './shapes';
import { circle, glow, linear, path, poly, rect, rects, svg, svgDocument } from './svg';

const W = 400;
const H = 300;
/** Where the wall meets the floor. */
const F = 212;
const WOOD = '#a8774f';
const WHITE = '#fbfaf6';

interface Room {
  rng: Rng;
  wall: string;
  fabric: string;
  accent: string;
  /** Centre of the main furniture piece. */
  cx: number;
  /** Free spot on the window side, for a plant or lamp. */
  sideX: number;
}

function plant(x: number, base: number, s: number, rng: Rng): string {
  const green = rng.pick(GREENS);
  const pot = rng.pick(['#e9e4dc', '#c8734f', '#3d405b', '#d9c2a0']);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.42;
    const len = s * (26 + (i % 3) * 7);
    const tx = x + Math.cos(a) * len;
    const ty = base - s * 22 + Math.sin(a) * len;
    const nx = -Math.sin(a) * s * 6;
    const ny = Math.cos(a) * s * 6;
    const mx = (x + tx) / 2;
    const my = (base - s * 22 + ty) / 2;
    leaves += svg`M${x} ${base - s * 22}Q${mx + nx} ${my + ny} ${tx} ${ty}Q${mx - nx} ${my - ny} ${x} ${base - s * 22}z`;
  }
  return (
    shadow(x, base, s * 16, s * 3) +
    path(leaves, green) +
    poly(
      [x - s * 11, base - s * 24, x + s * 11, base - s * 24, x + s * 8, base, x - s * 8, base],
      pot,
    )
  );
}

function floorLamp(x: number, base: number, shadeColor: string): string {
  return (
    circle(x, base - 118, 46, 'url(#interior-lamp)') +
    rect(x - 1, base - 112, 2, 110, '#2f3440') +
    rect(x - 11, base - 3, 22, 3, '#2f3440', 'rx="1.5"') +
    poly(
      [x - 11, base - 110, x + 11, base - 110, x + 16, base - 132, x - 16, base - 132],
      shadeColor,
    )
  );
}

function painting(x: number, y: number, w: number, h: number, rng: Rng): string {
  const c0 = rng.pick(FABRICS);
  const c1 = rng.pick(FABRICS);
  const c2 = rng.pick(FABRICS);
  const bg = rng.pick(['#f4ede2', '#e7eef2', '#f6e6da', '#2f3a4f']);
  let art: string;
  const style = rng.int(0, 2);
  if (style === 0) {
    art =
      circle(x + w * 0.62, y + h * 0.38, h * 0.2, c0) +
      path(
        svg`M${x} ${y + h}L${x + w * 0.35} ${y + h * 0.5}L${x + w * 0.6} ${y + h * 0.8}L${x + w * 0.8} ${y + h * 0.62}L${x + w} ${y + h}z`,
        c1,
      );
  } else if (style === 1) {
    art =
      rect(x + w * 0.15, y + h * 0.2, w * 0.3, h * 0.6, c0) +
      circle(x + w * 0.66, y + h * 0.42, h * 0.22, c1) +
      rect(x + w * 0.5, y + h * 0.7, w * 0.36, h * 0.1, c2);
  } else {
    art =
      path(
        svg`M${x} ${y + h * 0.7}Q${x + w * 0.3} ${y + h * 0.3} ${x + w * 0.55} ${y + h * 0.6}T${x + w} ${y + h * 0.45}V${y + h}H${x}z`,
        c0,
      ) +
      path(
        svg`M${x} ${y + h * 0.85}Q${x + w * 0.4} ${y + h * 0.6} ${x + w} ${y + h * 0.8}V${y + h}H${x}z`,
        c1,
      );
  }
  return (
    rect(x - 2, y - 1, w + 8, h + 8, '#3a3330', 'opacity=".15"') +
    rect(x - 4, y - 4, w + 8, h + 8, rng.pick(['#2f3440', '#c9a46a', WHITE])) +
    rect(x, y, w, h, bg) +
    art
  );
}

function windowView(x: number, y: number, w: number, h: number, rng: Rng, sky: Sky): string {
  const inner = rng.next();
  let view = rect(x, y, w, h, 'url(#interior-sky)');
  if (inner < 0.5) {
    const city = skyline(rng, x, x + w, y + h, h * 0.15, h * 0.55, 10, 22);
    view += path(city.d, mix(sky.far, sky.bottom, 0.3));
  } else {
    view += hillsIn(rng, x, y, w, h, sky.far) + hillsIn(rng, x, y + h * 0.12, w, h, sky.near);
  }
  return (
    rect(x - 7, y - 7, w + 14, h + 14, WHITE) +
    view +
    path(svg`M${x + w / 2 - 2} ${y}h4v${h}h-4zM${x} ${y + h * 0.42 - 2}h${w}v4h${-w}z`, WHITE) +
    rect(x - 11, y + h + 5, w + 22, 5, shade(WHITE, -0.06))
  );
}

/** Hills clipped to the window opening by keeping the wave inside its box. */
function hillsIn(rng: Rng, x: number, y: number, w: number, h: number, fill: string): string {
  const base = y + h * 0.65;
  let d = svg`M${x} ${y + h}V${base + rng.range(-6, 6)}`;
  for (let i = 1; i <= 3; i++) {
    d += svg`Q${x + (w * (i - 0.5)) / 3} ${base + rng.range(-14, 4)} ${x + (w * i) / 3} ${base + rng.range(-6, 6)}`;
  }
  return path(d + svg`V${y + h}z`, fill);
}

function sofa(r: Room): string {
  const { cx, fabric } = r;
  const light = shade(fabric, 0.12);
  const dark = shade(fabric, -0.15);
  let m = shadow(cx, F + 4, 92, 6);
  m += rect(cx - 74, F - 64, 148, 40, fabric, 'rx="9"');
  m += rect(cx - 74, F - 30, 148, 22, light, 'rx="6"');
  m += rect(cx - 1, F - 30, 2, 22, dark);
  m +=
    rect(cx - 88, F - 46, 20, 40, dark, 'rx="7"') + rect(cx + 68, F - 46, 20, 40, dark, 'rx="7"');
  m += rect(
    cx - 58,
    F - 52,
    30,
    24,
    r.accent,
    'rx="6" transform="rotate(-8 ' + (cx - 43).toFixed(0) + ' ' + (F - 40) + ')"',
  );
  m += rect(
    cx + 30,
    F - 52,
    30,
    24,
    shade(r.accent, 0.25),
    'rx="6" transform="rotate(7 ' + (cx + 45).toFixed(0) + ' ' + (F - 40) + ')"',
  );
  m += path(
    rects([
      [cx - 80, F - 8, 4, 8],
      [cx + 76, F - 8, 4, 8],
    ]),
    '#3a3330',
  );
  return m;
}

function coffeeTable(cx: number, y: number, rng: Rng): string {
  return (
    shadow(cx, y + 30, 56, 5) +
    path(
      rects([
        [cx - 40, y + 4, 3, 26],
        [cx + 37, y + 4, 3, 26],
      ]),
      '#3a3330',
    ) +
    rect(cx - 50, y, 100, 6, WOOD, 'rx="2"') +
    rect(cx - 30, y - 8, 26, 8, rng.pick(FABRICS), 'rx="1"') +
    rect(cx - 27, y - 13, 20, 5, rng.pick(FABRICS), 'rx="1"') +
    poly([cx + 18, y, cx + 30, y, cx + 32, y - 16, cx + 16, y - 16], '#e9e4dc')
  );
}

function rug(cx: number, y0: number, y1: number, color: string): string {
  const spread = (y1 - y0) * 0.5;
  const d = (inset: number) => [
    cx - 110 + inset,
    y0 + inset * 0.3,
    cx + 110 - inset,
    y0 + inset * 0.3,
    cx + 110 + spread - inset,
    y1 - inset * 0.3,
    cx - 110 - spread + inset,
    y1 - inset * 0.3,
  ];
  return poly(d(0), color) + poly(d(14), shade(color, 0.25)) + poly(d(26), color);
}

function living(r: Room): string {
  return (
    painting(r.cx - 50, 52, 100, 66, r.rng) +
    rug(r.cx, F + 14, F + 74, mix(r.fabric, '#ffffff', 0.45)) +
    sofa(r) +
    coffeeTable(r.cx + r.rng.range(-20, 20), F + 38, r.rng) +
    // The lamp stands beside the sofa on the side away from the window, never in front of it.
    (r.rng.chance(0.5) ? floorLamp(r.cx + (r.cx > W / 2 ? 108 : -108), F + 4, '#f3e3c3') : '') +
    plant(r.sideX, F + 8, 1.1, r.rng)
  );
}

function tableLamp(x: number, top: number, color: string): string {
  return (
    circle(x, top - 20, 28, 'url(#interior-lamp)') +
    rect(x - 1.5, top - 14, 3, 14, '#3a3330') +
    poly([x - 9, top - 14, x + 9, top - 14, x + 6, top - 30, x - 6, top - 30], color)
  );
}

function bedroom(r: Room): string {
  const { cx, fabric, rng } = r;
  const stand = shade(WOOD, 0.1);
  let m = painting(cx - 45, 36, 90, 54, rng);
  m += shadow(cx, F + 30, 110, 8);
  m += rect(cx - 88, F - 92, 176, 96, shade(fabric, -0.2), 'rx="12"');
  m += rect(cx - 80, F - 52, 160, 12, WHITE, 'rx="3"');
  m +=
    rect(cx - 72, F - 66, 62, 20, WHITE, 'rx="7"') + rect(cx + 10, F - 66, 62, 20, WHITE, 'rx="7"');
  m += rect(cx - 84, F - 46, 168, 74, fabric, 'rx="6"');
  m += rect(cx - 84, F - 46, 168, 16, shade(fabric, 0.3), 'rx="6"');
  m += path(svg`M${cx - 84} ${F + 12}h168v3h-168z`, shade(fabric, -0.15));
  for (const sx of [cx - 132, cx + 96]) {
    m +=
      rect(sx, F - 40, 36, 40, stand, 'rx="2"') +
      rect(sx + 3, F - 24, 30, 1.5, shade(stand, -0.25));
  }
  m += tableLamp(cx - 114, F - 40, '#f3e3c3') + tableLamp(cx + 114, F - 40, '#f3e3c3');
  if (rng.chance(0.6)) m += plant(r.sideX, H - 10, 1.2, rng);
  return m;
}

function kitchen(r: Room): string {
  const { rng } = r;
  const cab = rng.pick(['#f4f1ec', '#6d8a7d', '#3d4a5c', '#d8cbb8', '#a9bcc9']);
  const top = rng.pick(['#e8e5e0', '#3a3a40', '#c9b8a0']);
  const fridgeLeft = r.cx < W / 2;
  const fx = fridgeLeft ? 18 : W - 78;
  const x0 = fridgeLeft ? 80 : 14;
  const x1 = fridgeLeft ? W - 14 : W - 80;
  const doors: Box[] = [];
  for (let x = x0 + 4; x + 30 <= x1; x += 34) doors.push([x, F - 54, 30, 50]);
  let m = shadow(fx + 30, F + 3, 40, 4);
  m +=
    rect(fx, F - 150, 60, 150, '#dfe3e6', 'rx="4"') +
    rect(fx + 50, F - 130, 3, 36, '#9aa3ab') +
    rect(fx + 50, F - 84, 3, 50, '#9aa3ab');
  m += rect(fx, F - 102, 60, 2, '#b8bfc5');
  m += rect(x0, F - 58, x1 - x0, 58, shade(cab, -0.08));
  m += path(rects(doors), cab);
  m += path(rects(doors.map(([x, y]): Box => [x + 12, y + 6, 6, 2])), '#2f3440');
  m += rect(x0 - 4, F - 64, x1 - x0 + 8, 7, top);
  const sink = r.cx;
  m += rect(sink - 18, F - 64, 36, 3, '#9aa3ab');
  m += path(svg`M${sink - 1.5} ${F - 64}v-18h12v6h-3v-3h-6v15z`, '#9aa3ab');
  m += rect(sink + 44, F - 70, 14, 6, '#3a3a40', 'rx="1"') + plant(sink - 54, F - 64, 0.55, rng);
  const uppers: Box[] = [];
  for (let x = x0 + 4; x + 30 <= x1; x += 34) {
    if (Math.abs(x + 15 - r.sideX) > 80) uppers.push([x, 40, 30, 56]);
  }
  if (uppers.length) m += path(rects(uppers), cab);
  for (let i = 0; i < 2; i++) {
    const sx = sink - 40 + i * 80;
    m += shadow(sx, F + 62, 18, 3);
    m += path(
      svg`M${sx - 10} ${F + 62}l4-26h2l-3 26zM${sx + 10} ${F + 62}l-4-26h-2l3 26z`,
      '#3a3330',
    );
    m += rect(sx - 14, F + 30, 28, 6, WOOD, 'rx="3"');
  }
  for (const lx of [sink - 60, sink + 60]) {
    m +=
      rect(lx - 0.5, 0, 1, 36, '#3a3330') +
      path(svg`M${lx - 12} 50a12 12 0 0 1 24 0z`, r.accent) +
      circle(lx, 54, 28, 'url(#interior-lamp)');
  }
  return m;
}

type Box = [number, number, number, number];

function dining(r: Room): string {
  const { cx, rng } = r;
  const chair = rng.pick(['#3a3330', WOOD, '#e9e4dc', r.accent]);
  // The painting hangs below the pendant so the cord never crosses it.
  let m = circle(cx, 70, 40, 'url(#interior-lamp)') + painting(cx - 45, 88, 90, 56, rng);
  const parts: Box[] = [];
  for (const dx of [-50, 0, 50]) {
    const x = cx + dx;
    parts.push([x - 12, F - 30, 24, 34], [x - 12, F + 8, 2.5, 26], [x + 9.5, F + 8, 2.5, 26]);
  }
  for (const side of [-1, 1]) {
    const x = cx + side * 116;
    const back = x + side * 13;
    parts.push([back - 2, F - 26, 4, 40], [x - 15, F + 10, 30, 5]);
    parts.push([x - 14, F + 15, 3, 30], [x + 11, F + 15, 3, 30]);
  }
  m += shadow(cx, F + 42, 140, 8) + path(rects(parts), chair);
  m += path(
    rects([
      [cx - 84, F + 8, 5, 38],
      [cx + 79, F + 8, 5, 38],
    ]),
    shade(WOOD, -0.2),
  );
  m += rect(cx - 95, F + 2, 190, 8, WOOD, 'rx="2"');
  m += poly([cx - 30, F + 2, cx - 18, F + 2, cx - 16, F - 20, cx - 32, F - 20], '#e9e4dc');
  m += plant(cx + 24, F + 2, 0.45, rng);
  m += rect(cx - 0.5, 0, 1, 54, '#3a3330') + path(svg`M${cx - 26} 66a26 14 0 0 1 52 0z`, r.accent);
  if (rng.chance(0.7)) m += plant(r.sideX, F + 8, 1.1, rng);
  return m;
}

function office(r: Room): string {
  const { cx, rng } = r;
  const desk = rng.pick([WOOD, WHITE, '#3a3330']);
  let m = shadow(cx, F + 6, 90, 5);
  m += rect(cx - 80, F - 58, 160, 6, desk) + rect(cx - 76, F - 52, 4, 52, shade(desk, -0.2));
  m +=
    rect(cx + 36, F - 52, 40, 52, shade(desk, -0.08)) +
    path(
      rects([
        [cx + 52, F - 40, 8, 2],
        [cx + 52, F - 20, 8, 2],
      ]),
      '#2f3440',
    );
  m +=
    rect(cx - 34, F - 108, 72, 44, '#2f3440', 'rx="3"') +
    rect(cx - 30, F - 104, 64, 36, 'url(#interior-screen)');
  m += rect(cx - 1, F - 64, 4, 6, '#2f3440') + rect(cx - 10, F - 60, 22, 2, '#2f3440');
  m += tableLamp(cx - 58, F - 58, r.accent);
  // Wall shelves above the desk: the other half of the wall belongs to the window.
  const shelfX = cx - 76;
  m += rect(shelfX, 64, 96, 3, WOOD) + rect(shelfX, 96, 60, 3, WOOD);
  let x = shelfX + 4;
  const books: string[] = [];
  while (x < shelfX + 88) {
    const bw = rng.range(5, 9);
    const bh = rng.range(18, 26);
    books.push(rect(x, 64 - bh, bw, bh, rng.pick(FABRICS)));
    if (x < shelfX + 52) books.push(rect(x, 96 - bh + 4, bw, bh - 4, rng.pick(FABRICS)));
    x += bw + (rng.chance(0.15) ? 8 : 1);
  }
  m += books.join('');
  const chair = r.fabric;
  m += shadow(cx, F + 56, 30, 4);
  m += path(svg`M${cx - 18} ${F + 56}h36v-3h-16v-18h-4v18h-16z`, '#2f3440');
  m +=
    rect(cx - 24, F + 24, 48, 10, shade(chair, -0.1), 'rx="4"') +
    rect(cx - 20, F - 36, 40, 58, chair, 'rx="10"');
  if (rng.chance(0.7)) m += plant(r.sideX, F + 8, 1.1, rng);
  return m;
}

const ROOMS = [living, bedroom, kitchen, dining, office, meetingRoom, bathroom] as const;
const ROOM_WEIGHTS = [4, 3, 3, 2, 2];
/** What each entry of ROOMS draws, as a caption for the video tour. */
const ROOM_NAMES = [
  'Living room',
  'Bedroom',
  'Kitchen',
  'Dining room',
  'Home office',
  'Meeting room',
  'Bathroom',
] as const;
/** A seed that names its room (ADR 0071) draws that room; others draw one chosen by the seed. */
const ROOM_INDEX: Record<InteriorRoom, number> = {
  living: 0,
  bedroom: 1,
  kitchen: 2,
  dining: 3,
  office: 4,
  meeting: 5,
  bath: 6,
};
export type RoomName = (typeof ROOM_NAMES)[number];

/** The choices made before anything is drawn, shared by the drawing and its caption. */
function plan(seed: string) {
  const rng = createRng(seed, 'interior');
  const wall = rng.pick(ROOM_WALLS);
  const floor = rng.pick(FLOORS);
  const windowLeft = rng.chance(0.5);
  const ww = rng.range(92, 116);
  const wx = windowLeft ? rng.range(26, 50) : W - rng.range(26, 50) - ww;
  const wy = rng.range(34, 48);
  const wh = rng.range(100, 116);
  const room: Room = {
    rng,
    wall,
    fabric: rng.pick(FABRICS),
    accent: rng.pick(FABRICS),
    cx: windowLeft ? rng.range(250, 268) : rng.range(132, 150),
    sideX: wx + ww / 2,
  };
  const chosen: number = rng.weighted([0, 1, 2, 3, 4] as const, ROOM_WEIGHTS);
  const named = parseInteriorSeed(seed).room;
  const index = (named ? ROOM_INDEX[named] : chosen) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
  return { rng, wall, floor, windowLeft, ww, wx, wy, wh, room, index };
}

/**
 * Which room renderInterior draws for this seed, and the horizontal centre of its main piece of
 * furniture as a fraction of the width, for the video tour's captions and camera moves.
 */
export function interiorRoom(seed: string): { name: RoomName; focusX: number } {
  const { index, room } = plan(seed);
  return { name: ROOM_NAMES[index], focusX: room.cx / W };
}

export function renderInterior(seed: string, width: number, height: number): string {
  const { rng, wall, floor, windowLeft, ww, wx, wy, wh, room, index } = plan(seed);
  const draw = ROOMS[index];
  const sky = rng.pick(SKIES.filter((s) => !s.night));

  const vpx = W / 2 + rng.range(-60, 60);
  let boards = '';
  for (let x = -200; x <= W + 200; x += 26) {
    const bx = vpx + (x - vpx) * 2.2;
    boards += svg`M${x} ${F}L${bx} ${H}L${bx + 1.6} ${H}L${x + 0.6} ${F}z`;
  }
  const tiles = floor === '#a7afb5' || floor === '#cdbfae';
  if (tiles) {
    for (const y of [F + 12, F + 30, F + 54, F + 84]) boards += svg`M0 ${y}h${W}v1h${-W}z`;
  }
  const accentWall = rng.chance(0.4);

  const defs =
    linear('interior-wall', [shade(wall, 0.2), wall, shade(wall, -0.05)]) +
    linear('interior-floor', [shade(floor, -0.12), floor, shade(floor, 0.08)]) +
    linear('interior-sky', [sky.top, sky.bottom]) +
    linear('interior-screen', ['#8fb3cc', '#4f6e8f'], 'd') +
    glow('interior-lamp', LIT, 0.45) +
    glow('interior-sun', '#ffffff', 0.55);

  let body = rect(0, 0, W, F, 'url(#interior-wall)');
  if (accentWall) {
    const aw = 230;
    const ax = Math.max(0, Math.min(W - aw, room.cx - aw / 2));
    body += rect(ax, 0, aw, F, mix(wall, room.fabric, 0.22));
  }
  body += circle(wx + ww / 2, wy + wh / 2, 170, 'url(#interior-sun)');
  body += windowView(wx, wy, ww, wh, rng, sky);
  body += rect(0, F, W, H - F, 'url(#interior-floor)') + path(boards, '#000', 'opacity=".07"');
  body += rect(0, F - 7, W, 7, shade(wall, 0.3)) + rect(0, F - 1, W, 1.5, '#000', 'opacity=".06"');
  const spill = windowLeft ? 1 : -1;
  body += poly(
    [wx, F, wx + ww, F, wx + ww + spill * 60 + 20, H, wx + spill * 60 - 20, H],
    '#fff',
    'opacity=".12"',
  );
  body += draw(room);
  return svgDocument({ width, height, viewWidth: W, viewHeight: H, defs, body });
}
