/**
 * A home's data fetched ahead when a visitor shows the intent to open it (pointing at its card,
 * focusing it, touching it), kept for the navigation that follows: one request per intent, reused
 * by the click (docs/product.md#the-shell). The home page's client loader reads it through
 * `loadHome`; an entry serves one navigation and lasts `KEEP_MS` at most, so a later visit, and
 * the page's own revalidation after a review is posted, ask the server again.
 */
const KEEP_MS = 30_000;

const kept = new Map<string, { at: number; data: Promise<unknown> }>();
/** Addresses whose next load is the prefetch itself, not a navigation. */
const asked = new Set<string>();

function fresh(key: string) {
  const entry = kept.get(key);
  if (entry && Date.now() - entry.at > KEEP_MS) kept.delete(key);
  return kept.get(key);
}

/**
 * Starts fetching a home's page data with `load` (a fetcher's load of the address), unless it is
 * already fetched or on its way.
 */
export function prefetchHome(key: string, load: () => void) {
  if (fresh(key) || asked.has(key)) return;
  asked.add(key);
  load();
}

/** The home page's data: the prefetched answer if one is waiting, else `load`'s. */
export function loadHome<T>(key: string, load: () => Promise<T>): Promise<T> {
  if (asked.delete(key)) {
    const data = load();
    kept.set(key, { at: Date.now(), data });
    // A prefetch that fails is forgotten, and its fetcher, which nobody sees, shows no error.
    return data.catch(() => {
      if (kept.get(key)?.data === data) kept.delete(key);
      return undefined as T;
    });
  }
  const entry = fresh(key);
  if (!entry) return load();
  kept.delete(key);
  // A prefetch cut short on its way (the browser aborts a fetcher's request when a navigation
  // starts) is no answer: the navigation asks the server itself.
  return (entry.data as Promise<T>).catch(() => load());
}

/** Forgets every prefetched home (a heart pressed, a sign-in: the hearts would be stale). */
export function forgetPrefetchedHomes() {
  kept.clear();
}
