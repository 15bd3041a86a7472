/**
 * Architectural floor plan: a rectangular footprint split into rooms by recursive bisection,
 * doors placed along a spanning tree of the room adjacency graph so every room is reachable,
 * windows on outside walls, labels and dimension lines.
 */
import { parsePlanSeed } from '~/lib/art-seeds';

import { factTexts, layoutFloor } from './plan-facts';
import { createRng, type Rng } from './random';
import { num, path, rect, svg, svgDocument } from './svg';

const W = 400;
const H = 300;
/** Plan units per metre, used for the labelled dimensions and areas. */
const UNIT = 22;
const DOOR = 15;

interface Room {
  x: number;
  y: number;
  w: number;
  h: number;
  label: string;
  /** What the fills and furniture go by when the label is in another language. */
  kind?: string;
  /** The labelled area in the page's unit, for plans drawn from a home's facts. */
  area?: number;
}

const kindOf = (r: Room) => r.kind ?? r.label;

interface Theme {
  paper: string;
  grid: string;
  wall: string;
  ink: string;
  furniture: string;
  fills: Record<string, string>;
}

const PAPER: Theme = {
  paper: '#fbfaf6',
  grid: '#ece8df',
  wall: '#2b2f3a',
  ink: '#3b4252',
  furniture: '#a3a9b5',
  fills: {
    Living: '#f4ead9',
    Kitchen: '#f7e3d3',
    Dining: '#f4ead9',
    Bath: '#dcecef',
    WC: '#dcecef',
    Hall: '#efeee9',
    Utility: '#efeee9',
    Study: '#e7eedf',
    bed: '#e4eaf3',
  },
};

const BLUEPRINT: Theme = {
  paper: '#1f4a78',
  grid: '#2a5686',
  wall: '#f4f7fb',
  ink: '#e8eef6',
  furniture: '#8fb0d3',
  fills: {},
};

function split(rooms: Room[], rng: Rng, count: number): void {
  while (rooms.length < count) {
    let index = 0;
    rooms.forEach((r, i) => {
      const best = rooms[index];
      if (best && r.w * r.h > best.w * best.h) index = i;
    });
    const r = rooms[index];
    if (!r) return;
    const vertical = r.w > r.h * 1.15 || (r.w > r.h * 0.85 && rng.chance(0.5));
    const size = vertical ? r.w : r.h;
    if (size < 100) return;
    const cut = Math.round(size * rng.range(0.3, 0.7));
    const a: Room = vertical ? { ...r, w: cut } : { ...r, h: cut };
    const b: Room = vertical
      ? { ...r, x: r.x + cut, w: r.w - cut }
      : { ...r, y: r.y + cut, h: r.h - cut };
    rooms.splice(index, 1, a, b);
  }
}

function assignLabels(rooms: Room[], rng: Rng): void {
  const bySize = [...rooms].sort((p, q) => q.w * q.h - p.w * p.h);
  const rest = ['Bed 1', 'Kitchen', 'Bed 2', rng.pick(['Study', 'Dining', 'Bed 3']), 'Bed 3'];
  bySize.forEach((r, i) => {
    if (i === 0) r.label = 'Living';
    else if (i === bySize.length - 1) r.label = 'Bath';
    else if (i === bySize.length - 2 && bySize.length > 5)
      r.label = rng.pick(['WC', 'Hall', 'Utility']);
    else r.label = rest[i - 1] ?? 'Room';
  });
}

interface Shared {
  vertical: boolean;
  /** Position of the wall line. */
  at: number;
  from: number;
  to: number;
}

function sharedWall(a: Room, b: Room): Shared | null {
  const eps = 0.5;
  if (Math.abs(a.x + a.w - b.x) < eps || Math.abs(b.x + b.w - a.x) < eps) {
    const from = Math.max(a.y, b.y);
    const to = Math.min(a.y + a.h, b.y + b.h);
    const at = Math.abs(a.x + a.w - b.x) < eps ? b.x : a.x;
    return to - from > DOOR + 12 ? { vertical: true, at, from, to } : null;
  }
  if (Math.abs(a.y + a.h - b.y) < eps || Math.abs(b.y + b.h - a.y) < eps) {
    const from = Math.max(a.x, b.x);
    const to = Math.min(a.x + a.w, b.x + b.w);
    const at = Math.abs(a.y + a.h - b.y) < eps ? b.y : a.y;
    return to - from > DOOR + 12 ? { vertical: false, at, from, to } : null;
  }
  return null;
}

