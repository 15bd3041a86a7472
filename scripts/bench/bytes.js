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

/**
 * The map's code, fetched only once a map is shown (ADR 0064, ADR 0123), with budgets of its own:
 * `js` is what the page's thread parses (MapLibre, about 285 KB gzip, and the map's own modules,
 * about 10 KB), `worker` MapLibre's worker script (about 145 KB), which parses off the page's
 * thread. Each is MapLibre's size with about 5 % for the map's own code to grow into; a map
 * library that needed more would have to be argued for in an ADR.
 */
export const MAP_BUDGET = { js: 310 * 1024, worker: 155 * 1024 };

/** The chunks of the map's modules (app/components/map/), which only the map loaders import. */
const MAP_ENTRY = /^(map-panel|search-map|home-map|pin-map)-[\w-]+\.js$/;

/** The files a chunk imports at once (`from"./x.js"`) and those it may load later (`__vite__mapDeps`). */
function importsOf(client, file) {
  const source = readFileSync(path.join(client, 'assets', file), 'utf8');
  /** @type {Set<string>} */
  const found = new Set();
  for (const match of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
    found.add(match[1]);
  const deps = /m\.f=\[([^\]]*)\]/.exec(source)?.[1] ?? '';
  for (const match of deps.matchAll(/"assets\/([\w.-]+\.(?:js|css))"/g)) found.add(match[1]);
  return { found };
}

/**
 * The map's code: the map modules' chunks and everything they load that no page loads first
 * (`firstLoad`, the union of the routes' first-load files), gzip; and MapLibre's worker script.
 */
export function measureMapBytes(client, firstLoad, gzipped) {
  const files = readdirSync(path.join(client, 'assets'));
  const seen = new Set();
  const queue = files.filter((file) => MAP_ENTRY.test(file));
  // The worker script the build wrote (MapLibre's code names its source files too).
  const worker = files.find((file) => /^maplibre-gl-worker-[\w-]+\.mjs$/.test(file));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file) || firstLoad.has(`/assets/${file}`)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    const { found } = importsOf(client, file);
    queue.push(...found);
  }
  const js = [...seen].filter((file) => file.endsWith('.js'));
  // Any page's first-load file with MapLibre in it (there should be none: ADR 0064).
  const mapLibreFirst = [...firstLoad].filter((url) =>
    readFileSync(path.join(client, url), 'utf8').includes('maplibre'),
  );
  return {
    mapLibreFirst,
    files: js.sort(),
    js: js.reduce((sum, file) => sum + gzipped(`/assets/${file}`), 0),
    worker: worker ? gzipped(`/assets/${worker}`) : 0,
  };
}

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
  const firstLoad = new Set(floor);
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
    for (const url of js) firstLoad.add(url);
    rows.push({
      route: route.id,
      path: `/${route.path ?? ''}`,
      js: total(js) + inlineManifest(chain),
      css: total(css),
    });
  }
  rows.sort((a, b) => b.js - a.js);
  return {
    floor: total(floor) + inlineManifest([manifest.routes.root]),
    rows,
    map: measureMapBytes(client, firstLoad, gzipped),
  };
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
  console.log(
    `the map's code, once a map is shown (${result.map.files.length} files): js ${kb(result.map.js)} (budget ${kb(MAP_BUDGET.js)}), MapLibre's worker ${kb(result.map.worker)} (budget ${kb(MAP_BUDGET.worker)})`,
  );
  if (result.map.js > MAP_BUDGET.js || result.map.worker > MAP_BUDGET.worker) {
    console.error(`The map's code is over its budget.`);
    process.exitCode = 1;
  }
  const over = result.rows.filter((r) => r.js > BUDGET.js || r.css > BUDGET.css);
  if (over.length) {
    console.error(
      `Over budget (JS ${kb(BUDGET.js)}, CSS ${kb(BUDGET.css)}): ${over.map((r) => r.path).join(', ')}`,
    );
    process.exitCode = 1;
  }
}
