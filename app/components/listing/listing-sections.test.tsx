// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { ja } from '~/i18n/ja';

import {
  AmenitiesSection,
  BasicsSection,
  DetailsSection,
  ReachSection,
  RentalSection,
} from './listing-sections';

afterEach(cleanup);

describe('the listing form on a Japanese page', () => {
  it('offers every choice of every list in Japanese (orientations, types, cities, kinds, days)', () => {
    const props = { values: { listingType: 'rent' }, error: () => undefined };
    const { container } = render(
      <I18nProvider lang="ja" messages={ja}>
        <BasicsSection {...props} />
        <DetailsSection {...props} />
        <RentalSection {...props} />
        <AmenitiesSection {...props} />
        <ReachSection {...props} />
      </I18nProvider>,
    );
    const options = [...container.querySelectorAll('option')].map((option) => option.text);
    expect(options.length).toBeGreaterThan(20);
    expect(options).toContain('南東向き');
    // A word of three Latin letters or more is English left untranslated.
    expect(options.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    const labels = [...container.querySelectorAll('label, legend')].map((node) => node.textContent);
    expect(labels.filter((text) => /^[A-Za-z][a-z]+( [a-z]+)*$/.test(text ?? ''))).toEqual([]);
  });
});
