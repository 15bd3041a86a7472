// The Node flags of `npm start` (package.json), so the benchmarks and the end-to-end tests run
// the server as it runs in production. The heap limit keeps the process small (ADR 0015).
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/** @type {string[]} */
export const SERVER_NODE_FLAGS = pkg.scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));
