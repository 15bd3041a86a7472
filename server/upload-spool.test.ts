import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';

import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';

import { requestGuard } from './request-guard';

let close: (() => void) | undefined;
afterEach(() => close?.());

/** A server whose handler reports the body the guard handed on: in memory, or in a file. */
async function serve() {
  const files: string[] = [];
  const app = express();
  app.use(requestGuard());
  app.use((_req, res) => {
    const file = res.locals.bodyFile as string | undefined;
    if (file) files.push(file);
    const memory = res.locals.body as Buffer | undefined;
    res.send(file ? `file ${readFileSync(file).length}` : `memory ${memory?.length ?? 'none'}`);
  });
  const server = app.listen(0);
  await once(server, 'listening');
  close = () => {
    server.closeAllConnections();
    server.close();
  };
  const port = (server.address() as AddressInfo).port;
  const post = async (path: string, size: number) => {
    const response = await fetch(`http://localhost:${port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'image/jpeg' },
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
});
