import { request as httpRequest } from 'node:http';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';

/**
 * The photo endpoints over HTTP (docs/product.md#photos, ADR 0047), without a browser: an upload
 * may be 15 MB where every other post stays at 64 KB, and a draft's photos answer 404 to
 * anyone but its owner. What the model and the routes do with a photo is in their Vitest files.
 */

const port = Number(process.env.E2E_PORT ?? 3210);

/**
 * One post as sent, with its body streamed in 1 MB pieces (chunked unless its length is declared).
 * A body declared too long is answered at once, unread: the client then waits for that answer
 * before sending any of it (`bodyAfterAnswer: false`), as a client that goes on writing into a
 * closed connection may lose the answer to the reset.
 */
function post(
  path: string,
  headers: Record<string, string>,
  size: number,
  { bodyAfterAnswer = true } = {},
) {
  return new Promise<number>((resolve, reject) => {
    // The server may answer and close before the whole body is sent: its answer counts, and the
    // error of a write after it (EPIPE, a reset) comes too late to change the result.
    const req = httpRequest({ port, method: 'POST', path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      if (!bodyAfterAnswer) req.destroy();
    });
    req.on('error', (error) => reject(new Error(`${path} ${size} bytes: ${error.message}`)));
    if (!bodyAfterAnswer) return void req.flushHeaders();
    const piece = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!req.write(part)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const MB = 1024 * 1024;
const image = { 'Content-Type': 'image/jpeg' };

test('an upload may be 15 MB, and no more; every other post stays at 64 KB', async ({
  playwright,
}, testInfo) => {
  // A signed-in member's upload is written to disk up to 15 MB (ADR 0047); past the guard, the
  // draft is not theirs: 404.
  const member = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  await registerByRequest(member, newAccount(testInfo, 'uploader'));
  const session = (await member.storageState()).cookies.find(
    (cookie) => cookie.name === 'roofline_session',
  );
  const signedIn = { ...image, Cookie: `roofline_session=${session!.value}` };
  expect(await post('/listings/drafts/1/photos', signedIn, 14 * MB)).toBe(404);
  expect(await post('/listings/drafts/1/photos', signedIn, 16 * MB)).toBe(413);
  expect(
    await post(
      '/listings/drafts/1/photos',
      { ...signedIn, 'Content-Length': String(16 * MB) },
      16 * MB,
      { bodyAfterAnswer: false },
    ),
  ).toBe(413);
  // A visitor with no session owns no draft: their post is read as any other, 64 KB at most.
  expect(await post('/listings/drafts/1/photos', image, 100 * 1024)).toBe(413);
  expect(await post('/listings/drafts/1/photos', image, 10)).toBe(404);
  await member.dispose();
  const json = { 'Content-Type': 'application/json' };
  expect(await post('/listings/drafts/1/photos/arrange', json, 100 * 1024)).toBe(413);
  expect(await post('/listings/drafts/1/photos/1/delete', json, 100 * 1024)).toBe(413);
  expect(await post('/newsletter', { 'Content-Type': 'text/plain' }, 100 * 1024)).toBe(413);
  expect(
    await post('/listings/drafts/1/photos', { ...image, Origin: 'https://evil.example' }, 10),
  ).toBe(403);
});

test("a draft's photos answer 404 to another account and to visitors", async ({
  playwright,
}, testInfo) => {
  const visitor = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  const member = await playwright.request.newContext({ baseURL: `http://localhost:${port}` });
  await registerByRequest(member, newAccount(testInfo, 'photos'));
  for (const context of [visitor, member]) {
    for (const draft of ['1', '2147483647', '0', 'x']) {
      const base = `/listings/drafts/${draft}/photos`;
      expect((await context.get(base)).status(), base).toBe(404);
      const sent = await context.post(base, { headers: image, data: Buffer.from('ÿØÿ') });
      expect(sent.status()).toBe(404);
      expect(await sent.json()).toEqual({ error: 'notFound' });
      expect((await context.post(`${base}/arrange`, { data: { photos: [] } })).status()).toBe(404);
      expect((await context.post(`${base}/5/delete`)).status()).toBe(404);
    }
  }
  for (const path of [
    '/photos/0123456789abcdef0123/480.jpg',
    '/photos/0123456789abcdef0123/480.gif',
    '/photos/..%2f..%2fetc/480.jpg',
  ]) {
    const missing = await visitor.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control']).toBe('no-store');
  }
  await Promise.all([visitor.dispose(), member.dispose()]);
});
