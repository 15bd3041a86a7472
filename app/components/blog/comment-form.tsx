import { useUser } from '~/components/account/use-user';
import { ThreadForm } from '~/components/thread/thread-form';
import { useI18n } from '~/i18n/context';
import { commentRules } from '~/lib/forms/client-check';

import { commentNotice, type CommentResult } from './comment-outcome';

/**
 * The comment form (docs/product.md#reviews-and-comments): a thread's form (ThreadForm), filled in
 * with a signed-in visitor's name and email.
 */
export function CommentForm({
  blogId,
  lastResult,
}: {
  blogId: number;
  lastResult?: CommentResult;
}) {
  const { t } = useI18n();
  return (
    <ThreadForm
      kind="comment"
      parentId={blogId}
      action={`/blog/${blogId}`}
      rules={commentRules}
      visitor={useUser()}
      lastResult={lastResult}
      notice={(answer) => commentNotice(t, answer)}
      emailHint="blog.emailHint"
      submit="blog.submitComment"
    />
  );
}
