import { ThreadPosts } from '~/components/thread/thread-posts';
import { useI18n } from '~/i18n/context';
import type { ListPage } from '~/lib/pagination';
import type { PublicComment } from '~/models/comments.server';

/**
 * A page of a post's comments, oldest first (a new one is appended), with the pages around it;
 * never the email (docs/product.md#reviews-and-comments).
 */
export function CommentList({
  comments,
  hrefFor,
}: {
  comments: ListPage<PublicComment>;
  hrefFor: (page: number) => string;
}) {
  const { t } = useI18n();
  if (comments.items.length === 0) {
    return (
      <p className="rounded-xl bg-slate-50 p-4 text-sm text-slate-600">{t('blog.noComments')}</p>
    );
  }
  return (
    <ThreadPosts
      kind="comment"
      posts={comments}
      textOf={(comment) => comment.content}
      hrefFor={hrefFor}
    />
  );
}
