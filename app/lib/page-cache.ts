/**
 * The browser's memory of result pages already seen (docs/product.md#pages-already-seen): going
 * back to one shows it at once, with no request; `reset=true` fetches afresh and replaces it.
 * Bounded, oldest first out, and gone on a full reload.
 */
export function createPageCache<T>(limit = 60) {
  const pages = new Map<string, T>();
  return {
    get(key: string) {
      const hit = pages.get(key);
      if (hit !== undefined) {
        pages.delete(key);
        pages.set(key, hit);
      }
      return hit;
    },
    set(key: string, value: T) {
      pages.delete(key);
      pages.set(key, value);
      while (pages.size > limit) pages.delete(pages.keys().next().value as string);
    },
    clear: () => pages.clear(),
  };
}
