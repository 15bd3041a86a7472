import type { ReportKind } from './owners-desk';

/**
 * The address of the page that reports a review, comment or home (`/report`), which sends the
 * visitor back to `back` once they have.
 */
export function reportHref(kind: ReportKind, id: number, back: string) {
  return `/report?${new URLSearchParams({ kind, id: String(id), back })}`;
}
