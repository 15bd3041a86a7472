import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

import { useI18n } from '~/i18n/context';

import { LogoMark } from './logo';

/** Longer than this, and a navigation shows the logo spinner (docs/product.md#the-shell). */
const DELAY_MS = 400;

export function NavigationSpinner() {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setShown(true), DELAY_MS);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [busy]);
  if (!busy || !shown) return null;
  return (
    <div role="status" className="fixed inset-x-0 top-20 z-50 flex justify-center">
      <div className="flex items-center gap-3 rounded-full bg-white px-4 py-2 shadow-lg ring-1 ring-slate-900/5">
        <LogoMark className="size-6 text-brand-600 motion-safe:animate-bounce" />
        <span className="text-sm font-medium text-slate-700">{t('a11y.loading')}</span>
      </div>
    </div>
  );
}
