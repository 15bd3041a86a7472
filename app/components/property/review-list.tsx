import { Pagination } from '~/components/pagination';
import { ReportLink } from '~/components/report-link';
import { useI18n } from '~/i18n/context';
import { artSize } from '~/lib/art/sizes';
import { avatarUrl } from '~/lib/art-url';
import type { ListPage } from '~/lib/pagination';
import type { PublicReview } from '~/models/reviews.server';

import { Stars } from './stars';

const AVATAR = artSize('avatar', 'thumb');

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
      {reviews.items.length > 0 && (
        <ol className="mt-2 divide-y divide-slate-100" data-testid="reviews">
          {reviews.items.map((review) => (
            <li key={review.id} className="flex gap-4 overflow-hidden py-5">
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
                  <span className="ms-auto">
                    <ReportLink
                      kind="review"
                      id={review.id}
                      label={t('report.reviewLabel', { name: review.name })}
                      anchor="reviews"
                    />
                  </span>
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
      <Pagination page={reviews.page} pageCount={reviews.pageCount} hrefFor={hrefFor} />
    </div>
  );
}
