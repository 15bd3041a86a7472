import { parseWithZod } from '~/lib/forms/parse';
import { data } from 'react-router';

import { NewsletterForm, type NewsletterResult } from '~/components/newsletter-form';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { newsletterSchema } from '~/lib/forms/newsletter';
import { takeRateLimit, tooManyRequests } from '~/lib/rate-limit.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { subscribeToNewsletter } from '~/models/newsletter.server';

import type { Route } from './+types/newsletter';

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  const retryAfter = takeRateLimit(context.clientIp, 'newsletter');
  if (retryAfter) {
    return tooManyRequests(retryAfter, { result: submission.reply(), ok: false });
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply(), ok: false }, { status: 400 });
  }
  await subscribeToNewsletter(context.db, submission.value.email);
  return { result: submission.reply({ resetForm: true }), ok: true };
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
            <p className="font-semibold text-slate-900">
              {answer.ok
                ? t('notice.sendMessageSuccess')
                : answer.limited
                  ? t('notice.tooManyRequests')
                  : t('notice.formInvalidTitle')}
            </p>
            {!answer.ok && !answer.limited && (
              <p className="mt-1 text-sm text-slate-700">{t('notice.formInvalidBody')}</p>
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
