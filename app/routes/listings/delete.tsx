import { Form, Link, redirect } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';
import { parseId } from '~/lib/query';
import { notFound } from '~/http/not-found.server';
import { listerForAction, listerForPage } from '~/models/listing-access.server';
import { deleteListing, getOwnHome } from '~/models/listings.server';

import type { Route } from './+types/delete';

/** Asks before a home is deleted for good, and says what goes with it (ADR 0048). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await listerForPage(request, context.db, { namesListing: true });
  const id = parseId(params.id);
  const own = id === undefined ? null : await getOwnHome(context.db, user.id, id);
  if (!own) throw notFound(request);
  return { name: own.home.name };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  const id = parseId(params.id);
  const own = id === undefined ? null : await getOwnHome(context.db, user.id, id);
  if (!own || !(await deleteListing(context.db, user.id, own.home.id))) {
    throw notFound(request);
  }
  // The notice says nothing taken from the address: a link could put any words in it.
  return redirect('/account/listings?done=deleted');
}

export default function DeleteListingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { name } = loaderData;
  const title = t('delete.title', { name });
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <PageMeta title={title} description={t('delete.text')} />
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{t('delete.text')}</p>
      <Form method="post" className="mt-8 flex flex-wrap gap-3">
        <button
          type="submit"
          className="rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800"
        >
          {t('delete.confirm')}
        </button>
        <Link
          to="/account/listings"
          prefetch="intent"
          className="rounded-lg border border-slate-300 px-5 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          {t('delete.cancel')}
        </Link>
      </Form>
    </div>
  );
}
