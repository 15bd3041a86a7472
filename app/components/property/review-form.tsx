import { ThreadForm } from '~/components/thread/thread-form';
import { useI18n } from '~/i18n/context';
import { DEFAULT_RATING } from '~/lib/catalog';
import { reviewRules } from '~/lib/forms/client-check';

import { reviewNotice, type ReviewResult } from './review-outcome';
import { StarRatingInput } from './star-rating-input';

/**
 * The review form (docs/product.md#reviews-and-comments): a thread's form (ThreadForm) with a
 * rating, from the default up.
 */
export function ReviewForm({
  propertyId,
  lastResult,
  visitor,
}: {
  propertyId: number;
  lastResult?: ReviewResult;
  /** A signed-in visitor's name and email fill the form in; they can still be changed. */
  visitor?: { name: string; email: string } | null;
}) {
  const { t } = useI18n();
  return (
    <ThreadForm
      kind="review"
      parentId={propertyId}
      action={`/property/${propertyId}`}
      rules={reviewRules}
      defaultValue={{ rating: String(DEFAULT_RATING) }}
      visitor={visitor}
      lastResult={lastResult}
      notice={(answer) => reviewNotice(t, answer)}
      emailHint="detail.emailHint"
      submit="detail.submitReview"
      between={(fields, error) => (
        <StarRatingInput
          meta={fields.rating!}
          label={t('field.rating')}
          error={error('rating', 'field.rating')}
        />
      )}
    />
  );
}
