import { sitemapIndex } from '~/lib/sitemap';
import { sitemapParts } from '~/models/sitemap.server';

import type { Route } from './+types/sitemap';

/** XML for crawlers; its addresses name the request's host unless PUBLIC_ORIGIN is set (as the feed). */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
  Vary: 'X-Forwarded-Host, X-Forwarded-Proto',
};

/** The sitemap index (docs/product.md#the-sitemap): the part of pages, then homes and posts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return new Response(sitemapIndex(origin, await sitemapParts(context.db)), {
    headers: SITEMAP_HEADERS,
  });
}
