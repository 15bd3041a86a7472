/**
 * Small string builders for SVG markup. Numbers are rounded to one decimal place: drawings use a
 * small user space (400x300 and the like) where a tenth of a unit is under a pixel even at full
 * size, and every extra digit is repeated across hundreds of images.
 */

export function num(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** Tagged template that rounds every interpolated number: svg`M${x} ${y}`. */
export function svg(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    out += (typeof v === 'number' ? num(v) : (v ?? '')) + (strings[i + 1] ?? '');
  }
  return out;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? '');
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return svg`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return svg`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string {
  return svg`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Closed polygon from flat coordinate pairs. */
export function poly(points: readonly number[], fill: string, extra = ''): string {
  const pts: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pts.push(`${num(points[i] ?? 0)} ${num(points[i + 1] ?? 0)}`);
  }
  return `<path d="M${pts.join('L')}Z" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
}

/** Many same-coloured axis-aligned rectangles as one path, far smaller than separate rects. */
export function rects(boxes: readonly (readonly [number, number, number, number])[]): string {
  return boxes.map(([x, y, w, h]) => svg`M${x} ${y}h${w}v${h}h${-w}z`).join('');
}

const DIRECTIONS = { v: 'x2="0" y2="1"', h: 'x2="1" y2="0"', d: 'x2="1" y2="1"' } as const;

/** Linear gradient from evenly spaced colour stops: vertical, horizontal or diagonal. */
export function linear(
  id: string,
  colors: readonly string[],
  dir: keyof typeof DIRECTIONS = 'v',
): string {
  const last = Math.max(1, colors.length - 1);
  const stops = colors
    .map((c, i) => `<stop offset="${num(i / last)}" stop-color="${c}"/>`)
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" ${DIRECTIONS[dir]}>${stops}</linearGradient>`;
}

/** Soft glow: a colour fading to transparent, used for suns, lamps and vignettes. */
export function glow(id: string, color: string, opacity = 1): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${num(opacity)}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`
  );
}

export interface DocOptions {
  width: number;
  height: number;
  viewWidth: number;
  viewHeight: number;
  defs?: string;
  body: string;
  slice?: boolean;
}

export function svgDocument(o: DocOptions): string {
  const par = o.slice ? ' preserveAspectRatio="xMidYMid slice"' : '';
  const defs = o.defs ? `<defs>${o.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${o.width}" height="${o.height}" ` +
    `viewBox="0 0 ${o.viewWidth} ${o.viewHeight}"${par}>${defs}${o.body}</svg>`
  );
}
