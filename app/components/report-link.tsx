import { Link, useLocation } from 'react-router';

import { useI18n } from '~/i18n/context';
import type { ReportKind } from '~/lib/owners-desk';
import { reportHref } from '~/lib/report-link';

/**
 * The small "Report" link beside a review, a comment or a home (docs/product.md#the-owners-desk).
 * A link to a page of its own, so it works without JavaScript and weighs nothing on the page;
 * `nofollow`, so crawlers leave the report pages alone, and not fetched ahead.
 */
export function ReportLink({
  kind,
  id,
  label,
  anchor,
}: {
  kind: ReportKind;
  id: number;
  /** What a screen reader hears: which review, comment or home. */
  label: string;
  /** Where on the page to come back to. */
  anchor?: string;
}) {
  const { t } = useI18n();
  const location = useLocation();
  const back = `${location.pathname}${location.search}${anchor ? `#${anchor}` : ''}`;
  return (
    <Link
      to={reportHref(kind, id, back)}
      rel="nofollow"
      aria-label={label}
      className="inline-flex min-h-6 items-center rounded px-1 text-xs font-medium text-slate-600 underline-offset-2 hover:text-brand-700 hover:underline"
    >
      {t('report.link')}
    </Link>
  );
}
