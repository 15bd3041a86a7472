// The docs' front door holds (docs/README.md): every ADR is indexed with its status, product.md's
// contents names every section, and no link or citation, from the docs or from the code, leads to
// a file or an anchor that is not there.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  anchorsOf,
  citedAdrNumbers,
  citedDocs,
  contentsFor,
  filesUnder,
  headingsOf,
  markdownLinks,
  PRODUCT,
  ROOT,
  slug,
  writtenContents,
  type Link,
} from './docs';

const DECISIONS = path.join(ROOT, 'docs/decisions');
const adrFiles = readdirSync(DECISIONS).filter((name) => /^\d{4}-.*\.md$/.test(name));
const index = readFileSync(path.join(DECISIONS, 'README.md'), 'utf8');
/** The index's lines, by the file each names: `- [0023](0023-….md) Title. Status: ….` */
const indexLines = [...index.matchAll(/^- \[(\d{4})\]\(([^)]+)\) (.*)$/gm)].map(
  ([, number, file, rest]) => ({ number: number!, file: file!, rest: rest! }),
);
const statusOf = (file: string) =>
  readFileSync(path.join(DECISIONS, file), 'utf8').match(/^Status:\s*(.+)$/m)?.[1] ?? '';

const MARKDOWN = [
  'README.md',
  'tests/README.md',
  ...filesUnder('docs', ['.md']),
  ...filesUnder('.ci', ['.md']),
];
// This file names dead links on purpose, to show they are found.
const CODE = ['app', 'server', 'scripts', 'tests', '.ci']
  .flatMap((dir) => filesUnder(dir, ['.ts', '.tsx', '.js', '.mjs', '.css', '.sql', '.sh', '.yml']))
  .filter((file) => file !== 'scripts/docs.test.ts');

/**
 * Docs that docs/README.md links to and that are written at the same time elsewhere: skipped
 * while they are missing, and an entry here fails once its file is there, to be taken out.
 */
const WRITTEN_ELSEWHERE: string[] = [];

/** What is wrong with a link: a missing file, or a missing anchor in a Markdown file. */
function deadEnd({ target, anchor }: Link) {
  const file = path.join(ROOT, target);
  if (!existsSync(file)) return WRITTEN_ELSEWHERE.includes(target) ? undefined : 'no such file';
  if (!anchor) return undefined;
  if (!target.endsWith('.md') || statSync(file).isDirectory()) return 'an anchor on a non-Markdown';
  return anchorsOf(file).has(anchor) ? undefined : `no #${anchor} in ${target}`;
}

