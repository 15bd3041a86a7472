import { describe, expect, it } from 'vitest';

import { LOCATIONS, PROPERTY_TYPES } from '~/lib/catalog';

import { selectChoices } from './filter-panel';

describe('selectChoices', () => {
  it("selects the list's own spelling of a value typed in any case", () => {
    const location = LOCATIONS[1]!;
    expect(selectChoices(LOCATIONS, location.toLowerCase())).toEqual({
      value: location,
      options: [...LOCATIONS],
    });
    expect(selectChoices(PROPERTY_TYPES, 'VILLA').value).toBe('Villa');
  });

  it('keeps a value the list does not hold as an option of its own, and nothing as any', () => {
    expect(selectChoices(LOCATIONS, 'ondo')).toEqual({
      value: 'ondo',
      options: ['ondo', ...LOCATIONS],
    });
    expect(selectChoices(LOCATIONS, undefined)).toEqual({ value: '', options: [...LOCATIONS] });
  });
});
