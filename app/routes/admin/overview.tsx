import { Form, useNavigation } from 'react-router';

import { ActivityChart } from '~/components/admin/activity-chart';
import { useAdminI18n } from '~/components/admin/admin-i18n';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { DeskFigures } from '~/components/admin/desk-figures';
import { ReasonField, deskButton } from '~/components/admin/desk-controls';
import { holdSettingSchema } from '~/lib/forms/desk';
import { readForm } from '~/http/read-form.server';
import { hasRole } from '~/lib/owners-desk';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { getActivity, getDeskFigures } from '~/models/desk-stats.server';
import { holdsPostsWithLinks, setHoldPostsWithLinks } from '~/models/site-settings.server';

import type { Route } from './+types/overview';

/** The desk's front page: the site's figures, 90 days of activity, the held-posts setting. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireRole(request, context.db, 'moderator');
  const [figures, activity, holdLinks] = await Promise.all([
    getDeskFigures(context.db),
    getActivity(context.db),
    holdsPostsWithLinks(context.db),
  ]);
  return { figures, activity, holdLinks, canChange: hasRole(staff.role, 'admin') };
}

export const headers = keepRetryAfter;

/** Turns the held-posts setting on or off: admins only, audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
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
  const { figures, activity, holdLinks, canChange } = loaderData;
  return (
    <>
      <DeskHeading title={t('admin.nav.overview')} />
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      <DeskFigures figures={figures} />
      <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_22rem]">
        <ActivityChart days={activity} />
        <HoldSetting on={holdLinks} canChange={canChange} />
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
