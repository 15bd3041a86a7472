import { data, Link, redirect, useSearchParams } from 'react-router';
import * as z from 'zod/mini';

import { ConfirmAddressNote } from '~/components/account/confirm-address-note';
import { useUser } from '~/components/account/use-user';
import { OwnHomeCard } from '~/components/listing/own-home-card';
import { statusText } from '~/components/listing/status-label';
import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { LISTING_STATUSES } from '~/db/schema';
import { useI18n } from '~/i18n/context';
import { readForm } from '~/http/read-form.server';
import { listOwnHomes } from '~/models/listing-stats.server';
import { notFound } from '~/http/not-found.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';
import { addressConfirmed } from '~/models/email-confirmation.server';
import { listNewDrafts, setListingStatus } from '~/models/listings.server';

import type { Route } from './+types/listings';

/** My listings (docs/product.md#listing-a-home): the owner's homes and drafts, with their figures. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: false });
  const [homes, drafts] = await Promise.all([
    listOwnHomes(context.db, user.id),
    listNewDrafts(context.db, user.id),
  ]);
  return { homes, drafts };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

const statusSchema = z.object({
  propertyId: z.string().check(z.regex(/^\d{1,9}$/)),
  status: z.enum(LISTING_STATUSES),
  // Sold or let: the price and day agreed, both optional (docs/product.md#sold-and-let-prices).
  closePrice: z.optional(z.string().check(z.regex(/^\d{1,9}$/))),
  closedOn: z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))),
});

/** A quick action: publish, unpublish, under offer, sold or let, back on the market. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: statusSchema, form: 'listing-status' },
  );
  if (!read.ok) return read.answer;
  const { propertyId, status, closePrice, closedOn } = read.value;
  // Back in the search is publishing: only with a confirmed address (docs/product.md#accounts).
  if (status !== 'draft' && !(await addressConfirmed(context.db, user.id))) {
    return data({ unconfirmed: true }, { status: 403 });
  }
  const moved = await setListingStatus(context.db, user.id, Number(propertyId), status, {
    price: closePrice === undefined ? undefined : Number(closePrice),
    date: closingDay(closedOn),
  });
  if (moved === null) throw notFound(request);
  return redirect(
    `/account/listings?${new URLSearchParams(moved ? { moved: `${propertyId}` } : {})}`,
  );
}

/** The day a sale or let was agreed: a real day, not after today; otherwise today. */
function closingDay(value: string | undefined) {
  if (!value) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) return undefined;
  return day.getTime() > Date.now() ? undefined : day;
}

function Notice({ homes }: { homes: Route.ComponentProps['loaderData']['homes'] }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const done = params.get('done');
  const moved = homes.find((home) => String(home.id) === params.get('moved'));
  if (done === 'held') {
    // Saved, not live: its photos match another lister's home (docs/product.md#copies).
    return (
      <p
        role="status"
        className="mb-6 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950"
      >
        {t('copies.heldNotice')}
      </p>
    );
  }
  const text =
    done === 'deleted'
      ? t('mine.deleted')
      : done === 'published'
        ? t('listings.published')
        : done === 'saved'
          ? t('listings.changesSaved')
          : done === 'discarded'
            ? t('mine.discarded')
            : moved
              ? t('mine.statusChanged', { status: statusText(t, moved.status, moved.listingType) })
              : null;
  if (!text) return null;
  return (
    <p
      role="status"
      className="mb-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
    >
      {text}
    </p>
  );
}

const listLink =
  'inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700';

export default function MyListingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const user = useUser();
  const { homes, drafts } = loaderData;
  return (
    <>
      <PageMeta title={t('mine.title')} description={t('mine.description')} />
      <SubHeader title={t('mine.title')} />
      <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <Notice homes={homes} />
        {actionData && 'unconfirmed' in actionData && user && (
          <ConfirmAddressNote reason="publish" email={user.email} refused className="mb-6" />
        )}
        {homes.length === 0 && drafts.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('mine.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('mine.emptyText')}</p>
            <Link to="/listings/new" className={`mt-6 ${listLink}`}>
              {t('listings.listAHome')}
            </Link>
          </div>
        ) : (
          <>
            <div className="flex flex-wrap items-center justify-end gap-4">
              {homes.length > 0 && (
                // A file, not a page: the browser downloads it (docs/product.md#reso-api).
                <a
                  href="/account/listings.csv"
                  download
                  className="text-sm font-semibold text-brand-700 underline"
                >
                  {t('resoApi.exportOwn')}
                </a>
              )}
              <Link to="/listings/new" className={listLink}>
                {t('listings.listAHome')}
              </Link>
            </div>
            {drafts.length > 0 && (
              <>
                <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('mine.drafts')}</h2>
                <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                  {drafts.map((draft) => (
                    <li key={draft.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-slate-900">
                          {draft.name || t('mine.untitled')}
                        </span>
                        <span className="text-sm text-slate-600">
                          {t('mine.draftSaved', { date: format.date(draft.updatedAt) })}
                        </span>
                      </span>
                      <Link
                        to={`/listings/new?draft=${draft.id}`}
                        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                      >
                        {t('mine.continue')}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {homes.length > 0 && (
              <>
                <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('mine.homes')}</h2>
                <ul className="mt-3 flex flex-col gap-4">
                  {homes.map((home) => (
                    <li key={home.id}>
                      <OwnHomeCard home={home} />
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </section>
    </>
  );
}
