import { describe, expect, it } from 'vitest';

import GENERATED from '~/db/stations.json' with { type: 'json' };

import { parseStationFile } from './stations-file.server';

const HEADER = 'name,name_ja,lines,lines_ja,latitude,longitude,city';

describe('a stations file', () => {
  it('reads CSV, lines separated by semicolons, with address names made from the names', () => {
    const file = parseStationFile(
      `${HEADER}\nShibuya,渋谷,JR Yamanote Line;Ginza Line,JR山手線;銀座線,35.6580,139.7016,"Tokyo, Japan"\n`,
      'stations.csv',
    );
    expect(file).toEqual({
      ok: true,
      stations: [
        {
          slug: 'shibuya',
          name: 'Shibuya',
          nameJa: '渋谷',
          lines: ['JR Yamanote Line', 'Ginza Line'],
          linesJa: ['JR山手線', '銀座線'],
          latitude: 35.658,
          longitude: 139.7016,
          city: 'Tokyo, Japan',
        },
      ],
    });
  });

  it('refuses every bad row with its line and why', () => {
    const file = parseStationFile(
      [
        HEADER,
        'Shibuya,渋谷,JR Yamanote Line,JR山手線,35.6580,139.7016,Tokyo',
        ',渋谷,A,B,35.6,139.7,Tokyo',
        'Ebisu,恵比寿,A;B,甲,35.6,139.7,Tokyo',
        'Meguro,目黒,A,甲,95,139.7,Tokyo',
        'Gotanda,五反田,A,甲,35.6,east,Tokyo',
        'Shibuya,渋谷,A,甲,35.6,139.7,Tokyo',
        'Harajuku,,A,甲,35.6,139.7,Tokyo',
      ].join('\n'),
      'stations.csv',
    );
    expect(file).toEqual({
      ok: false,
      errors: [
        { where: 'line 3', reason: 'no name' },
        { where: 'line 4', reason: '2 lines in English but 1 in Japanese' },
        { where: 'line 5', reason: 'latitude is not -90 to 90' },
        { where: 'line 6', reason: 'longitude is not -180 to 180' },
        { where: 'line 7', reason: 'the same station as line 2 (shibuya)' },
        { where: 'line 8', reason: 'no Japanese name (name_ja)' },
      ],
    });
  });

  it('refuses a CSV without the columns it needs, and an empty one', () => {
    expect(parseStationFile('name,latitude\nA,1', 'a.csv')).toEqual({
      ok: false,
      errors: [
        { where: 'line 1', reason: 'missing column(s): name_ja, lines, lines_ja, longitude, city' },
      ],
    });
    expect(parseStationFile(`${HEADER}\n`, 'a.csv')).toEqual({
      ok: false,
      errors: [{ where: 'file', reason: 'no stations' }],
    });
  });

  it('reads GeoJSON points, longitude first, and refuses features that are not points', () => {
    const feature = (geometry: unknown, properties: Record<string, unknown>) => ({
      type: 'Feature',
      geometry,
      properties,
    });
    const good = {
      name: 'Ebisu',
      name_ja: '恵比寿',
      lines: ['JR Yamanote Line'],
      lines_ja: ['JR山手線'],
      city: 'Tokyo, Japan',
    };
    const text = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
    const read = parseStationFile(
      text([feature({ type: 'Point', coordinates: [139.7101, 35.6467] }, good)]),
      'stations.geojson',
    );
    expect(read.ok && read.stations[0]).toMatchObject({
      slug: 'ebisu',
      latitude: 35.6467,
      longitude: 139.7101,
      lines: ['JR Yamanote Line'],
    });
    const bad = parseStationFile(
      text([
        feature({ type: 'Point', coordinates: [139.7101, 35.6467] }, good),
        feature({ type: 'LineString', coordinates: [] }, good),
        feature({ type: 'Point', coordinates: [139.7] }, { ...good, name: 'Meguro' }),
      ]),
      'stations.geojson',
    );
    expect(bad).toEqual({
      ok: false,
      errors: [
        { where: 'feature 2', reason: 'its geometry is not a Point' },
        { where: 'feature 3', reason: 'latitude is not -90 to 90' },
      ],
    });
    expect(parseStationFile('{"type":"Feature"}', 'x.json')).toEqual({
      ok: false,
      errors: [{ where: 'file', reason: 'not a GeoJSON FeatureCollection' }],
    });
  });

  it('holds the generated stations to the same rules, with real lines in both languages', () => {
    const asGeoJson = JSON.stringify({
      type: 'FeatureCollection',
      features: GENERATED.map(({ latitude, longitude, ...station }) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [longitude, latitude] },
        properties: station,
      })),
    });
    const read = parseStationFile(asGeoJson, 'stations.geojson');
    expect(read.ok).toBe(true);
    const count = (city: string) => GENERATED.filter((station) => station.city === city).length;
    for (const city of ['Tokyo, Japan', 'London, UK', 'New York, USA', 'Paris, France']) {
      expect(count(city), city).toBeGreaterThanOrEqual(15);
      expect(count(city), city).toBeLessThanOrEqual(30);
    }
    // Coordinates to four decimals, as stated.
    for (const station of GENERATED) {
      expect(Math.round(station.latitude * 1e4) / 1e4, station.name).toBe(station.latitude);
      expect(Math.round(station.longitude * 1e4) / 1e4, station.name).toBe(station.longitude);
    }
  });
});
