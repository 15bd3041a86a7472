// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { I18nProvider } from '~/i18n/context';
import { en } from '~/i18n/en';
import type { Language } from '~/i18n/i18n';
import { ja } from '~/i18n/ja';

import { CompareToggle } from './compare-toggle';
import { CompareTray } from './compare-tray';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function show(lang: Language, element: ReactNode) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <I18nProvider lang={lang} messages={lang === 'ja' ? ja : en}>
          {element}
        </I18nProvider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

const trayNames = () =>
  within(screen.getByRole('complementary'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('span')?.textContent);

describe("the compare tray in the page's language", () => {
  it('names a home chosen on an English page in Japanese on a Japanese one, and back', () => {
    const view = show(
      'en',
      <>
        <CompareToggle
          id={7}
          name="Quiet Duplex on Riverside Drive"
          nameJa="リバーサイド・ドライブの静かなデュプレックス"
        />
        <CompareToggle id={9} name="Ana's own flat" />
        <CompareTray />
      </>,
    );
    for (const button of screen.getAllByRole('button', { pressed: false })) fireEvent.click(button);
    expect(trayNames()).toEqual(['Quiet Duplex on Riverside Drive', "Ana's own flat"]);
    view.unmount();
    // The same browser's list on a Japanese page: an owner's home keeps the name it was given.
    show('ja', <CompareTray />);
    expect(trayNames()).toEqual(['リバーサイド・ドライブの静かなデュプレックス', "Ana's own flat"]);
  });

  it('shows a list kept before the Japanese names as it was kept', () => {
    localStorage.setItem('roofline:compare', JSON.stringify([{ id: 3, name: 'Old Villa' }]));
    show('ja', <CompareTray />);
    expect(trayNames()).toEqual(['Old Villa']);
  });
});
