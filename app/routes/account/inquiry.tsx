import { data, Link } from 'react-router';

import { ConversationMessages } from '~/components/thread/conversation-messages';
import { ConversationReplyForm } from '~/components/thread/conversation-reply-form';
import { InquiryStatus } from '~/components/lister/inquiry-status';
import { ViewingPanel } from '~/components/lister/viewing-panel';
import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/pagination';
import { useI18n } from '~/i18n/context';
import { conversationSchema } from '~/lib/forms/inquiry';
import { readForm } from '~/http/read-form.server';
import { notFound } from '~/http/not-found.server';
import { pageParam, pageValue } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { viewingSlots } from '~/lib/viewing-slots';
import { formatInZone } from '~/lib/zoned-time';
import { getUser } from '~/models/auth.server';
import { setInquiryAnswered } from '~/models/inquiries.server';
import { inquiryAccess } from '~/models/inquiry-access.server';
import {
  openConversation,
  replyToInquiry,
  reportInquiry,
  REPLIES_PER_DAY,
  REPLIES_WINDOW_SECONDS,
} from '~/models/inquiry-thread.server';
import { rateLimitsIn } from '~/models/rate-limits.server';
import { answerViewing, takenSlots, viewingIntents } from '~/models/viewings.server';

import type { Route } from './+types/inquiry';