describe('docs/decisions/README.md', () => {
  it('names every ADR once, and only files that are there', () => {
    expect(indexLines.map((line) => line.file).sort()).toEqual([...adrFiles].sort());
    for (const line of indexLines) expect(line.file.slice(0, 4), line.file).toBe(line.number);
  });

  it('gives each ADR the status its own Status line gives, and the later ADRs that change it', () => {
    const problems: string[] = [];
    for (const { file, rest } of indexLines) {
      const said = statusOf(file);
      const status = rest.slice(rest.lastIndexOf('Status:'));
      if (!rest.includes('Status:')) problems.push(`${file}: no status`);
      if (/superseded/i.test(said) && !/superseded/i.test(status)) {
        problems.push(`${file}: superseded, the index does not say so`);
      }
      // Each ADR a Status line names (amends, amended by, replaces) is named in the index too…
      for (const other of said.match(/\b\d{4}\b/g) ?? []) {
        if (!status.includes(`[${other}]`)) problems.push(`${file}: its status names ${other}`);
      }
      // …and an ADR that changes an earlier one is named on the earlier one's line.
      const number = file.slice(0, 4);
      for (const earlier of said.match(/\b\d{4}\b/g) ?? []) {
        if (earlier >= number) continue;
        const line = indexLines.find((l) => l.number === earlier);
        if (line && !line.rest.includes(`[${number}]`)) {
          problems.push(`${earlier}: changed by ${number}, the index does not say so`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a subsystem heading above every line, and a contents naming each subsystem', () => {
    const subsystems = headingsOf(index).filter((h) => h.level === 3);
    expect(subsystems.length).toBeGreaterThan(5);
    for (const { text, anchor } of subsystems) expect(index).toContain(`- [${text}](#${anchor})`);
  });
});

describe('docs/product.md', () => {
  it('has a contents that names every section, in order', () => {
    const markdown = readFileSync(PRODUCT, 'utf8');
    // Out of date: `npx tsx scripts/docs.ts contents` writes it again.
    expect(writtenContents(markdown)).toBe(contentsFor(markdown));
    expect(contentsFor(markdown).split('\n- [').length - 1).toBe(
      headingsOf(markdown).filter((h) => h.level === 2).length,
    );
  });
});

/** The route table's paths (app/routes.ts), `:param` as written; the desk's under `/admin`. */
function routePaths() {
  const source = readFileSync(path.join(ROOT, 'app/routes.ts'), 'utf8');
  const deskStart = source.indexOf("...prefix('admin'");
  const deskEnd = source.indexOf("route('not-found'");
  const paths = (text: string) =>
    [...text.matchAll(/\broute\('([^']+)'/g)].map(([, route]) => route!);
  return [
    '/',
    ...paths(source.slice(0, deskStart) + source.slice(deskEnd)).map((route) => `/${route}`),
    ...paths(source.slice(deskStart, deskEnd)).map((route) => `/admin/${route}`),
  ].filter((route) => route !== '/*');
}

/**
 * Whether a path written in product.md's table (`/property/{id}`, `/home{1…5}`,
 * `/listings/drafts/{id}/photos/…`) stands for a route: `{…}` is any text within a segment, a
 * last `…` any segments after, and a route's `:param` any segment.
 */
function covers(written: string, route: string) {
  const want = written.split('?')[0]!.split('/');
  const have = route.split('/');
  if (want.at(-1) === '…') {
    want.pop();
    have.length = Math.min(have.length, want.length);
  }
  return (
    want.length === have.length &&
    want.every((segment, i) => {
      if (have[i]!.startsWith(':')) return true;
      const pattern = segment
        .split(/\{[^}]*\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
        .join('[^/]+');
      return new RegExp(`^${pattern}$`).test(have[i]!);
    })
  );
}

describe('docs/product.md#screens-and-routes', () => {
  it('names every route of app/routes.ts', () => {
    const markdown = readFileSync(PRODUCT, 'utf8');
    const table = markdown.slice(
      markdown.indexOf('## Screens and routes'),
      markdown.indexOf('\n## ', markdown.indexOf('## Screens and routes') + 1),
    );
    const written = [...table.matchAll(/^\| ((?:[^|\\]|\\.)*)\|/gm)].flatMap(([, cell]) =>
      [...cell!.matchAll(/`(\/[^`]*)`/g)].map(([, p]) => p!.replace(/\\\|/g, '|')),
    );
    const routes = routePaths();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes.filter(
      (route) =>
        !written.some((p) => covers(p, route)) &&
        !(route.startsWith('/admin/') && written.includes('/admin/…')),
    );
    expect(missing).toEqual([]);
    expect(covers('/home{1…5}', '/home3')).toBe(true);
    expect(covers('/property/{id}', '/property/:id')).toBe(true);
    expect(covers('/property/{id}', '/compare')).toBe(false);
    expect(
      covers('/listings/drafts/{id}/photos/…', '/listings/drafts/:draftId/photos/arrange'),
    ).toBe(true);
  });
});

describe('anchors', () => {
  it("follow GitHub's rules", () => {
    expect(slug("The owner's desk")).toBe('the-owners-desk');
    expect(slug('Max monthly cost and its sort')).toBe('max-monthly-cost-and-its-sort');
    expect(slug('Comparing homes and what a home costs a month')).toBe(
      'comparing-homes-and-what-a-home-costs-a-month',
    );
    expect(slug('`PUBLIC_ORIGIN` and the [site](x.md)')).toBe('public_origin-and-the-site');
    expect(slug('Fonts: 日本語, Noto (CJK)')).toBe('fonts-日本語-noto-cjk');
    expect(slug('PostgreSQL in operation')).toBe('postgresql-in-operation');
    expect(headingsOf('## A\n\n## A\n\n```\n## Not a heading\n```\n').map((h) => h.anchor)).toEqual(
      ['a', 'a-1'],
    );
  });

  it('of every link between the docs are there', () => {
    const dead = MARKDOWN.flatMap(markdownLinks)
      .map((link) => ({ ...link, problem: deadEnd(link) }))
      .filter((link) => link.problem)
      .map(
        (link) =>
          `${link.from}: ${link.target}${link.anchor ? `#${link.anchor}` : ''} (${link.problem})`,
      );
    expect(dead).toEqual([]);
  });

  it('of every doc and ADR the code (or a doc, in its text) cites by its path are there', () => {
    const dead = [...CODE, ...MARKDOWN]
      .flatMap(citedDocs)
      .map((link) => ({ ...link, problem: deadEnd(link) }))
      .filter((link) => link.problem)
      .map(
        (link) =>
          `${link.from}: ${link.target}${link.anchor ? `#${link.anchor}` : ''} (${link.problem})`,
      );
    expect(dead).toEqual([]);
  });

  it('every ADR cited by number, in the code or the docs, is there', () => {
    const numbers = new Set(adrFiles.map((file) => Number(file.slice(0, 4))));
    const missing = [...CODE, ...MARKDOWN].flatMap((file) =>
      citedAdrNumbers(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((n) => !numbers.has(n))
        .map((n) => `${file}: ADR ${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('a dead link is found', () => {
    // The checks above must be able to fail: a made-up anchor and file are reported.
    expect(deadEnd({ from: 'x', target: 'docs/product.md', anchor: 'forms' })).toBeDefined();
    expect(deadEnd({ from: 'x', target: 'docs/product.md', anchor: 'the-shell' })).toBeUndefined();
    expect(deadEnd({ from: 'x', target: 'docs/docs/decisions' })).toBeDefined();
    expect(citedAdrNumbers('see ADRs 0018, 0020 and 0022, and ADR 0065')).toEqual([18, 20, 22, 65]);
  });

  it('skips only docs still being written elsewhere', () => {
    for (const file of WRITTEN_ELSEWHERE) {
      expect(
        existsSync(path.join(ROOT, file)),
        `${file} is there: take it off WRITTEN_ELSEWHERE`,
      ).toBe(false);
    }
  });
});
