import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test';

/** WCAG 2.2 A and AA, as the foundation issue asks of every page. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// Pages scanned by this worker already (per width and language), so each is scanned once.
const scanned = new Set<string>();

/** Checks the page, or only the part `within` selects (a menu or dialog opened on a scanned page). */
export async function expectNoAxeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
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
 * Every test fails on a console error or an uncaught exception in the browser (hydration
 * mismatches among them), and every page it visited is checked with axe-core, unless the test
 * file says it scans its pages itself (`test.use({ scanVisited: false })`).
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard; scanVisited: boolean; guard: void }>({
  scanVisited: [true, { option: true }],
  consoleGuard: async ({}, use) => {
    const allowed: RegExp[] = [];
    await use({ allowed, allow: (pattern) => allowed.push(pattern) });
  },
  guard: [
    async ({ page, consoleGuard, scanVisited }, use) => {
      const { allowed } = consoleGuard;
      const errors: string[] = [];
      const visited = new Set<string>();
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} @ ${message.location().url}`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) visited.add(frame.url());
      });
      await use();
      expect(errors, 'console errors in the browser').toEqual([]);
      if (!scanVisited) return;
      // Scan each page the test saw, as it first arrives (a fresh load in the same context).
      const width = page.viewportSize()?.width ?? 0;
      const cookies = await page.context().cookies();
      const lang = cookies.find((c) => c.name === 'lang')?.value ?? 'default';
      for (const url of visited) {
        if (!url.startsWith('http')) continue;
        const key = `${width}|${lang}|${url}`;
        if (scanned.has(key)) continue;
        scanned.add(key);
        const scanPage = await page.context().newPage();
        await scanPage.goto(url, { waitUntil: 'load' });
        await expectNoAxeViolations(scanPage);
        await scanPage.close();
      }
    },
    { auto: true },
  ],
});

export { expect };

/** The 404 a not-found page answers with shows in Chromium's console; it is expected there. */
export const NOT_FOUND_RESOURCE =
  /Failed to load resource: the server responded with a status of 404/;
