import { PAGINATION_OFFSET } from './catalog';
import { pathWithoutLanguage } from './language-path';

/**
 * The page numbers the pagination widget shows (docs/product.md#pagination): zero-based indexes, a window
 * of at least five around the current page (offset 2), shifted at either end so it keeps its width.
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

/** One page of a longer list, and where it stands in it. */
export type ListPage<Item> = { items: Item[]; page: number; pageCount: number; total: number };

/**
 * The page of a list (oldest first) to show: `asked` when it is a page of the list, otherwise
 * the last, which holds the newest (a visitor's new review or comment is appended there).
 */
export function pageToShow(asked: number | undefined, total: number, perPage: number) {
  const pageCount = pageCountOf(total, perPage);
  const last = Math.max(0, pageCount - 1);
  return asked !== undefined && asked >= 0 && asked <= last ? asked : last;
}

/**
 * The page asked for in a query parameter, which counts from 1 as the screen does
 * (docs/product.md#pagination), as the zero-based index the lists use; undefined unless it is a
 * whole number from 1.
 */
export function pageParam(raw: string | null) {
  return raw !== null && /^\d{1,9}$/.test(raw) && Number(raw) >= 1 ? Number(raw) - 1 : undefined;
}

/** A zero-based page as an address writes it: from 1. */
export function pageValue(index: number) {
  return String(index + 1);
}

/**
 * Where an old zero-based address for the first page goes (301): `?page=0` can only be the first
 * page, so it is sent on; any other number is read as counted from 1 (an old `?page=1` cannot be
 * told from a new one). The parameter is dropped where no page means the first, or set to 1
 * (`keep`) where no page means another (reviews and comments open on the newest).
 */
export function oldFirstPage(url: URL, name: string, { keep = false } = {}) {
  if (url.searchParams.get(name) !== '0') return null;
  const params = new URLSearchParams(url.searchParams);
  if (keep) params.set(name, '1');
  else params.delete(name);
  const search = params.toString();
  // Inside the app: React Router puts a Japanese page's `/ja` before it (ADR 0065).
  return `${pathWithoutLanguage(url.pathname)}${search ? `?${search}` : ''}`;
}

/** The page to show of a list of `total` items, its items read by `read(offset, limit)`. */
export async function readListPage<Item>(
  total: number,
  perPage: number,
  asked: number | undefined,
  read: (offset: number, limit: number) => Promise<Item[]>,
): Promise<ListPage<Item>> {
  const page = pageToShow(asked, total, perPage);
  const items = total === 0 ? [] : await read(page * perPage, perPage);
  return { items, page, pageCount: pageCountOf(total, perPage), total };
}

/**
 * The page to show of a list read newest first: `asked` clamped to the list's pages (the first
 * when it is missing or not a number, the last when it is past the end).
 */
export function pageWithin(asked: number | undefined, total: number, perPage: number) {
  const last = Math.max(0, pageCountOf(total, perPage) - 1);
  return Math.min(Math.max(0, asked ?? 0), last);
}
