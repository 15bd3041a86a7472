import { useHref } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { deskButton } from '~/components/admin/desk-controls';
import { DeskHeading } from '~/components/admin/desk-outcome';
import { DeskSearch } from '~/components/admin/desk-search';
import { Pagination } from '~/components/pagination';
import { pageParam } from '~/lib/pagination';
import { parseText } from '~/lib/query';
import { requireRole } from '~/models/auth.server';
import { listSubscribers } from '~/models/newsletter.server';

import type { Route } from './+types/subscribers';

/** The newsletter's subscribers (docs/product.md#the-owners-desk): admins only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  const params = new URL(request.url).searchParams;
  const search = parseText(params.get('search') ?? undefined) ?? '';
  const list = await listSubscribers(context.db, {
    search: search || undefined,
    page: pageParam(params.get('page')),
  });
  return { search, list };
}

export default function SubscribersPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  // A plain form: React Router's own href puts the page's language before it (ADR 0065).
  const exportHref = useHref('/admin/subscribers/export');
  const { search, list } = loaderData;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (page > 0) params.set('page', String(page));
    return `/admin/subscribers${params.size > 0 ? `?${params}` : ''}`;
  };
  return (
    <>
      <DeskHeading title={t('admin.subscribers.title')}>
        <p className="text-sm text-slate-600" data-testid="subscriber-count">
          {t('admin.subscribers.count', { n: format.number(list.total) })}
        </p>
      </DeskHeading>
      <section className="mb-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-5">
        <p className="text-sm text-slate-700">{t('admin.subscribers.exportText')}</p>
        {/* A post (the export is audited), answered with a file: a whole-document form. */}
        <form method="post" action={exportHref} className="mt-3">
          <button type="submit" className={deskButton('primary')}>
            {t('admin.subscribers.export')}
          </button>
        </form>
      </section>
      <DeskSearch
        action="/admin/subscribers"
        label={t('admin.subscribers.search')}
        value={search}
      />
      {list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('admin.subscribers.empty')}
        </p>
      ) : (
        <table className="w-full table-fixed overflow-hidden rounded-2xl bg-white text-sm shadow-sm ring-1 ring-slate-900/5">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 text-start font-semibold">
                {t('admin.subscribers.email')}
              </th>
              <th scope="col" className="w-28 px-4 py-2 text-start font-semibold sm:w-48">
                {t('admin.subscribers.status')}
              </th>
              <th scope="col" className="w-32 px-4 py-2 text-end font-semibold sm:w-48">
                {t('admin.subscribers.since')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.items.map((subscriber) => (
              <tr key={subscriber.id}>
                <td className="px-4 py-2 wrap-anywhere text-slate-900">{subscriber.email}</td>
                <td
                  className={`px-4 py-2 ${subscriber.confirmed ? 'text-emerald-800' : 'text-amber-800'}`}
                >
                  {subscriber.confirmed
                    ? t('admin.subscribers.confirmed')
                    : t('admin.subscribers.waiting')}
                </td>
                <td className="px-4 py-2 text-end text-slate-600">
                  <time dateTime={new Date(subscriber.createdAt).toISOString()}>
                    {format.date(subscriber.createdAt)}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}
