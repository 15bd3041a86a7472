import { ThreadPosts } from '~/components/thread/thread-posts';
import { useI18n } from '~/i18n/context';
import type { ListPage } from '~/lib/pagination';
import type { PublicReview } from '~/models/reviews.server';

import { Stars } from './stars';

/** The average rating from a home's counters, or null when it has no reviews. */
export function averageRating(home: { reviewCount: number; ratingTotal: number }) {
  return home.reviewCount > 0 ? home.ratingTotal / home.reviewCount : null;
}

/**
 * The rating summary of all the home's reviews, and a page of them, oldest first (a new one is
 * appended), with the pages around it (docs/product.md#reviews-and-comments).
 */
export function ReviewList({
  reviews,
  average,
  hrefFor,
}: {
  reviews: ListPage<PublicReview>;
  average: number | null;
  hrefFor: (page: number) => string;
}) {
  const { t, format } = useI18n();
  const count = t('detail.reviewCount', { n: format.number(reviews.total) });
  return (
    <div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4">
        {average !== null ? (
          <>
            <p className="text-4xl font-bold text-slate-900" data-testid="average-rating">
              {average.toFixed(1)}
            </p>
            <div>
              <Stars value={Math.round(average * 10) / 10} size="size-5" />
              <p className="mt-1 text-sm text-slate-600" data-testid="review-count">
                {count}
              </p>
            </div>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('detail.noReviews')}</p>
        )}
      </div>
      <ThreadPosts
        kind="review"
        posts={reviews}
        textOf={(review) => review.message}
        above={(review) => <Stars value={review.rating} />}
        hrefFor={hrefFor}
        className="mt-7"
      />
    </div>
  );
}
