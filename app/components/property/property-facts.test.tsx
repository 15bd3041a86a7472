// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { PropertyFacts } from './property-facts';

afterEach(cleanup);

const home = {
  category: 'Apartment',
  listingType: 'sale' as const,
  numberOfBeds: 2,
  numberOfBathrooms: 1,
  numberOfArea: 800,
  numberOfKitchen: 1,
  numberOfLivingRooms: 1,
  built: 1998,
  garageSize: 0,
  orientation: 'South',
  plotSize: 0,
  rentalTerms: null,
  layout: '2LDK' as string | null,
};

function facts(props: Partial<typeof home>, lang: Language = 'en') {
  render(
    <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
      <PropertyFacts property={{ ...home, ...props }} />
    </I18nProvider>,
  );
  const list = screen.getByTestId('facts');
  return Object.fromEntries(
    [...list.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextSibling?.textContent]),
  );
}

describe('PropertyFacts', () => {
  it('names the layout code the model gives, in both languages, and none when it gives none', () => {
    expect(facts({}, 'ja')['間取り']).toBe('2LDK');
    cleanup();
    expect(facts({})['Layout']).toBe('2LDK');
    cleanup();
    expect(facts({ layout: null }, 'ja')).not.toHaveProperty('間取り');
  });

  it('leaves out the facts whose 0 means "not given": plot, year, bathrooms, kitchens, living rooms', () => {
    const shown = facts({
      numberOfBathrooms: 0,
      numberOfKitchen: 0,
      numberOfLivingRooms: 0,
      built: 0,
    });
    for (const label of ['Plot size', 'Year built', 'Bathrooms', 'Kitchens', 'Living rooms']) {
      expect(shown, label).not.toHaveProperty(label);
    }
    expect(Object.values(shown).join(' ')).not.toMatch(/(^|\s)0(\s|$)/);
    // No garage is a fact of its own.
    expect(shown['Garage size']).toBe('No garage');
  });

  it('counts a garage in good English and in Japanese', () => {
    expect(facts({ garageSize: 1, plotSize: 1200 })).toMatchObject({
      'Garage size': '1 car',
      'Plot size': '1,200 sq ft',
    });
    cleanup();
    expect(facts({ garageSize: 2 })['Garage size']).toBe('2 cars');
    cleanup();
    expect(facts({ garageSize: 0 }, 'ja')['ガレージ']).toBe('なし');
  });
});
