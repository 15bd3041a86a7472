import { buildAuthor, buildBlog, buildProperty, seededFaker } from '../../app/db/factories';
import { SEEDS } from '../../app/db/property-batches.server';
import { markdownAsShown, propertySearchText } from '../../app/db/search-words';
import { DEFAULT_SEED_COUNTS } from '../../app/db/seed.server';

/**
 * The homes the end-to-end server's fresh database holds, made again from the same seeded
 * generator, so browser tests can check the results they see against an independent computation
 * (the server's database is open in the server process and cannot be read at the same time).
 */
export function seededProperties() {
  const faker = seededFaker(SEEDS.properties);
  return Array.from({ length: DEFAULT_SEED_COUNTS.properties }, (_, index) => {
    const home = buildProperty(faker, index);
    return { id: index + 1, ...home, currency: home.currency!, priceUsd: home.priceUsd! };
  });
}

export type SeededProperty = ReturnType<typeof seededProperties>[number];

/**
 * The search's text (schema.ts `search_text`): the fields a keyword may match. The rule is the
 * one the data is written with; what the test checks is that the database search keeps to it.
 */
export function searchText(p: SeededProperty) {
  return propertySearchText(p);
}

/**
 * The blog posts of a fresh database, made again exactly as `seedBlogs` makes them: the authors
 * first (ids 1..12, from their own generator), then each post from the blogs' generator.
 */
export function seededBlogs() {
  const authors = Array.from({ length: DEFAULT_SEED_COUNTS.authors }, (_, i) => buildAuthor(i));
  const authorIds = authors.map((_, index) => index + 1);
  const faker = seededFaker(SEEDS.blogs);
  return Array.from({ length: DEFAULT_SEED_COUNTS.blogs }, (_, index) => {
    const blog = buildBlog(faker, index, authorIds);
    return {
      id: index + 1,
      ...blog,
      createdAt: blog.createdAt as Date,
      author: authors[blog.authorId - 1]!,
    };
  });
}

export type SeededBlog = ReturnType<typeof seededBlogs>[number];

/**
 * The blog search's texts (schema.ts `blogs.search_text` and `search_text_ja`): title, category,
 * the post as shown, and its Japanese title and post as shown (ADR 0078).
 */
export function blogSearchTexts(b: SeededBlog) {
  return [
    `${b.title} ${b.category} ${markdownAsShown(b.markdown)}`.toLowerCase(),
    b.titleJa ? `${b.titleJa} ${markdownAsShown(b.markdownJa ?? '')}`.toLowerCase() : '',
  ];
}

export type BlogFilter = { category?: string; tag?: string; keywords?: string };

/** The blog list (docs/product.md#blog-list), computed from the generated posts: newest first. */
export function expectedBlogs(all: SeededBlog[], filter: BlogFilter) {
  const lower = (text?: string) => text?.toLowerCase();
  return all
    .filter(
      (b) =>
        (!filter.category || lower(b.category) === lower(filter.category)) &&
        (!filter.tag || b.tags.some((tag) => lower(tag) === lower(filter.tag))) &&
        (!filter.keywords ||
          blogSearchTexts(b).some((text) => text.includes(filter.keywords!.toLowerCase()))),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
