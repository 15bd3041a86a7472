import { Form, useSubmit } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { SORT_MODES } from '~/lib/catalog';
import { propertySearchParams, type PropertyQuery } from '~/lib/query';

/**
 * The sort dropdown (docs/product.md#sorting: five modes over the whole result). Changing it starts
 * at page one.
 */
export function SortSelect({ query }: { query: PropertyQuery }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const hidden = [...propertySearchParams({ ...query, sort: undefined, page: 0 })];
  return (
    <Form method="get" action="/properties" className="flex items-center gap-2">
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="sort" className="text-sm text-slate-600">
        {t('sort.label')}
      </label>
      <select
        id="sort"
        name="sort"
        defaultValue={query.sort}
        onChange={(event) => submit(event.currentTarget.form)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-900"
      >
        {SORT_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {t(`sort.${mode}` as MessageKey)}
          </option>
        ))}
      </select>
      <noscript>
        <button
          type="submit"
          className="rounded-lg bg-brand-600 px-3 py-2 text-sm font-semibold text-white"
        >
          {t('filters.apply')}
        </button>
      </noscript>
    </Form>
  );
}
