import { data } from 'react-router';

import {
  NewsletterForm,
  outcomeText,
  outcomeTitle,
  type NewsletterResult,
} from '~/components/newsletter-form';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { newsletterSchema } from '~/lib/forms/newsletter';
import { readForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { signUpForNewsletter } from '~/models/newsletter.server';

import type { Route } from './+types/newsletter';

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

/**
 * A sign-up (docs/product.md#email-and-the-newsletter): the address is stored unconfirmed and sent
 * the confirmation email. A new, waiting or confirmed address gets the same answer, so the form
 * never tells who is subscribed; each address is sent a few emails an hour at most, whoever asks.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: newsletterSchema, form: 'newsletter' },
  );
  if (!read.ok) return read.answer;
  const { email } = read.value;
  const retryAfter = await context.mail.perAddress.take(email, 'newsletter-email');
  if (retryAfter > 0) {
    return data(
      { result: read.submission.reply(), ok: false, limited: 'address' } as NewsletterResult,
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  // The email goes through the job queue (ADR 0054): a mail server that is down delays it.
  await signUpForNewsletter(context.db, context.jobs, {
    email,
    language: await requestLanguage(request),
    origin: new URL(request.url).origin,
  });
  return { result: read.submission.reply({ resetForm: true }), ok: true };
}

/** Where the form lands without JavaScript, and a sign-up page of its own. */
export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const answer = actionData as NewsletterResult | undefined;
  return (
    <>
      <PageMeta title={t('newsletter.pageTitle')} />
      <SubHeader title={t('newsletter.pageTitle')} />
      <section className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <p className="text-slate-700">{t('newsletter.pageText')}</p>
        {answer && (
          <div
            role={answer.ok ? 'status' : 'alert'}
            className={`mt-6 rounded-xl border p-4 ${answer.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'}`}
          >
            <p className="font-semibold text-slate-900">{outcomeTitle(t, answer)}</p>
            {outcomeText(t, answer) && (
              <p className="mt-1 text-sm text-slate-700">{outcomeText(t, answer)}</p>
            )}
          </div>
        )}
        <div className="focus-ring-light mt-6 rounded-2xl bg-slate-900 p-6">
          <NewsletterForm id="newsletter-page" lastResult={answer} />
        </div>
      </section>
    </>
  );
}
