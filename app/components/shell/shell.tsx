import type { ReactNode } from 'react';

import { HydrateLater } from '~/components/hydrate-later';
import { NoticeProvider } from '~/components/notices';
import { useI18n } from '~/i18n/context';

import { Footer } from './footer';
import { Header } from './header';
import { NavigationSpinner } from './navigation-spinner';

/** Every page's frame (docs/product.md#the-shell): header, content, footer. */
export function Shell({ year, children }: { year: number; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <NoticeProvider>
      {/* Padding on focus only: not-sr-only clears it. */}
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white font-semibold text-brand-700 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:px-4 focus:py-2.5"
      >
        {t('a11y.skipToContent')}
      </a>
      <div className="flex min-h-dvh flex-col">
        <Header />
        {/* Focusable by script only, so the skip link can hand it focus; no ring round the page. */}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <HydrateLater>
          <Footer year={year} />
        </HydrateLater>
      </div>
      <NavigationSpinner />
    </NoticeProvider>
  );
}
