/**
 * Editorial illustrations for blog posts: a handful of property-themed vignettes (skyline, keys,
 * market chart, house model with a plant, a work desk, house hunting) on soft coloured grounds.
 */
import { FABRICS, LIT, SKIES, mix, shade } from './palette';
import { createRng, type Rng } from './random';
import { GREENS, cloud, roundTree, shadow, skyline, type Box } from './shapes';
import { circle, glow, linear, path, poly, rect, rects, svg, svgDocument } from './svg';

const W = 400;
const H = 250;
const INK = '#2f3a4f';

interface Mood {
  bg: string;
  deep: string;
  accent: string;
  second: string;
}

const MOODS: readonly Mood[] = [
  { bg: '#f5e9dc', deep: '#ead3bd', accent: '#e07a5f', second: '#3d5a80' },
  { bg: '#e4eff4', deep: '#cde0ea', accent: '#2a6f97', second: '#e9b872' },
  { bg: '#efe9f5', deep: '#ddd1ec', accent: '#7d6bb0', second: '#f2a65a' },
  { bg: '#e7f1e4', deep: '#d0e4cb', accent: '#4f8a5b', second: '#e07a5f' },
  { bg: '#fbf0e2', deep: '#f3dcc2', accent: '#c8553d', second: '#2f3a4f' },
  { bg: '#e9edf3', deep: '#d5dce8', accent: '#3d5a80', second: '#ee9b6b' },
];

interface Scene {
  rng: Rng;
  mood: Mood;
  /** Extra gradients a scene needs, merged into the document's defs. */
  defs: string[];
}

function miniHouse(
  x: number,
  base: number,
  w: number,
  wall: string,
  roof: string,
  door: string,
): string {
  const h = w * 0.7;
  const top = base - h;
  return (
    shadow(x + w / 2, base + 2, w * 0.62, w * 0.06) +
    rect(x, top, w, h, wall) +
    rect(x, top, w, h, 'url(#blog-shade)') +
    poly([x - w * 0.12, top + 2, x + w / 2, top - w * 0.42, x + w * 1.12, top + 2], roof) +
    rect(x + w * 0.18, base - h * 0.58, w * 0.22, w * 0.2, LIT) +
    rect(x + w * 0.58, base - h * 0.58, w * 0.22, h * 0.58, door)
  );
}

function potPlant(x: number, base: number, s: number, rng: Rng): string {
  const green = rng.pick(GREENS);
  let leaves = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i - 2) * 0.5;
    const tx = x + Math.cos(a) * 34 * s;
    const ty = base - 24 * s + Math.sin(a) * 34 * s;
    leaves += svg`M${x} ${base - 24 * s}Q${tx - 10 * s} ${(ty + base) / 2 - 12 * s} ${tx} ${ty}Q${tx + 8 * s} ${(ty + base) / 2} ${x} ${base - 24 * s}z`;
  }
  return (
    path(leaves, green) +
    poly(
      [x - 12 * s, base - 26 * s, x + 12 * s, base - 26 * s, x + 9 * s, base, x - 9 * s, base],
      '#f4efe6',
    ) +
    rect(x - 12 * s, base - 26 * s, 24 * s, 5 * s, shade('#f4efe6', -0.08))
  );
}

function backdrop(s: Scene): string {
  const { rng, mood } = s;
  let m = rect(0, 0, W, H, 'url(#blog-bg)');
  m += circle(
    rng.range(60, 340),
    rng.range(60, 120),
    rng.range(90, 120),
    mood.deep,
    'opacity=".8"',
  );
  let dots = '';
  const dx = rng.pick([20, 330]);
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) dots += svg`M${dx + i * 10} ${24 + j * 10}h2.5v2.5h-2.5z`;
  }
  return m + path(dots, mood.accent, 'opacity=".35"');
}

function city(s: Scene): string {
  const { rng } = s;
  const sky = rng.pick(SKIES);
  s.defs.push(linear('blog-sky', [sky.top, sky.bottom]), glow('blog-sun', sky.sun, 0.7));
  let m = rect(0, 0, W, H, 'url(#blog-sky)');
  const sunX = rng.range(60, 340);
  const sunY = sky.night ? 150 : 60;
  m += circle(sunX, sunY, 60, 'url(#blog-sun)') + circle(sunX, sunY, 18, sky.sun);
  if (!sky.night) m += cloud(rng.range(40, 160), 50, 0.9) + cloud(rng.range(240, 360), 80, 0.7);
  const far = skyline(rng, 0, W, 215, 40, 120, 18, 34);
  m += path(far.d, mix(sky.far, sky.bottom, 0.25));
  const near = skyline(rng, 0, W, 222, 30, 100, 26, 48);
  const body = sky.night ? '#3b3f5c' : mix(sky.far, INK, 0.35);
  m += path(near.d, body);
  const windows: Box[] = [];
  for (const [x, y, w, h] of near.boxes) {
    for (let wy = y + 8; wy < y + h - 10; wy += 10) {
      for (let wx = x + 5; wx < x + w - 8; wx += 9) {
        if (rng.chance(sky.night ? 0.35 : 0.12)) windows.push([wx, wy, 4, 5]);
      }
    }
  }
  m += path(rects(windows), sky.night ? LIT : '#ffffff', sky.night ? '' : 'opacity=".45"');
  m += rect(0, 220, W, 30, sky.night ? '#2b2f45' : shade(sky.grass, -0.15));
  for (let x = 14; x < W; x += rng.range(34, 60)) {
    m += roundTree(x, 232, rng.range(28, 40), sky.night ? shade(sky.near, -0.3) : rng.pick(GREENS));
  }
  return m;
}

