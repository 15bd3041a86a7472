import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { buildIsCurrent } from './build-state.js';

let root: string;
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 24, 0, 0, seconds));

async function file(relative: string, seconds: number) {
  const full = path.join(root, relative);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, relative);
  await utimes(full, at(seconds), at(seconds));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'roofline-build-state-'));
  await file('app/root.tsx', 10);
  await file('package.json', 10);
  await mkdir(path.join(root, 'build/client'), { recursive: true });
  await file('build/server/index.js', 20);
  // The folders' own times count too: make them old, as a checkout's are.
  for (const dir of ['app', 'build', 'build/server', 'build/client'])
    await utimes(path.join(root, dir), at(1), at(1));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('buildIsCurrent (npm start builds again when it is not)', () => {
  it('holds for a build newer than every source', () => {
    expect(buildIsCurrent(root, 'build')).toBe(true);
  });

  it('fails when there is no build', () => {
    expect(buildIsCurrent(root, 'elsewhere')).toBe(false);
  });

  it('fails once a source is edited or pulled after the build', async () => {
    await file('app/routes/new-page.tsx', 30);
    expect(buildIsCurrent(root, 'build')).toBe(false);
  });

  it('fails when the dependencies changed after the build', async () => {
    await file('package-lock.json', 25);
    expect(buildIsCurrent(root, 'build')).toBe(false);
  });
});
