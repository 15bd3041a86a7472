import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { authors, blogs, blogTags, tags } from '~/db/schema';
import { BLOG_CATEGORIES, BLOGS_PER_PAGE, RECENT_POSTS_COUNT } from '~/lib/catalog';
import type { BlogQuery } from '~/lib/query';
import type { Language } from '~/i18n/i18n';

import { listComments } from './comments.server';
import { containsPattern, shownIn } from './sql-helpers.server';

/** Who wrote a post, named as the page's language writes them (docs/product.md#generated-people-and-firms). */
function authorIn(lang: Language) {
  return {
    id: authors.id,
    name: shownIn(lang, sql`${authors.firstName} || ' ' || ${authors.lastName}`, authors.nameJa),
    photo: authors.photo,
  };
}

function listColumns(lang: Language) {
  return {
    id: blogs.id,
    title: shownIn(lang, blogs.title, blogs.titleJa),
    thumbnail: blogs.thumbnail,
    category: blogs.category,
    excerpt: shownIn(lang, blogs.excerpt, blogs.excerptJa),
    createdAt: blogs.createdAt,
    author: authorIn(lang),
  };
}

export type BlogListItem = {
  id: number;
  title: string;
  thumbnail: string;
  category: string;
  excerpt: string;
  createdAt: Date;
  author: { id: number; name: string; photo: string };
};
export type RecentPost = { id: number; title: string; thumbnail: string; createdAt: Date };
export type BlogGroup = { name: string; numberOfBlogs: number };

function hasTag(tag: string) {
  return exists(
    sql`(select 1 from ${blogTags} join ${tags} on ${tags.id} = ${blogTags.tagId}
         where ${blogTags.blogId} = ${blogs.id} and lower(${tags.name}) = ${tag.toLowerCase()})`,
  );
}

export function blogFilter(query: Pick<BlogQuery, 'category' | 'tag' | 'keywords'>) {
  const conditions: (SQL | undefined)[] = [
    query.category && query.category.toLowerCase() !== 'all'
      ? sql`lower(${blogs.category}) = ${query.category.toLowerCase()}`
      : undefined,
    query.tag ? hasTag(query.tag) : undefined,
    // The post as either language shows it (ADR 0078).
    query.keywords
      ? sql`(${blogs.searchText} like ${containsPattern(query.keywords)} or ${blogs.searchTextJa} like ${containsPattern(query.keywords)})`
      : undefined,
  ];
  return and(...conditions.filter(Boolean));
}

/**
 * The blog list (docs/product.md#blog-list): the page of posts with the total, and the sidebar's
 * data (every tag in use, the 'All' group plus one per category with its count, the 4 newest
 * posts).
 */
export async function getBlogs(db: Database, query: BlogQuery, lang: Language = 'en') {
  const where = blogFilter(query);
  const all = query.page === -1;
  // Three statements, not five (ADR 0124): the page's posts carry the number of matches, and the
  // sidebar's tags and post counts come together. On the embedded database each statement costs
  // about half a millisecond of the server's CPU before it does anything.
  const [found, sidebar, recentPosts] = await Promise.all([
    db
      .select({ ...listColumns(lang), matches: sql<number>`count(*) over ()::int` })
      .from(blogs)
      .innerJoin(authors, eq(authors.id, blogs.authorId))
      .where(where)
      .orderBy(desc(blogs.createdAt), desc(blogs.id))
      .limit(all ? Number.MAX_SAFE_INTEGER : BLOGS_PER_PAGE)
      .offset(all ? 0 : Math.max(0, query.page) * BLOGS_PER_PAGE),
    db.execute(sql`select
      (select coalesce(json_agg(name order by name), '[]') from (select distinct ${tags.name} as name
        from ${tags} join ${blogTags} on ${blogTags.tagId} = ${tags.id}) named) as tags,
      (select coalesce(json_agg(json_build_object('name', category, 'count', posts)), '[]')
        from (select ${blogs.category} as category, count(*)::int as posts from ${blogs}
        group by ${blogs.category}) grouped) as groups`) as unknown as Promise<{
      rows: { tags: string[] | string; groups: { name: string; count: number }[] | string }[];
    }>,
    getRecentPosts(db, RECENT_POSTS_COUNT, lang),
  ]);
  // A page past the last one has no rows to carry the count: it is counted on its own.
  const total =
    found[0]?.matches ??
    (found.length === 0 && query.page > 0
      ? ((
          await db
            .select({ total: sql<number>`count(*)::int` })
            .from(blogs)
            .where(where)
        )[0]?.total ?? 0)
      : 0);
  const rows = found.map(({ matches: _matches, ...row }) => row);
  const { tags: tagNames, groups } = sidebar.rows[0]!;
  const groupRows = (typeof groups === 'string' ? JSON.parse(groups) : groups) as {
    name: string;
    count: number;
  }[];
  const groupCount = (name: string) => groupRows.find((row) => row.name === name)?.count ?? 0;
  const blogsGroup: BlogGroup[] = [
    { name: 'All', numberOfBlogs: groupRows.reduce((sum, row) => sum + row.count, 0) },
    ...BLOG_CATEGORIES.map((name) => ({ name, numberOfBlogs: groupCount(name) })),
  ];
  return {
    blogs: rows as BlogListItem[],
    total,
    pageCount: Math.ceil(total / BLOGS_PER_PAGE),
    tags: (typeof tagNames === 'string' ? JSON.parse(tagNames) : tagNames) as string[],
    blogsGroup,
    recentPosts,
  };
}

/** "Recent Posts" are the 4 newest posts (docs/product.md#sidebar). */
export function getRecentPosts(
  db: Database,
  limit = RECENT_POSTS_COUNT,
  lang: Language = 'en',
): Promise<RecentPost[]> {
  return db
    .select({
      id: blogs.id,
      title: shownIn(lang, blogs.title, blogs.titleJa),
      thumbnail: blogs.thumbnail,
      createdAt: blogs.createdAt,
    })
    .from(blogs)
    .orderBy(desc(blogs.createdAt), desc(blogs.id))
    .limit(limit);
}

/**
 * One blog post (docs/product.md#post): the post, its tags and a page of its comments
 * (`commentPage`; without it, the newest); null when there is none ('Blog not found').
 */
export async function getBlog(
  db: Database,
  id: number,
  commentPage?: number,
  lang: Language = 'en',
) {
  const [row] = await db
    .select({
      id: blogs.id,
      title: shownIn(lang, blogs.title, blogs.titleJa),
      category: blogs.category,
      photo: blogs.photo,
      thumbnail: blogs.thumbnail,
      markdown: shownIn(lang, blogs.markdown, blogs.markdownJa),
      excerpt: shownIn(lang, blogs.excerpt, blogs.excerptJa),
      createdAt: blogs.createdAt,
      author: authorIn(lang),
    })
    .from(blogs)
    .innerJoin(authors, eq(authors.id, blogs.authorId))
    .where(eq(blogs.id, id));
  if (!row) return null;
  const [tagRows, commentRows] = await Promise.all([
    db
      .select({ name: tags.name })
      .from(blogTags)
      .innerJoin(tags, eq(tags.id, blogTags.tagId))
      .where(eq(blogTags.blogId, id))
      .orderBy(asc(tags.name)),
    listComments(db, id, commentPage),
  ]);
  return { ...row, tags: tagRows.map((tag) => tag.name), comments: commentRows };
}
