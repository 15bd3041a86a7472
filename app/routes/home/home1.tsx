import { HydrateLater } from '~/components/hydrate-later';
import { LatestBlogs, PopularProperties, Testimonials } from '~/components/home/below-the-fold';
import { CtaBand } from '~/components/home/cta-banners';
import { HeroPhoto, HERO_PHOTO } from '~/components/home/hero-photo';
import { HomeMeta } from '~/components/home/home-meta';
import { HomeUnavailable } from '~/components/home/home-unavailable';
import { homeCount } from '~/components/home/stats';
import { PropertyTypeTiles } from '~/components/home/property-types';

import type { Route } from './+types/home1';
import { loadHome } from './home-data.server';

export function loader({ request, context }: Route.LoaderArgs) {
  return loadHome(request, context);
}

/** Home 1, "classic": a full-width photo with the search over it, then the sections in turn. */
export default function Home1({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  return (
    <>
      <HomeMeta image={HERO_PHOTO} />
      <HeroPhoto homeCount={home ? homeCount(home) : undefined} />
      {home ? (
        <HydrateLater>
          <PropertyTypeTiles id="home1-types" types={home.propertyTypes} />
          <PopularProperties id="home1-popular" properties={home.popularProperties} />
          <Testimonials id="home1-testimonials" testimonials={home.testimonials} />
          <LatestBlogs id="home1-blogs" blogs={home.latestBlogs} background="bg-slate-50" />
          <CtaBand id="home1-cta" />
        </HydrateLater>
      ) : (
        <HomeUnavailable />
      )}
    </>
  );
}
