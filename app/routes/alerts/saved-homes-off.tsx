import { data } from 'react-router';

import { EmailOffPage } from '~/components/email-off-page';
import { useI18n } from '~/i18n/context';
import { savedHomesOffTarget, turnSavedHomeEmailsOff } from '~/models/saved-home-alerts.server';

import type { Route } from './+types/saved-homes-off';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * A saved home's price-drop email's link that stops those emails
 * (docs/product.md#alerts-and-the-job-queue), without signing in, as `/alerts/unsubscribe` does
 * for a search: a GET asks, a POST acts (the button, or a mail program's one-click post with the
 * token in the address); a forged, altered or cut token is a 400 that changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const target = await savedHomesOffTarget(context.db, context.mail.secret, token);
  return data({ known: target !== null }, { status: target ? 200 : 400, headers: PRIVATE });
}

/** Idempotent, and not rate limited, as the other unsubscribe links (ADR 0053). */
export async function action({ request, context }: Route.ActionArgs) {
  const fromUrl = new URL(request.url).searchParams.get('token');
  const body = fromUrl ? null : await request.formData().catch(() => null);
  const token = fromUrl ?? body?.get('token');
  const target = await turnSavedHomeEmailsOff(context.db, context.mail.secret, token);
  return data({ done: target !== null }, { status: target ? 200 : 400, headers: PRIVATE });
}

export default function SavedHomesOffPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const bad = actionData ? !actionData.done : !loaderData.known;
  return (
    <EmailOffPage
      state={bad ? 'bad' : actionData?.done ? 'done' : 'ask'}
      texts={{
        title: t('alerts.savedOff.title'),
        question: t('alerts.savedOff.text'),
        button: t('alerts.savedOff.button'),
        done: t('alerts.savedOff.done'),
        doneText: t('alerts.savedOff.doneText'),
        bad: t('alerts.off.bad'),
        badText: t('alerts.savedOff.badText'),
        back: { to: '/saved', label: t('alerts.savedOff.saved') },
      }}
    />
  );
}
