import { Form, redirect } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import { useI18n } from '~/i18n/context';
import { apiClientSchema } from '~/lib/forms/api-client';
import { API_CLIENT_NAME_MAX } from '~/lib/forms/choices';
import { getUser } from '~/models/auth.server';
import {
  adminAgencyOf,
  createApiClient,
  listApiClients,
  revokeApiClient,
} from '~/models/reso/api-clients.server';

import type { Route } from './+types/agency-api-clients';

/**
 * An agency's RESO Web API clients (docs/product.md#reso-api): its admins make and revoke them;
 * anyone else gets a 404, as for a page that is not there.
 */
async function adminAgency(request: Request, context: Route.LoaderArgs['context']) {
  const user = await getUser(request, context.db);
  if (!user) {
    const back = new URL(request.url).pathname;
    throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
  }
  const agencyId = await adminAgencyOf(context.db, user.id);
  if (agencyId === null) throw notFound(request);
  return { user, agencyId };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { agencyId } = await adminAgency(request, context);
  const origin = new URL(request.url).origin;
  return {
    clients: await listApiClients(context.db, agencyId),
    tokenUrl: `${origin}/reso/oauth/token`,
    serviceUrl: `${origin}/reso/odata`,
  };
}

type Answer =
  | { ok: true; done: 'create'; name: string; clientId: string; secret: string }
  | { ok: true; done: 'revoke' }
  | { ok: false };

export async function action({ request, context }: Route.ActionArgs) {
  const { user, agencyId } = await adminAgency(request, context);
  const read = await readForm(
    { request, context },
    { schema: apiClientSchema, form: 'api-client' },
  );
  if (!read.ok) return read.answer;
  const input = read.value;
  if (input.intent === 'revoke') {
    if (!(await revokeApiClient(context.db, agencyId, input.id))) throw notFound(request);
    return { ok: true, done: 'revoke' } satisfies Answer;
  }
  const made = await createApiClient(context.db, {
    agencyId,
    name: input.name,
    seesDrafts: input.drafts === 'on',
    createdBy: user.id,
  });
  // The secret goes out in this answer alone; the site keeps only its hash.
  return {
    ok: true,
    done: 'create',
    name: input.name,
    clientId: made.clientId,
    secret: made.secret,
  } satisfies Answer;
}

export default function ApiClientsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { clients, tokenUrl, serviceUrl } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <>
      <PageMeta title={t('resoApi.title')} description={t('resoApi.description')} />
      <SubHeader title={t('resoApi.title')} />
      <section className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <div className="space-y-2 text-slate-700">
          <p>{t('resoApi.intro')}</p>
          <p className="text-sm break-all">
            {t('resoApi.endpoints', { token: tokenUrl, service: serviceUrl })}
          </p>
          <a
            className="text-sm font-semibold text-brand-700 underline"
            href="/account/agency/listings.csv"
            download
          >
            {t('resoApi.exportAgency')}
          </a>
        </div>
        {answer?.ok && answer.done === 'create' && (
          <div role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            <p className="font-semibold">{t('resoApi.created', { name: answer.name })}</p>
            <dl className="mt-3 grid gap-2 sm:grid-cols-[8rem_1fr]">
              <dt>{t('resoApi.clientId')}</dt>
              <dd className="font-mono break-all">{answer.clientId}</dd>
              <dt>{t('resoApi.secret')}</dt>
              <dd className="font-mono break-all">{answer.secret}</dd>
            </dl>
          </div>
        )}
        {answer?.ok && answer.done === 'revoke' && (
          <p role="status" className="rounded-xl bg-emerald-50 p-4 text-sm text-emerald-900">
            {t('resoApi.revoked')}
          </p>
        )}
        {answer && !answer.ok && (
          <p role="status" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
            {t('notice.formInvalidBody')}
          </p>
        )}
        <Form method="post" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
          <h2 className="text-lg font-semibold text-slate-900">{t('resoApi.create')}</h2>
          <input type="hidden" name="intent" value="create" />
          <label className="block text-sm font-medium text-slate-700">
            {t('resoApi.name')}
            <input
              name="name"
              required
              maxLength={API_CLIENT_NAME_MAX}
              className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-700">
            <input type="checkbox" name="drafts" className="h-4 w-4" />
            {t('resoApi.drafts')}
          </label>
          <button
            type="submit"
            className="rounded-lg bg-brand-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            {t('resoApi.submit')}
          </button>
        </Form>
        {clients.length === 0 ? (
          <p className="text-slate-600">{t('resoApi.empty')}</p>
        ) : (
          <ul className="space-y-3">
            {clients.map((client) => (
              <li
                key={client.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold text-slate-900">{client.name}</p>
                  <p className="font-mono break-all text-slate-600">{client.clientId}</p>
                  <p className="text-slate-600">
                    {t(client.seesDrafts ? 'resoApi.scopeDrafts' : 'resoApi.scopePublic')} ·{' '}
                    {client.revokedAt
                      ? t('resoApi.revokedOn', { date: format.date(client.revokedAt) })
                      : client.lastUsedAt
                        ? t('resoApi.lastUsed', { date: format.date(client.lastUsedAt) })
                        : t('resoApi.neverUsed')}
                  </p>
                </div>
                {!client.revokedAt && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="revoke" />
                    <input type="hidden" name="id" value={client.id} />
                    <button
                      type="submit"
                      aria-label={t('resoApi.revokeLabel', { name: client.name })}
                      className="rounded-lg border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
                    >
                      {t('resoApi.revoke')}
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
