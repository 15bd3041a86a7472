import { notFound } from '~/http/not-found.server';
import { parsePartFile } from '~/lib/sitemap';
import { sitemapPartXml } from '~/models/sitemap.server';

import type { Route } from './+types/sitemap-part';
import { SITEMAP_HEADERS } from './sitemap';

/**
 * One part of the sitemap (docs/product.md#the-sitemap, ADR 0066), streamed as its rows are
 * read: the site's pages and listers, or a range of homes or posts, each page in both languages.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const part = parsePartFile(params.file);
  if (!part) throw notFound(request);
  const source = sitemapPartXml(context.db, new URL(request.url).origin, part);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await source.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await source.return(undefined);
    },
  });
  return new Response(body, { headers: SITEMAP_HEADERS });
}