/** Gap in the wall plus the leaf and its swing arc, the conventional plan symbol. */
function door(
  wall: Shared,
  start: number,
  thickness: number,
  paper: string,
  flip: boolean,
): string {
  const s = flip ? -1 : 1;
  if (wall.vertical) {
    const x = wall.at;
    return (
      rect(x - thickness / 2 - 0.5, start, thickness + 1, DOOR, paper, 'stroke="none"') +
      svg`<path d="M${x} ${start}h${s * DOOR}A${DOOR} ${DOOR} 0 0 ${flip ? 0 : 1} ${x} ${start + DOOR}"/>`
    );
  }
  const y = wall.at;
  return (
    rect(start, y - thickness / 2 - 0.5, DOOR, thickness + 1, paper, 'stroke="none"') +
    svg`<path d="M${start} ${y}v${s * DOOR}A${DOOR} ${DOOR} 0 0 ${flip ? 1 : 0} ${start + DOOR} ${y}"/>`
  );
}

type Box = [number, number, number, number];

interface Furniture {
  markup: string;
  /** Footprint, used to keep furniture clear of door swings. */
  boxes: Box[];
}

/** Furniture drawn against the room's top wall; the caller may mirror it onto the bottom wall. */
function furniture(r: Room): Furniture | null {
  const cx = r.x + r.w / 2;
  const kind = kindOf(r);
  if (kind.startsWith('Bed') && r.w >= 62 && r.h >= 84) {
    const bw = r.w > 90 ? 34 : 26;
    return {
      markup: svg`<rect x="${cx - bw / 2}" y="${r.y + 6}" width="${bw}" height="42" rx="2"/><path d="M${cx - bw / 2 + 3} ${r.y + 16}h${bw - 6}"/>`,
      boxes: [[cx - bw / 2, r.y + 6, bw, 42]],
    };
  }
  if (kind === 'Living' && r.w >= 80 && r.h >= 80) {
    return {
      markup: svg`<path d="M${cx - 30} ${r.y + 8}h60v14h-60zM${cx - 30} ${r.y + 16}h60"/><rect x="${cx - 14}" y="${r.y + 30}" width="28" height="12" rx="2"/>`,
      boxes: [[cx - 30, r.y + 8, 60, 34]],
    };
  }
  if (kind === 'Kitchen' && r.w >= 56 && r.h >= 56) {
    const leg = Math.min(r.h - 8, 58);
    return {
      markup: svg`<path d="M${r.x + 5} ${r.y + 5}h${r.w - 10}v12h${-(r.w - 22)}V${r.y + leg}h-12z"/><circle cx="${r.x + r.w - 20}" cy="${r.y + 11}" r="3.5"/>`,
      boxes: [
        [r.x + 5, r.y + 5, r.w - 10, 12],
        [r.x + 5, r.y + 5, 12, leg - 5],
      ],
    };
  }
  if (kind === 'Bath' && r.w >= 40 && r.h >= 44) {
    return {
      markup: svg`<rect x="${r.x + 5}" y="${r.y + 5}" width="16" height="32" rx="6"/><ellipse cx="${r.x + r.w - 11}" cy="${r.y + 12}" rx="5" ry="6.5"/>`,
      boxes: [
        [r.x + 5, r.y + 5, 16, 32],
        [r.x + r.w - 16, r.y + 5, 10, 14],
      ],
    };
  }
  if ((kind === 'Dining' || kind === 'Study') && r.w >= 60 && r.h >= 60) {
    return {
      markup: svg`<rect x="${cx - 16}" y="${r.y + 8}" width="32" height="18" rx="2"/>`,
      boxes: [[cx - 16, r.y + 8, 32, 18]],
    };
  }
  return null;
}

function overlaps(a: Box, b: Box): boolean {
  return a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];
}

/** Square swept by a door leaf, on the side it opens into. */
function swing(wall: Shared, start: number, flip: boolean): Box {
  const into = flip ? -DOOR : 0;
  return wall.vertical ? [wall.at + into, start, DOOR, DOOR] : [start, wall.at + into, DOOR, DOOR];
}

