import { HydrateLater } from '~/components/hydrate-later';
import { LatestBlogs, PopularProperties, Testimonials } from '~/components/home/below-the-fold';
import { CtaCentered } from '~/components/home/cta-banners';
import { HeroLocations, HERO_LOCATIONS } from '~/components/home/hero-locations';
import { HomeMeta } from '~/components/home/home-meta';
import { HomeUnavailable } from '~/components/home/home-unavailable';
import { PropertyTypeBars } from '~/components/home/property-types-visual';
import { SearchBand } from '~/components/home/search-band';

import type { Route } from './+types/home5';
import { loadHome } from './home-data.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** Home 5, "places": the locations lead as picture tiles, the search lifted over their edge. */
export default function Home5({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeMeta image={HERO_LOCATIONS} />
      <HeroLocations />
      <SearchBand id="home5-search" look="overlap" />
      {home ? (
        <HydrateLater>
          <PropertyTypeBars id="home5-types" types={home.propertyTypes} />
          <PopularProperties id="home5-popular" properties={home.popularProperties} />
          <Testimonials
            id="home5-testimonials"
            testimonials={home.testimonials}
            layout="one"
            look="white"
          />
          <LatestBlogs
            id="home5-blogs"
            blogs={home.latestBlogs}
            layout="list"
            background="bg-slate-50"
          />
          <CtaCentered id="home5-cta" />
        </HydrateLater>
      ) : (
        <HomeUnavailable />
      )}
    </>
  );
}
