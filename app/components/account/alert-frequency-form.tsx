import { Form } from 'react-router';

import { useI18n } from '~/i18n/context';
import { ALERT_FREQUENCIES, DEFAULT_ALERT_FREQUENCY, type AlertFrequency } from '~/lib/alerts';

/**
 * How often a saved search alerts its account (docs/product.md#alerts-and-the-job-queue): at
 * once, daily, weekly or off. A plain form, so it works without JavaScript.
 */
export function AlertFrequencyForm({
  search,
}: {
  search: { id: number; name: string; frequency: AlertFrequency };
}) {
  const { t } = useI18n();
  const selectId = `search-${search.id}-alerts`;
  return (
    <Form
      method="post"
      action="/account/searches"
      className="mt-3 flex flex-wrap items-center gap-2"
    >
      <input type="hidden" name="intent" value="alerts" />
      <input type="hidden" name="id" value={search.id} />
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {t('alerts.frequency')}
        <span className="sr-only"> ({search.name})</span>
      </label>
      <select
        id={selectId}
        name="frequency"
        defaultValue={search.frequency}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`alerts.frequency.${frequency}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        aria-label={t('alerts.frequencyNamed', { name: search.name })}
        className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        {t('alerts.setFrequency')}
      </button>
    </Form>
  );
}

/** The same choice in the save form on /properties, where a new search starts at daily. */
export function AlertFrequencySelect() {
  const { t } = useI18n();
  // Its own line on a phone, where the name takes the row's width.
  return (
    <div className="basis-full sm:basis-auto">
      <label htmlFor="save-search-alerts" className="block text-sm font-medium text-slate-700">
        {t('alerts.frequency')}
      </label>
      <select
        id="save-search-alerts"
        name="frequency"
        defaultValue={DEFAULT_ALERT_FREQUENCY}
        className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
      >
        {ALERT_FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`alerts.frequency.${frequency}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
