// `npm test` (= `npm run validate`): every check CI runs, in order, stopping at the first failure.
// Format, lint and types first (seconds), then unit tests on PGlite (and on PostgreSQL when
// TEST_DATABASE_URL is set), then a fresh build and the end-to-end tests in Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function run(title, command, args, env = {}) {
  console.info(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `Chromium is missing (${CHROMIUM}). Install Debian's package: sudo apt-get install chromium\n` +
        'or set CHROMIUM_PATH to a Chromium or Chrome binary.',
    );
    process.exit(1);
  }
  console.info('Installing Debian chromium for the end-to-end tests…');
  run('apt-get update', 'apt-get', ['update', '-qq']);
  run('install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });
ensureChromium();
run('format', 'npx', ['prettier', '--check', '.']);
run('lint', 'npx', ['eslint', '.']);
run('types', 'npx', ['react-router', 'typegen']);
run('types', 'npx', ['tsc']);

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=test-results/${name}.json`,
];
run('unit tests (PGlite)', 'npx', ['vitest', 'run', ...vitestJson('unit')], {
  TEST_DATABASE_URL: '',
});
const suites = ['unit'];
if (process.env.TEST_DATABASE_URL) {
  run('data-layer tests (PostgreSQL)', 'npx', [
    'vitest',
    'run',
    'app/models',
    'app/db',
    ...vitestJson('unit-postgres'),
  ]);
  suites.push('unit-postgres');
}

run('build', 'npx', ['react-router', 'build']);
run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
});

let passed = 0;
let failed = 0;
for (const suite of suites) {
  const report = readJson(`test-results/${suite}.json`);
  passed += report?.numPassedTests ?? 0;
  failed += report?.numFailedTests ?? 0;
}
const e2e = readJson('test-results/e2e.json');
passed += e2e?.stats?.expected ?? 0;
failed += e2e?.stats?.unexpected ?? 0;
console.info(`\nall: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
