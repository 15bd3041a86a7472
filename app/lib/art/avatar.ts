/**
 * Person avatar derived from a name: a friendly head-and-shoulders illustration on a coloured
 * disc. Shapes are bold and few so the face still reads at 40px. The name itself never reaches
 * the markup; it only seeds the random choices.
 */
import { FABRICS, HAIR, SKIN, hsl, shade } from './palette';
import { createRng } from './random';
import { circle, ellipse, path, svg, svgDocument } from './svg';

const LINE = '#2b2530';

function hair(style: number, color: string, back: boolean): string {
  if (back) {
    if (style === 1)
      return path('M28 48C26 26 36 20 50 20S74 26 72 48V76Q62 82 50 82T28 76z', color);
    if (style === 3)
      return circle(50, 40, 28, color) + circle(30, 54, 12, color) + circle(70, 54, 12, color);
    if (style === 4) return circle(50, 19, 9, color);
    return '';
  }
  switch (style) {
    case 0:
      return path('M32 48C30 30 40 24 51 24S70 30 68 47C66 40 62 36 58 35Q46 40 34 37Z', color);
    case 1:
      return path('M32 50C31 33 40 26 50 26S69 33 68 50C64 40 58 34 50 33Q42 40 32 50Z', color);
    case 2:
      return path(
        'M33 44C33 30 41 25 50 25S67 30 67 44C60 36 40 36 33 44Z',
        color,
        'opacity=".85"',
      );
    case 3:
      return '';
    case 4:
      return path('M32 48C31 32 40 26 50 26S69 32 68 48C62 38 40 36 32 48Z', color);
    default:
      return path('M31 50C29 30 40 23 52 24S71 32 69 47C64 36 54 40 48 33Q40 42 31 50Z', color);
  }
}

export function renderAvatar(name: string, width: number, height: number): string {
  const rng = createRng(name.trim(), 'avatar');
  const hue = rng.int(0, 359);
  const bg = hsl(hue, 52, 78);
  const skin = rng.pick(SKIN);
  const hairColor = rng.pick(HAIR);
  const shirt = rng.pick(FABRICS);
  const style = rng.int(0, 5);
  const beard = style !== 1 && style !== 4 && rng.chance(0.18);
  const glasses = rng.chance(0.2);
  const skinShade = shade(skin, -0.12);

  let face =
    ellipse(43.5, 49, 2.1, 2.6, LINE) +
    ellipse(56.5, 49, 2.1, 2.6, LINE) +
    path(
      'M44 57.5Q50 62.5 56 57.5',
      'none',
      `stroke="${LINE}" stroke-width="2" stroke-linecap="round"`,
    ) +
    circle(39, 56, 3.2, '#ff8a80', 'opacity=".28"') +
    circle(61, 56, 3.2, '#ff8a80', 'opacity=".28"');
  if (beard) {
    face += path('M33 50C33 66 41 70 50 70S67 66 67 50C64 60 58 62 50 62S36 60 33 50Z', hairColor);
    face += path(
      'M44 58Q50 61 56 58',
      'none',
      `stroke="${LINE}" stroke-width="1.6" stroke-linecap="round"`,
    );
  }
  if (glasses) {
    face += `<g fill="none" stroke="${LINE}" stroke-width="1.6"><circle cx="43.5" cy="49" r="5.5"/><circle cx="56.5" cy="49" r="5.5"/><path d="M49 48.5h2"/></g>`;
  }

  const body =
    `<clipPath id="avatar-clip"><circle cx="50" cy="50" r="50"/></clipPath>` +
    circle(50, 50, 50, 'url(#avatar-bg)') +
    // Scaled up around the chin so the face fills more of the disc at small sizes.
    `<g clip-path="url(#avatar-clip)"><g transform="matrix(1.1 0 0 1.1 -5 -3)">` +
    hair(style, hairColor, true) +
    path('M16 100C16 84 30 76 50 76S84 84 84 100Z', shirt) +
    path('M42 66h16v12Q50 84 42 78Z', skinShade) +
    path('M42 76Q50 84 58 76L60 78Q50 88 40 78Z', shade(shirt, -0.15)) +
    circle(33, 50, 4.5, skinShade) +
    circle(67, 50, 4.5, skinShade) +
    ellipse(50, 48, 17, 20, skin) +
    face +
    hair(style, hairColor, false) +
    '</g></g>';

  const defs = svg`<linearGradient id="avatar-bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(bg, 0.25)}"/><stop offset="1" stop-color="${bg}"/></linearGradient>`;
  return svgDocument({ width, height, viewWidth: 100, viewHeight: 100, defs, body });
}
