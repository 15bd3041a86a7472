import { useMemo } from 'react';

import { useI18n } from '~/i18n/context';

/** Dollar amounts as the calculator shows them: to the cent, whole, or short for chart axes. */
export function useMoney() {
  const { format } = useI18n();
  return useMemo(() => {
    const cents = new Intl.NumberFormat(format.locale, { style: 'currency', currency: 'USD' });
    const whole = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const compact = new Intl.NumberFormat(format.locale, {
      style: 'currency',
      currency: 'USD',
      notation: 'compact',
      // Explicit, or Node's ICU pads to "$400.0K" where browsers print "$400K".
      minimumFractionDigits: 0,
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(format.locale, { maximumFractionDigits: 2 });
    // A float a hair below zero would otherwise print as "-$0.00".
    const clean = (value: number) => (Math.abs(value) < 0.005 ? 0 : value);
    return {
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
  }, [format.locale]);
}
