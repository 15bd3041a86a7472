// A doc comment directly above another one documents nothing: it is what an edit leaves when it
// puts new code between a comment and the code it described (ADR 0091).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

/** Known, and left for the change that rewrites the file: parseText's comment above parseArea. */
const KNOWN = new Set(['app/lib/query.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|js)$/.test(entry.name) ? [full] : [];
  });
}

/** Each place where a doc comment ends and the next line opens another, as `file:line`. */
function strandedComments(file: string, text: string) {
  return [...text.matchAll(/\*\/\n[ \t]*\/\*\*/g)].map(
    (match) => `${file}:${text.slice(0, match.index).split('\n').length}`,
  );
}

describe('doc comments', () => {
  it('finds a comment stranded above another', () => {
    const text = '/** Trims. */\n/** Parses. */\nfunction parse() {}\n';
    expect(strandedComments('x.ts', text)).toEqual(['x.ts:1']);
    expect(strandedComments('x.ts', '/** Parses. */\nfunction parse() {}\n')).toEqual([]);
  });

  it('sits above the code it describes, in every source file', () => {
    const stranded = ['app', 'server', 'scripts']
      .flatMap(sourceFiles)
      .filter((file) => !KNOWN.has(file))
      .flatMap((file) => strandedComments(file, readFileSync(file, 'utf8')));
    expect(stranded).toEqual([]);
  });
});
