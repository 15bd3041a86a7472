// The docs' links, anchors and contents, read as GitHub renders them; `scripts/docs.test.ts` holds
// them. `npx tsx scripts/docs.ts contents` writes docs/product.md's contents again from its
// sections (docs/README.md).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** Markdown text without its code blocks, where `#` lines are not headings nor `](` links. */
function withoutCodeBlocks(markdown: string) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** A heading's text as GitHub shows it: links by their text, code spans and emphasis bare. */
function headingText(markdown: string) {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*)(.+?)\1/g, '$2')
    .trim();
}

/**
 * GitHub's anchor for a heading (github-slugger): lower case; every character that is not a
 * letter, a mark, a number, a space, `-` or `_` dropped; each space a `-`.
 */
export function slug(heading: string) {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

export interface Heading {
  level: number;
  text: string;
  anchor: string;
}

/** The headings of a Markdown text, each with its anchor (a repeated one gets `-1`, `-2`, …). */
export function headingsOf(markdown: string): Heading[] {
  const seen = new Map<string, number>();
  return [...withoutCodeBlocks(markdown).matchAll(/^(#{1,6})\s+(.+?)\s*#*\s*$/gm)].map(
    ([, hashes, text]) => {
      const base = slug(text!);
      const count = seen.get(base) ?? 0;
      seen.set(base, count + 1);
      return {
        level: hashes!.length,
        text: headingText(text!),
        anchor: count ? `${base}-${count}` : base,
      };
    },
  );
}

/** Every anchor a Markdown file offers: its headings' and any `id` or `name` written in HTML. */
export function anchorsOf(file: string) {
  let anchors = anchorsByFile.get(file);
  if (!anchors) {
    const markdown = readFileSync(file, 'utf8');
    const html = [...markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)].map(([, id]) => id!);
    anchors = new Set([...headingsOf(markdown).map((h) => h.anchor), ...html]);
    anchorsByFile.set(file, anchors);
  }
  return anchors;
}
const anchorsByFile = new Map<string, Set<string>>();

/** The repository's files under `dir` whose names end with one of `extensions`. */
export function filesUnder(dir: string, extensions: string[]): string[] {
  const absolute = path.join(ROOT, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((name) => !name.split(path.sep).includes('node_modules'))
    .filter((name) => extensions.some((ext) => name.endsWith(ext)))
    .filter((name) => statSync(path.join(ROOT, name)).isFile());
}

export interface Link {
  /** Where the link is written (repository path and line). */
  from: string;
  /** The repository path it names, and the anchor after `#`, if any. */
  target: string;
  anchor?: string;
}

/** The relative links of a Markdown file (`[text](path#anchor)`), outside code blocks. */
export function markdownLinks(file: string): Link[] {
  const markdown = withoutCodeBlocks(readFileSync(path.join(ROOT, file), 'utf8'));
  const links: Link[] = [];
  markdown.split('\n').forEach((line, index) => {
    for (const [, href] of line.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(href!)) continue;
      const [pathPart = '', anchor] = href!.split('#');
      const target = pathPart
        ? path.normalize(path.join(path.dirname(file), decodeURI(pathPart.split('?')[0]!)))
        : file;
      links.push({ from: `${file}:${index + 1}`, target, anchor: anchor || undefined });
    }
  });
  return links;
}

/** The docs cited in code and its comments by their path from the root (`docs/product.md#search`). */
export function citedDocs(file: string): Link[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const links: Link[] = [];
  text.split('\n').forEach((line, index) => {
    for (const [, target, anchor] of line.matchAll(/\bdocs\/([\w./-]*[\w/])(?:#([\w-]+))?/g)) {
      links.push({ from: `${file}:${index + 1}`, target: `docs/${target}`, anchor });
    }
  });
  return links;
}

/** ADR numbers cited in a text: "ADR 0065", "ADRs 0030 and 0037", "ADRs 0018, 0020 and 0022". */
export function citedAdrNumbers(text: string): number[] {
  return [...text.matchAll(/\bADRs?\s+(\d{4}(?:(?:,\s*(?:and\s+)?|\s+and\s+|\s+or\s+)\d{4})*)/g)]
    .flatMap(([, list]) => list!.match(/\d{4}/g)!)
    .map(Number);
}

const CONTENTS_START = '<!-- contents: npx tsx scripts/docs.ts contents -->';
const CONTENTS_END = '<!-- /contents -->';

/** The contents block of a Markdown file: a line per section (`##`), in order. */
export function contentsFor(markdown: string) {
  const lines = headingsOf(markdown)
    .filter((h) => h.level === 2)
    .map((h) => `- [${h.text}](#${h.anchor})`);
  return [CONTENTS_START, '', ...lines, '', CONTENTS_END].join('\n');
}

/** The contents block as written in the file, or undefined when it has none. */
export function writtenContents(markdown: string) {
  const start = markdown.indexOf(CONTENTS_START);
  const end = markdown.indexOf(CONTENTS_END);
  return start < 0 || end < 0 ? undefined : markdown.slice(start, end + CONTENTS_END.length);
}

export const PRODUCT = path.join(ROOT, 'docs/product.md');

if (process.argv[1] === import.meta.filename && process.argv[2] === 'contents') {
  const markdown = readFileSync(PRODUCT, 'utf8');
  const written = writtenContents(markdown);
  if (written === undefined)
    throw new Error(`No ${CONTENTS_START} … ${CONTENTS_END} in product.md`);
  writeFileSync(PRODUCT, markdown.replace(written, contentsFor(markdown)));
}
