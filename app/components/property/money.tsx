import { useRouteLoaderData } from 'react-router';

import { useI18n } from '~/i18n/context';
import { convert, DEFAULT_RATES, type Currency, type Rates } from '~/lib/money';
import type { loader as rootLoader } from '~/root';

/** The site's rates and the visitor's chosen currency, sent once with the root's data. */
export function useMoney(): { rates: Rates; visitor: Currency | null } {
  return (
    useRouteLoaderData<typeof rootLoader>('root')?.money ?? { rates: DEFAULT_RATES, visitor: null }
  );
}

/**
 * A price in the visitor's chosen currency beside the listing's own (docs/product.md#money):
 * nothing when they chose none or the same; short on a card, with the rates' date on a page.
 */
export function ApproxPrice({
  amount,
  currency,
  long = false,
  className = 'text-sm text-slate-600',
}: {
  amount: number;
  currency: Currency;
  long?: boolean;
  className?: string;
}) {
  const { t, format } = useI18n();
  const { rates, visitor } = useMoney();
  if (!visitor || visitor === currency) return null;
  const shown = format.money(convert(amount, currency, visitor, rates), visitor);
  const note = t('money.approxNote', { amount: shown, date: format.date(rates.date) });
  return (
    <span className={className} data-testid="approx-price" title={long ? undefined : note}>
      {long ? note : t('money.approx', { amount: shown })}
    </span>
  );
}
