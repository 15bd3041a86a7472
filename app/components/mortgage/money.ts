import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

import { useI18n } from '~/i18n/context';
import { isCurrency, type Currency } from '~/lib/money';

/** The calculator's currency: the address's `currency` (as a home's page opens it), else dollars. */
export function useCalculatorCurrency(): Currency {
  const asked = useSearchParams()[0].get('currency');
  return isCurrency(asked) ? asked : 'USD';
}

/**
 * Amounts as the calculator shows them, in its currency: to the cent (or the yen), whole, or short
 * for chart axes.
 */
export function useMoney() {
  const { format } = useI18n();
  const currency = useCalculatorCurrency();
  return useMemo(() => {
    const cents = new Intl.NumberFormat(format.locale, { style: 'currency', currency });
    const whole = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const compact = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      notation: 'compact',
      // Explicit, or Node's ICU pads to "$400.0K" where browsers print "$400K".
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 });
    // A float a hair below zero would otherwise print as "-$0.00".
    const clean = (value: number) => (Math.abs(value) < 0.005 ? 0 : value);
    // The narrowest sign ($, ¥, £, kr …): a field's prefix has the room of a few letters, where a
    // currency's name ("デンマーク クローネ") left no room for the amount on a phone.
    const narrow = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    });
    return {
      currency,
      /** The sign the fields' amounts are written after ($, ¥, £, kr …). */
      symbol: narrow.formatToParts(0).find((part) => part.type === 'currency')?.value ?? currency,
      cents: (value: number) => cents.format(clean(value)),
      whole: (value: number) => whole.format(clean(value)),
      /** Cents only when there are some: "$400,000", "$1,199.10". */
      amount: (value: number) =>
        Number.isInteger(Math.round(value * 100) / 100)
          ? whole.format(clean(value))
          : cents.format(clean(value)),
      compact: (value: number) => compact.format(clean(value)),
      percent: (value: number) => `${percent.format(clean(value))}\u00a0%`,
    };
  }, [format.locale, currency]);
}
