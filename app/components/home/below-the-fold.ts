import { deferredComponent } from '~/lib/deferred-component';

/*
 * The home pages' sections below the first screen, each left out of the page's first-load
 * JavaScript (ADR 0011): their code arrives while the page hydrates, and the server's HTML stands
 * meanwhile (every page renders them inside HydrateLater, whose boundaries keep it).
 */

export const Testimonials = deferredComponent(() =>
  import('./testimonials').then((module) => module.Testimonials),
);

export const PopularProperties = deferredComponent(() =>
  import('./popular-properties').then((module) => module.PopularProperties),
);

export const LatestBlogs = deferredComponent(() =>
  import('./latest-blogs').then((module) => module.LatestBlogs),
);
