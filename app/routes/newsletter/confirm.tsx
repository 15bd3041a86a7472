import { data, Form, Link } from 'react-router';

import { Honeypot } from '~/components/forms/honeypot';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { newsletterLinkSchema } from '~/lib/forms/newsletter-link';
import { readForm } from '~/http/read-form.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import {
  checkConfirmLink,
  confirmWithLink,
  type ConfirmLink,
} from '~/models/newsletter-links.server';

import type { Route } from './+types/confirm';
import { LinkOutcome } from '~/components/newsletter-link-outcome';

/**
 * The confirmation email's link (docs/product.md#email-and-the-newsletter): the page shows a
 * button, and only its post confirms (ADR 0053: a mail scanner that opens every link confirms
 * nobody). A link that is forged, altered or expired gets a clear message and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const link = await checkConfirmLink(context.db, context.mail.secret, token);
  return answer(link, link.state === 'ready' ? token : null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: newsletterLinkSchema, form: 'newsletter-confirm' },
  );
  if (!read.ok) return read.answer;
  return answer(await confirmWithLink(context.db, context.mail.secret, read.value.token), null);
}

function answer(link: ConfirmLink, token: string | null) {
  const refused = link.state === 'invalid' || link.state === 'expired';
  return data(
    { link, token },
    { status: refused ? 400 : 200, headers: { 'Cache-Control': 'private, no-store' } },
  );
}

export const headers = keepRetryAfter;

type Answer = { link: ConfirmLink; token: string | null };
type Refused = { ok: false; limited?: true };

export default function ConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const posted = actionData as Answer | Refused | undefined;
  const shown = posted && 'link' in posted ? posted : (loaderData as Answer);
  const { link, token } = shown;
  const limited = posted && 'ok' in posted && posted.limited;
  const title =
    link.state === 'confirmed' || link.state === 'already'
      ? t('notice.subscribed')
      : link.state === 'expired'
        ? t('mail.confirm.expiredTitle')
        : link.state === 'invalid'
          ? t('mail.confirm.invalidTitle')
          : t('mail.confirm.title');
  return (
    <>
      <PageMeta title={title} noindex />
      <SubHeader title={t('mail.confirm.title')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {link.state === 'ready' ? (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            {/* The banner's heading names the page; the question is the card's lead. */}
            <p className="wrap-anywhere text-lg text-slate-800">
              {t('mail.confirm.text', { email: link.email })}
            </p>
            {limited && (
              <p role="alert" className="mt-4 text-sm text-red-700">
                {t('notice.tooManyRequests')}
              </p>
            )}
            <input type="hidden" name="token" value={token ?? ''} />
            <Honeypot />
            <button
              type="submit"
              className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('mail.confirm.button')}
            </button>
          </Form>
        ) : (
          <LinkOutcome
            ok={link.state === 'confirmed' || link.state === 'already'}
            title={title}
            text={
              link.state === 'confirmed'
                ? t('mail.confirm.doneText', { email: link.email })
                : link.state === 'already'
                  ? t('mail.confirm.alreadyText')
                  : link.state === 'expired'
                    ? t('mail.confirm.expiredText')
                    : t('mail.confirm.invalidText')
            }
          >
            {(link.state === 'invalid' || link.state === 'expired') && (
              <Link
                to="/newsletter"
                prefetch="intent"
                className="mt-4 inline-block font-semibold text-brand-700 underline"
              >
                {t('mail.signUpAgain')}
              </Link>
            )}
          </LinkOutcome>
        )}
      </section>
    </>
  );
}
