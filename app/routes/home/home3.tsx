import { HydrateLater } from '~/components/hydrate-later';
import { LatestBlogs, PopularProperties, Testimonials } from '~/components/home/below-the-fold';
import { CtaNewsletter } from '~/components/home/cta-cards';
import { HeroFeatured, HERO_FEATURED } from '~/components/home/hero-featured';
import { HomeMeta } from '~/components/home/home-meta';
import { HomeUnavailable } from '~/components/home/home-unavailable';
import { PropertyTypePhotos } from '~/components/home/property-types-visual';
import { SearchBand } from '~/components/home/search-band';

import type { Route } from './+types/home3';
import { loadHome } from './home-data.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** Home 3, "showcase": the popular homes as a carousel of large pictures leads the page. */
export default function Home3({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeMeta image={HERO_FEATURED} />
      <HeroFeatured properties={home?.popularProperties} />
      <SearchBand id="home3-search" look="strip" />
      {home ? (
        <HydrateLater>
          <PropertyTypePhotos id="home3-types" types={home.propertyTypes} />
          <PopularProperties
            id="home3-popular"
            properties={home.popularProperties}
            align="center"
          />
          <Testimonials
            id="home3-testimonials"
            testimonials={home.testimonials}
            layout="two"
            look="tinted"
          />
          <LatestBlogs id="home3-blogs" blogs={home.latestBlogs} layout="feature" />
          <CtaNewsletter id="home3-cta" />
        </HydrateLater>
      ) : (
        <HomeUnavailable />
      )}
    </>
  );
}
