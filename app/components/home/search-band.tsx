import { SearchBar } from '~/components/property/search-bar';
import { useI18n } from '~/i18n/context';

/**
 * The search bar in its own band under a hero: either on a tinted strip with a short heading,
 * or lifted over the hero's lower edge.
 */
export function SearchBand({ id, look }: { id: string; look: 'strip' | 'overlap' }) {
  const { t } = useI18n();
  if (look === 'overlap') {
    return (
      <div className="relative z-10 -mt-16 bg-[linear-gradient(to_bottom,transparent_4rem,white_4rem)]">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 className="sr-only">{t('search.label')}</h2>
          <SearchBar id={id} />
        </div>
      </div>
    );
  }
  return (
    <section aria-labelledby={`${id}-heading`} className="border-y border-slate-200 bg-slate-100">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="mb-4 text-lg font-semibold text-slate-900">
          {t('search.label')}
        </h2>
        <SearchBar id={id} />
      </div>
    </section>
  );
}
