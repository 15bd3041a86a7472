import { once } from 'node:events';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';

import { writeAsyncIterableToWritable } from '@react-router/node';
import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { describe, expect, it } from 'vitest';

import { compressResponses } from './compress';

const CHUNKS = 40;
const CHUNK_BYTES = 64 * 1024;

/**
 * A page of incompressible chunks, written as React Router writes a page (waiting for 'drain'
 * with `once` and removing the listener when the wait ends), read by a client that starts late.
 */
async function slowPage(middleware: RequestHandler[]) {
  const body = Array.from({ length: CHUNKS }, () => randomBytes(CHUNK_BYTES).toString('base64'));
  const app = express();
  app.use(...middleware);
  app.get('/', (_req, res) => {
    res.type('text/plain');
    async function* chunks() {
      for (const chunk of body) yield new TextEncoder().encode(chunk);
    }
    void writeAsyncIterableToWritable(chunks(), res);
  });
  const warnings: Error[] = [];
  const onWarning = (warning: Error) => warnings.push(warning);
  process.on('warning', onWarning);
  const server = app.listen(0);
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const received = await new Promise<Buffer>((resolve, reject) => {
      const req = request({ port, path: '/', headers: { 'accept-encoding': 'br' } }, (res) => {
        res.pause();
        const parts: Buffer[] = [];
        // Late, so the server's writes back up and it waits for 'drain' many times.
        setTimeout(() => {
          res.on('data', (part: Buffer) => parts.push(part));
          res.on('end', () => resolve(Buffer.concat(parts)));
          res.resume();
        }, 300);
      });
      req.on('error', reject);
      req.end();
    });
    // Warnings are emitted on the next tick.
    await new Promise((resolve) => setImmediate(resolve));
    return { sent: body.join(''), received: brotliDecompressSync(received).toString(), warnings };
  } finally {
    process.off('warning', onWarning);
    server.close();
  }
}

describe('compressResponses', () => {
  it('compresses a slowly read page whole, without piling up drain listeners', async () => {
    const { sent, received, warnings } = await slowPage(compressResponses());
    expect(received).toBe(sent);
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  });

  it('is needed: compression alone leaves the drain listeners behind on the same page', async () => {
    const { sent, received, warnings } = await slowPage([compression()]);
    expect(received).toBe(sent);
    expect(warnings.map((w) => w.name)).toContain('MaxListenersExceededWarning');
  });
});
