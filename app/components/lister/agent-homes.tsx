import { Pagination } from '~/components/pagination';
import { PropertyCard } from '~/components/property/property-card';
import { useI18n } from '~/i18n/context';
import { PROPERTIES_PER_PAGE } from '~/lib/catalog';
import { pageValue } from '~/lib/pagination';
import type { AgentHomesPage } from '~/models/agents.server';

/**
 * The lister's homes a search would show, as the site's cards, six a page; or an agency's
 * (`base` is the page they are on, `title` its heading).
 */
export function AgentHomes({
  agentId,
  name,
  homes,
  base = `/agents/${agentId}`,
  title,
}: {
  agentId?: number;
  name: string;
  homes: AgentHomesPage;
  base?: string;
  title?: string;
}) {
  const { t, format } = useI18n();
  const first = homes.page * PROPERTIES_PER_PAGE + 1;
  const last = Math.min(homes.total, first + homes.properties.length - 1);
  const hrefFor = (page: number) =>
    page > 0 ? `${base}?page=${pageValue(page)}#homes` : `${base}#homes`;
  return (
    <section id="homes" aria-labelledby="homes-title" className="scroll-mt-24">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="homes-title" className="text-xl font-bold text-slate-900">
          {title ?? t('lister.homesTitle', { name })}
        </h2>
        {homes.total > 0 && (
          <p className="text-sm text-slate-600">
            {t('lister.homesCount', { first, last, total: format.number(homes.total) })}
          </p>
        )}
      </div>
      {homes.properties.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('lister.noHomes')}
        </p>
      ) : (
        <>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {homes.properties.map((property, index) => (
              <li key={property.id}>
                <PropertyCard property={property} priority={index < 2} />
              </li>
            ))}
          </ul>
          <Pagination page={homes.page} pageCount={homes.pageCount} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}
