import type { Notice } from '~/components/notices';
import { PostOutcome, postNotice, type PostResult } from '~/components/forms/post-notice';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';

/** What the property page's action answers (or its client action, when the network fails). */
export type ReviewResult = PostResult;

/** The notice for an answer, with JavaScript or without. */
export function reviewNotice(t: Translate, answer: ReviewResult): Notice {
  const title = answer.held ? t('detail.reviewHeld') : t('detail.reviewPosted');
  return postNotice(t, answer, { kind: 'success', title });
}

/**
 * The outcome of a review posted without JavaScript, when the page itself is the answer. (With
 * JavaScript the form answers with a notice instead.)
 */
export function ReviewOutcome({ answer }: { answer: ReviewResult }) {
  const { t } = useI18n();
  return <PostOutcome notice={reviewNotice(t, answer)} />;
}
