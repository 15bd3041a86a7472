import { data, Form, Link } from 'react-router';

import { Honeypot } from '~/components/forms/honeypot';
import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { readForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { inLanguage } from '~/lib/generated-labels';
import { newsletterLinkSchema } from '~/lib/forms/newsletter-link';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { freshnessSettings } from '~/models/freshness-settings.server';
import {
  checkListingLink,
  confirmWithListingLink,
  type ListingLink,
} from '~/models/listing-confirm-links.server';

import type { Route } from './+types/confirm';

/**
 * The listers' emails' link (docs/product.md#freshness): the page shows a button and only its
 * post confirms the listing (a mail scanner that opens every link confirms nothing, ADR 0053). A
 * link forged, altered, expired or used already gets a clear message and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const link = await checkListingLink(context.db, context.mail.secret, token);
  return answer(request, context.db, link, link.state === 'ready' ? token : null);
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: newsletterLinkSchema, form: 'listing-confirm' },
  );
  if (!read.ok) return read.answer;
  const link = await confirmWithListingLink(context.db, context.mail.secret, read.value.token);
  return answer(request, context.db, link, null);
}

async function answer(
  request: Request,
  db: Parameters<typeof freshnessSettings>[0],
  link: ListingLink,
  token: string | null,
) {
  const lang = await requestLanguage(request);
  const { confirmDays } = await freshnessSettings(db);
  const shown =
    link.state === 'invalid'
      ? link
      : { state: link.state, id: link.id, name: inLanguage(lang, link.name, link.nameJa) };
  return data(
    { link: shown, token, confirmDays },
    {
      status: link.state === 'invalid' ? 400 : 200,
      headers: { 'Cache-Control': 'private, no-store' },
    },
  );
}

export const headers = keepRetryAfter;

type Shown = { state: 'invalid' } | { state: 'ready' | 'confirmed'; id: number; name: string };
type Answer = { link: Shown; token: string | null; confirmDays: number };
type Refused = { ok: false; limited?: true };

export default function ListingConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const posted = actionData as Answer | Refused | undefined;
  const shown = posted && 'link' in posted ? posted : (loaderData as Answer);
  const { link, token, confirmDays } = shown;
  const limited = posted && 'ok' in posted && posted.limited;
  const title =
    link.state === 'invalid' ? t('freshness.confirm.invalidTitle') : t('freshness.confirm.title');
  return (
    <>
      <PageMeta title={title} noindex />
      <SubHeader title={t('freshness.confirm.title')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        {link.state === 'ready' ? (
          <Form
            method="post"
            className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-900/5"
          >
            <p className="wrap-anywhere text-lg text-slate-800">
              {t('freshness.confirm.text', { name: link.name, days: confirmDays })}
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
              {t('freshness.confirm.button')}
            </button>
          </Form>
        ) : (
          <LinkOutcome
            ok={link.state === 'confirmed'}
            title={title}
            text={
              link.state === 'confirmed'
                ? t('freshness.confirm.done', { name: link.name })
                : t('freshness.confirm.invalid')
            }
          >
            {link.state === 'confirmed' && (
              <Link
                to={`/property/${link.id}`}
                prefetch="intent"
                className="mt-4 inline-block font-semibold text-brand-700 underline"
              >
                {t('freshness.confirm.view')}
              </Link>
            )}
          </LinkOutcome>
        )}
      </section>
    </>
  );
}
