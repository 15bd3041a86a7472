import type { AdminKey } from '~/i18n/admin-dictionary.server';

import { useAdminI18n } from './admin-i18n';

/**
 * What a desk action answers: a message of the desk's dictionary (with its values), and whether it
 * went through; or a form that was refused (invalid, or over the rate limit).
 */
export type DeskOutcome =
  | { ok: boolean; key: AdminKey; values?: Record<string, string | number> }
  | { ok: false; limited?: true; key?: undefined; result?: unknown };

/** The outcome of the last action, at the top of the page it was taken on. */
export function DeskOutcomeBox({ outcome }: { outcome: DeskOutcome | undefined }) {
  const { t } = useAdminI18n();
  if (!outcome) return null;
  const text = outcome.key
    ? t(outcome.key, outcome.values)
    : 'limited' in outcome && outcome.limited
      ? t('admin.limited')
      : t('admin.invalid');
  return (
    <p
      role={outcome.ok ? 'status' : 'alert'}
      className={`mb-5 rounded-xl border px-4 py-3 text-sm font-medium ${
        outcome.ok
          ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
          : 'border-red-200 bg-red-50 text-red-800'
      }`}
    >
      {text}
    </p>
  );
}

/** The page's heading, and its title in the browser's tab. */
export function DeskHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  const { t } = useAdminI18n();
  return (
    <div className="mb-5 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
      <title>{`Roofline | ${t('admin.pageTitle', { page: title })}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
      {children}
    </div>
  );
}
