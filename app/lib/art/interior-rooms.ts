/**
 * The rooms an interior draws only when a home's pictures ask for them (ADR 0071): a bathroom,
 * and an office's meeting room. Same 400x300 space and floor line as interior.ts.
 */
import { shade } from './palette';
import type { Rng } from './random';
import { shadow } from './shapes';
import { circle, path, rect, rects, svg } from './svg';

const W = 400;
const F = 212;
const WHITE = '#fbfaf6';

export interface RoomSpot {
  rng: Rng;
  cx: number;
  accent: string;
  fabric: string;
}

type Box = [number, number, number, number];

export function bathroom(r: RoomSpot): string {
  const { cx, rng } = r;
  const tile = rng.pick(['#e6eef0', '#f1ece4', '#dfe7e2', '#e9e6f0']);
  const grout: Box[] = [];
  for (let y = 96; y < F; y += 18) grout.push([0, y, W, 1]);
  for (let x = 0; x < W; x += 24) grout.push([x, 96, 1, F - 96]);
  let m = rect(0, 96, W, F - 96, tile) + path(rects(grout), shade(tile, -0.12));
  // The bath along the wall, its taps at the end nearer the middle.
  const bx = cx < W / 2 ? cx - 40 : cx - 150;
  m += shadow(bx + 95, F + 24, 110, 6);
  m +=
    rect(bx, F - 46, 190, 70, WHITE, 'rx="14"') +
    rect(bx + 8, F - 40, 174, 10, '#dfe7ea', 'rx="5"');
  m += rect(bx + 2, F + 18, 186, 6, '#e3e1dc', 'rx="3"');
  const tap = cx < W / 2 ? bx + 16 : bx + 174;
  m += path(svg`M${tap - 1.5} ${F - 46}v-22h10v5h-4v-2h-3v19z`, '#9aa3ab');
  // A basin on a vanity under a round mirror, on the other side.
  const vx = cx < W / 2 ? bx + 240 : bx - 90;
  const wood = rng.pick(['#a8774f', '#3d4a5c', '#e9e4dc']);
  m += shadow(vx, F + 6, 44, 4) + rect(vx - 36, F - 62, 72, 62, wood, 'rx="3"');
  m +=
    rect(vx - 40, F - 68, 80, 7, WHITE, 'rx="2"') + rect(vx - 1, F - 66, 2, 48, shade(wood, -0.25));
  m += path(svg`M${vx - 1.5} ${F - 68}v-12h10v4h-3v-1h-5v9z`, '#9aa3ab');
  m +=
    circle(vx, 108, 22, '#c9d6dc') +
    circle(vx, 108, 19, '#e8f0f3') +
    circle(vx - 6, 102, 6, '#fff', 'opacity=".6"');
  // A towel on a rail above the bath.
  m += rect(bx + 60, 118, 70, 3, '#9aa3ab') + rect(bx + 70, 118, 30, 46, r.accent, 'rx="2"');
  return m;
}

export function meetingRoom(r: RoomSpot): string {
  const { cx, rng } = r;
  // A screen on the wall, a long table side on and office chairs along it.
  let m =
    rect(cx - 70, 40, 140, 80, '#2f3440', 'rx="3"') +
    rect(cx - 65, 45, 130, 70, 'url(#interior-screen)');
  m += path(svg`M${cx - 40} 95l24-20 18 12 22-26 24 34z`, '#fff', 'opacity=".35"');
  const chair = rng.pick(['#2f3440', r.fabric, '#5b6472']);
  const chairs: Box[] = [];
  for (const dx of [-120, -60, 0, 60, 120]) {
    const x = cx + dx;
    chairs.push([x - 14, F - 40, 28, 34], [x - 2, F - 6, 4, 22], [x - 14, F + 16, 28, 3]);
  }
  m += shadow(cx, F + 40, 170, 8) + path(rects(chairs), chair);
  m += rect(cx - 160, F - 4, 320, 9, shade('#d9d4cc', -0.1), 'rx="2"');
  m += path(
    rects([
      [cx - 140, F + 5, 8, 44],
      [cx + 132, F + 5, 8, 44],
    ]),
    '#5b6472',
  );
  for (const dx of [-80, 10, 90]) m += rect(cx + dx, F - 10, 22, 6, '#3a3f4a', 'rx="1"');
  return m;
}
