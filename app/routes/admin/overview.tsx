import { Form, useNavigation } from 'react-router';

import { ActivityChart } from '~/components/admin/activity-chart';
import { useAdminI18n } from '~/components/admin/admin-i18n';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { DeskFigures } from '~/components/admin/desk-figures';
import { ReasonField, deskButton } from '~/components/admin/desk-controls';
import { freshnessSettingSchema, holdSettingSchema } from '~/lib/forms/desk';
import { FRESHNESS_DAYS_MAX, FRESHNESS_DAYS_MIN, type FreshnessSettings } from '~/lib/freshness';
import { freshnessSettings, setFreshnessSettings } from '~/models/freshness-settings.server';
import { readForm } from '~/http/read-form.server';
import { hasRole } from '~/lib/owners-desk';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { getActivity, getDeskFigures } from '~/models/desk-stats.server';
import { holdsPostsWithLinks, setHoldPostsWithLinks } from '~/models/site-settings.server';

import type { Route } from './+types/overview';

/**
 * The desk's front page: the site's figures, 90 days of activity, the held-posts setting and the
 * listings' freshness limits (docs/product.md#freshness).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireRole(request, context.db, 'moderator');
  const [figures, activity, holdLinks, freshness] = await Promise.all([
    getDeskFigures(context.db),
    getActivity(context.db),
    holdsPostsWithLinks(context.db),
    freshnessSettings(context.db),
  ]);
  return { figures, activity, holdLinks, freshness, canChange: hasRole(staff.role, 'admin') };
}

export const headers = keepRetryAfter;

/** Turns the held-posts setting on or off, or sets the freshness limits: admins only, audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const intent = (
    await request
      .clone()
      .formData()
      .catch(() => null)
  )?.get('intent');
  if (intent === 'freshness') {
    const read = await readForm(
      { request, context },
      { schema: freshnessSettingSchema, form: 'admin-setting' },
    );
    if (!read.ok) return read.answer;
    const { confirmDays, letAgreedDays, soldStcDays, reason } = read.value;
    const wanted = {
      confirmDays: Number(confirmDays),
      letAgreedDays: Number(letAgreedDays),
      soldStcDays: Number(soldStcDays),
    };
    const inBounds = Object.values(wanted).every(
      (days) => days >= FRESHNESS_DAYS_MIN && days <= FRESHNESS_DAYS_MAX,
    );
    const changed = inBounds && (await setFreshnessSettings(context.db, admin, wanted, reason));
    const outcome: DeskOutcome = changed
      ? { ok: true, key: 'admin.setting.saved' }
      : { ok: false, key: 'admin.noChange' };
    return outcome;
  }
  const read = await readForm(
    { request, context },
    { schema: holdSettingSchema, form: 'admin-setting' },
  );
  if (!read.ok) return read.answer;
  const changed = await setHoldPostsWithLinks(
    context.db,
    admin,
    read.value.hold === 'on',
    read.value.reason,
  );
  const outcome: DeskOutcome = changed
    ? { ok: true, key: 'admin.setting.saved' }
    : { ok: false, key: 'admin.noChange' };
  return outcome;
}

export default function OverviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { figures, activity, holdLinks, freshness, canChange } = loaderData;
  return (
    <>
      <DeskHeading title={t('admin.nav.overview')} />
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      <DeskFigures figures={figures} />
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <ActivityChart days={activity} />
        <div className="flex flex-col gap-6">
          <HoldSetting on={holdLinks} canChange={canChange} />
          <FreshnessSetting settings={freshness} canChange={canChange} />
        </div>
      </div>
    </>
  );
}

function HoldSetting({ on, canChange }: { on: boolean; canChange: boolean }) {
  const { t } = useAdminI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <section
      aria-labelledby="hold-setting"
      className="self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="hold-setting" className="text-lg font-bold text-slate-900">
        {t('admin.setting.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.setting.text')}</p>
      <p className="mt-3 text-sm font-semibold text-slate-900" data-testid="hold-state">
        {t(on ? 'admin.setting.on' : 'admin.setting.off')}
      </p>
      {canChange ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="hold" value={on ? 'off' : 'on'} />
          <ReasonField id="hold-reason" optional />
          <button type="submit" disabled={busy} className={deskButton('primary')}>
            {t(on ? 'admin.setting.turnOff' : 'admin.setting.turnOn')}
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('admin.setting.adminsOnly')}</p>
      )}
    </section>
  );
}

/** The listings' freshness limits, in days (docs/product.md#freshness). */
function FreshnessSetting({
  settings,
  canChange,
}: {
  settings: FreshnessSettings;
  canChange: boolean;
}) {
  const { t } = useAdminI18n();
  const busy = useNavigation().state !== 'idle';
  const fields = [
    ['confirmDays', t('admin.freshness.confirmDays')],
    ['letAgreedDays', t('admin.freshness.letAgreedDays')],
    ['soldStcDays', t('admin.freshness.soldStcDays')],
  ] as const;
  return (
    <section
      aria-labelledby="freshness-setting"
      className="self-start rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id="freshness-setting" className="text-lg font-bold text-slate-900">
        {t('admin.freshness.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('admin.freshness.text')}</p>
      <Form method="post" className="mt-4 grid gap-3">
        <input type="hidden" name="intent" value="freshness" />
        {fields.map(([name, label]) => (
          <label key={name} className="text-sm font-medium text-slate-800">
            {label}
            <input
              name={name}
              type="number"
              min={FRESHNESS_DAYS_MIN}
              max={FRESHNESS_DAYS_MAX}
              required
              defaultValue={settings[name]}
              disabled={!canChange}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
            />
          </label>
        ))}
        {canChange ? (
          <>
            <ReasonField id="freshness-reason" optional />
            <button type="submit" disabled={busy} className={deskButton('primary')}>
              {t('admin.freshness.save')}
            </button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.setting.adminsOnly')}</p>
        )}
      </Form>
    </section>
  );
}
