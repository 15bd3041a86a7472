// `npm run bench`: builds if needed, measures, and writes docs/performance.md.
//   BENCH_DATABASE_URL=postgres://… adds the PostgreSQL throughput run.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { BUDGET, measureBytes } from './bytes.js';
import { formatThroughput, measureThroughput } from './throughput.js';

const buildDir = process.env.BUILD_DIR ?? 'build';
if (!existsSync(path.join(buildDir, 'server', 'index.js'))) {
  execFileSync('npx', ['react-router', 'build'], { stdio: 'inherit' });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const bytes = measureBytes(buildDir);
const sections = [
  '# Performance',
  '',
  `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores ` +
    `(${os.cpus()[0]?.model.trim() ?? 'unknown'}), Node ${process.version}. Figures from one machine are ` +
    'noisy; compare the ratios, which come from the same run.',
  '',
  '## First-load bytes per route (gzip)',
  '',
  `Reproduce: \`npm run build && node scripts/bench/bytes.js\`. Budget: JavaScript at most ${kb(BUDGET.js)}, ` +
    `CSS at most ${kb(BUDGET.css)}. The framework's own floor (React, React DOM, React Router and ` +
    `the route manifest, every page pays it): **${kb(bytes.floor)}**.`,
  '',
  '| Route | JavaScript | CSS |',
  '| --- | ---: | ---: |',
  ...bytes.rows.map((row) => `| \`${row.path}\` | ${kb(row.js)} | ${kb(row.css)} |`),
];

for (const databaseUrl of [undefined, process.env.BENCH_DATABASE_URL].filter(
  (url, i) => i === 0 || url,
)) {
  const result = await measureThroughput({ databaseUrl });
  sections.push(
    '',
    `## Server throughput, memory and start: ${result.database}`,
    '',
    `Reproduce: \`npm run build && ${databaseUrl ? 'BENCH_DATABASE_URL=… ' : ''}node scripts/bench/throughput.js\`.`,
    '',
    formatThroughput(result),
  );
  console.log(formatThroughput(result));
}

sections.push(
  '',
  '## Not measured by this script yet',
  '',
  'Lighthouse on a phone, search latency at 100,000 and 1,000,000 homes, and the load and crash',
  'tests of the performance issue have no script here yet; see the issue for their targets.',
);
writeFileSync('docs/performance.md', `${sections.join('\n')}\n`);
execFileSync('npx', ['prettier', '--write', 'docs/performance.md'], { stdio: 'ignore' });
console.log('Wrote docs/performance.md');
