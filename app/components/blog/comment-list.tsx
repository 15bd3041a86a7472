import { Pagination } from '~/components/pagination';
import { ReportLink } from '~/components/report-link';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import type { ListPage } from '~/lib/pagination';
import type { PublicComment } from '~/models/blogs.server';

const AVATAR = artSize('avatar', 'thumb');

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
    <>
      <ol className="divide-y divide-slate-100" data-testid="comments">
        {comments.items.map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </ol>
      <Pagination page={comments.page} pageCount={comments.pageCount} hrefFor={hrefFor} />
    </>
  );
}

function CommentItem({ comment }: { comment: PublicComment }) {
  const { t, format } = useI18n();
  return (
    <li className="flex gap-4 overflow-hidden py-5 first:pt-0">
      <img
        src={avatarUrl(comment.name)}
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
            {comment.name}
          </h3>
          <time
            dateTime={new Date(comment.createdAt).toISOString()}
            className="text-sm text-slate-600"
          >
            {format.date(comment.createdAt)}
          </time>
          <span className="ms-auto">
            <ReportLink
              kind="comment"
              id={comment.id}
              label={t('report.commentLabel', { name: comment.name })}
              anchor="comments"
            />
          </span>
        </header>
        {/* Visitor text: React escapes it; it is never parsed as HTML. */}
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
          {comment.content}
        </p>
      </article>
    </li>
  );
}
