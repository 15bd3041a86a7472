import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { setImmediate as nextTurn } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { dropHeadModulePreloads } from './head-module-preloads';

const HEAD =
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="image" href="/art/hero.svg" fetchPriority="high"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n0=="/>' +
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n0=="/>' +
  '<title>Roofline | ホーム</title>' +
  '<link nonce="n0==" rel="stylesheet" href="/assets/root.css"/></head>';
const BODY =
  '<body><p>物件 <code>&lt;link rel="modulepreload" href="/x.js"/&gt;</code></p>' +
  '<link rel="modulepreload" href="/assets/late.js"/>' +
  '<script nonce="n0==" type="module" async="">import("/assets/entry.client-A.js");</script></body></html>';

async function run(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(dropHeadModulePreloads()));
}

function split(document: string, cuts: number[]) {
  const bytes = Buffer.from(document);
  const edges = [0, ...cuts, bytes.length];
  return edges.slice(1).map((end, i) => bytes.subarray(edges[i], end));
}

describe('dropHeadModulePreloads', () => {
  const expected = HEAD.replace(/<link rel="modulepreload"[^>]*>/g, '') + BODY;

  it('removes the module preloads from the head and nothing else', async () => {
    const out = await run([Buffer.from(HEAD + BODY)]);
    expect(out).toBe(expected);
    expect(out).toContain('<link rel="preload" as="image"');
    expect(out).toContain('rel="stylesheet"');
    expect(out).not.toContain('href="/assets/root-B.js"');
    // The body streams untouched, even text that looks like a preload.
    expect(out.endsWith(BODY)).toBe(true);
  });

  it('gives the same document wherever the stream is cut, inside tags and characters too', async () => {
    const length = Buffer.byteLength(HEAD + BODY);
    for (let cut = 1; cut < length; cut += 1) {
      expect(await run(split(HEAD + BODY, [cut]))).toBe(expected);
    }
    const everyByte = Array.from({ length: length - 1 }, (_, i) => i + 1);
    expect(await run(split(HEAD + BODY, everyByte))).toBe(expected);
  });

  it('passes a document that never closes its head through unchanged', async () => {
    const cut = '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a.js"/>';
    expect(await run([Buffer.from(cut)])).toBe(cut);
  });

  it('sends what is written in one turn as one chunk, and a later part when it comes', async () => {
    const stream = dropHeadModulePreloads();
    const chunks: string[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    for (const piece of split(HEAD + BODY, [40, 300, 420, 500])) stream.write(piece);
    await nextTurn();
    expect(chunks).toEqual([
      expected.slice(0, expected.indexOf('</head>')),
      expected.slice(expected.indexOf('</head>')),
    ]);
    // A part finished later (a Suspense boundary) streams before the document ends.
    stream.write('<p>later</p>');
    stream.write('<p>and more</p>');
    await nextTurn();
    expect(chunks.slice(2)).toEqual(['<p>later</p><p>and more</p>']);
    stream.end('</html>');
    await new Promise((resolve) => stream.on('end', resolve));
    expect(chunks.slice(3)).toEqual(['</html>']);
  });
});
