// Lighthouse (mobile) on a property page with six uploaded photos beside the same page with its
// generated art, in one run (issue 26, item 11; ADR 0047): the part of `npm run bench` that
// measures this, on its own, since the whole bench takes a long time.
//
//   npm run build && node scripts/bench/photo-lighthouse.js
import { execFileSync } from 'node:child_process';

import { measureLighthouse } from './lighthouse.js';

const [art] = await measureLighthouse({ pages: ['/property/7'] });
const [photos] = await measureLighthouse({
  pages: ['/property/7'],
  dataDir: 'data-bench-photo-page',
  prepare: (dir) =>
    execFileSync('npx', ['tsx', 'scripts/bench/photo-page.ts', dir], { stdio: 'inherit' }),
});
for (const [label, row] of [
  ['generated art', art],
  ['six uploaded photos', photos],
]) {
  const { scores, lcpMs, tbtMs, cls, error } = row;
  console.log(
    `/property/7 (${label}): ${error ?? JSON.stringify({ ...scores, lcpMs, tbtMs, cls })}`,
  );
}
