import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, DatabaseHandle } from '~/db/client.server';
import { listingDrafts } from '~/db/schema';
import { SESSION_COOKIE } from '~/models/auth.server';
import { createSession } from '~/models/sessions.server';
import { createUser } from '~/models/users.server';

import { openTestDatabase } from '../../../tests/unit/test-database';
import { loader as servePhoto } from '../photos';
import { action as arrange } from './photos-arrange';
import { action as upload, loader as list } from './photos';

/**
 * The photo endpoints as the server calls them: the owner's alone (404 for anyone else), the
 * refusals' status codes, and the files served with their type and a year's caching, by another
 * app server on the same database too (ADR 0047).
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

let emails = 0;
async function signedIn() {
  const created = await createUser(db, {
    name: 'Owner',
    email: `photo-route${++emails}@example.com`,
    password: 'password1',
  });
  if (!created.ok) throw new Error('not created');
  const { token } = await createSession(db, created.user.id);
  const [draft] = await db
    .insert(listingDrafts)
    .values({ userId: created.user.id, fields: {} })
    .returning({ id: listingDrafts.id });
  return { cookie: `${SESSION_COOKIE}=${token}`, draftId: String(draft!.id) };
}

const context = (on: Database = db) =>
  ({ db: on, rateLimits: { take: async () => 0 }, clientIp: '203.0.113.9' }) as never;

function post(path: string, cookie: string | null, body: BodyInit, type = 'image/jpeg') {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(cookie && { Cookie: cookie }) },
    body,
  });
}

const jpeg = async () =>
  new Uint8Array(
    await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c63' } })
      .jpeg()
      .toBuffer(),
  );

describe('photo endpoints', () => {
  it('store an upload from its owner, and answer 404 to anyone else and to visitors', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const path = `/listings/drafts/${owner.draftId}/photos`;
    const params = { draftId: owner.draftId };
    for (const cookie of [other.cookie, null]) {
      const refused = (await upload({
        request: post(path, cookie, await jpeg()),
        context: context(),
        params,
      } as never)) as Response;
      expect(refused.status).toBe(404);
      const listed = (await list({
        request: new Request(`http://localhost${path}`, {
          headers: cookie ? { Cookie: cookie } : {},
        }),
        context: context(),
        params,
      } as never)) as Response;
      expect(listed.status).toBe(404);
    }
    const stored = (await upload({
      request: post(path, owner.cookie, await jpeg()),
      context: context(),
      params,
    } as never)) as Response;
    expect(stored.status).toBe(201);
    expect(stored.headers.get('Cache-Control')).toBe('private, no-store');
    const { photo } = (await stored.json()) as { photo: { key: string; width: number } };
    expect(photo.width).toBe(300);

    // Served by another app server on the same database (PostgreSQL), or this one (PGlite).
    let another: DatabaseHandle | undefined;
    try {
      another = await handle.openAnother?.();
      const served = (await servePhoto({
        params: { key: photo.key, file: '480.avif' },
        context: context(another?.db ?? db),
      } as never)) as Response;
      expect(served.status).toBe(200);
      expect(served.headers.get('Content-Type')).toBe('image/avif');
      expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(['heif', 300]);
    } finally {
      await another?.close();
    }
    const missing = (await servePhoto({
      params: { key: photo.key, file: '480.gif' },
      request: new Request(`http://localhost/photos/${photo.key}/480.gif`),
      context: context(),
    } as never)) as Response;
    expect(missing.status).toBe(404);
  });

  it('answer a refused photo 400 with its reason, and a bad arrangement 400', async () => {
    const owner = await signedIn();
    const params = { draftId: owner.draftId };
    const refused = (await upload({
      request: post(`/listings/drafts/${owner.draftId}/photos`, owner.cookie, '%PDF-1.7'),
      context: context(),
      params,
    } as never)) as Response;
    expect([refused.status, await refused.json()]).toEqual([
      400,
      { error: 'photos.error.notImage' },
    ]);
    const bad = (await arrange({
      request: post(
        `/listings/drafts/${owner.draftId}/photos/arrange`,
        owner.cookie,
        '{"photos":[{"id":"<script>"}]}',
        'application/json',
      ),
      context: context(),
      params,
    } as never)) as Response;
    expect(bad.status).toBe(400);
  });

  // Issue 39, items 3 and 5: the route itself, over the photo process. The corpus of odd and bad
  // pictures is swept through the model in app/models/photo-corpus.server.test.ts.
  it('answer a picture of any shape 201, and a damaged one 400 with its reason, never 5xx', async () => {
    const owner = await signedIn();
    const params = { draftId: owner.draftId };
    const send = async (bytes: Uint8Array<ArrayBuffer>) => {
      const answer = (await upload({
        request: post(`/listings/drafts/${owner.draftId}/photos`, owner.cookie, bytes),
        context: context(),
        params,
      } as never)) as Response;
      return [answer.status, await answer.json()] as const;
    };
    // A long phone screenshot: 1,000 × 20,000, past AVIF's 16,384 px.
    const tall = await sharp({
      create: { width: 1000, height: 20_000, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    expect(await send(new Uint8Array(tall))).toMatchObject([
      201,
      { photo: { width: 358, height: 7155 } },
    ]);
    // A JPEG whose header says 8,000 × 6,000 and whose data is 320 × 240.
    const small = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#c63' },
    })
      .jpeg()
      .toBuffer();
    const liar = Buffer.from(small);
    const frame = liar.indexOf(Buffer.from([0xff, 0xc0]));
    liar.writeUInt16BE(6000, frame + 5);
    liar.writeUInt16BE(8000, frame + 7);
    expect(await send(new Uint8Array(liar))).toEqual([400, { error: 'photos.error.damaged' }]);
  });

  it("answer 429 with Retry-After past the account's limit, and store nothing", async () => {
    const owner = await signedIn();
    const params = { draftId: owner.draftId };
    const limitedContext = { db, rateLimits: { take: async () => 42 }, clientIp: '203.0.113.9' };
    const refused = (await upload({
      request: post(`/listings/drafts/${owner.draftId}/photos`, owner.cookie, await jpeg()),
      context: limitedContext,
      params,
    } as never)) as Response;
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toBe('42');
    expect(await refused.json()).toEqual({ error: 'photos.error.limited', retryAfter: 42 });
    const listed = (await list({
      request: new Request('http://localhost/', { headers: { Cookie: owner.cookie } }),
      context: context(),
      params,
    } as never)) as Response;
    expect(await listed.json()).toEqual({ photos: [] });
  });
});
