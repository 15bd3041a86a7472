import type { ReactNode } from 'react';

import { Pagination } from '~/components/pagination';
import { ReportLink } from '~/components/report-link';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import type { ListPage } from '~/lib/pagination';

const AVATAR = artSize('avatar', 'thumb');

type Post = { id: number; name: string; createdAt: Date | string };

/**
 * A page of a thread's posts, a home's reviews or a blog post's comments, oldest first (a new one
 * is appended), with the pages around it; never the email (docs/product.md#reviews-and-comments,
 * models/threads.server.ts). Each post: its writer's picture, name and date, a link to report it,
 * what is its kind's own (`above`: a review's stars) and its text.
 */
export function ThreadPosts<Item extends Post>({
  kind,
  posts,
  textOf,
  above,
  hrefFor,
  className = '',
}: {
  kind: 'review' | 'comment';
  posts: ListPage<Item>;
  textOf: (post: Item) => string;
  above?: (post: Item) => ReactNode;
  hrefFor: (page: number) => string;
  className?: string;
}) {
  const { t, format } = useI18n();
  return (
    <>
      {posts.items.length > 0 && (
        <ol className={`divide-y divide-slate-100 ${className}`} data-testid={`${kind}s`}>
          {posts.items.map((written) => {
            // A closed account's posts stay, signed by nobody (docs/product.md#accounts).
            const post = { ...written, name: written.name || t('accounts.formerMember') };
            return (
              <li key={post.id} className="flex gap-4 overflow-hidden py-5 first:pt-0">
                <img
                  src={avatarUrl(post.name)}
                  width={AVATAR.width}
                  height={AVATAR.height}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="size-12 shrink-0 rounded-full bg-slate-100"
                />
                <article className="min-w-0 flex-1">
                  <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
                    <h3 className="max-w-full min-w-0 font-semibold wrap-anywhere text-slate-900">
                      {post.name}
                    </h3>
                    <time
                      dateTime={new Date(post.createdAt).toISOString()}
                      className="text-sm text-slate-600"
                    >
                      {format.date(post.createdAt)}
                    </time>
                    <span className="ms-auto">
                      <ReportLink
                        kind={kind}
                        id={post.id}
                        label={t(`report.${kind}Label`, { name: post.name })}
                        anchor={`${kind}s`}
                      />
                    </span>
                  </header>
                  {above && <div className="mt-1">{above(post)}</div>}
                  {/* Visitor text: React escapes it; it is never parsed as HTML. */}
                  <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                    {textOf(post)}
                  </p>
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <Pagination page={posts.page} pageCount={posts.pageCount} hrefFor={hrefFor} />
    </>
  );
}