function keys(s: Scene): string {
  const { rng, mood } = s;
  const metal = rng.pick(['#e0b04f', '#d9a441', '#b9c1cc']);
  const rx = rng.range(170, 230);
  const ry = 48;
  // Keys are drawn along +x from the ring, then rotated into a fan hanging below it.
  const key = (angle: number, len: number, color: string) =>
    svg`<g transform="translate(${rx} ${ry}) rotate(${angle})">` +
    circle(34, 0, 23, color) +
    circle(34, 0, 15, 'none', svg`stroke="${shade(color, -0.2)}" stroke-width="2"`) +
    circle(20, 0, 5, mood.bg) +
    rect(54, -6.5, len, 13, color, 'rx="3"') +
    path(svg`M${54 + len - 40} 6v10h8v-6h7v9h8v-9h7v-4z`, color) +
    rect(62, -1.5, len - 18, 3, shade(color, -0.25)) +
    '</g>';
  let m = backdrop(s);
  m += shadow(rx, 222, 150, 8, 0.1);
  m += key(rng.range(36, 46), rng.range(96, 112), metal);
  m += key(rng.range(134, 144), rng.range(84, 98), mood.second);
  const ty = 110;
  m += path(
    svg`M${rx} ${ry + 16}V${ty - 16}`,
    'none',
    svg`stroke="${shade(metal, -0.3)}" stroke-width="2.5"`,
  );
  m += poly(
    [
      rx - 28,
      ty,
      rx,
      ty - 24,
      rx + 28,
      ty,
      rx + 22,
      ty,
      rx + 22,
      ty + 40,
      rx - 22,
      ty + 40,
      rx - 22,
      ty,
    ],
    mood.accent,
  );
  m += rect(rx - 7, ty + 20, 14, 20, shade(mood.accent, 0.35)) + circle(rx, ty - 11, 3.5, mood.bg);
  m += circle(rx, ry, 16, 'none', svg`stroke="${shade(metal, -0.3)}" stroke-width="4"`);
  m += potPlant(rx > W / 2 ? 44 : 356, 236, 1.2, rng);
  return m;
}

function chart(s: Scene): string {
  const { rng, mood } = s;
  let m = backdrop(s);
  const cx = rng.range(40, 70);
  m +=
    rect(cx + 4, 46, 210, 160, '#000', 'rx="12" opacity=".08"') +
    rect(cx, 40, 210, 160, '#fff', 'rx="12"');
  m +=
    rect(cx + 18, 56, 70, 8, INK, 'rx="4" opacity=".8"') +
    rect(cx + 18, 70, 44, 6, INK, 'rx="3" opacity=".3"');
  const bars: Box[] = [];
  const points: number[] = [];
  let value = rng.range(0.25, 0.4);
  for (let i = 0; i < 7; i++) {
    value = Math.min(0.95, value + rng.range(-0.05, 0.15));
    const bh = 90 * value;
    const bx = cx + 20 + i * 26;
    bars.push([bx, 186 - bh, 16, bh]);
    points.push(bx + 8, 186 - bh - 12);
  }
  m += path(rects(bars), mix(mood.accent, '#ffffff', 0.55));
  m += path(rects(bars.slice(-1)), mood.accent);
  let line = '';
  for (let i = 0; i + 1 < points.length; i += 2)
    line += `${i ? 'L' : 'M'}${(points[i] ?? 0).toFixed(1)} ${(points[i + 1] ?? 0).toFixed(1)}`;
  m += path(
    line,
    'none',
    svg`stroke="${mood.second}" stroke-width="3" stroke-linejoin="round" stroke-linecap="round"`,
  );
  const lx = points[points.length - 2] ?? 0;
  const ly = points[points.length - 1] ?? 0;
  m += circle(lx, ly, 5, mood.second) + circle(lx, ly, 2, '#fff');
  const hx = cx + 238;
  m += miniHouse(hx, 206, 64, '#fbfaf6', mood.second, mood.accent);
  let coins = '';
  for (let i = 0; i < 5; i++)
    coins += svg`<ellipse cx="${hx - 4}" cy="${226 - i * 6}" rx="16" ry="5"/>`;
  m += `<g fill="#e9b949" stroke="#c99a2e" stroke-width="1.2">${coins}</g>`;
  return m;
}

function tableTop(s: Scene, y: number): string {
  const wood = s.rng.pick(['#c99e76', '#b58158', '#e9e4dc']);
  return (
    rect(0, y, W, H - y, wood) +
    rect(0, y, W, 5, shade(wood, 0.15)) +
    rect(0, y + 5, W, 4, '#000', 'opacity=".06"')
  );
}

