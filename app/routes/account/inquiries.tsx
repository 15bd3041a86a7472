import { Link, redirect } from 'react-router';

import { ReceivedList, SentList } from '~/components/lister/inquiry-lists';
import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/pagination';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { INQUIRIES_PER_PAGE, INQUIRY_BOXES, type InquiryBox } from '~/lib/forms/inquiry';
import { oldFirstPage, pageParam, pageValue } from '~/lib/pagination';
import { getUser } from '~/models/auth.server';
import { countUnreadInquiries, listReceived, listSent } from '~/models/inquiries.server';

import type { Route } from './+types/inquiries';

/**
 * The visitor's inquiries (docs/product.md#contacting-the-lister): those to the homes they list
 * ("Received", the default) and those they sent. Each sees only their own.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) {
    throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/inquiries' })}`);
  }
  const url = new URL(request.url);
  const first = oldFirstPage(url, 'page');
  if (first) throw redirect(first, 301);
  const box: InquiryBox = url.searchParams.get('show') === 'sent' ? 'sent' : 'received';
  const page = pageParam(url.searchParams.get('page')) ?? 0;
  if (box === 'sent') {
    const [sent, unread] = await Promise.all([
      listSent(context.db, user.id, page),
      countUnreadInquiries(context.db, user.id),
    ]);
    return { box, list: { ...sent, box: 'sent' as const }, unread };
  }
  let received = await listReceived(context.db, user.id, page);
  if (received.pageCount > 0 && page >= received.pageCount) {
    // Past the last page: show the last one.
    received = await listReceived(context.db, user.id, received.pageCount - 1);
  }
  return { box, list: { ...received, box: 'received' as const }, unread: received.unread };
}

const hrefFor = (box: InquiryBox, page = 0) => {
  const params = new URLSearchParams();
  if (box === 'sent') params.set('show', 'sent');
  if (page > 0) params.set('page', pageValue(page));
  return `/account/inquiries${params.size > 0 ? `?${params}` : ''}`;
};

export default function InquiriesPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { box, list, unread } = loaderData;
  const first = list.page * INQUIRIES_PER_PAGE + 1;
  const last = Math.min(list.total, first + list.items.length - 1);
  return (
    <>
      <PageMeta title={t('inquiries.title')} description={t('inquiries.description')} noindex />
      <SubHeader title={t('inquiries.title')} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        <nav aria-label={t('inquiries.tabs')} className="mb-6">
          <ul className="flex flex-wrap gap-2">
            {INQUIRY_BOXES.map((one) => (
              <li key={one}>
                <Link
                  to={hrefFor(one)}
                  aria-current={one === box ? 'page' : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-semibold ring-1 ${
                    one === box
                      ? 'bg-slate-900 text-white ring-slate-900'
                      : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                  }`}
                >
                  {one === 'received' && unread > 0
                    ? t('inquiries.receivedUnread', { n: format.number(unread) })
                    : t(`inquiries.${one}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {list.total === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {t(box === 'sent' ? 'inquiries.emptySent' : 'inquiries.emptyReceived')}
          </p>
        ) : (
          <>
            <h2 className="mb-3 text-sm font-medium text-slate-600">
              {t('inquiries.count', { first, last, total: format.number(list.total) })}
            </h2>
            {list.box === 'sent' ? (
              <SentList items={list.items} />
            ) : (
              <ReceivedList items={list.items} />
            )}
            <Pagination
              page={list.page}
              pageCount={list.pageCount}
              hrefFor={(page) => hrefFor(box, page)}
            />
          </>
        )}
      </section>
    </>
  );
}
