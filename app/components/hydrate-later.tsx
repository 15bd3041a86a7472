import { Children, Suspense, type ReactNode } from 'react';

/**
 * Content below the first screen (ADR 0017). The server renders it in place like the rest of the
 * page, but the browser's React hydrates it after the first screen, in slices it can interrupt:
 * React leaves a finished Suspense boundary out of the page's first, uninterruptible hydration
 * pass and hydrates it at a lower, time-sliced priority. A click on it before then hydrates it at
 * once and is replayed. Each child gets a boundary of its own, so one section's hydration never
 * waits for the next. Nothing here ever suspends, so the fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return Children.map(children, (child) => <Suspense fallback={null}>{child}</Suspense>);
}
