import { BLOG_FEED } from '~/lib/rss';

/** Links React 19 hoists into <head>: the blog's RSS feed, and the page's canonical address. */
export function BlogHeadLinks({ canonical }: { canonical: string }) {
  return (
    <>
      <link rel="canonical" href={canonical} />
      <link
        rel="alternate"
        type="application/rss+xml"
        title={BLOG_FEED.title}
        href={BLOG_FEED.path}
      />
    </>
  );
}
