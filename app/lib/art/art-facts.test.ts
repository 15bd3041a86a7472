import { describe, expect, it } from 'vitest';

import {
  generatedHomeArt,
  houseSeed,
  interiorRooms,
  parsePlanSeed,
  planFactsFromUrl,
  planUrlFor,
  tourSeed,
  tourUrlFor,
  type HomeFacts,
} from '~/lib/art-seeds';
import { storedFloorPlanDescription } from '~/lib/stored-floor-plan-text';
import { PROPERTY_TYPES } from '~/lib/catalog';
import { areaIn } from '~/i18n/units';

import { artUrl } from '~/lib/art-url';

import { renderArt } from '.';
import { houseStyle, renderHouse } from './house';
import { interiorRoom, renderInterior } from './interior';
import { renderPlan } from './plan';

const HOMES: HomeFacts[] = [
  { category: 'Office', beds: 0, baths: 2, kitchens: 1, livingRooms: 3, area: 2400 },
  { category: 'Villa', beds: 6, baths: 4, kitchens: 2, livingRooms: 3, area: 8800 },
  { category: 'Studio', beds: 1, baths: 1, kitchens: 1, livingRooms: 1, area: 430 },
  { category: 'Cabin', beds: 2, baths: 1, kitchens: 1, livingRooms: 1, area: 1100 },
  { category: 'Duplex', beds: 3, baths: 2, kitchens: 1, livingRooms: 2, area: 2043 },
];

