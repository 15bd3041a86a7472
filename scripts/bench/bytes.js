// First-load bytes per route, from the built client: the JavaScript a document loads before it is
// interactive (the client entry and its imports, the root and the route's own modules and their
// imports, and the part of the route manifest the page writes inline: React Router discovers the
// other routes as the visitor moves, so the whole manifest file is never loaded), and the CSS it
// links, each gzip-compressed as the server sends it.
//
//   node scripts/bench/bytes.js [--json]      (reads BUILD_DIR, default `build`)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const BUDGET = { js: 140 * 1024, css: 25 * 1024 };

export function measureBytes(buildDir = process.env.BUILD_DIR ?? 'build') {
  const client = path.resolve(buildDir, 'client');
  const manifestFile = readdirSync(path.join(client, 'assets')).find((f) =>
    /^manifest-.*\.js$/.test(f),
  );
  if (!manifestFile) throw new Error(`No route manifest in ${client}/assets: build first.`);
  const source = readFileSync(path.join(client, 'assets', manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1));
  const sizes = new Map();
  const gzipped = (url) => {
    if (!sizes.has(url)) sizes.set(url, gzipSync(readFileSync(path.join(client, url))).length);
    return sizes.get(url);
  };
  const total = (urls) => [...urls].reduce((sum, url) => sum + gzipped(url), 0);
  const floor = new Set([manifest.entry.module, ...manifest.entry.imports]);
  /** The manifest a page writes inline: the entry and the routes it shows. */
  const inlineManifest = (chain) =>
    gzipSync(
      JSON.stringify({
        entry: manifest.entry,
        routes: Object.fromEntries(chain.map((r) => [r.id, r])),
        url: `/assets/${manifestFile}`,
        version: manifest.version,
      }),
    ).length;

  const rows = [];
  for (const route of Object.values(manifest.routes)) {
    if (route.id === 'root' || !route.hasDefaultExport) continue;
    const chain = [];
    for (let r = route; r; r = manifest.routes[r.parentId]) chain.unshift(r);
    const js = new Set(floor);
    const css = new Set(manifest.entry.css ?? []);
    for (const r of chain) {
      js.add(r.module);
      for (const url of r.imports ?? []) js.add(url);
      for (const url of r.css ?? []) css.add(url);
    }
    rows.push({
      route: route.id,
      path: `/${route.path ?? ''}`,
      js: total(js) + inlineManifest(chain),
      css: total(css),
    });
  }
  rows.sort((a, b) => b.js - a.js);
  return { floor: total(floor) + inlineManifest([manifest.routes.root]), rows };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureBytes();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    console.log(
      `floor every page pays (React, React DOM, React Router, the shell, the manifest): ${kb(result.floor)}`,
    );
    for (const row of result.rows) {
      console.log(
        `${row.path.padEnd(28)} js ${kb(row.js).padStart(9)}  css ${kb(row.css).padStart(8)}`,
      );
    }
  }
  const over = result.rows.filter((r) => r.js > BUDGET.js || r.css > BUDGET.css);
  if (over.length) {
    console.error(
      `Over budget (JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}): ${over.map((r) => r.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
