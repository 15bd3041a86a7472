import { PAGINATION_OFFSET } from './catalog';

/**
 * The page numbers the pagination widget shows (spec section 2): zero-based, a window of at least
 * five around the current page (offset 2), shifted at either end so it keeps its width.
 */
export function pageWindow(current: number, pageCount: number, offset = PAGINATION_OFFSET) {
  if (pageCount <= 0) return [];
  const width = Math.min(pageCount, offset * 2 + 1);
  const page = Math.min(Math.max(0, current), pageCount - 1);
  const start = Math.min(Math.max(0, page - offset), pageCount - width);
  return Array.from({ length: width }, (_, i) => start + i);
}

export function pageCountOf(total: number, perPage: number) {
  return Math.ceil(total / perPage);
}
