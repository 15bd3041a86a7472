import { lazy, type ComponentType } from 'react';

/**
 * A component left out of a page's first-load JavaScript (ADR 0011): the browser fetches its
 * code while the page hydrates, and React hydrates it when the code arrives (the server's HTML
 * stays in place meanwhile, and a form in it still posts without JavaScript).
 *
 * On the server the code is loaded when this module is, and the lazy component resolves at once,
 * so server rendering never suspends on it: the HTML always holds the real component, never a
 * fallback streamed in later (which a visitor without JavaScript would not see).
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
  void fetchCode().catch(() => {
    // A failed fetch is retried when React asks for the component.
  });
  return lazy(() =>
    loaded
      ? // A thenable that answers at once: React then renders the component without suspending.
        ({
          then: (resolve: (module: { default: ComponentType<Props> }) => void) => resolve(loaded!),
        } as Promise<{ default: ComponentType<Props> }>)
      : fetchCode(),
  );
}
