import { Form, Link, useNavigation } from 'react-router';

import { InquiryStatus } from '~/components/lister/inquiry-status';
import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';
import { inquiryMarkSchema } from '~/lib/forms/inquiry';
import { readForm } from '~/http/read-form.server';
import { notFound } from '~/http/not-found.server';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { getUser } from '~/models/auth.server';
import { openInquiry, setInquiryAnswered } from '~/models/inquiries.server';

import type { Route } from './+types/inquiry';

/**
 * The lister's account, or the 404 anyone else gets, signed in or not: an inquiry is its
 * lister's alone, and an id tells nobody else whether it exists (docs/product.md#contacting-the-lister).
 */
async function listerOrMissing(
  request: Request,
  context: Route.LoaderArgs['context'],
  raw?: string,
) {
  const [user, id] = [await getUser(request, context.db), parseId(raw)];
  if (!user || id === undefined) throw notFound(request, 'error.inquiryNotFound');
  return { user, id };
}

/** One inquiry to the visitor's homes; opening it marks it read (as the desk's messages, ADR 0046). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { user, id } = await listerOrMissing(request, context, params.id);
  const inquiry = await openInquiry(context.db, user.id, id);
  if (!inquiry) throw notFound(request, 'error.inquiryNotFound');
  return { inquiry };
}

export const headers = keepRetryAfter;

/** Marks it answered, or not answered again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { user, id } = await listerOrMissing(request, context, params.id);
  const read = await readForm(
    { request, context },
    { schema: inquiryMarkSchema, form: 'inquiry-mark' },
  );
  if (!read.ok) return read.answer;
  const answered = read.value.intent === 'answered';
  if (!(await setInquiryAnswered(context.db, user.id, id, answered))) {
    throw notFound(request, 'error.inquiryNotFound');
  }
  return { ok: true, answered };
}

export default function InquiryPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { inquiry } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const done = actionData && 'answered' in actionData ? actionData : undefined;
  const limited = actionData && 'limited' in actionData && actionData.limited;
  const subject = t('inquiries.replySubject');
  const reply = `mailto:${encodeURIComponent(inquiry.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageMeta title={t('inquiries.title')} noindex />
      <Link
        to="/account/inquiries"
        className="mb-4 inline-block rounded text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('inquiries.back')}
      </Link>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">
          {inquiry.name}
        </h1>
        <InquiryStatus box="received" readAt={inquiry.readAt} answeredAt={inquiry.answeredAt} />
      </div>
      {done && (
        <p
          role="status"
          className="mb-4 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {t(done.answered ? 'inquiries.doneAnswered' : 'inquiries.doneUnanswered')}
        </p>
      )}
      {limited && (
        <p
          role="alert"
          className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t('notice.tooManyRequests')}
        </p>
      )}
      <article className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-slate-600">{t('inquiries.home')}</dt>
          <dd className="wrap-anywhere text-slate-900">
            {inquiry.propertyId !== null && inquiry.propertyName ? (
              <Link
                to={`/property/${inquiry.propertyId}`}
                className="text-brand-700 hover:underline"
              >
                {inquiry.propertyName}
              </Link>
            ) : (
              (inquiry.propertyName ?? t('inquiries.noHome'))
            )}
          </dd>
          <dt className="font-medium text-slate-600">{t('inquiries.email')}</dt>
          <dd className="wrap-anywhere">
            <a href={reply} className="text-brand-700 hover:underline">
              {inquiry.email}
            </a>
          </dd>
          <dt className="font-medium text-slate-600">{t('inquiries.phone')}</dt>
          <dd className="text-slate-900">
            {inquiry.phone ? (
              <a
                href={`tel:${inquiry.phone.replace(/[^0-9+]/g, '')}`}
                className="text-brand-700 hover:underline"
              >
                {inquiry.phone}
              </a>
            ) : (
              t('inquiries.noPhone')
            )}
          </dd>
          <dt className="font-medium text-slate-600">{t('inquiries.viewingAsked')}</dt>
          <dd className="text-slate-900">
            {inquiry.viewingAt ? format.dateTime(inquiry.viewingAt) : t('inquiries.noViewingAsked')}
          </dd>
          <dt className="font-medium text-slate-600">{t('inquiries.receivedAt')}</dt>
          <dd className="text-slate-900">
            <time dateTime={new Date(inquiry.createdAt).toISOString()}>
              {format.dateTime(inquiry.createdAt)}
            </time>
          </dd>
        </dl>
        {/* Visitor text: React escapes it; it is never parsed as HTML. */}
        <p
          data-testid="inquiry-message"
          className="mt-5 border-t border-slate-100 pt-5 break-words whitespace-pre-line text-slate-800"
        >
          {inquiry.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a
            href={reply}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
          >
            {t('inquiries.reply')}
          </a>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={inquiry.answeredAt ? 'unanswered' : 'answered'}
              disabled={busy}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
            >
              {t(inquiry.answeredAt ? 'inquiries.markUnanswered' : 'inquiries.markAnswered')}
            </button>
          </Form>
        </div>
      </article>
    </div>
  );
}
