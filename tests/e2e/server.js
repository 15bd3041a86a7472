// The server the end-to-end tests drive: the built site on a fresh embedded database, with a
// rate limit high enough for the tests' own posts (the limit itself is tested separately), and
// an account for each role of the owner's desk (staff.ts). A copy of that database, made before
// the server opens it, is the one the specs' own servers start from (spec-database.js).
import { execFileSync } from 'node:child_process';
import { cpSync, renameSync, rmSync } from 'node:fs';

import { specTemplateDir } from './spec-database.js';

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const template = specTemplateDir(process.env.PORT);
for (const dir of [dataDir, template, `${template}.making`]) {
  rmSync(dir, { recursive: true, force: true });
}
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.RATE_LIMIT_PER_MINUTE ??= '10000';
process.env.E2E_FAULTS ??= '1';
execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/staff.ts'], { stdio: 'inherit' });
// Whole or absent: a spec never copies a folder half written.
cpSync(dataDir, `${template}.making`, { recursive: true });
renameSync(`${template}.making`, template);
await import('../../server.js');
