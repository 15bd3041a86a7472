import { data, Form, Link } from 'react-router';

import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
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

export function meta() {
  return [{ name: 'robots', content: 'noindex' }];
}

export default function AlertsOffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const bad = actionData ? !actionData.done : loaderData.name === null;
  const done = actionData?.done === true;
  const searches = (
    <Link
      to="/account/searches"
      prefetch="intent"
      className="mt-4 inline-block font-semibold text-brand-700 underline"
    >
      {t('alerts.off.searches')}
    </Link>
  );
  const title = bad ? t('alerts.off.bad') : done ? t('alerts.off.done') : t('alerts.off.title');
  return (
    <>
      <PageMeta title={title} />
      <SubHeader title={t('alerts.off.title')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {bad ? (
          <LinkOutcome ok={false} title={title} text={t('alerts.off.badText')}>
            {searches}
          </LinkOutcome>
        ) : done ? (
          <LinkOutcome ok title={title} text={t('alerts.off.doneText')}>
            {searches}
          </LinkOutcome>
        ) : (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            <p className="wrap-anywhere text-lg text-slate-800">
              {t('alerts.off.text', { name: loaderData.name ?? '' })}
            </p>
            <button
              type="submit"
              className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('alerts.off.button')}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
