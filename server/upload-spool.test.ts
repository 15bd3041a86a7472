import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { requestGuard } from './request-guard';
import { SPOOLS_AT_ONCE } from './upload-spool';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose handler reports the body the guard handed on: in memory, or in a file. */
async function serve({ silenceMs = 0 } = {}) {
  const files: string[] = [];
  const app = express();
  app.use(requestGuard());
  app.use(async (req, res) => {
    const file = res.locals.bodyFile as string | undefined;
    if (file) files.push(file);
    // A handler that takes its time, so that uploads under way can be counted.
    if (req.query.wait) await new Promise((resolve) => setTimeout(resolve, Number(req.query.wait)));
    const memory = res.locals.body as Buffer | undefined;
    res.send(file ? `file ${readFileSync(file).length}` : `memory ${memory?.length ?? 'none'}`);
  });
  const server = app.listen(0);
  // As server.js closes a connection silent for 30 s (ADR 0028).
  if (silenceMs) server.timeout = silenceMs;
  await once(server, 'listening');
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  const port = (server.address() as AddressInfo).port;
  const post = async (path: string, size: number, cookie = 'roofline_session=abc') => {
    const response = await fetch(`http://localhost:${port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg', ...(cookie && { Cookie: cookie }) },
      body: new Uint8Array(size),
    });
    return `${response.status} ${await response.text()}`;
  };
  return { post, files };
}

describe('a photo upload', () => {
  it('is written to a file of its own past 64 KB, and the file is gone once answered', async () => {
    const { post, files } = await serve();
    expect(await post('/listings/drafts/3/photos?role=plan', 3 * 1024 * 1024)).toBe(
      `200 file ${3 * 1024 * 1024}`,
    );
    await expect.poll(() => existsSync(files[0]!)).toBe(false);
    // Any other address keeps the 64 KB limit in memory, the photos' own neighbours included.
    expect(await post('/listings/drafts/3/photos/arrange', 100 * 1024)).toMatch(/^413 /);
    expect(await post('/listings/drafts/3/photos/arrange', 1024)).toBe('200 memory 1024');
    expect(await post('/listings/drafts/3/photo', 100 * 1024)).toMatch(/^413 /);
  });

  // Issue 39: seven photos sent at once wait their turn two at a time, silently; the last ones
  // were closed unanswered after 30 s.
  it("keeps its connection open while it waits and is processed, past the server's silence limit", async () => {
    const { post } = await serve({ silenceMs: 300 });
    expect(await post('/listings/drafts/3/photos?wait=900', 100 * 1024)).toBe(
      `200 file ${100 * 1024}`,
    );
    // Any other request keeps the limit.
    await expect(post('/listings/drafts/3/photos/arrange?wait=900', 10)).rejects.toThrow();
  });

  it('is read like any other post, 64 KB at most and never to disk, from a visitor with no session', async () => {
    const { post, files } = await serve();
    expect(await post('/listings/drafts/3/photos', 100 * 1024, '')).toMatch(/^413 /);
    expect(await post('/listings/drafts/3/photos', 100 * 1024, 'theme=dark')).toMatch(/^413 /);
    expect(await post('/listings/drafts/3/photos', 1024, 'roofline_session=')).toBe(
      '200 memory 1024',
    );
    expect(files).toEqual([]);
  });

  it('waits its turn (429 with Retry-After) past the uploads the server writes at once', async () => {
    const { post, files } = await serve();
    const held = Array.from({ length: SPOOLS_AT_ONCE }, () =>
      post('/listings/drafts/3/photos?wait=1500', 1024),
    );
    await expect.poll(() => files.length).toBe(SPOOLS_AT_ONCE);
    expect(await post('/listings/drafts/3/photos', 1024)).toBe('429 Too Many Requests');
    expect(new Set(await Promise.all(held))).toEqual(new Set(['200 file 1024']));
    // Each place is given back once its upload is answered.
    expect(await post('/listings/drafts/3/photos', 1024)).toBe('200 file 1024');
  });
});
