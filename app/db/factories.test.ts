import { describe, expect, it } from 'vitest';

import { buildProperty, seededFaker } from './factories';

describe('buildProperty', () => {
  it('counts rooms in good English: "1 bathroom", "2 bathrooms", "0 bedrooms"', () => {
    const faker = seededFaker(7);
    const descriptions = Array.from({ length: 300 }, (_, index) => {
      const home = buildProperty(faker, index);
      return { text: home.description, beds: home.numberOfBeds, baths: home.numberOfBathrooms };
    });
    const word = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    for (const { text, beds, baths } of descriptions) {
      expect(text).toContain(`**${word(beds, 'bedroom')}**, **${word(baths, 'bathroom')}**`);
    }
    // The sample holds both kinds of count.
    expect(descriptions.some(({ baths }) => baths === 1)).toBe(true);
    expect(descriptions.some(({ baths }) => baths > 1)).toBe(true);
  });
});
