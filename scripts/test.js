// `npm test` (= `npm run validate`): every check CI runs, in order, stopping at the first failure.
// Format, lint, layers and types first (two at a time), then unit tests on PGlite (and the data
// layer's on PostgreSQL when TEST_DATABASE_URL is set), then a fresh build and the end-to-end
// tests in Chromium. What runs where: tests/README.md. At the end, the minutes each stage took (with
// .ci/run's own stages, which it passes in CI_STAGE_TIMES) and the `all: N passed, M failed` line.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const started = Date.now();

/** Seconds per stage, in order: .ci/run's first (CI_STAGE_TIMES="apt-get=41;npm install=25"). */
const stages = (process.env.CI_STAGE_TIMES ?? '')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const [name, seconds] = entry.split('=');
    return { name, seconds: Number(seconds) };
  });

/** Runs a stage and notes its time (a stage that fails is noted up to the failure). */
function stage(name, work) {
  const entry = { name, at: Date.now() };
  stages.push(entry);
  work();
  entry.seconds = (Date.now() - entry.at) / 1000;
}

function printStages() {
  const ciStart = Number(process.env.CI_STARTED_AT);
  const total = ciStart ? Date.now() / 1000 - ciStart : (Date.now() - started) / 1000;
  console.info('\nminutes per stage:');
  for (const { name, seconds, at } of [...stages, { name: 'total', seconds: total }]) {
    const minutes = (seconds ?? (Date.now() - at) / 1000) / 60;
    console.info(`  ${name.padEnd(30)} ${minutes.toFixed(1).padStart(5)}`);
  }
}

/** A stage whose work is asynchronous (the checks' two lanes). */
async function stageAsync(name, work) {
  const entry = { name, at: Date.now() };
  stages.push(entry);
  await work();
  entry.seconds = (Date.now() - entry.at) / 1000;
}

/**
 * Runs commands one after another until one fails. A quiet lane keeps their output (both
 * streams) to show afterwards; the other shows it as it comes.
 */
async function lane(commands, { quiet = false } = {}) {
  let output = '';
  for (const [title, command, args] of commands) {
    const heading = `\n▶ ${title}: ${command} ${args.join(' ')}\n`;
    if (quiet) output += heading;
    else process.stdout.write(heading);
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (quiet) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    const status = await new Promise((resolve) => child.on('close', resolve));
    if (status !== 0) return { output, failed: title };
  }
  return { output, failed: null };
}

function run(title, command, args, env = {}) {
  console.info(`\n▶ ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    printStages();
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
  run(
    'install chromium',
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    { DEBIAN_FRONTEND: 'noninteractive' },
  );
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
// Two lanes at once, one per core: each check is one process that keeps one core busy. The second
// lane's output is shown when both have ended, so the two never interleave.
await stageAsync('format, lint, types', async () => {
  const lanes = await Promise.all([
    lane([
      ['format', 'npx', ['prettier', '--check', '.']],
      ['lint', 'npx', ['eslint', '.']],
    ]),
    // The layers and no circles (docs/architecture.md#layers, ADR 0090); unused files, exports
    // and dependencies (docs/architecture.md#unused-code, ADR 0091), once typegen has written the
    // routes' types that route modules import.
    lane(
      [
        ['types', 'npx', ['react-router', 'typegen']],
        ['types', 'npx', ['tsc']],
        ['layers', 'npm', ['run', '--silent', 'lint:layers']],
        ['unused code', 'npm', ['run', '--silent', 'lint:unused']],
      ],
      { quiet: true },
    ),
  ]);
  for (const { output } of lanes) if (output) process.stdout.write(output);
  const failed = lanes.find((result) => result.failed);
  if (failed) {
    console.error(`\n✖ ${failed.failed} failed`);
    printStages();
    process.exit(1);
  }
});

const vitestJson = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=test-results/${name}.json`,
];
stage('unit tests (PGlite)', () =>
  run('unit tests (PGlite)', 'npx', ['vitest', 'run', ...vitestJson('unit')], {
    TEST_DATABASE_URL: '',
  }),
);
const suites = ['unit'];
if (process.env.TEST_DATABASE_URL) {
  // The data layer again, on PostgreSQL: the files that open the test database. Tests that open
  // PGlite whatever the environment says have "PGlite" in their name (or their describe's) and
  // ran above; so did the property batches, which open no database (tests/README.md).
  stage('data-layer tests (PostgreSQL)', () =>
    run('data-layer tests (PostgreSQL)', 'npx', [
      'vitest',
      'run',
      'app/models',
      'app/db',
      '--exclude=app/db/property-batches.server.test.ts',
      '--testNamePattern=^(?!.*PGlite)',
      ...vitestJson('unit-postgres'),
    ]),
  );
  suites.push('unit-postgres');
}

stage('build', () => run('build', 'npx', ['react-router', 'build']));
stage('end-to-end tests (Chromium)', () =>
  run('end-to-end tests (Chromium)', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/e2e.json',
  }),
);

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
printStages();
console.info(`\nall: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
