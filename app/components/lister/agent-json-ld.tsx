import { JsonLd } from '~/components/content/json-ld';
import { firmJsonLd } from '~/lib/agency-json-ld';
import { avatarUrl } from '~/lib/art-url';

import type { ListerSummary } from './lister-card';

/**
 * schema.org RealEstateAgent (https://schema.org/RealEstateAgent) for the lister's page: an
 * agent with their agency as the organisation they work for, or an owner on their own.
 */
export function agentJsonLd({
  agent,
  url,
  origin,
  description,
}: {
  agent: ListerSummary & { areas: string[] };
  url: string;
  origin: string;
  description: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': url,
    url,
    name: agent.name,
    description,
    image: `${origin}${avatarUrl(agent.portrait ?? agent.name, 'full')}`,
    ...(agent.phone && { telephone: agent.phone }),
    ...(agent.agency && {
      parentOrganization:
        agent.agencyId != null
          ? firmJsonLd(
              {
                id: agent.agencyId,
                name: agent.agency,
                licence: agent.agencyLicence,
                phone: agent.agencyPhone,
                logo: agent.agencyLogo,
              },
              origin,
            )
          : { '@type': 'Organization', name: agent.agency },
    }),
    knowsLanguage: agent.languages,
    areaServed: agent.areas.map((area) => ({ '@type': 'Place', name: area })),
  };
}

export function AgentJsonLd(props: Parameters<typeof agentJsonLd>[0]) {
  return <JsonLd data={agentJsonLd(props)} />;
}
