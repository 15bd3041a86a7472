import { useLocation, useRouteLoaderData } from 'react-router';

import { useI18n } from '~/i18n/context';
import { CURRENCIES } from '~/i18n/money-format';
import { pathInLanguage } from '~/lib/language-path';
import type { loader as rootLoader } from '~/root';

/**
 * The currency a visitor sees prices in as well (docs/product.md#money): a plain POST form, which
 * works without JavaScript; the server keeps the choice and opens the same page again. Each home
 * keeps its own currency; the other is marked approximate, with the rates' date.
 */
export function CurrencyChoice() {
  const { t, lang } = useI18n();
  // Read here rather than through useMoney, so the footer on every page carries no rates table
  // and no price conversion (ADR 0060: the root's imports are every page's first load).
  const visitor = useRouteLoaderData<typeof rootLoader>('root')?.money.visitor ?? null;
  const location = useLocation();
  return (
    <form method="post" action="/currency" className="mt-6 flex flex-wrap items-end gap-2">
      <input
        type="hidden"
        name="redirectTo"
        value={pathInLanguage(lang, `${location.pathname}${location.search}`)}
      />
      <label className="text-sm text-slate-300">
        <span className="block font-semibold text-white">{t('money.showIn')}</span>
        <select
          name="currency"
          defaultValue={visitor ?? ''}
          className="mt-1 rounded-lg border border-slate-700 bg-slate-800 px-2 py-1.5 text-sm text-white"
        >
          <option value="">{t('money.ownOnly')}</option>
          {CURRENCIES.map((code) => (
            <option key={code} value={code}>
              {t(`money.currencyName.${code}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="rounded-lg bg-slate-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-600"
      >
        {t('money.apply')}
      </button>
    </form>
  );
}
