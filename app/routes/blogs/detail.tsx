import { data, isRouteErrorResponse, redirect } from 'react-router';

import { BlogHeadLinks } from '~/components/blog/blog-head-links';
import { BlogSidebar } from '~/components/blog/blog-sidebar';
import { optionalPart } from '~/lib/optional-part';
import { CommentForm } from '~/components/blog/comment-form';
import { CommentList } from '~/components/blog/comment-list';
import { CommentOutcome, type CommentResult } from '~/components/blog/comment-outcome';
import { PostArticle } from '~/components/blog/post-article';
import { PostHead } from '~/components/blog/post-head';
import { PageMeta } from '~/components/page-meta';
import { useI18n } from '~/i18n/context';
import { blogPostingJsonLd } from '~/lib/blog-json-ld';
import { commentSchema } from '~/lib/forms/comment';
import { readForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { pathInLanguage } from '~/lib/language-path';
import { htmlToPlainText, renderMarkdown } from '~/models/markdown.server';
import { notFound } from '~/http/not-found.server';
import { ogCardImage } from '~/lib/og-card';
import { oldFirstPage, pageParam, pageValue } from '~/lib/pagination';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { getBlog, getBlogs } from '~/models/blogs.server';
import { createComment } from '~/models/comments.server';

import type { Route } from './+types/detail';

/** The query parameter of the page of comments shown (zero-based; without it, the newest). */
const COMMENTS_PARAM = 'comments';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  // An old zero-based ?comments=0 is the first page (docs/product.md#pagination).
  const first = oldFirstPage(new URL(request.url), COMMENTS_PARAM, { keep: true });
  if (first) throw redirect(first, 301);
  const id = parseId(params.id);
  if (id === undefined) throw notFound(request, 'error.blogNotFound');
  // The sidebar's groups, tags and recent posts come with the list's first page: one definition.
  const lang = await requestLanguage(request);
  const commentPage = pageParam(new URL(request.url).searchParams.get(COMMENTS_PARAM));
  const [post, list] = await Promise.all([
    getBlog(context.db, id, commentPage, lang),
    // The sidebar is a part the post can do without (ADR 0098).
    optionalPart("The blog post's sidebar", getBlogs(context.db, { page: 0, reset: false }, lang), {
      blogs: [],
      total: 0,
      pageCount: 0,
      blogsGroup: [],
      recentPosts: [],
      tags: [],
    }),
  ]);
  if (!post) throw notFound(request, 'error.blogNotFound');
  const { markdown, comments, ...rest } = post;
  const origin = new URL(request.url).origin;
  return {
    post: rest,
    comments,
    // Rendered here so that no markdown library ships to the browser (ADR 0008).
    bodyHtml: renderMarkdown(markdown, { lang: await requestLanguage(request) }),
    description: htmlToPlainText(renderMarkdown(post.excerpt)),
    sidebar: { blogsGroup: list.blogsGroup, recentPosts: list.recentPosts, tags: list.tags },
    origin,
    // The post's address in the page's language (ADR 0065).
    url: `${origin}${pathInLanguage(await requestLanguage(request), `/blog/${post.id}`)}`,
  };
}

/** A 429 keeps its Retry-After on the page it renders. */
export const headers = keepRetryAfter;

/**
 * Creates a comment (docs/product.md#reviews-and-comments): rate-limited, validated here as the
 * authority, stored.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = parseId(params.id);
  if (id === undefined) throw notFound(request, 'error.blogNotFound');
  const read = await readForm({ request, context }, { schema: commentSchema, form: 'comment' });
  if (!read.ok) return read.answer;
  const { name, email, message } = read.value;
  const comment = await createComment(context.db, id, { name, email, message });
  if (!comment) throw notFound(request, 'error.blogNotFound');
  const held = comment.status === 'held';
  return { result: read.submission.reply({ resetForm: true }), ok: true, held };
}

/**
 * A post that never reaches the server (offline, dropped connection) becomes an answer the form
 * can show, keeping what was typed; its status stops the page's data being reloaded.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await serverAction();
  } catch (error) {
    if (isRouteErrorResponse(error)) throw error;
    return data({ ok: false, failed: true }, { status: 503 });
  }
}

export default function BlogPostPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format, lang } = useI18n();
  const { post, comments, bodyHtml, description, sidebar, origin, url } = loaderData;
  const answer = actionData as CommentResult | undefined;
  const count = t('blog.commentCount', { n: format.number(comments.total) });
  return (
    // Keyed by id: moving to another post starts its form afresh.
    <div
      key={post.id}
      className="mx-auto grid max-w-7xl gap-10 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[1fr_20rem] lg:px-8"
    >
      <PageMeta
        title={post.title}
        description={description}
        path={`/blog/${post.id}`}
        type="article"
        image={ogCardImage('blog', post.id, [post.title, post.category, post.photo])}
      />
      <BlogHeadLinks />
      <PostHead
        publishedTime={new Date(post.createdAt).toISOString()}
        jsonLd={blogPostingJsonLd({
          post: { ...post, commentCount: comments.total },
          url,
          origin,
          description,
          lang,
        })}
      />
      <div className="flex min-w-0 flex-col gap-10">
        <PostArticle post={post} bodyHtml={bodyHtml} />
        <section
          id="comments"
          aria-labelledby="comments-title"
          className="scroll-mt-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-8"
        >
          <h2 id="comments-title" className="text-xl font-bold text-slate-900">
            {t('blog.comments')}{' '}
            <span className="text-base font-medium text-slate-600" data-testid="comment-count">
              ({count})
            </span>
          </h2>
          <div className="mt-5">
            <CommentList
              comments={comments}
              hrefFor={(page) => `/blog/${post.id}?${COMMENTS_PARAM}=${pageValue(page)}#comments`}
            />
          </div>
          <div className="mt-6 border-t border-slate-200 pt-6">
            <h3 id="leave-comment" className="text-lg font-bold text-slate-900">
              {t('blog.leaveComment')}
            </h3>
            {answer && <CommentOutcome answer={answer} />}
            <div className="mt-4">
              <CommentForm blogId={post.id} lastResult={answer} />
            </div>
          </div>
        </section>
      </div>
      <BlogSidebar data={sidebar} />
    </div>
  );
}
