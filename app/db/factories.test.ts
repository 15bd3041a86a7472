import { describe, expect, it } from 'vitest';

import { pricePerArea } from '~/i18n/units';
import { LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';
import { NEIGHBOURHOODS, type Place } from '~/lib/catalog-places';
import { DEFAULT_RATES, toUsd } from '~/lib/money';
import { moveInTotal } from '~/lib/move-in-cost';

import { buildAgent, buildAuthor, buildProperty, GENERATED_AGENTS, seededFaker } from './factories';

const homes = (() => {
  const faker = seededFaker(7);
  return Array.from({ length: 1_500 }, (_, index) => buildProperty(faker, index));
})();

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The sale homes' median price per square foot of one type in one city. */
function salePerArea(location: Place, category: string) {
  return median(
    homes
      .filter((h) => h.listingType === 'sale' && h.location === location && h.category === category)
      // Cities compared in dollars, whatever each market's currency (docs/product.md#money).
      .map((h) => pricePerArea(h.priceUsd!, h.numberOfArea, 'sqft')!),
  );
}

describe('buildProperty', () => {
  it('states terms as each market does, agreeing with the lease’s words (docs/product.md#generated-data)', () => {
    const tokyoRents = homes.filter(
      (h) => h.location === 'Tokyo, Japan' && h.listingType === 'rent',
    );
    expect(tokyoRents.length).toBeGreaterThan(20);
    for (const home of tokyoRents) {
      const rent = home.price;
      expect([null, rent]).toContain(home.keyMoney);
      expect(home.deposit).toBe(rent);
      expect(home.managementFee! / rent).toBeGreaterThanOrEqual(0.04);
      expect(home.managementFee! / rent).toBeLessThanOrEqual(0.11);
      expect(home).toMatchObject({ renewalFee: rent, contractMonths: 24, guarantorRequired: true });
    }
    // Most Tokyo rentals ask key money; no other city's do.
    expect(tokyoRents.filter((h) => h.keyMoney).length).toBeGreaterThan(tokyoRents.length / 2);
    expect(homes.filter((h) => h.location !== 'Tokyo, Japan' && h.keyMoney)).toEqual([]);
    const tokyoFlats = homes.filter(
      (h) =>
        h.location === 'Tokyo, Japan' && h.listingType === 'sale' && h.category === 'Apartment',
    );
    expect(tokyoFlats.length).toBeGreaterThan(5);
    for (const home of tokyoFlats) {
      expect(home.managementFee).toBeGreaterThan(0);
      expect(home.repairReserve).toBeGreaterThan(0);
    }
    for (const home of homes) {
      expect(home.builtMonth).toBeGreaterThanOrEqual(1);
      expect(home.builtMonth).toBeLessThanOrEqual(12);
      const months = /^(\d+)-month/.exec(home.rentalTerms ?? '')?.[1];
      if (months) expect(home.contractMonths).toBe(Number(months));
      if (/two months deposit/.test(home.rentalTerms ?? ''))
        expect(home.deposit).toBe(home.price * 2);
      // Its move-in cost is the breakdown's total, in its currency and in dollars.
      const total = moveInTotal({ ...home, currency: home.currency! }, DEFAULT_RATES);
      expect([home.moveIn, home.moveInUsd]).toEqual([
        total,
        toUsd(total, home.currency!, DEFAULT_RATES),
      ]);
    }
  });

  it('counts rooms in good English: "1 bathroom", "2 bathrooms", "0 bedrooms"', () => {
    const word = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    for (const home of homes) {
      const beds =
        home.category === 'Office'
          ? word(home.numberOfLivingRooms, 'room')
          : word(home.numberOfBeds, 'bedroom');
      expect(home.description).toContain(
        `**${beds}**, **${word(home.numberOfBathrooms, 'bathroom')}**`,
      );
      expect(home.description).not.toMatch(/\b1 (bedrooms|bathrooms|rooms)\b/);
    }
    // The sample holds both kinds of count.
    expect(homes.some((h) => h.numberOfBathrooms === 1)).toBe(true);
    expect(homes.some((h) => h.numberOfBathrooms > 1)).toBe(true);
  });

  it('places each home in a city of the list, in one of its neighbourhoods, at an address', () => {
    for (const home of homes) {
      const place = home.location as Place;
      expect(LOCATIONS).toContain(place);
      expect(NEIGHBOURHOODS[place]).toContain(home.neighbourhood);
      expect(home.address).toBeTruthy();
      expect(home.addressJa).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    // Tokyo's addresses are blocks of a town, written the Japanese way.
    const tokyo = homes.find((h) => h.location === 'Tokyo, Japan')!;
    expect(tokyo.address).toMatch(/^\d+-\d+-\d+ [A-Z]/);
    expect(tokyo.addressJa).toMatch(/[区市].+\d+丁目\d+-\d+$/);
  });

  it('names one street in the title and the description, with the city, neighbourhood and amenities', () => {
    for (const home of homes) {
      const street = home.name.replace(/^.* (on|in) /, '');
      expect(home.description).toContain(street);
      expect(home.description).toContain(home.neighbourhood!);
      expect(home.description).toContain(home.location.split(',')[0]!);
      expect(home.description.includes('private swimming pool')).toBe(home.hasSwimmingPool);
      expect(home.description.includes('dishwasher')).toBe(home.hasDishwasher);
      expect(home.description.includes('Schools are within')).toBe(home.hasSchool);
      // The Japanese text names the same place and the same amenities.
      expect(home.descriptionJa).toContain(home.addressJa!);
      expect(home.descriptionJa!.includes('専用のプール')).toBe(home.hasSwimmingPool);
      expect(home.nameJa).toMatch(/の/);
    }
  });

  it('sizes each type as it is: small studios, offices without bedrooms, villas with several', () => {
    for (const home of homes) {
      if (home.category === 'Studio') {
        expect(home.numberOfArea).toBeLessThanOrEqual(600);
        expect(home.numberOfBeds).toBeLessThanOrEqual(1);
      }
      if (home.category === 'Office') expect(home.numberOfBeds).toBe(0);
      if (home.category === 'Villa' || home.category === 'Luxury') {
        expect(home.numberOfBeds).toBeGreaterThanOrEqual(3);
      }
      if (home.numberOfArea > 5_000)
        expect(home.numberOfBeds === 0 || home.numberOfBeds > 3).toBe(true);
    }
    expect(new Set(homes.map((h) => h.category))).toEqual(new Set(PROPERTY_TYPES));
  });

  it('prices by city and type: Manhattan far above Phnom Penh, rents a yield of similar sales', () => {
    expect(salePerArea('New York, USA', 'Apartment')).toBeGreaterThan(
      5 * salePerArea('Phnom Penh, Cambodia', 'Apartment'),
    );
    expect(salePerArea('London, UK', 'Apartment')).toBeGreaterThan(
      2 * salePerArea('Moscow, Russia', 'Apartment'),
    );
    expect(salePerArea('Tokyo, Japan', 'Luxury')).toBeGreaterThan(
      salePerArea('Tokyo, Japan', 'Cabin'),
    );
    for (const location of LOCATIONS) {
      const sale = median(
        homes
          .filter((h) => h.location === location && h.listingType === 'sale')
          .map((h) => h.price / h.numberOfArea),
      );
      const rent = median(
        homes
          .filter((h) => h.location === location && h.listingType === 'rent')
          .map((h) => h.price / h.numberOfArea),
      );
      // A year's rent is 2 to 9 per cent of what a similar home sells for.
      expect((rent * 12) / sale).toBeGreaterThan(0.02);
      expect((rent * 12) / sale).toBeLessThan(0.09);
    }
  });
});

describe('generated people and firms in both languages', () => {
  const people = seededFaker(1);
  const agents = Array.from({ length: GENERATED_AGENTS }, (_, i) => buildAgent(people, i + 1));
  const authors = Array.from({ length: 27 }, (_, i) => buildAuthor(i));
  const kana = /^[\u30a0-\u30ff]+(・[\u30a0-\u30ff]+)+$/u;
  const kanji = /^[\u4e00-\u9fff]+ [\u4e00-\u9fff]+$/u;

  it('names each agent and author once, in Latin letters and as a Japanese reader writes them', () => {
    const named = [
      ...agents.map((agent) => [agent.name, agent.nameJa, agent.areas?.[0]] as const),
      ...authors.map((a) => [`${a.firstName} ${a.lastName}`, a.nameJa, undefined] as const),
    ];
    expect(new Set(named.map(([latin]) => latin)).size).toBe(named.length);
    expect(new Set(named.map(([, japanese]) => japanese)).size).toBe(named.length);
    for (const [latin, japanese, area] of named) {
      expect(latin).toMatch(/^\p{L}+ \p{L}+$/u);
      // Tokyo's people in kanji, family name first; everyone else in katakana, as they order it.
      if (area === 'Tokyo, Japan') expect(japanese).toMatch(kanji);
      else if (area) expect(japanese).toMatch(kana);
      else expect(japanese).toMatch(new RegExp(`${kana.source}|${kanji.source}`, 'u'));
    }
    // The same counts give the same people; past the list, authors' names start again.
    const again = seededFaker(1);
    expect(agents.map((_, i) => buildAgent(again, i + 1))).toEqual(agents);
    expect(buildAuthor(27)).toEqual(authors[0]);
  });

  it('names each agency in Japanese, as a firm trading in Japan would', () => {
    for (const agent of agents) {
      expect(agent.agency).toMatch(/^[A-Za-z&. ]+$/);
      expect(agent.agencyJa).toMatch(/^[\u30a0-\u30ff\u4e00-\u9fff＆]+$/u);
    }
    expect(new Set(agents.map((agent) => agent.agencyJa)).size).toBeGreaterThan(3);
  });
});
