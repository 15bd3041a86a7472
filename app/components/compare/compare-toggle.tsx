import { useState } from 'react';

import { useI18n } from '~/i18n/context';
import { MAX_COMPARE, toggleCompared } from '~/lib/compare-list';
import { inLanguage } from '~/lib/generated-labels';

import { useCompared, useRunning, writeCompared } from './compare-store';

/**
 * "Compare" on a card or a home's page (docs/product.md#comparing-homes-and-what-a-home-costs-a-month):
 * adds the home to the browser's list or takes it out; a fifth says the list is full. It needs
 * the script, so it shows once the page is running; without it, /compare reads its address.
 */
export function CompareToggle({
  id,
  name,
  nameJa = null,
  page = false,
}: {
  id: number;
  /** The name as stored, and a generated home's Japanese one: the tray shows the page's. */
  name: string;
  nameJa?: string | null;
  page?: boolean;
}) {
  const { t, lang } = useI18n();
  const list = useCompared();
  const running = useRunning();
  const [full, setFull] = useState(false);
  if (!running) return null;
  const chosen = list.some((home) => home.id === id);
  return (
    <div className="relative z-10">
      <button
        type="button"
        aria-pressed={chosen}
        aria-label={t('compare.addLabel', { name: inLanguage(lang, name, nameJa) })}
        onClick={() => {
          const next = toggleCompared(list, { id, name, nameJa });
          setFull(next.full);
          if (!next.full) writeCompared(next.list);
        }}
        className={`inline-flex items-center gap-1.5 rounded-lg border px-2.5 py-1.5 text-sm font-semibold ${
          chosen
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-slate-300 bg-white text-slate-700 hover:border-brand-400'
        } ${page ? 'px-4 py-2 shadow-sm' : ''}`}
      >
        <span aria-hidden="true">{chosen ? '☑' : '☐'}</span>
        {t('compare.add')}
      </button>
      {full && (
        <p role="alert" className="mt-1 text-xs font-medium text-rose-700">
          {t('compare.full', { max: MAX_COMPARE })}
        </p>
      )}
    </div>
  );
}
