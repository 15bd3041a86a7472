import { MAX_COMPARE } from './compare-list';

export { MAX_COMPARE, type ComparedHome } from './compare-list';

/**
 * The homes a visitor compares (docs/product.md#comparing-homes-and-what-a-home-costs-a-month): at
 * most four, in the order chosen, as ids in the address (`/compare?ids=3,17,42`), in the browser
 * and on the account (ADR 0059).
 */
const MAX_ID = 2_147_483_647;

/**
 * The ids of an address: comma-separated (or repeated `ids`), the first four distinct ones kept.
 * Says what it left out: more than four (`tooMany`), and parts that are no home's number (`junk`).
 */
export function parseCompareIds(values: string[]) {
  const ids: number[] = [];
  let junk = false;
  let tooMany = false;
  for (const part of values.flatMap((value) => value.split(','))) {
    const text = part.trim();
    if (text === '') continue;
    const id = /^\d{1,10}$/.test(text) ? Number(text) : Number.NaN;
    if (!(id >= 1 && id <= MAX_ID)) junk = true;
    else if (ids.includes(id)) continue;
    else if (ids.length >= MAX_COMPARE) tooMany = true;
    else ids.push(id);
  }
  return { ids, junk, tooMany };
}

export function compareHref(ids: number[], { onlyDifferences = false } = {}) {
  const params = new URLSearchParams();
  if (ids.length > 0) params.set('ids', ids.join(','));
  if (onlyDifferences) params.set('only', 'differences');
  const search = params.toString().replaceAll('%2C', ',');
  return search ? `/compare?${search}` : '/compare';
}

/**
 * The list after signing in (ADR 0059): the account's homes first, then the browser's others, the
 * first four kept.
 */
export function mergeCompared(account: number[], browser: number[]) {
  return [...new Set([...account, ...browser])].slice(0, MAX_COMPARE);
}

/** Which values of a row are best: the lowest or the highest; none when all are alike or absent. */
export function bestOf(values: (number | null)[], better: 'low' | 'high') {
  const present = values.filter((value): value is number => value !== null);
  if (present.length < 2) return values.map(() => false);
  const best = better === 'low' ? Math.min(...present) : Math.max(...present);
  if (present.every((value) => value === best)) return values.map(() => false);
  return values.map((value) => value === best);
}

/** Whether a row's cells differ (what "Only differences" keeps). */
export function differs(cells: string[]) {
  return new Set(cells).size > 1;
}
