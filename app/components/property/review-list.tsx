import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import type { PublicReview } from '~/models/reviews.server';

import { Stars } from './stars';

const AVATAR = artSize('avatar', 'thumb');

/** The average of the ratings, or null when there are none. */
export function averageRating(reviews: Pick<PublicReview, 'rating'>[]) {
  if (reviews.length === 0) return null;
  return reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
}

/** The rating summary and the reviews, oldest first (a new one is appended, spec section 4). */
export function ReviewList({ reviews }: { reviews: PublicReview[] }) {
  const { t, format } = useI18n();
  const average = averageRating(reviews);
  const count =
    reviews.length === 1
      ? t('detail.reviewCountOne')
      : t('detail.reviewCount', { n: format.number(reviews.length) });
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
      {reviews.length > 0 && (
        <ol className="mt-2 divide-y divide-slate-100" data-testid="reviews">
          {reviews.map((review) => (
            <li key={review.id} className="flex gap-4 py-5">
              <img
                src={avatarUrl(review.name)}
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
                    {review.name}
                  </h3>
                  <time
                    dateTime={new Date(review.createdAt).toISOString()}
                    className="text-sm text-slate-600"
                  >
                    {format.date(review.createdAt)}
                  </time>
                </header>
                <div className="mt-1">
                  <Stars value={review.rating} />
                </div>
                {/* Visitor text: React escapes it; it is never parsed as HTML. */}
                <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-700">
                  {review.message}
                </p>
              </article>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
