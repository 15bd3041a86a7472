import { Link } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { DeskHeading } from '~/components/admin/desk-outcome';
import { MessageStatus } from '~/components/admin/message-status';
import { Pagination } from '~/components/pagination';
import { pageParam } from '~/lib/pagination';
import { requireRole } from '~/models/auth.server';
import { MESSAGE_FILTERS, type MessageFilter } from '~/lib/owners-desk';
import { listMessages } from '~/models/contact.server';

import type { Route } from './+types/messages';

/** The contact messages (docs/product.md#the-owners-desk): admins only, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  const params = new URL(request.url).searchParams;
  const asked = params.get('show');
  const filter: MessageFilter = MESSAGE_FILTERS.includes(asked as MessageFilter)
    ? (asked as MessageFilter)
    : 'all';
  const inbox = await listMessages(context.db, { filter, page: pageParam(params.get('page')) });
  return { filter, inbox };
}

const hrefFor = (filter: MessageFilter, page = 0) => {
  const params = new URLSearchParams();
  if (filter !== 'all') params.set('show', filter);
  if (page > 0) params.set('page', String(page));
  return `/admin/messages${params.size > 0 ? `?${params}` : ''}`;
};

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  const { filter, inbox } = loaderData;
  return (
    <>
      <DeskHeading title={t('admin.messages.title')} />
      <nav aria-label={t('admin.messages.filters')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {MESSAGE_FILTERS.map((one) => (
            <li key={one}>
              <Link
                to={hrefFor(one)}
                aria-current={one === filter ? 'page' : undefined}
                prefetch="intent"
                className={`block rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${
                  one === filter
                    ? 'bg-slate-900 text-white ring-slate-900'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {t(`admin.messages.filter.${one}`, { n: format.number(inbox.unread) })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {inbox.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('admin.messages.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5">
          {inbox.items.map((message) => (
            <li key={message.id}>
              {/* Opening a message marks it read: not fetched ahead on a hover (no prefetch). */}
              <Link
                to={`/admin/messages/${message.id}`}
                className="grid gap-1 px-4 py-3 hover:bg-slate-50 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4"
              >
                <span className="min-w-0">
                  <span
                    className={`block wrap-anywhere ${message.readAt ? 'text-slate-800' : 'font-bold text-slate-900'}`}
                  >
                    {message.subject}
                  </span>
                  <span className="block text-sm wrap-anywhere text-slate-600">
                    {message.name} &lt;{message.email}&gt;
                  </span>
                </span>
                <span className="flex items-center gap-3 text-sm text-slate-600">
                  <MessageStatus message={message} />
                  <time dateTime={new Date(message.createdAt).toISOString()}>
                    {format.dateTime(message.createdAt)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={inbox.page}
        pageCount={inbox.pageCount}
        hrefFor={(page) => hrefFor(filter, page)}
      />
    </>
  );
}
