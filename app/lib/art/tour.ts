/**
 * A listing's "video tour": an animated SVG that shows the exterior and then its rooms, each
 * slowly zooming or panning (Ken Burns) and cross-fading into the next, with a caption per scene
 * and a progress bar. The scenes are the listing's own photos (house `${seed}-0`, interior
 * `${seed}-1`…), embedded as nested <svg> elements, so the tour always matches the gallery. A
 * generated home's seed names its kind and rooms (ADR 0076), so an office tours its workrooms and
 * a studio shows no bedroom; a seed stored before draws four rooms of its own choosing.
 *
 * Animation is plain CSS in a <style> element, which the art route's CSP allows; there is nothing
 * to run. The un-animated state is the first scene with its caption, which is what visitors who
 * prefer reduced motion see.
 */
import { houseSeed, interiorSeed, parseTourSeed, type InteriorRoom } from '~/lib/art-seeds';

import { renderHouse } from './house';
import { interiorRoom, renderInterior, type RoomName } from './interior';
import { tourCaption, type TourLanguage } from './tour-captions';
import { createRng, type Rng } from './random';
import { escapeXml, num, rect, svgDocument } from './svg';

/** The tour's user space; both output sizes are 16:9 and share it. */
const W = 640;
const H = 360;
/** Rooms of a tour whose seed names none. */
const ROOMS = 4;
/** Seconds each scene owns, including the cross-fade into it. */
const SLOT = 4;
const FADE = 1;
/** Scale of the closer end of every camera move: one decimal keeps the CSS short. */
const ZOOM = 1.2;
const BAR = 3;

type Move = 'in' | 'out' | 'pan';

interface Scene {
  drawing: string;
  caption: string;
  move: Move;
  /** The point the camera closes in on or pans towards, in the tour's user space. */
  focusX: number;
  focusY: number;
}

/** Percentage of a cycle of `scenes` scenes at a time in seconds. */
function timeline(scenes: number) {
  const cycle = scenes * SLOT;
  return { scenes, cycle, at: (seconds: number) => `${num((seconds / cycle) * 100)}%` };
}
type Timeline = ReturnType<typeof timeline>;

/**
 * `translate(...) scale(s)` that keeps the point (fx, fy) still. Any point inside the frame keeps
 * the frame covered for s >= 1, so no move ever shows an edge.
 */
function camera(s: number, fx: number, fy: number): string {
  return `transform:translate(${num(fx * (1 - s))}px,${num(fy * (1 - s))}px) scale(${num(s)})`;
}

/** Start and end of a scene's camera move. */
function moveOf(scene: Scene): [string, string] {
  const { focusX: fx, focusY: fy } = scene;
  const wide = camera(1, fx, fy);
  const close = camera(ZOOM, fx, fy);
  if (scene.move === 'in') return [wide, close];
  if (scene.move === 'out') return [close, wide];
  // Pan across the frame towards the side the focus is on.
  const dir = fx < W / 2 ? -1 : 1;
  const from = W / 2 - dir * 120;
  const to = W / 2 + dir * 120;
  return [camera(ZOOM, from, fy), camera(ZOOM, to, fy)];
}

/**
 * The drawing's contents as a nested <svg> filling the frame, with its ids (and every reference to
 * them) prefixed so that five drawings with the same gradient names can share one document.
 */
