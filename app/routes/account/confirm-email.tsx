import { data, Form, Link } from 'react-router';

import { Honeypot } from '~/components/forms/honeypot';
import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import { readForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { notFound } from '~/http/not-found.server';
import { addressLinkSchema } from '~/lib/forms/account-buttons';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { getUser } from '~/models/auth.server';
import {
  checkAddressLink,
  resendConfirmation,
  applyAddressLink,
  type AddressLink,
} from '~/models/email-confirmation.server';

import type { Route } from './+types/confirm-email';

/**
 * The link of an address confirmation, for a new account or a new address
 * (docs/product.md#accounts): the page shows a button and only its post changes anything (ADR
 * 0053: a mail scanner that opens every link confirms nothing). A forged, altered, expired or used
 * link gets a clear page, status 400, and changes nothing. Its post also takes "send the link
 * again" from a signed-in account that is not confirmed yet.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const link = await checkAddressLink(context.db, context.mail.secret, token);
  return answer({ link, token: link.state === 'ready' ? token : null });
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: addressLinkSchema, form: 'account-address' },
  );
  if (!read.ok) return read.answer;
  const origin = new URL(request.url).origin;
  const language = await requestLanguage(request);
  if (read.value.intent === 'confirm') {
    const link = await applyAddressLink(
      context.db,
      context.jobs,
      context.mail.secret,
      read.value.token,
      {
        origin,
        language,
      },
    );
    return answer({ link, token: null });
  }
  // Only the account itself asks for its link again; a stranger finds no such page.
  const user = await getUser(request, context.db);
  if (!user) throw notFound(request);
  const retryAfter = await context.mail.perAddress.take(user.email, 'account-email');
  if (retryAfter > 0) {
    return data(
      { resent: 'limited' as const, email: user.email },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  await resendConfirmation(context.db, context.jobs, user.id, { origin, language });
  return { resent: 'sent' as const, email: user.email };
}

type Shown = { link: AddressLink; token: string | null };
export type ResendAnswer = { resent: 'sent' | 'limited'; email: string };

function answer(shown: Shown) {
  const refused = ['invalid', 'expired', 'taken'].includes(shown.link.state);
  return data(shown, {
    status: refused ? 400 : 200,
    headers: { 'Cache-Control': 'private, no-store' },
  });
}

export const headers = keepRetryAfter;

export default function ConfirmEmailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const posted = actionData as Shown | ResendAnswer | { ok: false } | undefined;
  const resent = posted && 'resent' in posted ? posted : null;
  const shown = posted && 'link' in posted ? posted : (loaderData as Shown);
  const { title, text, ok } = resent ? resentWords(t, resent) : linkWords(t, shown.link);
  return (
    <>
      <PageMeta title={title} noindex />
      <SubHeader title={t('accounts.confirm.title')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {!resent && shown.link.state === 'ready' ? (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            <p className="text-lg wrap-anywhere text-slate-800">{text}</p>
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={shown.token ?? ''} />
            <Honeypot />
            <button
              type="submit"
              className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {shown.link.kind === 'change'
                ? t('accounts.confirm.changeButton')
                : t('accounts.confirm.button')}
            </button>
          </Form>
        ) : (
          <LinkOutcome ok={ok} title={title} text={text}>
            <Link
              to="/account/settings"
              prefetch="intent"
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {t('accounts.link.toSettings')}
            </Link>
          </LinkOutcome>
        )}
      </section>
    </>
  );
}

function resentWords(t: Translate, { resent, email }: ResendAnswer) {
  return resent === 'sent'
    ? {
        ok: true,
        title: t('accounts.confirm.title'),
        text: t('accounts.unconfirmed.resent', { email }),
      }
    : { ok: false, title: t('accounts.confirm.title'), text: t('accounts.unconfirmed.limited') };
}

function linkWords(t: Translate, link: AddressLink) {
  switch (link.state) {
    case 'ready':
      return {
        ok: true,
        title: t('accounts.confirm.title'),
        text:
          link.kind === 'change'
            ? t('accounts.confirm.changeText', { email: link.email })
            : t('accounts.confirm.text', { email: link.email }),
      };
    case 'confirmed':
      return {
        ok: true,
        title: t('accounts.confirm.doneTitle'),
        text: t('accounts.confirm.doneText', { email: link.email }),
      };
    case 'already':
      return {
        ok: true,
        title: t('accounts.confirm.alreadyTitle'),
        text: t('accounts.confirm.alreadyText'),
      };
    case 'changed':
      return {
        ok: true,
        title: t('accounts.confirm.changedTitle'),
        text: t('accounts.confirm.changedText', { email: link.email }),
      };
    case 'taken':
      return {
        ok: false,
        title: t('accounts.confirm.takenTitle'),
        text: t('accounts.confirm.takenText'),
      };
    case 'expired':
      return {
        ok: false,
        title: t('accounts.link.expiredTitle'),
        text: t('accounts.link.expiredText'),
      };
    case 'invalid':
      return {
        ok: false,
        title: t('accounts.link.invalidTitle'),
        text: t('accounts.link.invalidText'),
      };
  }
}
