import { Form, Link, redirect, useSearchParams } from 'react-router';

import { AgencyNotice } from '~/components/agency/agency-form';
import { AgencyNav } from '~/components/agency/agency-nav';
import { statusText } from '~/components/listing/status-label';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import { useI18n } from '~/i18n/context';
import { reassignSchema } from '~/lib/forms/agency';
import { pageParam } from '~/lib/pagination';
import { agencyDashboard } from '~/models/agencies/dashboard.server';
import { reassignListing } from '~/models/agencies/members.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';
import { requestLanguage } from '~/http/language-cookie.server';

import type { Route } from './+types/dashboard';

/**
 * The agency's dashboard (docs/product.md#agencies): an admin sees every listing and inquiry of
 * the agency and assigns listings to agents; an agent sees their own. An account of no agency is
 * sent to start one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  const lang = await requestLanguage(request);
  const dashboard = await agencyDashboard(context.db, user.id, lang, page);
  if (!dashboard) throw redirect('/agencies/new');
  return dashboard;
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** An admin assigns a listing of the agency to another agent; anything else is a 404. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: reassignSchema, form: 'agency-reassign' },
  );
  if (!read.ok) return read.answer;
  const { propertyId, agentId } = read.value;
  if (!(await reassignListing(context.db, user.id, Number(propertyId), Number(agentId))))
    throw notFound(request);
  return redirect('/agency?done=reassigned');
}

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default function AgencyDashboard({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const [params] = useSearchParams();
  const { agency, role, listings, inquiries, members, page, pageCount } = loaderData;
  return (
    <>
      <PageMeta title={agency.name} />
      <SubHeader title={agency.name} />
      <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <AgencyNav agencyId={agency.id} admin={role === 'admin'} current="dashboard" />
        <AgencyNotice
          text={
            params.get('done') === 'reassigned'
              ? t('agency.reassigned')
              : params.get('done') === 'joined'
                ? t('agency.joined')
                : null
          }
        />
        <p className="mb-8 text-slate-700">
          {t(role === 'admin' ? 'agency.dashboardIntro.admin' : 'agency.dashboardIntro.agent')}
        </p>
        <h2 className="mb-4 text-xl font-bold text-slate-900">{t('agency.listings')}</h2>
        {listings.length === 0 ? (
          <p className="text-slate-600">{t('agency.noListings')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5">
            {listings.map((home) => (
              <li key={home.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div className="min-w-0">
                  <Link
                    to={`/property/${home.id}`}
                    prefetch="intent"
                    className="font-semibold wrap-anywhere text-brand-700 hover:underline"
                  >
                    {home.name}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {statusText(t, home.status, home.listingType)}
                    {home.held && ` · ${t('copies.waiting')}`}
                    {home.hidden && ` · ${t('listings.status.hidden')}`} · {t('agency.col.agent')}:{' '}
                    {home.agentName ?? '—'} · {t('agency.col.inquiries')}: {home.inquiries}
                  </p>
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  <Link to={`/listings/${home.id}/edit`} prefetch="intent" className={buttonClass}>
                    {t('mine.edit')}
                  </Link>
                  {role === 'admin' && members.length > 1 && (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="propertyId" value={home.id} />
                      <label className="sr-only" htmlFor={`assign-${home.id}`}>
                        {t('agency.reassignTo', { home: home.name })}
                      </label>
                      <select
                        id={`assign-${home.id}`}
                        name="agentId"
                        defaultValue={home.agentId ?? undefined}
                        className="rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                      >
                        {members.map((member) => (
                          <option key={member.id} value={member.id}>
                            {member.name}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className={buttonClass}>
                        {t('agency.reassign')}
                      </button>
                    </Form>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav className="mt-4 flex gap-3 text-sm" aria-label={t('agency.listings')}>
            {page > 0 && (
              <Link to={`?page=${page}`} className="text-brand-700 hover:underline">
                {t('pagination.previous')}
              </Link>
            )}
            {page + 1 < pageCount && (
              <Link to={`?page=${page + 2}`} className="text-brand-700 hover:underline">
                {t('pagination.next')}
              </Link>
            )}
          </nav>
        )}
        <h2 className="mt-12 mb-4 text-xl font-bold text-slate-900">{t('agency.inquiries')}</h2>
        {inquiries.length === 0 ? (
          <p className="text-slate-600">{t('agency.noInquiries')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-900/5">
            {inquiries.map((inquiry) => (
              <li key={inquiry.id} className="p-4">
                <Link
                  to={`/account/inquiries/${inquiry.id}`}
                  className={`wrap-anywhere text-brand-700 hover:underline ${inquiry.readAt ? '' : 'font-bold'}`}
                >
                  {inquiry.name}
                  {inquiry.propertyName ? ` · ${inquiry.propertyName}` : ''}
                </Link>
                <p className="text-sm text-slate-600">
                  {t('agency.col.agent')}: {inquiry.agentName} ·{' '}
                  {format.dateTime(new Date(inquiry.createdAt))}
                </p>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4">
          <Link
            to="/account/inquiries"
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('agency.allInquiries')}
          </Link>
        </p>
      </section>
    </>
  );
}
