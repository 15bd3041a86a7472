import { Form, Link } from 'react-router';

import { useAdminI18n } from './admin-i18n';
import { deskButton } from './desk-controls';

/** A list's search: a GET form, so a search has its own address and works without JavaScript. */
export function DeskSearch({
  action,
  label,
  value,
}: {
  action: string;
  label: string;
  value: string;
}) {
  const { t } = useAdminI18n();
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className="mb-5 flex flex-wrap items-end gap-2"
    >
      <div className="min-w-0 flex-1 basis-60">
        <label htmlFor="desk-search" className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id="desk-search"
          name="search"
          type="search"
          defaultValue={value}
          maxLength={100}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm"
        />
      </div>
      <button type="submit" className={deskButton('primary')}>
        {t('admin.search')}
      </button>
      {value && (
        <Link to={action} className={deskButton('quiet')}>
          {t('admin.clearSearch')}
        </Link>
      )}
    </Form>
  );
}
