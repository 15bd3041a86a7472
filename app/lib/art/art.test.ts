import { describe, expect, it } from 'vitest';

import { ART_KINDS, artSize, renderArt, type ArtKind } from './index';
import { createRng, hashString } from './random';
import { escapeXml } from './svg';

const SEEDS = Array.from({ length: 120 }, (_, i) => `${i}-${i % 4}`);
const BANNER_SEEDS = ['desktop', 'tablet', 'mobile', 'other', ''];

function seedsFor(kind: ArtKind): string[] {
  return kind === 'banner' ? BANNER_SEEDS : SEEDS;
}

const ATTR = /\s+([A-Za-z_:][\w:.-]*)="([^"<]*)"/y;
const ENTITY = /&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/y;

/**
 * Minimal XML well-formedness check without a DOM: balanced tags, quoted unique attributes, no
 * stray `<` in text and only known entity references.
 */
function assertWellFormed(doc: string): void {
  const stack: string[] = [];
  let rootSeen = false;
  let i = 0;
  const checkEntities = (text: string) => {
    for (let j = text.indexOf('&'); j !== -1; j = text.indexOf('&', j + 1)) {
      ENTITY.lastIndex = j;
      if (!ENTITY.test(text)) throw new Error(`bad entity near ${text.slice(j, j + 12)}`);
    }
  };
  while (i < doc.length) {
    const lt = doc.indexOf('<', i);
    const text = doc.slice(i, lt === -1 ? doc.length : lt);
    if (text.trim() && stack.length === 0) throw new Error('text outside the root element');
    checkEntities(text);
    if (lt === -1) break;
    const closing = doc[lt + 1] === '/';
    const nameMatch = /^[A-Za-z][\w:-]*/.exec(doc.slice(lt + (closing ? 2 : 1)));
    if (!nameMatch) throw new Error(`bad tag at ${lt}: ${doc.slice(lt, lt + 30)}`);
    const name = nameMatch[0];
    let j = lt + (closing ? 2 : 1) + name.length;
    const seen = new Set<string>();
    for (;;) {
      ATTR.lastIndex = j;
      const attr = ATTR.exec(doc);
      if (!attr || closing) break;
      const attrName = attr[1] ?? '';
      if (seen.has(attrName)) throw new Error(`duplicate attribute ${attrName} on <${name}>`);
      seen.add(attrName);
      checkEntities(attr[2] ?? '');
      j = ATTR.lastIndex;
    }
    while (doc[j] === ' ') j++;
    const selfClosing = doc[j] === '/';
    if (selfClosing) j++;
    if (doc[j] !== '>')
      throw new Error(`unterminated <${name}> at ${lt}: ${doc.slice(lt, j + 20)}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else {
      if (stack.length === 0) {
        if (rootSeen) throw new Error('more than one root element');
        rootSeen = true;
      }
      if (!selfClosing) stack.push(name);
    }
    i = j + 1;
  }
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
}

function assertIdsResolve(doc: string, kind: ArtKind): void {
  const ids = [...doc.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  for (const id of ids) expect(id?.startsWith(`${kind}-`)).toBe(true);
  expect(new Set(ids).size, 'ids are unique').toBe(ids.length);
  for (const [, ref] of doc.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
  for (const [, ref] of doc.matchAll(/href="#([^"]+)"/g)) expect(ids).toContain(ref);
}

/** Full-size budget: the tour embeds five drawings, everything else is a single picture. */
function sizeLimit(kind: ArtKind): number {
  return kind === 'tour' ? 40 * 1024 : 8192;
}

/** A drawing's markup without its outer <svg> tag, as the tour embeds it. */
function innerOf(doc: string): string {
  return doc.slice(doc.indexOf('>') + 1, -'</svg>'.length);
}

function assertSafe(doc: string): void {
  expect(doc).not.toMatch(/<script/i);
  expect(doc).not.toMatch(/\son\w+\s*=/i);
  expect(doc).not.toMatch(/<image|<foreignObject|href=|@import|@font-face|javascript:/i);
  expect(doc.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/http/i);
}

describe('random', () => {
  it('is reproducible and spreads different seeds apart', () => {
    const a = createRng('42');
    const b = createRng('42');
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(createRng('43').next()).not.toBe(seqA[0]);
    expect(hashString('house:1')).not.toBe(hashString('interior:1'));
    for (const v of seqA) expect(v >= 0 && v < 1).toBe(true);
  });

  it('keeps integer picks within bounds', () => {
    const rng = createRng('bounds');
    for (let i = 0; i < 1000; i++) {
      const n = rng.int(2, 5);
      expect(n).toBeGreaterThanOrEqual(2);
      expect(n).toBeLessThanOrEqual(5);
    }
    expect(() => rng.pick([])).toThrow();
  });
});

describe('renderArt', () => {
  it('exposes every kind', () => {
    expect([...ART_KINDS].sort()).toEqual([
      'avatar',
      'banner',
      'blog',
      'house',
      'interior',
      'plan',
      'tour',
    ]);
  });

  it.each(ART_KINDS)('%s is deterministic', (kind) => {
    for (const seed of seedsFor(kind).slice(0, 20)) {
      expect(renderArt(kind, seed)).toBe(renderArt(kind, seed));
      expect(renderArt(kind, seed, 'thumb')).toBe(renderArt(kind, seed, 'thumb'));
    }
  });

  it.each(ART_KINDS)('%s varies with the seed', (kind) => {
    const outputs = seedsFor(kind).map((seed) =>
      renderArt(kind, seed).replace(/width="\d+" height="\d+"/, ''),
    );
    const distinct = new Set(outputs).size;
    // 'other' and '' banners share the desktop size but must still be different pictures.
    expect(distinct).toBe(outputs.length);
  });

  it.each(ART_KINDS)('%s declares the size artSize reports', (kind) => {
    for (const size of ['thumb', 'full'] as const) {
      for (const seed of seedsFor(kind).slice(0, 10)) {
        const { width, height } = artSize(kind, size, seed);
        const doc = renderArt(kind, seed, size);
        expect(
          doc.startsWith(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 `,
          ),
        ).toBe(true);
        expect(doc.endsWith('</svg>')).toBe(true);
      }
    }
  });

  it('uses the documented intrinsic sizes', () => {
    expect(artSize('house')).toEqual({ width: 1200, height: 900 });
    expect(artSize('interior', 'thumb')).toEqual({ width: 480, height: 360 });
    expect(artSize('plan', 'full')).toEqual({ width: 1200, height: 900 });
    expect(artSize('avatar', 'full')).toEqual({ width: 256, height: 256 });
    expect(artSize('avatar', 'thumb')).toEqual({ width: 96, height: 96 });
    expect(artSize('blog', 'full')).toEqual({ width: 1200, height: 750 });
    expect(artSize('blog', 'thumb')).toEqual({ width: 480, height: 300 });
    expect(artSize('banner', 'thumb', 'desktop')).toEqual({ width: 1920, height: 480 });
    expect(artSize('banner', 'full', 'tablet')).toEqual({ width: 1024, height: 400 });
    expect(artSize('banner', undefined, 'mobile')).toEqual({ width: 750, height: 420 });
    expect(artSize('banner', 'full', 'anything')).toEqual({ width: 1920, height: 480 });
    expect(artSize('tour')).toEqual({ width: 1280, height: 720 });
    expect(artSize('tour', 'thumb')).toEqual({ width: 640, height: 360 });
  });

  it('slices banners to fill their box', () => {
    for (const seed of BANNER_SEEDS) {
      expect(renderArt('banner', seed)).toContain('preserveAspectRatio="xMidYMid slice"');
    }
  });

  it.each(ART_KINDS)('%s stays within its size budget at full size', (kind) => {
    for (const seed of seedsFor(kind)) {
      expect(renderArt(kind, seed).length).toBeLessThan(sizeLimit(kind));
    }
  });

  it.each(ART_KINDS)('%s is well-formed XML with resolvable ids', (kind) => {
    for (const seed of seedsFor(kind)) {
      const doc = renderArt(kind, seed);
      assertWellFormed(doc);
      assertIdsResolve(doc, kind);
    }
  });

  it('keeps numbers compact', () => {
    for (const kind of ART_KINDS) {
      const doc = renderArt(kind, seedsFor(kind)[1] ?? '1');
      expect(doc).not.toMatch(/\d\.\d{2,}/);
      expect(doc).not.toMatch(/NaN|Infinity|undefined/);
    }
  });

  it('never emits scripts, handlers or external references', () => {
    const seeds = Array.from({ length: 300 }, (_, i) => String(i * 7919));
    for (const kind of ART_KINDS) {
      for (const seed of kind === 'banner' ? BANNER_SEEDS : seeds)
        assertSafe(renderArt(kind, seed));
    }
  });

  it('renders quickly', () => {
    const start = performance.now();
    let count = 0;
    for (const kind of ART_KINDS) {
      for (const seed of seedsFor(kind).slice(0, 40)) {
        renderArt(kind, seed);
        count++;
      }
    }
    // The target is well under 2 ms; the bound is loose so slow CI machines do not flake.
    expect((performance.now() - start) / count).toBeLessThan(5);
  });
});

