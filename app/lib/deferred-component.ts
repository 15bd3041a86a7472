import { lazy, type ComponentType } from 'react';

/** The code of every deferred component made so far, on its way: the server waits for it. */
const loading: Promise<unknown>[] = [];

/**
 * A component left out of a page's first-load JavaScript (ADR 0011): the browser fetches its
 * code while the page hydrates, and React hydrates it when the code arrives (the server's HTML
 * stays in place meanwhile, and a form in it still posts without JavaScript).
 *
 * On the server the code is loaded before the first request (`deferredComponentsLoaded`, which
 * the server awaits before it listens), and the lazy component resolves at once, so server
 * rendering never suspends on it: the HTML always holds the real component, never a fallback
 * streamed in later (which a visitor without JavaScript would not see).
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: { default: ComponentType<Props> } | undefined;
  const fetchCode = () =>
    load().then((component) => {
      loaded = { default: component };
      return loaded;
    });
  // At once, in both places: the server has it before the first request, and the browser fetches
  // it alongside hydration rather than when React reaches it.
  loading.push(
    fetchCode().catch(() => {
      // A failed fetch is retried when React asks for the component.
    }),
  );
  return lazy(() =>
    loaded
      ? // A thenable that answers at once: React then renders the component without suspending.
        ({
          then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve(loaded!),
        } as Promise<{ default: ComponentType<Props> }>)
      : fetchCode(),
  );
}

/**
 * Settles once the code of every deferred component made so far has arrived (or failed). A page
 * rendered before then waits for it, and a page that waits a macrotask can outlast
 * entry.server's render timeout while the embedded database holds the event loop under load.
 */
export async function deferredComponentsLoaded() {
  await Promise.allSettled(loading);
}
