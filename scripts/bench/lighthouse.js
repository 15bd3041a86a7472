// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium against the built
// server on a fresh embedded database. `LH_PRESET=desktop` takes Lighthouse's desktop preset
// (1350 px wide, desktop throttling): `/properties` as a desktop visitor sees it, map beside the
// list (docs/product.md#the-results-map).
//
//   node scripts/bench/lighthouse.js [--json]        (BUILD_DIR picks the build)
import { rmSync } from 'node:fs';

import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

import { startServer, stopServer } from './throughput.js';

export const LIGHTHOUSE_PAGES = process.env.LH_PAGES
  ? process.env.LH_PAGES.split(',')
  : [
      '/home1',
      '/home2',
      '/home3',
      '/home4',
      '/home5',
      '/properties',
      '/properties?listingType=rent&location=London&category=Apartment&sort=price-asc',
      '/property/7',
      '/blogs',
      '/blog/7',
      '/mortgage-calculator',
    ];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Runs per page; the page's row is its median run by Performance (Lighthouse's own advice). */
const RUNS = Number(process.env.LH_RUNS ?? 3);

/**
 * Each page's median run. `prepare(dataDir)` may fill the fresh database before the server starts
 * (the property page with uploaded photos: scripts/bench/photo-page.ts).
 */
export async function measureLighthouse({
  pages = LIGHTHOUSE_PAGES,
  dataDir = 'data-bench-lighthouse',
  prepare = undefined,
} = {}) {
  rmSync(dataDir, { recursive: true, force: true });
  prepare?.(dataDir);
  const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows = [];
  try {
    for (const path of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(
          `http://localhost:${server.port}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          },
          process.env.LH_PRESET === 'desktop' ? desktopConfig : undefined,
        );
        runs.push(summarize(path, result.lhr));
      }
      // A run that failed to record counts below every finished one.
      runs.sort(
        (a, b) => (a.error ? -1 : a.scores.performance) - (b.error ? -1 : b.scores.performance),
      );
      rows.push({ ...runs[Math.floor(runs.length / 2)], runs: runs.length });
    }
  } finally {
    await chrome.kill();
    await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}

function summarize(path, lhr) {
  return {
    path,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    error: lhr.runtimeError?.code,
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

export function formatLighthouse(rows) {
  const lines = [
    '| Page | Performance | Accessibility | Best Practices | SEO | LCP ms | TBT ms | CLS |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const row of rows) {
    const s = row.scores;
    lines.push(
      `| \`${row.path}\` | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${row.lcpMs.toFixed(0)} | ${row.tbtMs.toFixed(0)} | ${row.cls.toFixed(3)} |`,
    );
  }
  for (const row of rows.filter((r) => r.error)) {
    lines.push('', `\`${row.path}\`: Lighthouse could not finish (${row.error}).`);
  }
  const failing = [...new Set(rows.flatMap((r) => r.failing))];
  if (failing.length) lines.push('', `Failing audits on some page: ${failing.join(', ')}.`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await measureLighthouse();
  console.log(
    process.argv.includes('--json') ? JSON.stringify(rows, null, 2) : formatLighthouse(rows),
  );
}
