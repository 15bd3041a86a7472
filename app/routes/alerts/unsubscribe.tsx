import { data } from 'react-router';

import { EmailOffPage } from '~/components/email-off-page';
import { useI18n } from '~/i18n/context';
import { alertsOffTarget, turnAlertsOff } from '~/models/alerts.server';

import type { Route } from './+types/unsubscribe';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * An alert email's link that turns its search's alerts off (docs/product.md#alerts-and-the-job-queue),
 * without signing in. A GET shows a button (a link scanner turns nothing off); a POST to the same
 * address acts: the button, or a mail program's one-click post (RFC 8058, the token in the
 * address). A forged, altered or cut token is a 400 that changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const target = await alertsOffTarget(context.db, context.mail.secret, token);
  return data({ name: target?.name ?? null }, { status: target ? 200 : 400, headers: PRIVATE });
}

/**
 * Idempotent: the same link used again says the alerts are off. Not rate limited, as the
 * newsletter's (ADR 0053): mail providers post one-click unsubscribes from a few addresses.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fromUrl = new URL(request.url).searchParams.get('token');
  const body = fromUrl ? null : await request.formData().catch(() => null);
  const token = fromUrl ?? body?.get('token');
  const target = await turnAlertsOff(context.db, context.mail.secret, token);
  return data({ done: target !== null }, { status: target ? 200 : 400, headers: PRIVATE });
}

export default function AlertsOffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const bad = actionData ? !actionData.done : loaderData.name === null;
  return (
    <EmailOffPage
      state={bad ? 'bad' : actionData?.done ? 'done' : 'ask'}
      texts={{
        title: t('alerts.off.title'),
        question: t('alerts.off.text', { name: loaderData.name ?? '' }),
        button: t('alerts.off.button'),
        done: t('alerts.off.done'),
        doneText: t('alerts.off.doneText'),
        bad: t('alerts.off.bad'),
        badText: t('alerts.off.badText'),
        back: { to: '/account/searches', label: t('alerts.off.searches') },
      }}
    />
  );
}
