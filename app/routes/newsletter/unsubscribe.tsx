import { data, Form, Link } from 'react-router';

import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { unsubscribeLinkAddress, unsubscribeWithLink } from '~/models/newsletter-links.server';

import type { Route } from './+types/unsubscribe';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * Every issue's unsubscribe link (docs/product.md#email-and-the-newsletter), without signing in.
 * A GET shows a button, so a link scanner unsubscribes nobody; a POST to the same address
 * unsubscribes at once: the page's button, or a mail program's one-click post (RFC 8058,
 * `List-Unsubscribe=One-Click` in the body, the token in the address).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const email = await unsubscribeLinkAddress(context.db, context.mail.secret, token);
  return data({ email }, { headers: PRIVATE });
}

/**
 * Idempotent, and the same answer whatever the token: a link used again, forged or altered
 * removes nothing and says "done" (ADR 0053). Not rate limited, unlike the site's other forms:
 * mail providers post one-click unsubscribes for many readers from a few addresses, and each
 * post costs one signature check.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const fromUrl = new URL(request.url).searchParams.get('token');
  const body = fromUrl ? null : await request.formData().catch(() => null);
  const token = fromUrl ?? body?.get('token');
  await unsubscribeWithLink(context.db, context.mail.secret, token);
  return data({ done: true }, { headers: PRIVATE });
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const done = actionData?.done;
  const title = done ? t('mail.unsubscribe.doneTitle') : t('mail.unsubscribe.title');
  return (
    <>
      <PageMeta title={title} noindex />
      <SubHeader title={t('mail.unsubscribe.title')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {done ? (
          <LinkOutcome ok title={title} text={t('mail.unsubscribe.doneText')}>
            <Link
              to="/newsletter"
              prefetch="intent"
              className="mt-4 inline-block font-semibold text-brand-700 underline"
            >
              {t('mail.signUpAgain')}
            </Link>
          </LinkOutcome>
        ) : (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            {/* The banner's heading names the page; the question is the card's lead. */}
            <p className="wrap-anywhere text-lg text-slate-800">
              {loaderData.email
                ? t('mail.unsubscribe.text', { email: loaderData.email })
                : t('mail.unsubscribe.textUnknown')}
            </p>
            <button
              type="submit"
              className="mt-6 rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('mail.unsubscribe.button')}
            </button>
          </Form>
        )}
      </section>
    </>
  );
}
