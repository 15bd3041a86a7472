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
import { TermsSection } from './terms-section';

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
        <TermsSection {...props} />
      </I18nProvider>,
    );
    const options = [...container.querySelectorAll('option')].map((option) => option.text);
    expect(options.length).toBeGreaterThan(20);
    expect(options).toContain('南東向き');
    // The terms as Japan writes them (docs/product.md#rental-and-sale-terms).
    expect(options).toEqual(expect.arrayContaining(['加入必須', '貸主・売主', '代理', '媒介']));
    // A word of three Latin letters or more is English left untranslated.
    expect(options.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
    const labels = [...container.querySelectorAll('label, legend')].map((node) => node.textContent);
    expect(labels.filter((text) => /^[A-Za-z][a-z]+( [a-z]+)*$/.test(text ?? ''))).toEqual([]);
  });
});

describe('the terms as Japan writes them', () => {
  it('are asked for in their own section, shown only while the city is in Japan', () => {
    const { container } = render(
      <I18nProvider lang="ja" messages={ja}>
        <TermsSection values={{ keyMoney: '150000' }} error={() => 'number'} />
      </I18nProvider>,
    );
    const section = container.firstElementChild!;
    expect(section.className).toContain('option[value$=Japan]:checked');
    const labels = [...container.querySelectorAll('label')].map((node) => node.textContent);
    for (const term of [
      '礼金',
      '更新料',
      '契約期間',
      '保証会社',
      '管理費・共益費',
      '修繕積立金',
      '取引態様',
    ])
      expect(labels.some((label) => label?.startsWith(term))).toBe(true);
    expect(container.querySelector<HTMLInputElement>('[name=keyMoney]')!.value).toBe('150000');
  });
});
