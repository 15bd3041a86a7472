import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 A and AA, as the foundation issue asks of every page. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeWindow = { axe?: typeof axe };
type Violation = { id: string; impact: string; help: string; targets: string[] };

/** Runs axe in the page; undefined when the document has no axe yet. */
function runAxe({ tags, within }: { tags: string[]; within?: string }) {
  const { axe: inPage } = window as AxeWindow;
  if (!inPage) return undefined;
  return inPage
    .run(within ? { include: [within] } : document, {
      runOnly: { type: 'tag', values: tags },
      // Node details only for violations, the one result type read here.
      resultTypes: ['violations'],
    })
    .then((results): Violation[] =>
      results.violations.map((v) => ({
        id: v.id,
        impact: String(v.impact),
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      })),
    );
}

/**
 * Checks the page, or only the part `within` selects (a menu or dialog opened on a scanned page).
 * The accessibility sweep (a11y-sweep.spec.ts) calls it on every route and state; other tests
 * leave accessibility to it (tests/README.md).
 *
 * axe-core runs in the page itself (no iframes here to scan frame by frame), put there once per
 * document: the scans of a page's states reuse it. Only the violations come back. The same rules
 * as @axe-core/playwright's builder, which put axe in twice a scan and returned every rule's
 * passing nodes too: half the time a scan (tests/README.md, "What the suite costs").
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const options = { tags: AXE_TAGS, within };
  let violations = await page.evaluate(runAxe, options);
  if (!violations) {
    // A string evaluated over the DevTools protocol, as the builder did: the page's CSP allows no
    // eval of its own.
    await page.evaluate(axe.source);
    violations = await page.evaluate(runAxe, options);
  }
  const summary = (violations ?? []).map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.targets.join('\n  ')}`,
  );
  expect(violations, 'axe ran in the page').toBeDefined();
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
    const onPageError = (error: Error) => errors.push(`pageerror: ${error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(page);
    // The page is the next test's too (playwright.config.ts: `reuseContext`): its listeners and
    // routes go with this test.
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    if (!page.isClosed()) await page.unrouteAll({ behavior: 'ignoreErrors' });
    expect(errors, 'console errors in the browser').toEqual([]);
  },
});

export { expect };

/** The 404 a not-found page answers with shows in Chromium's console; it is expected there. */
export const NOT_FOUND_RESOURCE =
  /Failed to load resource: the server responded with a status of 404/;
