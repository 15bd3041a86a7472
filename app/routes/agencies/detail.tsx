import { redirect } from 'react-router';

import { LICENCE_SLOT, LicenceText } from '~/components/agency/licence-text';
import { JsonLd } from '~/components/content/json-ld';
import { AgentHomes } from '~/components/lister/agent-homes';
import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';
import { requestLanguage } from '~/http/language-cookie.server';
import { notFound } from '~/http/not-found.server';
import { firmJsonLd } from '~/lib/agency-json-ld';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import { pathInLanguage } from '~/lib/language-path';
import { oldFirstPage, pageParam } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { getAgency, listAgencyAgents } from '~/models/agencies/agencies.server';
import { listAgencyHomes } from '~/models/agents.server';

import type { Route } from './+types/detail';

/**
 * An agency's public page (docs/product.md#agencies): its name, logo, licence number, address,
 * phone and website, its agents, and its homes a search would show (never a draft or a hidden
 * one), in the page's language.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const first = oldFirstPage(url, 'page');
  if (first) throw redirect(first, 301);
  const id = parseId(params.id);
  const lang = await requestLanguage(request);
  const agency = id === undefined ? null : await getAgency(context.db, id, lang);
  if (!agency) throw notFound(request, 'error.agencyNotFound');
  const [agents, homes] = await Promise.all([
    listAgencyAgents(context.db, agency.id, lang),
    listAgencyHomes(context.db, agency.id, pageParam(url.searchParams.get('page')) ?? 0),
  ]);
  return {
    agency,
    agents,
    homes,
    url: `${url.origin}${pathInLanguage(lang, `/agencies/${agency.id}`)}`,
    origin: url.origin,
  };
}

export default function AgencyPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { agency, agents, homes, origin } = loaderData;
  const licence = agency.licence ? t('agency.licence', { licence: agency.licence }) : '';
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageMeta
        title={agency.name}
        description={[agency.name, licence].filter(Boolean).join(' · ')}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          ...firmJsonLd(agency, origin),
          employee: agents.map((agent) => ({
            '@type': 'RealEstateAgent',
            name: agent.name,
            url: `${origin}/agents/${agent.id}`,
          })),
        }}
      />
      <section className="flex flex-wrap items-start gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-7">
        {agency.logo && (
          <img
            src={agency.logo}
            alt={t('agency.logoAlt', { name: agency.name })}
            className="h-20 w-auto max-w-40 object-contain"
          />
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold wrap-anywhere text-slate-900 sm:text-3xl">
            {agency.name}
          </h1>
          {agency.licence && (
            <p className="mt-1 text-sm font-medium text-slate-700">
              <LicenceText
                message={t('agency.licence', { licence: LICENCE_SLOT })}
                licence={agency.licence}
              />
            </p>
          )}
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            {agency.address && (
              <>
                <dt className="font-medium text-slate-600">{t('agency.field.address')}</dt>
                <dd className="wrap-anywhere text-slate-900">{agency.address}</dd>
              </>
            )}
            {agency.phone && (
              <>
                <dt className="font-medium text-slate-600">{t('agency.field.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${agency.phone.replace(/[^0-9+]/g, '')}`}
                    className="text-brand-700 hover:underline"
                  >
                    {agency.phone}
                  </a>
                </dd>
              </>
            )}
            {agency.website && (
              <>
                <dt className="font-medium text-slate-600">{t('agency.field.website')}</dt>
                <dd className="wrap-anywhere">
                  <a
                    href={agency.website}
                    rel="nofollow noopener noreferrer"
                    className="text-brand-700 hover:underline"
                  >
                    {agency.website}
                  </a>
                </dd>
              </>
            )}
          </dl>
        </div>
      </section>
      {agents.length > 0 && (
        <section aria-labelledby="agents-title" className="mt-8">
          <h2 id="agents-title" className="text-xl font-bold text-slate-900">
            {t('agency.publicAgents')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {agents.map((agent) => (
              <li
                key={agent.id}
                className="flex items-center gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5"
              >
                <img
                  src={avatarUrl(agent.portrait, 'thumb')}
                  {...artSize('avatar', 'thumb')}
                  alt=""
                  className="size-12 shrink-0 rounded-full bg-slate-100"
                />
                <a
                  href={`/agents/${agent.id}`}
                  className="min-w-0 font-semibold wrap-anywhere text-brand-700 hover:underline"
                >
                  {agent.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mt-8">
        <AgentHomes
          name={agency.name}
          homes={homes}
          base={`/agencies/${agency.id}`}
          title={t('agency.publicHomes', { name: agency.name })}
        />
      </div>
    </div>
  );
}
