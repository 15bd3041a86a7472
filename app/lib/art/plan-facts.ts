/**
 * A floor plan drawn from a home's facts (ADR 0071, docs/product.md#units-by-language): each of
 * the floor's rooms gets a share of the footprint in proportion to its weight, so its labelled
 * area is its share of the floor's, and the floors add up to the home's area.
 */
import { unitsEn, unitsJa } from '~/i18n/messages/units';
import {
  ROOM_WEIGHTS,
  floorAreas,
  floorRooms,
  type PlanFacts,
  type PlanRoom,
} from '~/lib/art-seeds';
import { areaIn, areaUnitFor } from '~/i18n/units';
import { splitWhole } from '~/lib/whole-parts';

import { escapeXml, svg } from './svg';

export interface LaidRoom {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The word the drawing's fills and furniture go by. */
  kind: 'Living' | 'Kitchen' | 'Bed' | 'Bath' | 'Study';
  label: string;
  /** In the page's unit. */
  area: number;
}

const KINDS: Record<PlanRoom['kind'], LaidRoom['kind']> = {
  living: 'Living',
  kitchen: 'Kitchen',
  bedroom: 'Bed',
  bath: 'Bath',
  office: 'Study',
};

export function planWords(lang: 'en' | 'ja') {
  return lang === 'ja' ? unitsJa : unitsEn;
}

function roomLabel(room: PlanRoom, office: boolean, lang: 'en' | 'ja'): string {
  const words = planWords(lang);
  const word =
    office && room.kind === 'kitchen'
      ? words['units.plan.officeKitchen']
      : office && room.kind === 'bath'
        ? words['units.plan.officeBath']
        : words[`units.plan.${room.kind}`];
  if (!room.n) return word;
  return lang === 'ja' ? `${word}${room.n}` : `${word} ${room.n}`;
}

type Box = { x: number; y: number; w: number; h: number };

/** Splits the box in two along its longer side, the items at the weight's halfway point. */
function slice<T>(box: Box, items: T[], weight: (item: T) => number, out: [T, Box][]): void {
  if (items.length === 1) {
    out.push([items[0] as T, box]);
    return;
  }
  const total = items.reduce((sum, item) => sum + weight(item), 0);
  let best = 1;
  let bestGap = Infinity;
  let acc = 0;
  for (let i = 1; i < items.length; i++) {
    acc += weight(items[i - 1] as T);
    const gap = Math.abs(acc - total / 2);
    if (gap < bestGap) [best, bestGap] = [i, gap];
  }
  const first = items.slice(0, best);
  const share = first.reduce((sum, item) => sum + weight(item), 0) / total;
  if (box.w >= box.h) {
    const cut = box.w * share;
    slice({ ...box, w: cut }, first, weight, out);
    slice({ ...box, x: box.x + cut, w: box.w - cut }, items.slice(best), weight, out);
  } else {
    const cut = box.h * share;
    slice({ ...box, h: cut }, first, weight, out);
    slice({ ...box, y: box.y + cut, h: box.h - cut }, items.slice(best), weight, out);
  }
}

/** The floor's rooms laid out in the footprint, with their labels and areas in the page's unit. */
export function layoutFloor(facts: PlanFacts, box: Box) {
  const unit = areaUnitFor(facts.lang);
  const office = facts.category === 'Office';
  const rooms = floorRooms(facts, facts.floor, facts.floors);
  const homeArea = areaIn(facts.area, unit);
  const floorArea = floorAreas(homeArea, facts, facts.floors)[facts.floor] ?? homeArea;
  // Bedrooms and bathrooms sit together, away from the living room and kitchen.
  const laid: [PlanRoom, Box][] = [];
  slice(box, rooms, (room) => ROOM_WEIGHTS[room.kind], laid);
  const areas = splitWhole(
    floorArea,
    laid.map(([, b]) => b.w * b.h),
  );
  const out: LaidRoom[] = laid.map(([room, b], i) => ({
    ...b,
    kind: KINDS[room.kind],
    label: roomLabel(room, office, facts.lang),
    area: areas[i] ?? 0,
  }));
  return { rooms: out, unit, floorArea, homeArea };
}

/** The figures' texts: an area with its unit, a length with its. */
export function planFigures(facts: PlanFacts, floorArea: number, homeArea: number) {
  const words = planWords(facts.lang);
  const unit = areaUnitFor(facts.lang);
  const format = new Intl.NumberFormat(facts.lang === 'ja' ? 'ja-JP' : 'en-US');
  const area = (n: number) => words[`units.area.${unit}`].replace('{n}', format.format(n));
  const floorName = words[`units.plan.floor${Math.min(facts.floor, 2) as 0 | 1 | 2}`];
  const footer =
    facts.floors > 1
      ? `${floorName} · ${words['units.plan.ofHome'].replace('{area}', area(floorArea)).replace('{total}', area(homeArea))}`
      : `${floorName} · ${area(floorArea)}`;
  const length = (n: number) =>
    unit === 'm2' ? `${(Math.round(n * 10) / 10).toFixed(1)} m` : `${Math.round(n)} ft`;
  return { area, footer, length };
}

const fitWidth = (label: string, size: number, lang: 'en' | 'ja') =>
  label.length * size * (lang === 'ja' ? 1 : 0.6);

/**
 * Every room's name and area (none is left out, however small: the plan must show them all), the
 * footprint's lengths in feet or metres, and the floor's area against the home's.
 */
export function factTexts(
  facts: PlanFacts,
  laid: ReturnType<typeof layoutFloor>,
  box: Box,
  mirrored: Set<unknown>,
) {
  const figures = planFigures(facts, laid.floorArea, laid.homeArea);
  let labels = '';
  for (const r of laid.rooms) {
    let size = r.w > 70 && r.h > 60 ? 11 : 9;
    while (size > 6 && fitWidth(r.label, size, facts.lang) + 6 > r.w) size--;
    const twoLines = r.h > 34;
    const cy = r.y + r.h / 2 + (mirrored.has(r) ? -10 : r.h > 90 ? 14 : twoLines ? 0 : 3);
    labels += svg`<text x="${r.x + r.w / 2}" y="${cy}" font-size="${size}" font-weight="600">${escapeXml(r.label)}</text>`;
    labels += svg`<text x="${r.x + r.w / 2}" y="${twoLines ? cy + size + 1 : cy + size}" font-size="${Math.min(8, size)}" opacity=".65" data-area="${r.area}">${escapeXml(figures.area(r.area))}</text>`;
  }
  // The footprint is drawn to the floor's area: its sides in real lengths.
  const scale = Math.sqrt(laid.floorArea / (box.w * box.h));
  return {
    labels,
    length: (v: number) => figures.length(v * scale),
    footer: svg`<text x="16" y="${300 - 12}" font-size="9" text-anchor="start" opacity=".7" data-floor-area="${laid.floorArea}">${escapeXml(figures.footer)}</text>`,
  };
}
