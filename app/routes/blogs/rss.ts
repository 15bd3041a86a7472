import { BLOG_FEED, buildRss } from '~/lib/rss';
import { getFeedPosts } from '~/models/blog-feed.server';

import type { Route } from './+types/rss';

/**
 * The blog's RSS 2.0 feed of the newest posts (docs/product.md#feed), linked from the blog pages'
 * <head>.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const posts = await getFeedPosts(context.db);
  const xml = buildRss({
    title: BLOG_FEED.title,
    link: `${origin}/blogs`,
    self: origin + BLOG_FEED.path,
    description: 'Notes on buying, selling, renting and living well, from Roofline.',
    // The feed is in English whatever the interface language (docs/product.md#feed).
    language: 'en',
    items: posts.map((post) => ({
      title: post.title,
      link: `${origin}/blog/${post.id}`,
      description: post.excerpt,
      category: post.category,
      author: `${post.firstName} ${post.lastName}`,
      pubDate: post.createdAt,
    })),
  });
  return new Response(xml, {
    headers: {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=300',
      // Its links name the site by the request's host (unless PUBLIC_ORIGIN is set), which a
      // trusted proxy gives in these: a shared cache must not hand one host's feed to another.
      Vary: 'X-Forwarded-Host, X-Forwarded-Proto',
    },
  });
}
