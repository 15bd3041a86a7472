import { describe, expect, it } from 'vitest';

import { areaFieldText, areaFieldsInSquareFeet } from './area-unit';

describe('the listing form’s areas in the page’s unit', () => {
  it('keeps square feet when a Japanese owner types square metres', () => {
    const posted = { areaUnit: 'm2', numberOfArea: '80', plotSize: ' 200 ', price: '90' };
    expect(areaFieldsInSquareFeet(posted)).toEqual({
      areaUnit: 'm2',
      numberOfArea: '861',
      plotSize: '2153',
      price: '90',
    });
    // What is not a whole number stays as typed, for the form's message.
    expect(areaFieldsInSquareFeet({ areaUnit: 'm2', numberOfArea: '80.5' }).numberOfArea).toBe(
      '80.5',
    );
    expect(areaFieldsInSquareFeet({ areaUnit: 'sqft', numberOfArea: '80' }).numberOfArea).toBe(
      '80',
    );
    expect(areaFieldsInSquareFeet({ numberOfArea: '80' }).numberOfArea).toBe('80');
  });

  it('shows a draft’s square feet as square metres on a Japanese page', () => {
    expect(areaFieldText('861', 'm2')).toBe('80');
    expect(areaFieldText('861', 'sqft')).toBe('861');
    expect(areaFieldText('abc', 'm2')).toBe('abc');
  });
});
