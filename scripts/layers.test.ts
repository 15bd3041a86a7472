// The layer rules (.dependency-cruiser.cjs, ADR 0090) refuse what they are meant to: a small app
// with one import against each rule, checked by the same command `npm test` runs.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

const FILES: Record<string, string> = {
  'app/models/home.server.ts': 'export const home = 1;\n',
  'app/routes/page.tsx': 'export const page = 1;\n',
  'app/components/card.tsx': 'export const card = 1;\n',
  'app/lib/units.ts': 'export const units = 1;\n',
  'app/root.tsx':
    "import type { shape } from './components/shape';\nexport const loader = (s: shape) => s;\n",
  // Against the layers.
  'app/lib/query.ts': "import { home } from '../models/home.server';\nexport const query = home;\n",
  'app/lib/cookie.server.ts':
    "import { readFileSync } from 'node:fs';\nexport const cookie = readFileSync;\n",
  'app/i18n/format.ts': "import { units } from '../lib/units';\nexport const format = units;\n",
  'app/models/list.server.ts':
    "import { card } from '../components/card';\nexport const list = card;\n",
  'app/components/list.tsx': "import { page } from '../routes/page';\nexport const list = page;\n",
  'app/db/seed.server.ts':
    "import { home } from '../models/home.server';\nexport const seed = home;\n",
  'app/http/form.server.ts':
    "import { home } from '../models/home.server';\nexport const form = home;\n",
  'app/components/badge.tsx': "import { loader } from '../root';\nexport const badge = loader;\n",
  // Two files that import each other.
  'app/components/a.tsx': "import { b } from './b';\nexport const a = () => b;\n",
  'app/components/b.tsx': "import { a } from './a';\nexport const b = () => a;\n",
  // Allowed: the root's loader type, read from below (and the loop it closes).
  'app/components/shape.ts':
    "import type { loader } from '../root';\nexport type shape = Parameters<typeof loader>[0] | number;\n",
};

const dir = mkdtempSync(path.join(os.tmpdir(), 'layers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cruise() {
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  cpSync('.dependency-cruiser.cjs', path.join(dir, '.dependency-cruiser.cjs'));
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { jsx: 'react-jsx', module: 'ESNext', moduleResolution: 'bundler' },
    }),
  );
  const bin = path.resolve('node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
  const run = spawnSync(
    process.execPath,
    [bin, 'app', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
    { cwd: dir, encoding: 'utf8' },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations;
}

describe('the layer rules', () => {
  it('refuse each import against the layers and a circle, and allow the root loader’s type', () => {
    const violations = cruise();
    expect(violations.map(({ rule, from }) => `${rule.name} ${from}`).sort()).toEqual(
      [
        'components-not-above app/components/list.tsx',
        'db-not-above app/db/seed.server.ts',
        'http-not-above app/http/form.server.ts',
        'i18n-bottom app/i18n/format.ts',
        'lib-pure app/lib/query.ts',
        'models-not-above app/models/list.server.ts',
        'no-circular app/components/a.tsx',
        'no-server-module-in-lib app/lib/cookie.server.ts',
        'root-loader-type-only app/components/badge.tsx',
      ].sort(),
    );
  });
});
