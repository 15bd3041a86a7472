import { forgetPrefetchedHomes } from './home-prefetch';
import { createPageCache } from './page-cache';

/**
 * The /properties result pages this browser has seen (docs/product.md#pages-already-seen), shared
 * so that whatever changes what a page would show (saving a home, signing in or out) can forget
 * them, and the homes fetched ahead (home-prefetch.ts); the next visit then asks the server again.
 */
export const propertyPageCache = createPageCache<unknown>();

export function forgetPropertyPages() {
  propertyPageCache.clear();
  forgetPrefetchedHomes();
}
