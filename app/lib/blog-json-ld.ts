/** What the post page knows of a post, for its structured data. */
export type PostForJsonLd = {
  title: string;
  category: string;
  photo: string;
  createdAt: Date | string;
  author: { name: string };
  tags: string[];
  commentCount: number;
};

/** schema.org BlogPosting (https://schema.org/BlogPosting) for search engines; URLs absolute. */
export function blogPostingJsonLd({
  post,
  url,
  origin,
  description,
  lang = 'en',
}: {
  post: PostForJsonLd;
  url: string;
  origin: string;
  description: string;
  /** The page's language: a Japanese page's post is in Japanese. */
  lang?: string;
}) {
  const published = new Date(post.createdAt).toISOString();
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: [origin + post.photo],
    datePublished: published,
    dateModified: published,
    author: { '@type': 'Person', name: post.author.name },
    publisher: {
      '@type': 'Organization',
      name: 'Roofline',
      url: origin,
      logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` },
    },
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: lang,
    commentCount: post.commentCount,
  };
}
