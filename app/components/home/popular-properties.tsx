import { Link } from 'react-router';

import { PropertyCard } from '~/components/property/property-card';
import type { PropertyCardData } from '~/lib/property-card';
import { useI18n } from '~/i18n/context';

import { Arrow, SectionHeading } from './section-heading';
import { Reveal } from './reveal';

/** The six most reviewed homes (docs/product.md#home-pages, "popular homes") as cards. */
export function PopularProperties({
  id,
  properties,
  background = 'bg-slate-50',
  align = 'start',
}: {
  id: string;
  properties: PropertyCardData[];
  background?: string;
  align?: 'start' | 'center';
}) {
  const { t } = useI18n();
  const seeAll = (
    <Link
      to="/properties"
      prefetch="intent"
      className="group inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-900"
    >
      {t('home.browseAll')}
      <Arrow />
    </Link>
  );
  return (
    <section aria-labelledby={`${id}-heading`} className={background}>
      <Reveal className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8`}>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t('home.popularEyebrow')}
          title={t('home.popularTitle')}
          text={t('home.popularText')}
          align={align}
        >
          {align === 'start' && seeAll}
        </SectionHeading>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {properties.map((property) => (
            <li key={property.id} className="flex [&>article]:flex-1">
              <PropertyCard property={property} />
            </li>
          ))}
        </ul>
        {align === 'center' && <div className="mt-10 text-center">{seeAll}</div>}
      </Reveal>
    </section>
  );
}