function embed(doc: string, prefix: string): string {
  const open = /^<svg\b[^>]*>/.exec(doc);
  if (!open || !doc.endsWith('</svg>')) throw new Error('not an SVG document');
  const viewBox = /\sviewBox="([^"]*)"/.exec(open[0])?.[1] ?? '0 0 400 300';
  const inner = doc
    .slice(open[0].length, -'</svg>'.length)
    .replace(/(\sid=")([^"]+)"/g, `$1${prefix}$2"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/(\s(?:xlink:)?href=")#([^"]+)"/g, `$1#${prefix}$2"`);
  return (
    `<svg x="0" y="0" width="${W}" height="${H}" viewBox="${viewBox}" ` +
    `preserveAspectRatio="xMidYMid slice">${inner}</svg>`
  );
}

/** What a second or third room of the same kind is called; anything else gets a number. */
const ALTERNATES: Partial<Record<RoomName, readonly string[]>> = {
  'Living room': ['Family room', 'Lounge'],
  'Dining room': ['Breakfast room'],
  'Home office': ['Study', 'Library'],
};

function roomCaption(name: RoomName, count: number): string {
  if (count === 1) return name;
  return ALTERNATES[name]?.[count - 2] ?? `${name} ${count}`;
}

/** A room's photo and caption: the seed's own rooms, or those an old seed's photos chose. */
type Shot = { photo: string; caption: (count: number) => string };

function shotsOf(seed: string): { house: string; shots: Shot[]; lang: TourLanguage } {
  const facts = parseTourSeed(seed);
  if (!facts) {
    return {
      house: `${seed}-0`,
      shots: Array.from({ length: ROOMS }, (_, n) => {
        const photo = `${seed}-${n + 1}`;
        return { photo, caption: (count) => roomCaption(interiorRoom(photo).name, count) };
      }),
      lang: 'en',
    };
  }
  const category = facts.category ?? '';
  return {
    house: houseSeed(`${facts.base}-0`, category),
    shots: facts.rooms.map((room: InteriorRoom, n) => ({
      photo: interiorSeed(`${facts.base}-${n + 1}`, category, room),
      caption: () => tourCaption(room, category, facts.lang),
    })),
    lang: facts.lang,
  };
}

/** The rooms in the order of the listing's photos, each with its caption and camera move. */
function rooms(shots: Shot[], rng: Rng): Scene[] {
  const seen = new Map<string, number>();
  const out: Scene[] = [];
  let previous: Move = 'out';
  for (const shot of shots) {
    const { photo } = shot;
    const { name, focusX } = interiorRoom(photo);
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    // Never the same move twice in a row, so consecutive rooms do not feel like one long shot.
    const move = rng.pick((['in', 'out', 'pan'] as const).filter((m) => m !== previous));
    previous = move;
    out.push({
      // The size only affects the outer tag, which embed() drops.
      drawing: renderInterior(photo, 1200, 900),
      caption: shot.caption(count),
      move,
      focusX: focusX * W,
      // Slightly above the furniture, so close-ups keep the pictures and cabinets on the wall.
      focusY: rng.range(150, 190),
    });
  }
  return out;
}

/** Keyframes for scene i: fade in over the one before it, hold, then vanish once covered. */
function sceneKeyframes({ scenes, cycle, at }: Timeline, i: number, scene: Scene): string {
  const [from, to] = moveOf(scene);
  const start = i * SLOT - FADE;
  const end = (i + 1) * SLOT;
  if (i === 0) {
    // The bottom scene is always opaque: everything else is drawn over it. It shows again when
    // the last scene fades out at the end of the cycle, holding still until the loop restarts.
    return `@keyframes k0{0%,${at(cycle - FADE)},100%{${from}}${at(SLOT)}{${to}}}`;
  }
  const last = i === scenes - 1;
  const fadeOut = last
    ? `${at(cycle - FADE)}{opacity:1}100%{opacity:0;${to}}`
    : `${at(end)}{opacity:1;${to}}${at(end + 0.5)},100%{opacity:0}`;
  return `@keyframes k${i}{0%,${at(start)}{opacity:0;${from}}${at(i * SLOT)}{opacity:1}${fadeOut}}`;
}

/** Captions slide in once their scene is fully shown and leave before the next cross-fade. */
function captionKeyframes({ cycle, at }: Timeline, i: number): string {
  const hidden = 'opacity:0;transform:translate(-8px)';
  const shown = 'opacity:1;transform:none';
  const inAt = i * SLOT;
  const outAt = (i + 1) * SLOT - FADE;
  if (i === 0) {
    return `@keyframes c0{0%,${at(outAt - 0.5)},100%{${shown}}${at(outAt)},${at(cycle - 0.5)}{${hidden}}}`;
  }
  return (
    `@keyframes c${i}{0%,${at(inAt)},${at(outAt)},100%{${hidden}}` +
    `${at(inAt + 0.5)},${at(outAt - 0.5)}{${shown}}}`
  );
}

function caption(i: number, text: string): string {
  const size = 14;
  // system-ui is not known here, so the pill is sized from a generous average glyph width; a
  // Japanese character is a whole em wide.
  const ems = [...text].reduce(
    (sum, c) => sum + (/[\u3000-\u9fff\uff00-\uffef]/u.test(c) ? 1 : 0.56),
    0,
  );
  const width = Math.round(ems * size + 26);
  const height = 26;
  const y = H - BAR - 14 - height;
  return (
    `<g class="c${i}">` +
    rect(16, y, width, height, '#000', 'rx="13" opacity=".55"') +
    `<text x="29" y="${num(y + 17.5)}" fill="#fff" font-family="system-ui, sans-serif" ` +
    `font-size="${size}" font-weight="600">${escapeXml(text)}</text></g>`
  );
}

export function renderTour(seed: string, width: number, height: number): string {
  const rng = createRng(seed, 'tour');
  const { house, shots, lang } = shotsOf(seed);
  const exterior: Scene = {
    drawing: renderHouse(house, 1200, 900),
    caption: tourCaption('exterior', '', lang),
    // Open close in on the front and pull back to reveal the whole house.
    move: 'out',
    focusX: rng.range(280, 360),
    focusY: rng.range(220, 260),
  };
  const scenes = [exterior, ...rooms(shots, rng)];
  const time = timeline(scenes.length);

  // Scenes after the first start hidden, so without animation the tour is its first scene.
  let css = `.p{transform:scale(0,1);animation:p ${time.cycle}s linear infinite}`;
  css += '@keyframes p{from{transform:scale(0,1)}to{transform:none}}';
  let body = rect(0, 0, W, H, '#1f2430');
  let captions = '';
  scenes.forEach((scene, i) => {
    css += `.k${i},.c${i}{animation:${time.cycle}s linear infinite${i ? ';opacity:0' : ''}}`;
    css += `.k${i}{animation-name:k${i}}.c${i}{animation-name:c${i}}`;
    css += sceneKeyframes(time, i, scene) + captionKeyframes(time, i);
    body += `<g class="k${i}">${embed(scene.drawing, `tour-s${i}-`)}</g>`;
    captions += caption(i, scene.caption);
  });
  css += '@media (prefers-reduced-motion: reduce){*{animation:none !important}}';
  // A darker band keeps the captions legible on pale floors.
  body += rect(0, H - 120, W, 120, 'url(#tour-shade)') + captions;
  body +=
    rect(0, H - BAR, W, BAR, '#fff', 'opacity=".3"') +
    rect(0, H - BAR, W, BAR, '#fff', 'class="p"');
  const defs =
    '<linearGradient id="tour-shade" x1="0" y1="0" x2="0" y2="1">' +
    '<stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".4"/></linearGradient>';
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    defs,
    body: `<style>${css}</style>${body}`,
  });
}
