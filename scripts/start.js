// `npm start` (README quick start): build the site when there is no build yet or its sources
// changed since the last one (after a `git pull` or an edit), then serve it. The build's own
// output is shown only when it fails.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { buildIsCurrent } from './build-state.js';

const buildDir = process.env.BUILD_DIR ?? 'build';
const built = `${buildDir}/server/index.js`;

if (!buildIsCurrent('.', buildDir)) {
  console.info(
    existsSync(built)
      ? 'The sources changed since the last build: building the site again…'
      : 'Building the site (once; about a minute)…',
  );
  const started = Date.now();
  const require = createRequire(import.meta.url);
  const cli = path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.js');
  const build = spawnSync(process.execPath, [cli, 'build'], { encoding: 'utf8' });
  if (build.status !== 0) {
    process.stdout.write(build.stdout ?? '');
    process.stderr.write(build.stderr ?? '');
    console.error('The build failed; the site was not started.');
    process.exit(build.status ?? 1);
  }
  console.info(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}
process.env.NODE_ENV ??= 'production';
await import('../server.js');
