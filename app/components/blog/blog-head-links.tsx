import { BLOG_FEED } from '~/lib/rss';

/**
 * The blog's RSS feed, a link React 19 hoists into <head> (the canonical address is PageMeta's).
 */
export function BlogHeadLinks() {
  return (
    <link
      rel="alternate"
      type="application/rss+xml"
      title={BLOG_FEED.title}
      href={BLOG_FEED.path}
    />
  );
}
