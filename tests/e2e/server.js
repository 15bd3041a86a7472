// The server the end-to-end tests drive: the built site on a fresh embedded database, with a
// rate limit high enough for the tests' own posts (the limit itself is tested separately), and
// an account for each role of the owner's desk (staff.ts).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = 'production';
process.env.RATE_LIMIT_PER_MINUTE ??= '10000';
process.env.E2E_FAULTS ??= '1';
execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/staff.ts'], { stdio: 'inherit' });
await import('../../server.js');
