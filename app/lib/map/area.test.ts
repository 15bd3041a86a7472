import { describe, expect, it } from 'vitest';

import {
  crossesItself,
  decodePolygon,
  encodePolygon,
  insidePolygon,
  mapAreaProblems,
  parseArea,
  parseBox,
  mapAreaOf,
  withReadableMapArea,
  type Polygon,
} from './area';

const square: Polygon = [
  [-74, 40.7],
  [-73.9, 40.7],
  [-73.9, 40.8],
  [-74, 40.8],
];

describe('the map box in the address', () => {
  it('reads west,south,east,north', () => {
    expect(parseBox('-0.2,51.4,-0.1,51.6')).toEqual([-0.2, 51.4, -0.1, 51.6]);
  });

  it.each(['', undefined])('has none when absent (%o)', (raw) => {
    expect(parseBox(raw)).toBeUndefined();
  });

  it.each([
    ['three numbers', '1,2,3'],
    ['NaN', 'NaN,1,2,3'],
    ['Infinity', '-Infinity,1,2,3'],
    ['a latitude past the pole', '0,80,1,91'],
    ['a longitude past 180', '179,0,181,1'],
    ['west east of east', '2,0,1,1'],
    ['south north of north', '0,2,1,1'],
    ['an exponent', '1e2,0,2,1'],
  ])('refuses %s', (_name, raw) => {
    expect(parseBox(raw)).toBe('bad-box');
  });
});

describe('a drawn area in the address', () => {
  it('goes through the encoded-polyline format and back', () => {
    const text = encodePolygon(square);
    expect(text.length).toBeLessThan(40);
    expect(decodePolygon(text)).toEqual(square);
    expect(parseArea(text)).toEqual(square);
  });

  it('reads the format as other map software writes it', () => {
    // The format's own published example: (38.5, -120.2), (40.7, -120.95), (43.252, -126.453).
    expect(decodePolygon('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [-120.2, 38.5],
      [-120.95, 40.7],
      [-126.453, 43.252],
    ]);
  });

  it('drops a closing corner equal to the first', () => {
    expect(parseArea(encodePolygon([...square, square[0]!]))).toEqual(square);
  });

  it.each([
    ['two corners', encodePolygon(square.slice(0, 2)), 'bad-area'],
    ['text that is no polygon', 'hello world', 'bad-area'],
    ['a cut-off number', encodePolygon(square).slice(0, -1), 'bad-area'],
    ['a corner past the pole', encodePolygon([...square, [0, 95]]), 'bad-area'],
    [
      'a bow tie',
      encodePolygon([
        [0, 0],
        [1, 1],
        [1, 0],
        [0, 1],
      ]),
      'crossing-area',
    ],
    [
      'ten thousand corners',
      encodePolygon(
        Array.from({ length: 10_000 }, (_, i) => [
          Math.cos(i / 1000) / 10,
          Math.sin(i / 1000) / 10,
        ]) as Polygon,
      ),
      'too-many-corners',
    ],
  ])('refuses %s', (_name, raw, problem) => {
    expect(parseArea(raw)).toBe(problem);
  });

  it('finds a crossing only where two sides meet', () => {
    expect(crossesItself(square)).toBe(false);
    // A side that doubles back over another.
    expect(
      crossesItself([
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ]),
    ).toBe(true);
  });

  it('tells inside from outside, a notch included', () => {
    const notched: Polygon = [
      [0, 0],
      [4, 0],
      [4, 4],
      [2, 1],
      [0, 4],
    ];
    expect(insidePolygon(notched, 1, 0.5)).toBe(true);
    expect(insidePolygon(notched, 2, 3)).toBe(false);
    expect(insidePolygon(notched, 5, 1)).toBe(false);
    expect(insidePolygon(notched, NaN, 1)).toBe(false);
  });
});

describe('the box and area of a search', () => {
  it('keeps what reads well and names what does not', () => {
    const search = { bbox: '1,2,3', area: encodePolygon(square), keywords: 'x' };
    expect(mapAreaOf(search)).toEqual({ box: undefined, area: square });
    expect(mapAreaProblems(search)).toEqual(['bad-box']);
    expect(withReadableMapArea(search)).toEqual({
      bbox: undefined,
      area: encodePolygon(square),
      keywords: 'x',
    });
  });
});
