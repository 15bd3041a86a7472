import { Form, Link, redirect } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { Pagination } from '~/components/pagination';
import { PropertyCard } from '~/components/property/property-card';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { getUser } from '~/models/auth.server';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';
import { requestLanguage } from '~/http/language-cookie.server';
import { oldFirstPage, pageParam, pageValue } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { safeRedirect } from '~/lib/safe-redirect';
import { savedHomeEmails, setSavedHomeEmails } from '~/models/saved-home-alerts.server';
import { listSavedHomes, saveHome, unsaveHome } from '~/models/saved-homes.server';

import type { Route } from './+types/saved';

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/saved' })}`);
  const url = new URL(request.url);
  // Pages count from 1 in the address; an old ?page=0 goes on to the first.
  const first = oldFirstPage(url, 'page');
  if (first) throw redirect(first, 301);
  const page = pageParam(url.searchParams.get('page')) ?? 0;
  let result = await listSavedHomes(context.db, user.id, page);
  if (result.pageCount > 0 && page >= result.pageCount) {
    // Past the last page (a home was just removed): show the last one.
    result = await listSavedHomes(context.db, user.id, result.pageCount - 1);
  }
  const { emails } = await savedHomeEmails(context.db, user.id);
  return { result, emails };
}

/**
 * The heart's form: save or unsave, then back to the page it was pressed on. A fetcher asks for
 * data instead (`respond=data`). A visitor who is not signed in is sent to sign in, with the home
 * to save once they have.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const propertyId = parseId(String(form.get('propertyId') ?? ''));
  const save = form.get('intent') !== 'unsave';
  const back = safeRedirect(form.get('redirectTo'), '/saved');
  const user = await getUser(request, context.db);
  if (!user) {
    const params = new URLSearchParams({ redirectTo: back });
    if (save && propertyId !== undefined) params.set('save', String(propertyId));
    return redirect(`/sign-in?${params}`);
  }
  const intent = form.get('intent');
  if (intent === 'emails-on' || intent === 'emails-off') {
    // The price-drop emails of the saved homes (docs/product.md#alerts-and-the-job-queue).
    const language = await requestLanguage(request);
    await setSavedHomeEmails(context.db, user.id, { language, emails: intent === 'emails-on' });
    return redirect('/saved');
  }
  let saved = false;
  if (propertyId !== undefined && save) saved = await saveHome(context.db, user.id, propertyId);
  // The drops' emails are written in the language of the page the home was saved on.
  if (saved) {
    await setSavedHomeEmails(context.db, user.id, { language: await requestLanguage(request) });
  }
  if (propertyId !== undefined && !save) await unsaveHome(context.db, user.id, propertyId);
  if (form.get('respond') === 'data') return { saved };
  return redirect(back);
}

const pageHref = (page: number) => (page > 0 ? `/saved?page=${pageValue(page)}` : '/saved');

export default function SavedHomesPage({ loaderData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { result } = loaderData;
  const first = result.page * PROPERTIES_PER_PAGE + 1;
  const last = Math.min(result.total, first + result.properties.length - 1);
  return (
    <>
      <PageMeta title={t('saved.title')} description={t('saved.description')} />
      <SubHeader title={t('saved.title')} />
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {result.total === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('saved.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('saved.emptyText')}</p>
            <Link
              to="/properties"
              prefetch="intent"
              className="mt-6 inline-block rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
            >
              {t('saved.browse')}
            </Link>
          </div>
        ) : (
          <>
            <h2 className="text-lg font-semibold text-slate-900" aria-live="polite">
              {t('saved.count', { first, last, total: format.number(result.total) })}
            </h2>
            <DropEmails on={loaderData.emails} />
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {result.properties.map((property, index) => (
                <li key={property.id}>
                  <PropertyCard property={property} saved priority={index < 2} />
                </li>
              ))}
            </ul>
            <Pagination page={result.page} pageCount={result.pageCount} hrefFor={pageHref} />
          </>
        )}
      </section>
    </>
  );
}

/** Whether a price drop on these homes is emailed, and the button that changes it. */
function DropEmails({ on }: { on: boolean }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-slate-600">{on ? t('alerts.saved.on') : t('alerts.saved.off')}</p>
      <button
        type="submit"
        name="intent"
        value={on ? 'emails-off' : 'emails-on'}
        className="font-semibold text-brand-700 underline hover:text-brand-800"
      >
        {on ? t('alerts.saved.turnOff') : t('alerts.saved.turnOn')}
      </button>
    </Form>
  );
}
