import { describe, expect, it } from 'vitest';

import {
  distanceMetres,
  nearestStations,
  stationSlug,
  stationTitle,
  STATION_RADIUS_METRES,
  walkingMinutes,
} from './stations';

describe('walking minutes (80 m a minute, a part of a minute counted whole)', () => {
  it('counts the walk as 1.3 times the straight line, to the whole metre, then rounds up', () => {
    // 800 m walked is exactly ten minutes; a metre more is eleven.
    expect(walkingMinutes(800 / 1.3)).toBe(10);
    expect(walkingMinutes(615.4)).toBe(10); // 800.02 m walked: 800 to the metre
    expect(walkingMinutes(615.8)).toBe(11); // 800.54 m: 801
    expect(walkingMinutes(80 / 1.3)).toBe(1);
    expect(walkingMinutes(62)).toBe(2); // 80.6 m: 81
  });

  it('never says less than a minute, even at the station', () => {
    expect(walkingMinutes(0)).toBe(1);
    expect(walkingMinutes(1)).toBe(1);
  });

  it('is 33 minutes at the edge of the 2 km radius', () => {
    expect(walkingMinutes(STATION_RADIUS_METRES)).toBe(33);
  });
});

describe('the nearest stations', () => {
  // Shibuya and Ebisu, about 1.3 km apart (app/db/stations.json).
  const shibuya = { id: 1, latitude: 35.658, longitude: 139.7016 };
  const ebisu = { id: 2, latitude: 35.6467, longitude: 139.7101 };
  const tokyo = { id: 3, latitude: 35.6812, longitude: 139.7671 };

  it('measures a great-circle distance in metres', () => {
    expect(Math.round(distanceMetres(shibuya, ebisu))).toBeGreaterThan(1_400);
    expect(Math.round(distanceMetres(shibuya, ebisu))).toBeLessThan(1_500);
    expect(distanceMetres(shibuya, shibuya)).toBe(0);
  });

  it('keeps those within the radius, nearest first, with their minutes', () => {
    const home = { latitude: 35.6555, longitude: 139.7035 };
    const near = nearestStations(home, [tokyo, ebisu, shibuya]);
    expect(near.map((found) => found.station.id)).toEqual([1, 2]);
    expect(near[0]!.minutes).toBe(walkingMinutes(distanceMetres(home, shibuya)));
    expect(nearestStations(home, [tokyo, ebisu, shibuya], 1)).toHaveLength(1);
  });

  it('orders stations at the same distance by id', () => {
    const twin = { ...shibuya, id: 0 };
    const near = nearestStations(shibuya, [shibuya, twin]);
    expect(near.map((found) => found.station.id)).toEqual([0, 1]);
  });
});

describe('station names', () => {
  it('makes an address name from the English name', () => {
    expect(stationSlug("King's Cross St Pancras")).toBe('kings-cross-st-pancras');
    expect(stationSlug('Nørreport')).toBe('norreport');
    expect(stationSlug('Yenikapı')).toBe('yenikapi');
    expect(stationSlug('Saint-Germain-des-Prés')).toBe('saint-germain-des-pres');
  });

  it('writes 駅 after a Japanese name unless it ends so', () => {
    expect(stationTitle({ name: 'Shibuya', nameJa: '渋谷' }, 'ja')).toBe('渋谷駅');
    expect(stationTitle({ name: 'Gare du Nord', nameJa: 'パリ北駅' }, 'ja')).toBe('パリ北駅');
    expect(stationTitle({ name: 'Shibuya', nameJa: '渋谷' }, 'en')).toBe('Shibuya');
  });
});