/** A drawing's markup without its outer <svg> tag, as the tour embeds it. */
const innerOf = (doc: string) => doc.slice(doc.indexOf('>') + 1, -'</svg>'.length);
const seedOf = (url: string) => decodeURIComponent(url.split('/').pop()!.slice(0, -4));
const texts = (svg: string) =>
  [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
const attrs = (svg: string, name: string) =>
  [...svg.matchAll(new RegExp(`${name}="(\\d+)"`, 'g'))].map((m) => Number(m[1]));

describe('pictures that fit the home', () => {
  it('draws each kind of home as its own building', () => {
    const styles = PROPERTY_TYPES.map((type) => houseStyle(houseSeed('7-0', type)));
    expect(houseStyle('7-0~o')).toBe('tower');
    expect(houseStyle('7-0~b')).toBe('cabin');
    expect(houseStyle('7-0~a')).toBe('apartment');
    expect(new Set(styles).size).toBe(PROPERTY_TYPES.length);
    const art = generatedHomeArt(7, HOMES[0]!, 5, 1, () => '');
    expect(houseStyle(seedOf(art.photos[0]!.original))).toBe('tower');
    expect(renderHouse('7-0~o', 400, 300)).not.toBe(renderHouse('7-0~b', 400, 300));
    // An address stored before still draws, with a building of the seed's choosing.
    expect(houseStyle('7-0')).toBeNull();
    expect(renderHouse('7-0', 400, 300)).toMatch(/^<svg/);
  });

  it('shows only rooms the home has: no bedroom in an office', () => {
    for (const home of HOMES) {
      const art = generatedHomeArt(3, home, 6, 1, () => '');
      const rooms = art.photos.slice(1).map((p) => interiorRoom(seedOf(p.original)).name);
      expect(rooms).toHaveLength(5);
      // A studio's bed is in its main room: it has no bedroom of its own to show.
      if (home.beds === 0 || home.category === 'Studio') expect(rooms).not.toContain('Bedroom');
      else expect(rooms).toContain('Bedroom');
      if (home.category === 'Office') expect(rooms).toContain('Meeting room');
      else expect(rooms).toContain('Living room');
    }
    expect(interiorRooms({ ...HOMES[1]!, livingRooms: 0 }, 4)).not.toContain('living');
  });
});

describe("a generated home's video tour", () => {
  const captions = (svg: string) => texts(svg);
  const tourOf = (home: HomeFacts, lang: 'en' | 'ja' = 'en') =>
    renderArt('tour', seedOf(tourUrlFor(artUrl('tour', tourSeed('9', home)), lang)));

  it('tours the rooms the home has, as its gallery shows them, and no other', () => {
    const expected: Record<string, string[]> = {
      Office: ['Exterior', 'Open-plan office', 'Meeting room', 'Kitchenette', 'Washroom'],
      Villa: ['Exterior', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom'],
      Studio: ['Exterior', 'Main room', 'Kitchen', 'Bathroom'],
      Cabin: ['Exterior', 'Living room', 'Kitchen', 'Bedroom', 'Bathroom'],
    };
    for (const home of HOMES.slice(0, 4)) {
      const tour = tourOf(home);
      expect(captions(tour)).toEqual(expected[home.category]);
      // Each scene is the gallery's own photo of that room, and the outside its kind's building.
      const art = generatedHomeArt(9, home, 6, 1, () => '');
      const scenes = tour.replace(/tour-s\d-/g, '');
      expect(scenes).toContain(innerOf(renderHouse(seedOf(art.photos[0]!.original), 1, 1)));
      for (const photo of art.photos.slice(1, captions(tour).length)) {
        expect(scenes).toContain(innerOf(renderInterior(seedOf(photo.original), 1, 1)));
      }
      expect(scenes.match(/preserveAspectRatio="xMidYMid slice"/g)).toHaveLength(
        expected[home.category]!.length,
      );
    }
    // A studio with no bedroom in its facts, and a duplex with two living rooms.
    expect(captions(tourOf({ ...HOMES[2]!, beds: 0 }))).not.toContain('Bedroom');
    expect(captions(tourOf(HOMES[4]!))).toEqual([
      'Exterior',
      'Living room',
      'Kitchen',
      'Bedroom',
      'Bathroom',
    ]);
  });

  it("speaks the page's language on Japanese pages, and leaves other videos alone", () => {
    expect(captions(tourOf(HOMES[0]!, 'ja'))).toEqual([
      '外観',
      '執務室',
      '会議室',
      '給湯室',
      '化粧室',
    ]);
    expect(captions(tourOf(HOMES[2]!, 'ja'))).toEqual(['外観', '居室', 'キッチン', '浴室']);
    // An address stored before the facts, and an owner's own video, are kept as they are.
    expect(tourUrlFor(artUrl('tour', '9'), 'ja')).toBe(artUrl('tour', '9'));
    expect(tourUrlFor('https://youtu.be/abc', 'ja')).toBe('https://youtu.be/abc');
    expect(captions(renderArt('tour', '9'))).toHaveLength(5);
  });
});

describe('floor plans that match the facts', () => {
  for (const lang of ['en', 'ja'] as const) {
    it(`has every room and the home's area on its floors (${lang})`, () => {
      for (const home of HOMES) {
        const art = generatedHomeArt(11, home, 4, 3, (f, n) =>
          storedFloorPlanDescription(home, f, n),
        );
        let total = 0;
        const labels: string[] = [];
        for (const plan of art.floorPlans) {
          const svg = renderPlan(seedOf(planUrlFor(plan.image, lang)), 400, 300);
          const floorArea = attrs(svg, 'data-floor-area')[0]!;
          expect(attrs(svg, 'data-area').reduce((a, b) => a + b, 0)).toBe(floorArea);
          total += floorArea;
          labels.push(...texts(svg));
        }
        expect(total).toBe(areaIn(home.area, lang === 'en' ? 'sqft' : 'm2'));
        const count = (word: string) => labels.filter((l) => l.startsWith(word)).length;
        const [living, bed, bath, kitchen] =
          lang === 'en'
            ? ['Living', 'Bed', 'Bath', 'Kitchen']
            : ['リビング', '寝室', '浴室', 'キッチン'];
        if (home.category === 'Office') {
          expect(count(lang === 'en' ? 'Office' : '執務室')).toBe(home.livingRooms);
          expect(count(bed!)).toBe(0);
        } else {
          expect([count(living!), count(bed!), count(bath!), count(kitchen!)]).toEqual([
            home.livingRooms,
            home.beds,
            home.baths,
            home.kitchens,
          ]);
        }
        if (lang === 'ja') expect(labels.join(' ')).not.toMatch(/sq ft|Bed|Living/);
      }
    });
  }

  it('says under each plan what the plan draws', () => {
    const home = HOMES[1]!;
    const art = generatedHomeArt(4, home, 4, 3, (f, n) => storedFloorPlanDescription(home, f, n));
    expect(art.floorPlans).toHaveLength(3);
    expect(art.floorPlans[0]!.description).toMatch(/^Ground floor: 3 living rooms, 2 kitchens/);
    expect(art.floorPlans[1]!.description).toMatch(
      /3 bedrooms and 1 bathroom — [\d,]+ sq ft of the home’s 8,800 sq ft\.$/,
    );
    const flat = generatedHomeArt(4, HOMES[2]!, 4, 3, () => '');
    expect(flat.floorPlans).toHaveLength(1);
    expect(parsePlanSeed(seedOf(flat.floorPlans[0]!.image))).toMatchObject({ beds: 1, area: 430 });
  });

  it('is drawn in the page’s language only for generated plans', () => {
    const url = '/art/v2/plan/full/4-0~v.6.4.2.3.8800.0.2.svg';
    expect(planUrlFor(url, 'ja')).toBe('/art/v2/plan/full/4-0~v.6.4.2.3.8800.0.2.ja.svg');
    expect(planUrlFor(url, 'en')).toBe(url);
    expect(planUrlFor('/photos/abc/800.webp', 'ja')).toBe('/photos/abc/800.webp');
    expect(planUrlFor('/art/v1/plan/full/4-0.svg', 'ja')).toBe('/art/v1/plan/full/4-0.svg');
    expect(planFactsFromUrl('/art/v1/plan/full/4-0.svg')).toBeNull();
  });
});
