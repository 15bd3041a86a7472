import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { BLOG_CATEGORIES, LOCATIONS, PROPERTY_TYPES } from './catalog';
import { categoryLabel, placeLabel, typeLabel } from './catalog-labels';

const lists = [
  ['place', LOCATIONS, placeLabel],
  ['type', PROPERTY_TYPES, typeLabel],
  ['category', BLOG_CATEGORIES, categoryLabel],
] as const;

describe('the catalog as a visitor reads it', () => {
  it.each(lists)('every %s reads as itself in English', (_, values, label) => {
    const t = createTranslator(en, 'en');
    for (const value of values) expect(label(t, value)).toBe(value);
  });

  it.each(lists)('every %s has a Japanese name, in Japanese', (_, values, label) => {
    const t = createTranslator(ja, 'ja');
    const names = values.map((value) => label(t, value));
    for (const name of names) expect(name).not.toMatch(/[A-Za-z]/);
    expect(new Set(names).size).toBe(values.length);
  });

  it('shows a value outside the lists as it was stored', () => {
    const t = createTranslator(ja, 'ja');
    expect(placeLabel(t, 'Atlantis')).toBe('Atlantis');
    expect(categoryLabel(t, 'constructor')).toBe('constructor');
  });
});
