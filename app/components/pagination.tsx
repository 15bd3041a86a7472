import { Link } from 'react-router';

import { useI18n } from '~/i18n/context';
import { pageWindow } from '~/lib/pagination';

// Narrower below 640 px, so the nine buttons keep one row on a 375 px phone, also inside a card
// (the reviews); each still at least 28 × 36 px.
const base =
  'flex h-9 min-w-7 items-center justify-center rounded-lg px-1 text-sm font-medium sm:h-10 sm:min-w-10 sm:px-3';
const enabled = `${base} bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50 hover:text-brand-700`;
const disabled = `${base} bg-slate-100 text-slate-400`;

function Edge({ to, label, symbol }: { to: string | null; label: string; symbol: string }) {
  if (!to) {
    return (
      <span className={disabled} aria-disabled="true">
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  return (
    <Link to={to} prefetch="intent" className={enabled}>
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </Link>
  );
}

/**
 * The pagination widget (docs/product.md#pagination): zero-based pages shown (and linked, by
 * `hrefFor`) one-based, first / previous / next / last (disabled at the ends), a window of five
 * around the current page, on one row at every width; hidden for one page.
 */
export function Pagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const last = pageCount - 1;
  return (
    <nav aria-label={t('pagination.label')} className="mt-10 flex justify-center">
      <ul className="flex items-center justify-center gap-1 sm:gap-1.5">
        <li>
          <Edge to={page > 0 ? hrefFor(0) : null} label={t('pagination.first')} symbol="«" />
        </li>
        <li>
          <Edge
            to={page > 0 ? hrefFor(page - 1) : null}
            label={t('pagination.previous')}
            symbol="‹"
          />
        </li>
        {pageWindow(page, pageCount).map((n) => (
          <li key={n}>
            {n === page ? (
              <span aria-current="page" className={`${base} bg-brand-600 text-white`}>
                <span className="sr-only">{t('pagination.page')} </span>
                {n + 1}
              </span>
            ) : (
              <Link to={hrefFor(n)} prefetch="intent" className={enabled}>
                <span className="sr-only">{t('pagination.page')} </span>
                {n + 1}
              </Link>
            )}
          </li>
        ))}
        <li>
          <Edge
            to={page < last ? hrefFor(page + 1) : null}
            label={t('pagination.next')}
            symbol="›"
          />
        </li>
        <li>
          <Edge to={page < last ? hrefFor(last) : null} label={t('pagination.last')} symbol="»" />
        </li>
      </ul>
    </nav>
  );
}
