import { HydrateLater } from '~/components/hydrate-later';
import { LatestBlogs, PopularProperties, Testimonials } from '~/components/home/below-the-fold';
import { CtaAgentCard } from '~/components/home/cta-banners';
import { HeroSplit, HERO_SPLIT } from '~/components/home/hero-split';
import { HomeMeta } from '~/components/home/home-meta';
import { HomeUnavailable } from '~/components/home/home-unavailable';
import { PropertyTypeChips } from '~/components/home/property-types';
import { SearchBand } from '~/components/home/search-band';
import { averageRating, homeCount } from '~/components/home/stats';

import type { Route } from './+types/home2';
import { loadHome } from './home-data.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** Home 2, "split": text and actions beside a large picture, the search on a strip below. */
export default function Home2({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeMeta image={HERO_SPLIT} />
      <HeroSplit
        stats={home ? { homes: homeCount(home), rating: averageRating(home) } : undefined}
        featured={home?.popularProperties[0]}
      />
      <SearchBand id="home2-search" look="strip" />
      {home ? (
        <HydrateLater>
          <PopularProperties
            id="home2-popular"
            properties={home.popularProperties}
            background="bg-white"
          />
          <PropertyTypeChips id="home2-types" types={home.propertyTypes} />
          <Testimonials
            id="home2-testimonials"
            testimonials={home.testimonials}
            layout="two"
            look="dark"
          />
          <LatestBlogs
            id="home2-blogs"
            blogs={home.latestBlogs}
            layout="list"
            background="bg-slate-50"
            aside={<CtaAgentCard id="home2-cta" />}
          />
        </HydrateLater>
      ) : (
        <HomeUnavailable />
      )}
    </>
  );
}
