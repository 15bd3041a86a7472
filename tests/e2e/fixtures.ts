import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as the foundation issue asks of every page. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Checks the page, or only the part `within` selects (a menu or dialog opened on a scanned page).
 * The accessibility sweep (a11y-sweep.spec.ts) calls it on every route and state; other tests
 * leave accessibility to it (tests/README.md).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // Legacy mode runs axe in the page itself; the default runs it frame by frame and puts the
  // results together in a blank page of its own, twice as slow. The pages have no iframes.
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode(true);
  if (within) builder.include(within);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}${within ? ` in ${within}` : ''}`).toEqual([]);
}

type ConsoleGuard = {
  /** Console errors a test expects (e.g. the 404 of a not-found page), as patterns. */
  allow: (pattern: RegExp) => void;
  allowed: RegExp[];
};

/**
 * Every test that uses the `page` fails on a console error or an uncaught exception in the
 * browser (hydration mismatches among them). Tests that only send HTTP requests never open a
 * page, so they start no browser at all.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: async ({}, use) => {
    const allowed: RegExp[] = [];
    await use({ allowed, allow: (pattern) => allowed.push(pattern) });
  },
  page: async ({ page, consoleGuard }, use) => {
    const { allowed } = consoleGuard;
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() !== 'error') return;
      const text = `${message.text()} @ ${message.location().url}`;
      if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
    };
    page.on('console', onConsole);
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    await use(page);
    expect(errors, 'console errors in the browser').toEqual([]);
  },
});

export { expect };

/** The 404 a not-found page answers with shows in Chromium's console; it is expected there. */
export const NOT_FOUND_RESOURCE =
  /Failed to load resource: the server responded with a status of 404/;
