import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';

import { SectionHeading } from './section-heading';
import { TypeIcon, typeHref } from './type-icon';
import type { HomeTypeCount } from './types';
import { Reveal } from './reveal';
import { typeLabel } from '~/lib/catalog-labels';

/** "52 homes"; nothing when the count is unknown (the home data failed to load). */
export function useTypeCount() {
  const { t, format } = useI18n();
  return (count?: number) =>
    count === undefined ? '' : t('home.typeCount', { n: format.number(count) });
}

/** The property types with the number of homes of each, as icon tiles (home 1). */
export function PropertyTypeTiles({ id, types }: { id: string; types: HomeTypeCount[] }) {
  const { t } = useI18n();
  const countText = useTypeCount();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <Reveal className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8`}>
        <SectionHeading
          id={`${id}-heading`}
          eyebrow={t('home.typesEyebrow')}
          title={t('home.typesTitle')}
          text={t('home.typesText')}
          align="center"
        />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
          {types.map((type) => (
            <li key={type.name}>
              <Link
                to={typeHref(type.name)}
                prefetch="intent"
                className="group flex h-full flex-col items-center rounded-2xl border border-slate-200 bg-white p-5 text-center transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-lg sm:p-7"
              >
                <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 transition-colors group-hover:bg-brand-600 group-hover:text-white">
                  <TypeIcon type={type.name} className="size-7" />
                </span>
                <span className="mt-4 font-semibold text-slate-900">{typeLabel(t, type.name)}</span>
                <span className="mt-1 text-sm text-slate-600">{countText(type.count)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Reveal>
    </section>
  );
}

/** The property types as a row of pills with counts (home 2). */
export function PropertyTypeChips({ id, types }: { id: string; types: HomeTypeCount[] }) {
  const { t } = useI18n();
  const countText = useTypeCount();
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-white">
      <Reveal className={`mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8`}>
        <div className="rounded-3xl bg-brand-50 px-6 py-10 sm:px-10 lg:flex lg:items-center lg:gap-12">
          <div className="lg:w-1/3">
            <h2 id={`${id}-heading`} className="text-2xl font-bold text-slate-900 sm:text-3xl">
              {t('home.typesTitle')}
            </h2>
            <p className="mt-3 text-slate-600">{t('home.typesText')}</p>
          </div>
          <ul className="mt-6 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:gap-3 lg:mt-0 lg:flex-1">
            {types.map((type) => (
              <li key={type.name}>
                <Link
                  to={typeHref(type.name)}
                  prefetch="intent"
                  className="flex h-full items-center gap-2 rounded-xl bg-white py-2 pr-2 pl-3 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-900/5 transition hover:text-brand-700 hover:ring-brand-500 sm:rounded-full"
                >
                  <TypeIcon type={type.name} className="size-5 shrink-0 text-brand-600" />
                  <span className="flex flex-col sm:flex-row sm:items-center sm:gap-2">
                    {typeLabel(t, type.name)}
                    <span className="text-xs font-medium text-slate-600 sm:rounded-full sm:bg-slate-100 sm:px-2.5 sm:py-0.5 sm:text-slate-700">
                      {countText(type.count)}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Reveal>
    </section>
  );
}

/** Category shortcuts under the search (home 4's hero); counts when they are known. */
export function PropertyTypeShortcuts({
  id,
  types,
}: {
  id: string;
  types: { name: string; count?: number }[];
}) {
  const { t } = useI18n();
  const countText = useTypeCount();
  return (
    <nav aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-center text-sm font-semibold text-slate-700">
        {t('home.shortcutsTitle')}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
        {types.map((type) => (
          <li key={type.name}>
            <Link
              to={typeHref(type.name)}
              prefetch="intent"
              className="group flex h-full items-center gap-3 rounded-xl bg-white/80 p-3 ring-1 ring-slate-900/10 backdrop-blur transition hover:bg-white hover:ring-brand-500 lg:flex-col lg:gap-2 lg:py-4 lg:text-center"
            >
              <TypeIcon type={type.name} className="size-6 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {typeLabel(t, type.name)}
                </span>
                {type.count !== undefined && (
                  <span className="block text-xs text-slate-600">{countText(type.count)}</span>
                )}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