export function renderPlan(seed: string, width: number, height: number): string {
  // A page's language changes the plan's words, not its drawing.
  const rng = createRng(seed.replace(/\.ja$/, ''), 'plan');
  const facts = parsePlanSeed(seed);
  const theme = rng.chance(0.3) ? BLUEPRINT : PAPER;
  // A terrace would be area the home's figure does not count, so plans from facts have none.
  const terrace = rng.chance(0.4) && !facts;
  const pw = Math.round(rng.range(250, 316));
  const ph = Math.round(rng.range(terrace ? 170 : 190, terrace ? 190 : 220));
  const ox = Math.round(46 + (330 - pw) / 2);
  const oy = Math.round(terrace ? 38 : 42 + (222 - ph) / 2);
  const laid = facts && layoutFloor(facts, { x: ox, y: oy, w: pw, h: ph });
  const rooms: Room[] = laid ? laid.rooms : [{ x: ox, y: oy, w: pw, h: ph, label: '' }];
  if (!laid) {
    split(rooms, rng, rng.int(5, 7));
    assignLabels(rooms, rng);
  }

  const inner = 3.5;
  const outer = 7;
  let body = rect(0, 0, W, H, theme.paper) + rect(0, 0, W, H, 'url(#plan-grid)');
  const fills = rooms
    .map((r) => {
      const fill = theme.fills[kindOf(r).startsWith('Bed') ? 'bed' : kindOf(r)];
      return fill ? rect(r.x, r.y, r.w, r.h, fill) : '';
    })
    .join('');
  body += fills;

  let terraceLabel = '';
  if (terrace) {
    const tw = Math.round(pw * rng.range(0.32, 0.45));
    const tx = rng.chance(0.5) ? ox : ox + pw - tw;
    body += svg`<rect x="${tx}" y="${oy + ph}" width="${tw}" height="34" fill="none" stroke="${theme.ink}" stroke-width="1.5" stroke-dasharray="4 3"/>`;
    terraceLabel = svg`<text x="${tx + tw / 2}" y="${oy + ph + 21}" font-size="9" opacity=".7">Terrace</text>`;
  }

  // Doors along a breadth-first spanning tree from the living room, so nothing is unreachable.
  const living = rooms.find((r) => kindOf(r) === 'Living') ?? rooms[0];
  let doors = '';
  const swings: Box[] = [];
  let front: { room: Room; wall: Shared } | null = null;
  if (living) {
    const seen = new Set<Room>([living]);
    const queue: Room[] = [living];
    while (queue.length) {
      const a = queue.shift();
      if (!a) break;
      for (const b of rooms) {
        if (seen.has(b)) continue;
        const wall = sharedWall(a, b);
        if (!wall) continue;
        seen.add(b);
        queue.push(b);
        const start = rng.chance(0.5) ? wall.from + 6 : wall.to - 6 - DOOR;
        const flip = wall.vertical ? b.x < wall.at : b.y < wall.at;
        doors += door(wall, start, inner, theme.paper, flip);
        swings.push(swing(wall, start, flip));
      }
    }
    // Front door through an outside wall, preferably the living room's, near one corner.
    for (const room of [living, ...rooms]) {
      const sides: [Shared, boolean][] = [
        [{ vertical: false, at: oy + ph, from: room.x, to: room.x + room.w }, true],
        [{ vertical: false, at: oy, from: room.x, to: room.x + room.w }, false],
        [{ vertical: true, at: ox, from: room.y, to: room.y + room.h }, false],
        [{ vertical: true, at: ox + pw, from: room.y, to: room.y + room.h }, true],
      ];
      const edge = (w: Shared) =>
        w.vertical
          ? room.x === w.at || room.x + room.w === w.at
          : room.y === w.at || room.y + room.h === w.at;
      const hit = sides.find(([w]) => edge(w) && w.to - w.from > DOOR + 20);
      if (!hit) continue;
      const [wall, flip] = hit;
      const start = wall.from + 10;
      doors += door(wall, start, outer, theme.paper, flip);
      swings.push(swing(wall, start, flip));
      front = { room, wall };
      break;
    }
  }

  // Furniture goes against the top wall, or the bottom wall if a door swing is in the way.
  const mirrored = new Set<Room>();
  let furnitureMarkup = '';
  for (const r of rooms) {
    const f = furniture(r);
    if (!f) continue;
    const flipped = f.boxes.map(([x, y, w, h]): Box => [x, 2 * r.y + r.h - y - h, w, h]);
    if (!f.boxes.some((b) => swings.some((s) => overlaps(b, s)))) {
      furnitureMarkup += f.markup;
    } else if (!flipped.some((b) => swings.some((s) => overlaps(b, s)))) {
      furnitureMarkup += svg`<g transform="matrix(1 0 0 -1 0 ${2 * r.y + r.h})">${f.markup}</g>`;
      mirrored.add(r);
    }
  }
  if (furnitureMarkup) {
    body += `<g fill="none" stroke="${theme.furniture}" stroke-width="1.2">${furnitureMarkup}</g>`;
  }

  const walls = rooms.map((r) => svg`M${r.x} ${r.y}h${r.w}v${r.h}h${-r.w}z`).join('');
  body += path(walls, 'none', `stroke="${theme.wall}" stroke-width="${inner}"`);
  body += rect(ox, oy, pw, ph, 'none', `stroke="${theme.wall}" stroke-width="${outer}"`);

  // Windows: a pale break in the outer wall with a centre line, on every outside wall run.
  let windows = '';
  for (const r of rooms) {
    const sides: [boolean, number, number, number][] = [
      [false, r.y, r.x, r.w],
      [false, r.y + r.h, r.x, r.w],
      [true, r.x, r.y, r.h],
      [true, r.x + r.w, r.y, r.h],
    ];
    for (const [vertical, at, from, len] of sides) {
      const onOutline = vertical ? at === ox || at === ox + pw : at === oy || at === oy + ph;
      const isFront = front?.room === r && front.wall.vertical === vertical && front.wall.at === at;
      if (!onOutline || len < 44 || (isFront && len < 110)) continue;
      const wl = Math.min(40, len * 0.45);
      // Beside the front door the window moves towards the far end of the wall.
      const s = isFront ? from + len - wl - 14 : from + (len - wl) / 2;
      windows += vertical
        ? svg`M${at - 3.5} ${s}h7v${wl}h-7zM${at} ${s}v${wl}`
        : svg`M${s} ${at - 3.5}v7h${wl}v-7zM${s} ${at}h${wl}`;
    }
  }
  body += path(windows, theme.paper, `stroke="${theme.wall}" stroke-width="1"`);
  body += `<g fill="none" stroke="${theme.wall}" stroke-width="1.2">${doors}</g>`;

  const texts =
    laid && facts ? factTexts(facts, laid, { x: ox, y: oy, w: pw, h: ph }, mirrored) : null;
  let labels = texts?.labels ?? '';
  for (const r of texts ? [] : rooms) {
    const big = r.w > 70 && r.h > 60;
    const fs = big ? 11 : 9;
    if (r.w < r.label.length * fs * 0.6 + 6) continue;
    const cy = r.y + r.h / 2 + (mirrored.has(r) ? -10 : r.h > 90 ? 14 : 3);
    labels += svg`<text x="${r.x + r.w / 2}" y="${cy}" font-size="${fs}" font-weight="600">${r.label}</text>`;
    if (r.h > 50) {
      const area = Math.round((r.w * r.h) / (UNIT * UNIT));
      labels += svg`<text x="${r.x + r.w / 2}" y="${cy + fs + 1}" font-size="8" opacity=".65">${String(area)} m&#178;</text>`;
    }
  }

  const dim = texts?.length ?? ((v: number) => `${(v / UNIT).toFixed(1)} m`);
  const ty = oy - 16;
  const lx = ox - 18;
  const dims =
    svg`<path d="M${ox} ${ty}h${pw}M${ox} ${ty - 4}v8M${ox + pw} ${ty - 4}v8M${lx} ${oy}v${ph}M${lx - 4} ${oy}h8M${lx - 4} ${oy + ph}h8" fill="none" stroke="${theme.ink}" stroke-width="1" opacity=".6"/>` +
    svg`<text x="${ox + pw / 2}" y="${ty - 4}" font-size="9">${dim(pw)}</text>` +
    svg`<text x="${lx - 4}" y="${oy + ph / 2}" font-size="9" transform="rotate(-90 ${lx - 4} ${oy + ph / 2})">${dim(ph)}</text>`;

  const total = Math.round((pw * ph) / (UNIT * UNIT));
  const footer =
    texts?.footer ??
    svg`<text x="16" y="${H - 12}" font-size="9" text-anchor="start" opacity=".7">${String(total)} m&#178; &#183; ${String(rooms.length)} rooms</text>`;
  const north = svg`<g transform="translate(${W - 22} ${H - 26})" stroke="${theme.ink}" stroke-width="1.2" fill="none"><circle r="9"/><path d="M0 -6L3 4L0 2L-3 4z" fill="${theme.ink}"/></g>`;

  body +=
    `<g font-family="system-ui, sans-serif" text-anchor="middle" fill="${theme.ink}" ` +
    `stroke="${theme.paper}" stroke-width="3" paint-order="stroke">${labels}${terraceLabel}${dims}${footer}</g>` +
    north;

  const grid =
    `<pattern id="plan-grid" width="11" height="11" patternUnits="userSpaceOnUse">` +
    `<path d="M11 0H0V11" fill="none" stroke="${theme.grid}" stroke-width="${num(0.8)}"/></pattern>`;
  return svgDocument({ width, height, viewWidth: W, viewHeight: H, defs: grid, body });
}
