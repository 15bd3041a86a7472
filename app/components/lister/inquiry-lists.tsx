import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { inLanguage } from '~/lib/generated-labels';
import { formatInZone } from '~/lib/zoned-time';
import type { listReceived, listSent } from '~/models/inquiries.server';

import { InquiryStatus } from './inquiry-status';

type Received = Awaited<ReturnType<typeof listReceived>>['items'][number];
type Sent = Awaited<ReturnType<typeof listSent>>['items'][number];

const LIST =
  'divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5';

/** The inquiries to the visitor's homes, newest first; the unread in bold. */
export function ReceivedList({ items }: { items: Received[] }) {
  const { t, format, lang } = useI18n();
  return (
    <ul className={LIST} data-testid="inquiries-received">
      {items.map((inquiry) => (
        <li key={inquiry.id}>
          {/* Opening an inquiry marks it read: not fetched ahead on a hover (no prefetch). */}
          <Link
            to={`/account/inquiries/${inquiry.id}`}
            className="grid gap-1 px-4 py-4 hover:bg-slate-50 sm:grid-cols-[1fr_auto] sm:gap-4"
          >
            <span className="min-w-0">
              <span
                className={`block wrap-anywhere ${inquiry.readAt ? 'text-slate-800' : 'font-bold text-slate-900'}`}
              >
                <span data-testid="inquiry-sender">{inquiry.name}</span>
                <span className="font-normal text-slate-600">
                  {' · '}
                  {inquiry.propertyName ?? t('inquiries.noHome')}
                </span>
              </span>
              <span className="mt-1 line-clamp-2 block text-sm wrap-anywhere text-slate-600">
                {inquiry.excerpt}
              </span>
              {inquiry.viewingAt && inquiry.viewingStatus && (
                <span className="mt-1 block text-sm text-slate-700">
                  {t(`viewing.status.${inquiry.viewingStatus}`)}{' '}
                  {formatInZone(lang, inquiry.viewingAt, inquiry.zone)}
                </span>
              )}
            </span>
            <span className="flex flex-col gap-1.5 sm:items-end">
              <time
                className="text-sm text-slate-600"
                dateTime={new Date(inquiry.createdAt).toISOString()}
              >
                {format.dateTime(inquiry.createdAt)}
              </time>
              <InquiryStatus
                box="received"
                readAt={inquiry.readAt}
                answeredAt={inquiry.answeredAt}
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The inquiries the visitor sent, newest first, with whether each was answered. */
export function SentList({ items }: { items: Sent[] }) {
  const { t, format, lang } = useI18n();
  return (
    <ul className={LIST} data-testid="inquiries-sent">
      {items.map((inquiry) => (
        <li key={inquiry.id} className="grid gap-1 px-4 py-4 sm:grid-cols-[1fr_auto] sm:gap-4">
          <div className="min-w-0">
            <p className="wrap-anywhere text-slate-900">
              {inquiry.propertyId !== null && inquiry.propertyName ? (
                <Link
                  to={`/property/${inquiry.propertyId}`}
                  prefetch="intent"
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {inquiry.propertyName}
                </Link>
              ) : (
                <span className="font-semibold">
                  {inquiry.propertyName ?? t('inquiries.noHome')}
                </span>
              )}
              <span className="text-slate-600">
                {' · '}
                {t('inquiries.to')}{' '}
                <Link
                  to={`/agents/${inquiry.agentId}`}
                  prefetch="intent"
                  className="hover:underline"
                >
                  {inLanguage(lang, inquiry.agentName, inquiry.agentNameJa)}
                </Link>
              </span>
            </p>
            {/* The conversation: the lister's replies, and the visitor's own. */}
            <Link
              to={`/account/inquiries/${inquiry.id}`}
              className="mt-1 line-clamp-2 block text-sm wrap-anywhere text-slate-600 hover:underline"
              data-testid="conversation-link"
            >
              {inquiry.excerpt}
            </Link>
            {inquiry.viewingAt && inquiry.viewingStatus && (
              <p className="mt-1 text-sm text-slate-700">
                {t(`viewing.status.${inquiry.viewingStatus}`)}{' '}
                {formatInZone(lang, inquiry.viewingAt, inquiry.zone)}
              </p>
            )}
          </div>
          <div className="flex flex-col gap-1.5 sm:items-end">
            <time
              className="text-sm text-slate-600"
              dateTime={new Date(inquiry.createdAt).toISOString()}
            >
              {format.dateTime(inquiry.createdAt)}
            </time>
            <InquiryStatus box="sent" answeredAt={inquiry.answeredAt} />
          </div>
        </li>
      ))}
    </ul>
  );
}
