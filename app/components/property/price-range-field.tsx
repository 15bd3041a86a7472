import { useState } from 'react';

import { RangeSlider, type Range } from '~/components/ui/range-slider';
import { useI18n } from '~/i18n/context';
import { PRICE_CEILING, PRICE_FLOOR } from '~/lib/catalog';
import type { Currency } from '~/lib/money';

const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 tabular-nums';

function parseTyped(text: string) {
  const digits = text.replace(/[^\d]/g, '');
  return digits === '' ? undefined : Number(digits);
}

/**
 * The price range (docs/product.md#search-bar): a two-thumb slider from $0 to its ceiling
 * ($1,000,000, or $20,000 a month for rentals) in steps of $1, with typed minimum and maximum
 * fields beside it that carry the values in the form (so the range also works without
 * JavaScript). A thumb at an end of the slider means no limit: its field says so
 * (`data-no-limit`), and a search sent with JavaScript leaves it out of the address. At the top
 * it reads "No maximum": the ceiling may be below no home of the search (ADR 0089).
 */
export function PriceRangeField({
  id,
  names,
  initial,
  ceiling = PRICE_CEILING,
  currency = 'USD',
}: {
  id: string;
  names: [string, string];
  initial: [number | undefined, number | undefined];
  ceiling?: number;
  /** The currency the bounds are in: the visitor's (docs/product.md#money). */
  currency?: Currency;
}) {
  const { t, format } = useI18n();
  const [range, setRange] = useState<Range>(() => {
    const high = Math.min(ceiling, initial[1] ?? ceiling);
    return [Math.min(high, initial[0] ?? PRICE_FLOOR), high];
  });
  const [typed, setTyped] = useState<[string, string]>([String(range[0]), String(range[1])]);
  const shown = (value: number) =>
    value >= ceiling ? t('searchFilters.noMaximum') : format.money(value, currency);

  function fromSlider(next: Range) {
    setRange(next);
    setTyped([String(next[0]), String(next[1])]);
  }

  function commit(which: 0 | 1) {
    const parsed = parseTyped(typed[which]);
    const bounded = Math.min(
      ceiling,
      Math.max(PRICE_FLOOR, parsed ?? (which === 0 ? PRICE_FLOOR : ceiling)),
    );
    const next: Range =
      which === 0
        ? [Math.min(bounded, range[1]), range[1]]
        : [range[0], Math.max(bounded, range[0])];
    fromSlider(next);
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-700">{t('search.priceRange')}</legend>
      <p className="mt-1 text-sm font-semibold text-slate-900 tabular-nums" aria-hidden="true">
        {format.money(range[0], currency)} – {shown(range[1])}
      </p>
      <RangeSlider
        id={`${id}-slider`}
        min={PRICE_FLOOR}
        max={ceiling}
        keyStep={ceiling >= 100_000 ? 1000 : 100}
        value={range}
        onChange={fromSlider}
        format={shown}
        labels={[t('search.minPrice'), t('search.maxPrice')]}
      />
      <div className="grid grid-cols-2 gap-3">
        {([0, 1] as const).map((which) => (
          <div key={which}>
            <label htmlFor={`${id}-${names[which]}`} className="text-xs font-medium text-slate-600">
              {which === 0 ? t('search.minPrice') : t('search.maxPrice')}
            </label>
            <input
              id={`${id}-${names[which]}`}
              name={names[which]}
              type="number"
              inputMode="numeric"
              min={PRICE_FLOOR}
              max={ceiling}
              step={1}
              data-no-limit={which === 0 ? PRICE_FLOOR : ceiling}
              value={typed[which]}
              onChange={(event) => {
                const text = event.target.value;
                setTyped((current) => (which === 0 ? [text, current[1]] : [current[0], text]));
              }}
              onBlur={() => commit(which)}
              onKeyDown={(event) => event.key === 'Enter' && commit(which)}
              className={inputClass}
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}
