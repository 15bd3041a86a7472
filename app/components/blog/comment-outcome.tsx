import { PostOutcome, postNotice, type PostResult } from '~/components/forms/post-notice';
import type { Notice } from '~/components/notices';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';

/** What the post page's action answers (or its client action, when the network fails). */
export type CommentResult = PostResult;

/** The notice for an answer: success, or which failure, always saying the text is kept. */
export function commentNotice(t: Translate, answer: CommentResult): Notice {
  return postNotice(
    t,
    answer,
    { kind: 'success', title: answer.held ? t('blog.commentHeld') : t('blog.commentPosted') },
    t('blog.commentKept'),
  );
}

/**
 * The outcome of a comment posted without JavaScript, when the page itself is the answer. (With
 * JavaScript the form answers with a notice instead.)
 */
export function CommentOutcome({ answer }: { answer: CommentResult }) {
  const { t } = useI18n();
  return <PostOutcome notice={commentNotice(t, answer)} />;
}