function houseAndPlant(s: Scene): string {
  const { rng, mood } = s;
  let m = backdrop(s);
  const frameX = rng.range(40, 80);
  m += rect(frameX - 4, 34, 88, 68, '#fff') + rect(frameX, 38, 80, 60, mood.deep);
  m +=
    circle(frameX + 54, 58, 10, mood.second) +
    poly(
      [frameX, 98, frameX + 30, 66, frameX + 52, 86, frameX + 64, 76, frameX + 80, 98],
      mood.accent,
    );
  m += tableTop(s, 196);
  m += miniHouse(150, 198, 110, '#fbfaf6', mood.accent, mood.second);
  m += potPlant(310, 198, 1.7, rng);
  m +=
    rect(44, 172, 70, 10, rng.pick(FABRICS), 'rx="1"') +
    rect(50, 182, 64, 14, rng.pick(FABRICS), 'rx="1"');
  m += rect(54, 160, 58, 12, rng.pick(FABRICS), 'rx="1"');
  return m;
}

function desk(s: Scene): string {
  const { rng, mood } = s;
  let m = backdrop(s);
  m += rect(290, 30, 70, 86, '#fff', 'rx="4"') + rect(290, 30, 70, 16, mood.accent, 'rx="4"');
  const cal: Box[] = [];
  for (let i = 0; i < 12; i++) cal.push([298 + (i % 4) * 15, 54 + Math.floor(i / 4) * 18, 9, 9]);
  m += path(rects(cal), mood.deep) + rect(298 + 30, 54 + 18, 9, 9, mood.accent);
  m += tableTop(s, 190);
  m += rect(110, 70, 170, 110, INK, 'rx="8"') + rect(118, 78, 154, 94, 'url(#blog-screen)');
  m += miniHouse(170, 160, 50, '#fbfaf6', mood.accent, mood.second);
  m += path('M86 190h218l-14-10H100z', '#d9dde3') + rect(86, 188, 218, 3, '#b9bfc8');
  m += circle(84, 124, 44, 'url(#blog-glow)');
  m += path('M40 190h36v-5H40z', INK);
  m += path(
    'M58 186L50 124L78 98',
    'none',
    svg`stroke="${INK}" stroke-width="4" stroke-linejoin="round"`,
  );
  m += path('M-16 8a16 16 0 0 1 32 0z', mood.second, 'transform="translate(82 102) rotate(32)"');
  m +=
    rect(318, 160, 24, 30, '#fff', 'rx="3"') +
    path('M342 166q10 0 10 9t-10 9', 'none', 'stroke="#fff" stroke-width="4"');
  m += rect(318, 160, 24, 6, mood.accent, 'rx="2"');
  m += potPlant(372, 190, 0.9, rng);
  return m;
}

function search(s: Scene): string {
  const { rng, mood } = s;
  let m = backdrop(s);
  const ground = 200;
  m += rect(0, ground, W, H - ground, mood.deep);
  for (let i = 0; i < 3; i++) {
    const x = 50 + i * 110 + rng.range(-10, 10);
    const w = 70 + rng.range(-8, 12);
    m += miniHouse(
      x,
      ground,
      w,
      i === 1 ? '#fbfaf6' : mix(mood.bg, '#ffffff', 0.4),
      i === 1 ? mood.accent : shade(mood.deep, -0.15),
      mood.second,
    );
  }
  const gx = 235;
  const gy = 118;
  m += path(
    svg`M${gx + 30} ${gy + 30}l40 40`,
    'none',
    svg`stroke="${INK}" stroke-width="12" stroke-linecap="round"`,
  );
  m +=
    circle(gx, gy, 44, '#fff', 'opacity=".35"') +
    circle(gx, gy, 44, 'none', svg`stroke="${INK}" stroke-width="8"`);
  m += path(
    svg`M${gx - 28} ${gy - 10}a30 30 0 0 1 18 -18`,
    'none',
    'stroke="#fff" stroke-width="4" stroke-linecap="round"',
  );
  return m;
}

const SCENES = [city, keys, chart, houseAndPlant, desk, search];

export function renderBlog(seed: string, width: number, height: number): string {
  const rng = createRng(seed, 'blog');
  const mood = rng.pick(MOODS);
  const scene = rng.pick(SCENES);
  const defs =
    linear('blog-bg', [mood.bg, mix(mood.bg, mood.deep, 0.6)]) +
    linear(
      'blog-screen',
      [mix(mood.second, '#ffffff', 0.7), mix(mood.accent, '#ffffff', 0.6)],
      'd',
    ) +
    glow('blog-glow', LIT, 0.6) +
    '<linearGradient id="blog-shade" x1="0" y1="0" x2="1" y2="0"><stop offset=".5" stop-opacity="0"/>' +
    '<stop offset="1" stop-opacity=".1"/></linearGradient>';
  const extra: string[] = [];
  const body = scene({ rng, mood, defs: extra });
  return svgDocument({
    width,
    height,
    viewWidth: W,
    viewHeight: H,
    defs: defs + extra.join(''),
    body,
  });
}