describe('tour', () => {
  const seeds = Array.from({ length: 40 }, (_, i) => String(i));

  it("shows the listing's own exterior and first four rooms", () => {
    for (const seed of seeds) {
      const doc = renderArt('tour', seed).replace(/tour-s\d-/g, '');
      expect(doc).toContain(innerOf(renderArt('house', `${seed}-0`)));
      for (let i = 1; i <= 4; i++) {
        expect(doc).toContain(innerOf(renderArt('interior', `${seed}-${i}`)));
      }
      expect(doc).not.toContain(innerOf(renderArt('interior', `${seed}-5`)));
      expect(doc.match(/<svg /g)).toHaveLength(6);
      expect(doc.match(/preserveAspectRatio="xMidYMid slice"/g)).toHaveLength(5);
    }
  });

  it("gives every scene its own ids and keeps each scene's references inside it", () => {
    for (const seed of seeds) {
      const doc = renderArt('tour', seed);
      assertIdsResolve(doc, 'tour');
      const scenes = doc.split('<g class="k').slice(1);
      expect(scenes).toHaveLength(5);
      scenes.forEach((scene, i) => {
        const body = scene.slice(0, scene.indexOf('</svg></g>'));
        const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(id?.startsWith(`tour-s${i}-`)).toBe(true);
        for (const [, ref] of body.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
      });
    }
  });

  it('animates with CSS alone and rests on the first scene', () => {
    for (const seed of seeds.slice(0, 10)) {
      const doc = renderArt('tour', seed);
      const css = /<style>([^<]*)<\/style>/.exec(doc)?.[1] ?? '';
      expect(css).toContain(
        '@media (prefers-reduced-motion: reduce){*{animation:none !important}}',
      );
      const durations = [...css.matchAll(/animation:(\d+)s linear infinite/g)].map((m) =>
        Number(m[1]),
      );
      expect(durations.length).toBeGreaterThan(0);
      for (const d of durations) {
        expect(d).toBeGreaterThanOrEqual(16);
        expect(d).toBeLessThanOrEqual(24);
      }
      // Un-animated, only the first scene and its caption are visible.
      for (let i = 1; i < 5; i++) {
        expect(css).toMatch(new RegExp(`\\.k${i},\\.c${i}\\{[^}]*opacity:0`));
      }
      expect(css).not.toMatch(/\.k0,\.c0\{[^}]*opacity:0/);
      expect(doc).not.toMatch(/<animate|<set\b|<script/);
    }
  });

  it('captions every scene after the room it shows', () => {
    const captions = (seed: string) =>
      [...renderArt('tour', seed).matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    for (const seed of seeds) {
      const [first, ...rest] = captions(seed);
      expect(first).toBe('Exterior');
      expect(rest).toHaveLength(4);
      expect(new Set(rest).size).toBe(4);
    }
    const all = new Set(seeds.flatMap(captions));
    for (const room of ['Living room', 'Bedroom', 'Kitchen']) expect(all).toContain(room);
  });

  it('draws the same frames at both sizes', () => {
    const strip = (doc: string) => doc.replace(/width="\d+" height="\d+"/, '');
    expect(strip(renderArt('tour', '7', 'thumb'))).toBe(strip(renderArt('tour', '7')));
  });

  it('keeps its numbers compact and renders in a few milliseconds', () => {
    const start = performance.now();
    for (const seed of seeds) {
      const doc = renderArt('tour', seed);
      expect(doc).not.toMatch(/\d\.\d{2,}/);
      expect(doc).not.toMatch(/NaN|Infinity|undefined/);
    }
    expect((performance.now() - start) / seeds.length).toBeLessThan(15);
  });
});

describe('avatars', () => {
  const hostile = [
    '<script>alert(1)</script>',
    '"&\'',
    '"><svg onload=alert(1)>',
    "Robert'); DROP TABLE users;--",
    'http://evil.example/x.png',
    '\u0000\u0001\u001f bell\u0007',
    '\ud800 lone surrogate',
    '',
    '   ',
  ];

  it.each(hostile)('keeps the visitor-supplied name %j out of the markup', (name) => {
    for (const size of ['thumb', 'full'] as const) {
      const doc = renderArt('avatar', name, size);
      assertWellFormed(doc);
      assertSafe(doc);
      expect(doc).not.toContain('alert');
      expect(doc).not.toContain('DROP');
      const controls = [...doc].filter((ch) => ch.charCodeAt(0) < 0x20 && !'\t\n\r'.includes(ch));
      expect(controls).toEqual([]);
    }
  });

  it('gives the same person the same face and different people different ones', () => {
    expect(renderArt('avatar', 'Ada Lovelace')).toBe(renderArt('avatar', 'Ada Lovelace'));
    expect(renderArt('avatar', 'Ada Lovelace')).not.toBe(renderArt('avatar', 'Alan Turing'));
  });

  it('escapes markup characters', () => {
    expect(escapeXml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(escapeXml('"&\'')).toBe('&quot;&amp;&#39;');
  });
});
