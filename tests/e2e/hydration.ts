import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the page and run its effects, for tests about what the page does
 * once its scripts are running (before that, a field's typing and blurring are not yet watched).
 * The shell's notice region is the last element React renders, so its fiber marks a finished pass.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const hydrated = (element: Element | null) =>
      element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    // Every form too: one below the fold may hydrate a moment later, once its code arrives.
    return (
      hydrated(document.querySelector('[aria-live="polite"]')) &&
      [...document.forms].every((form) => hydrated(form))
    );
  });
  // Passive effects (listeners added in useEffect) run in a task after the commit.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 50))),
  );
}

/** `page.goto` and then `waitForHydration`. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForHydration(page);
  return response;
}
