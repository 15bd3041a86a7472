import { describe, expect, it } from 'vitest';

import { en } from '~/i18n/en';
import { createTranslator } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { inLanguage, orientationLabel, rentalTermsLabel } from './generated-labels';

describe('the generated data’s words (docs/product.md#generated-data-in-two-languages)', () => {
  it('names a generated value in the page’s language, and shows anything else as written', () => {
    const [tEn, tJa] = [createTranslator(en, 'en'), createTranslator(ja, 'ja')];
    expect(orientationLabel(tEn, 'North')).toBe('North');
    expect(orientationLabel(tJa, 'North')).not.toMatch(/[A-Za-z]/);
    expect(rentalTermsLabel(tJa, 'Two months’ deposit, no pets please')).toBe(
      'Two months’ deposit, no pets please',
    );
    expect(rentalTermsLabel(tJa, null)).toBe('');
  });

  it('shows a generated record’s Japanese text on Japanese pages only', () => {
    expect(inLanguage('ja', 'Sunny flat', '日当たりのよい部屋')).toBe('日当たりのよい部屋');
    expect(inLanguage('en', 'Sunny flat', '日当たりのよい部屋')).toBe('Sunny flat');
    expect(inLanguage('ja', 'An owner’s words', null)).toBe('An owner’s words');
  });
});
