import { HydrateLater } from '~/components/hydrate-later';
import { LatestBlogs, PopularProperties, Testimonials } from '~/components/home/below-the-fold';
import { CtaSplit } from '~/components/home/cta-cards';
import { HeroSearch } from '~/components/home/hero-search';
import { HERO_PHOTO } from '~/components/home/hero-photo';
import { HomeMeta } from '~/components/home/home-meta';
import { HomeUnavailable } from '~/components/home/home-unavailable';
import { PROPERTY_TYPES } from '~/lib/catalog';

import type { Route } from './+types/home4';
import { loadHome } from './home-data.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** Home 4, "search first": the search bar leads, with type shortcuts (and their counts) under it. */
export default function Home4({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeMeta image={HERO_PHOTO} />
      <HeroSearch types={home?.propertyTypes ?? PROPERTY_TYPES.map((name) => ({ name }))} />
      {home ? (
        <HydrateLater>
          <PopularProperties
            id="home4-popular"
            properties={home.popularProperties}
            background="bg-white"
          />
          <Testimonials id="home4-testimonials" testimonials={home.testimonials} look="brand" />
          <LatestBlogs id="home4-blogs" blogs={home.latestBlogs} />
          <CtaSplit id="home4-cta" />
        </HydrateLater>
      ) : (
        <HomeUnavailable />
      )}
    </>
  );
}