/**
 * An inquiry's conversation (docs/product.md#the-conversation): the inquiry, the replies of its
 * two parties, its viewing and the answers each may give. Who may open it is the model's
 * `inquiryAccess` alone: its lister, its visitor, and the moderators once it is reported; anyone
 * else, signed in or not, gets the 404 an unknown id gets.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const conversation = await openConversation(context.db, user, parseId(params.id), page);
  if (!conversation) throw notFound(request, 'error.inquiryNotFound');
  const { role, inquiry } = conversation;
  const intents = viewingIntents(role, inquiry.viewingStatus);
  // The lister's slots for a proposal or a move, on the home's clock, without the taken ones.
  const slots =
    intents.includes('propose') || intents.includes('move')
      ? viewingSlots(inquiry.viewingHours, {
          zone: inquiry.zone,
          taken: await takenSlots(context.db, inquiry.agentId, inquiry.zone, inquiry.id),
        })
      : undefined;
  return { ...conversation, intents, slots };
}

export const headers = keepRetryAfter;

/** A reply, a report, the inquiry marked answered, or an answer to its viewing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await getUser(request, context.db);
  const id = parseId(params.id);
  if (!(await inquiryAccess(context.db, user, id)))
    throw notFound(request, 'error.inquiryNotFound');
  const read = await readForm(
    { request, context },
    { schema: conversationSchema, form: 'inquiry-conversation' },
  );
  if (!read.ok) return read.answer;
  const { intent, message, viewingDate, viewingTime } = read.value;
  const notice = { jobs: context.jobs, origin: new URL(request.url).origin };
  const missing = () => notFound(request, 'error.inquiryNotFound');
  switch (intent) {
    case 'reply': {
      const outcome = await replyToInquiry(context.db, {
        reader: user,
        id,
        message: message!,
        perDay: rateLimitsIn(context.db, REPLIES_PER_DAY, REPLIES_WINDOW_SECONDS),
        notice,
      });
      if (outcome.ok)
        return { done: 'replied' as const, result: read.submission.reply({ resetForm: true }) };
      if (outcome.reason === 'limited') {
        return data(
          { done: 'limited' as const, result: read.submission.reply() },
          { status: 429, headers: { 'Retry-After': String(outcome.retryAfter) } },
        );
      }
      throw missing();
    }
    case 'report':
      if (!(await reportInquiry(context.db, user, id))) throw missing();
      return { done: 'reported' as const };
    case 'answered':
    case 'unanswered':
      if (!user || !(await setInquiryAnswered(context.db, user.id, id!, intent === 'answered'))) {
        throw missing();
      }
      return { done: intent };
    default: {
      const outcome = await answerViewing(context.db, {
        reader: user,
        id,
        intent,
        date: viewingDate,
        time: viewingTime,
        notice,
      });
      if (outcome.ok) return { done: `viewing-${outcome.done}` as const };
      if (outcome.reason === 'not-found') throw missing();
      return data(
        { done: `viewing-${outcome.reason}` as const },
        { status: outcome.reason === 'stale' ? 409 : 400 },
      );
    }
  }
}

const DONE_TEXT = {
  replied: 'thread.sent',
  reported: 'thread.reported',
  answered: 'inquiries.doneAnswered',
  unanswered: 'inquiries.doneUnanswered',
  limited: 'thread.limited',
  'viewing-confirmed': 'viewing.done.confirmed',
  'viewing-proposed': 'viewing.done.proposed',
  'viewing-declined': 'viewing.done.declined',
  'viewing-cancelled': 'viewing.done.cancelled',
  'viewing-moved': 'viewing.done.moved',
  'viewing-conflict': 'viewing.conflict',
  'viewing-stale': 'viewing.stale',
  'viewing-viewingDate': 'viewing.conflict',
  'viewing-viewingTime': 'viewing.conflict',
} as const;

const FAILED = new Set([
  'limited',
  'viewing-conflict',
  'viewing-stale',
  'viewing-viewingDate',
  'viewing-viewingTime',
]);

export default function ConversationPage({ loaderData, actionData }: Route.ComponentProps) {
  // Every time on the page is on the home's clock, as its messages and viewing are.
  const { t, lang } = useI18n();
  const { role, inquiry, replies, intents, slots } = loaderData;
  const done = actionData && 'done' in actionData ? actionData.done : undefined;
  const other = role === 'visitor' ? inquiry.listerName : inquiry.name;
  const failed = done !== undefined && FAILED.has(done);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <PageMeta title={t('thread.with', { name: other })} noindex />
      <Link
        to={role === 'visitor' ? '/account/inquiries?show=sent' : '/account/inquiries'}
        className="mb-4 inline-block rounded text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('inquiries.back')}
      </Link>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">
          {t('thread.with', { name: other })}
        </h1>
        {role !== 'moderator' && (
          <InquiryStatus
            box={role === 'lister' ? 'received' : 'sent'}
            readAt={inquiry.readAt}
            answeredAt={inquiry.answeredAt}
          />
        )}
      </div>
      {role === 'moderator' && (
        <p className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('thread.moderatorNote')}
        </p>
      )}
      {done && (
        <p
          role={failed ? 'alert' : 'status'}
          className={`mb-4 rounded-xl border px-4 py-3 text-sm font-medium ${failed ? 'border-red-200 bg-red-50 text-red-800' : 'border-emerald-200 bg-emerald-50 text-emerald-900'}`}
        >
          {t(DONE_TEXT[done], { name: other })}
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
          {role !== 'visitor' && (
            <>
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
            </>
          )}
          <dt className="font-medium text-slate-600">{t('inquiries.receivedAt')}</dt>
          <dd className="text-slate-900">
            <time dateTime={new Date(inquiry.createdAt).toISOString()}>
              {formatInZone(lang, inquiry.createdAt, inquiry.zone)}
            </time>
          </dd>
        </dl>
        {inquiry.viewingStatus && inquiry.viewingAt && (
          <ViewingPanel
            status={inquiry.viewingStatus}
            at={inquiry.viewingAt}
            zone={inquiry.zone}
            intents={intents}
            slots={slots}
          />
        )}
        {role === 'lister' && inquiry.senderId === null && (
          <p className="mt-5 text-sm text-slate-600">{t('thread.guestNote')}</p>
        )}
        <ConversationMessages
          role={role}
          zone={inquiry.zone}
          first={{ side: 'visitor', message: inquiry.message, createdAt: inquiry.createdAt }}
          replies={replies.items}
          names={{ lister: inquiry.listerName, visitor: inquiry.name }}
          showFirst={replies.page === 0}
        />
        {replies.pageCount > 1 && (
          <Pagination
            page={replies.page}
            pageCount={replies.pageCount}
            hrefFor={(page) => `/account/inquiries/${inquiry.id}?page=${pageValue(page)}`}
          />
        )}
        {role !== 'moderator' && (
          <ConversationReplyForm
            lastResult={actionData && 'result' in actionData ? actionData.result : undefined}
            answered={inquiry.answeredAt !== null}
            lister={role === 'lister'}
            reported={inquiry.reportedAt !== null}
          />
        )}
        {inquiry.reportedAt && (
          <p className="mt-4 text-xs text-slate-600">
            {t('thread.reportedNote', {
              when: formatInZone(lang, inquiry.reportedAt, inquiry.zone),
            })}
          </p>
        )}
      </article>
    </div>
  );
}
