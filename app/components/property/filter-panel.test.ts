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

  it('offers only the list: a value it does not hold selects none, and so does nothing', () => {
    expect(selectChoices(LOCATIONS, 'Zzyzxqwerty')).toEqual({ value: '', options: [...LOCATIONS] });
    expect(selectChoices(LOCATIONS, 'ondo')).toEqual({ value: '', options: [...LOCATIONS] });
    expect(selectChoices(LOCATIONS, undefined)).toEqual({ value: '', options: [...LOCATIONS] });
  });
});
