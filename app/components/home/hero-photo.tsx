import { SearchBar } from '~/components/property/search-bar';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { artUrl } from '~/lib/art-url';

export const HERO_PHOTO = { src: artUrl('house', 'hero-1', 'full'), ...artSize('house', 'full') };

/** Home 1: a full-width photograph, darkened for the white heading, with the search bar over it. */
export function HeroPhoto({ homeCount }: { homeCount?: number }) {
  const { t, format } = useI18n();
  return (
    <section className="focus-ring-light relative isolate overflow-hidden bg-slate-900">
      <img
        src={HERO_PHOTO.src}
        width={HERO_PHOTO.width}
        height={HERO_PHOTO.height}
        alt=""
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover object-[50%_70%]"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-b from-slate-950/75 via-slate-950/50 to-slate-950/85" />
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-12 sm:px-6 sm:pt-24 lg:px-8 lg:pt-32 lg:pb-20">
        <div className="mx-auto max-w-3xl text-center">
          {homeCount !== undefined && (
            <p className="inline-flex rounded-full bg-white/15 px-4 py-1.5 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur">
              {t('home.heroBadge', { n: format.number(homeCount) })}
            </p>
          )}
          <h1 className="mt-5 text-4xl font-bold tracking-tight text-balance [word-break:auto-phrase] [&:lang(ja)]:[text-wrap:wrap] text-white sm:text-5xl lg:text-6xl">
            {t('home.hero1Title')}
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-100">
            {t('home.hero1Text')}
          </p>
        </div>
        <div className="mx-auto mt-10 max-w-5xl lg:mt-14">
          <SearchBar id="home1-search" />
        </div>
      </div>
    </section>
  );
}
