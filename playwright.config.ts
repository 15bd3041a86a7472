import { defineConfig, devices } from '@playwright/test';

import { SERVER_NODE_FLAGS } from './scripts/server-flags.js';

const PORT = Number(process.env.E2E_PORT ?? 3210);

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 375, height: 740 },
  hasTouch: true,
  isMobile: true,
};

/** End-to-end tests drive the built server in Debian's Chromium (README: Testing). */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/e2e',
  fullyParallel: true,
  // One per core: the run is bound by the CPU (three workers took as long as two, 13.1 minutes).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace when a failed test runs again (CI retries once), not for every test: recording one
    // snapshots the page at every action, a third of the suite's time (tests/README.md).
    trace: 'on-first-retry',
    // One browser context per worker, emptied between tests (cookies, storage, pages, clock,
    // headers): a test's first page no longer fetches and compiles the scripts again. A test
    // with options of its own (`test.use({ locale })`) still gets a context of its own.
    reuseContext: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // A test runs at one width (desktop) unless it depends on the width: `@both-widths` runs it in
  // both projects, `@phone-only` only at 375 px (tests/README.md). A test that publishes homes
  // (`@publishes`) runs after all the others, in the `-publishing` projects: the search's tests
  // check the generated homes against an oracle, and a home published meanwhile would change
  // their totals and first pages.
  projects: [
    {
      name: 'desktop',
      grepInvert: /@phone-only|@publishes/,
      use: DESKTOP,
    },
    {
      name: 'phone',
      grep: /@both-widths|@phone-only/,
      grepInvert: /@publishes/,
      use: PHONE,
    },
    {
      name: 'desktop-publishing',
      grep: /@publishes/,
      grepInvert: /@phone-only/,
      dependencies: ['desktop', 'phone'],
      use: DESKTOP,
    },
    {
      name: 'phone-publishing',
      grep: /@publishes.*@(both-widths|phone-only)/,
      dependencies: ['desktop', 'phone'],
      use: PHONE,
    },
  ],
  webServer: {
    command: ['node', ...SERVER_NODE_FLAGS, 'tests/e2e/server.js'].join(' '),
    url: `http://localhost:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), E2E_DATA_DIR: `test-results/e2e-data-${PORT}` },
  },
});
