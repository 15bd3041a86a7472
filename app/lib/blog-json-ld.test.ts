import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from '~/lib/json-ld';

import { blogPostingJsonLd } from './blog-json-ld';

const post = {
  title: 'Tips </script><script>alert(1)</script>',
  category: 'Life Style',
  photo: '/art/v1/blog/full/3.svg',
  createdAt: new Date('2026-03-04T05:06:07Z'),
  author: { name: 'Ann Lee' },
  tags: ['Buying', 'Design'],
  commentCount: 2,
};

describe('blogPostingJsonLd', () => {
  const data = blogPostingJsonLd({
    post,
    url: 'https://x.example/blog/3',
    origin: 'https://x.example',
    description: 'An excerpt.',
  });

  it('describes the post with absolute URLs', () => {
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: 'An excerpt.',
      url: 'https://x.example/blog/3',
      mainEntityOfPage: { '@id': 'https://x.example/blog/3' },
      image: ['https://x.example/art/v1/blog/full/3.svg'],
      datePublished: '2026-03-04T05:06:07.000Z',
      author: { '@type': 'Person', name: 'Ann Lee' },
      publisher: { '@type': 'Organization', name: 'Roofline' },
      articleSection: 'Life Style',
      keywords: 'Buying, Design',
      commentCount: 2,
      inLanguage: 'en',
    });
    const japanese = blogPostingJsonLd({
      post,
      url: 'https://x.example/ja/blog/3',
      origin: 'https://x.example',
      description: '抜粋。',
      lang: 'ja',
    });
    expect(japanese.inLanguage).toBe('ja');
  });

  it('serializes without anything that could close its script element', () => {
    const json = serializeJsonLd(data);
    expect(json).not.toContain('<');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(data);
  });
});
