import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { NextFunction, Request, Response } from 'express';

import { MAX_PHOTO_BYTES } from '~/lib/photos/rules';
import { FEED_MAX_BYTES } from '~/lib/reso/record';
import { hasSessionCookie } from '~/lib/session-cookie';

import { onceClosed } from './closed';

/**
 * The addresses whose posts carry a photo (ADR 0047): `/listings/drafts/{id}/photos`, one photo a
 * request, sent as the file itself; and an agency's logo, `/agency/logo`, sent by its settings
 * form (docs/product.md#agencies).
 */
export const PHOTO_UPLOAD_PATH =
  /^(?:\/listings\/drafts\/\d{1,10}\/photos|(?:\/ja)?\/agency\/logo)(?:\?.*)?$/;
/**
 * The import page's posts (docs/product.md#listing-feeds): an agency's feed file, kept on disk as
 * it arrives like a photo, up to the feed's limit and its form's few fields.
 */
export const FEED_UPLOAD_PATH = /^(?:\/ja)?\/account\/import(?:\?.*)?$/;
export const FEED_UPLOAD_LIMIT = FEED_MAX_BYTES + 64 * 1024;
export const spoolsFeed = (req: Request, path: string) =>
  FEED_UPLOAD_PATH.test(path) && hasSessionCookie(req.get('cookie'));

/** A photo's largest file (docs/product.md#photos). */
export const UPLOAD_LIMIT = MAX_PHOTO_BYTES;
/**
 * Uploads written to files at once, over every visitor: with 15 MB each, at most 120 MB of disk
 * held by uploads under way. The photo manager sends two at a time, and waits and tries again
 * when told to (429 with Retry-After).
 */
export const SPOOLS_AT_ONCE = 8;
let spooling = 0;

/**
 * Whether this post may be written to a file: only to the upload's address, and only from a
 * visitor with a session cookie. Anyone else cannot own a draft, so their post is read like any
 * other (64 KB at most) and answered 404 by the route, without touching the disk.
 */
export const spoolsPhoto = (req: Request, path: string) =>
  PHOTO_UPLOAD_PATH.test(path) && hasSessionCookie(req.get('cookie'));

/** 15 MB from a phone on a slow connection (1 Mbit/s) takes two minutes. */
export const UPLOAD_TIMEOUT_MS = 180_000;

/** The silence a photo's connection may keep while the photo waits and is processed. */
export const PROCESSING_SILENCE_MS = 300_000;

/**
 * Writes a photo's body to a file of its own as it arrives, up to `limit` bytes (413 past it,
 * 408 past `timeoutMs`), in front of the concurrency limit like every other body: an upload on a
 * slow connection holds its socket and a file, never a place for pages nor 15 MB of memory.
 * The request goes on with the file's path in `res.locals.bodyFile`; the file is removed when
 * the response is over.
 */
export function spoolBody(
  req: Request,
  res: Response,
  next: NextFunction,
  refuse: (status: number, text: string) => void,
  { limit = UPLOAD_LIMIT, timeoutMs = UPLOAD_TIMEOUT_MS } = {},
) {
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > limit) return refuse(413, 'Content Too Large');
  if (spooling >= SPOOLS_AT_ONCE) {
    res.set('Retry-After', '5');
    return refuse(429, 'Too Many Requests');
  }
  spooling += 1;
  let counted = true;
  const release = () => {
    if (counted) spooling -= 1;
    counted = false;
  };
  const file = path.join(tmpdir(), `roofline-upload-${randomBytes(12).toString('hex')}`);
  const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
  const remove = () => {
    release();
    void rm(file, { force: true });
  };
  onceClosed(req, res, remove);
  let size = 0;
  let done = false;
  const finish = (error?: [number, string]) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    req.off('data', onData).off('end', onEnd).off('error', onError);
    if (error) {
      out.destroy();
      remove();
      return refuse(...error);
    }
    out.end(() => {
      res.locals.bodyFile = file;
      // Whole, the photo waits for its turn and is processed (two at a time, seconds each), with
      // nothing sent on its connection meanwhile: the server's 30 s of silence (ADR 0028) would
      // close it unanswered behind a few others' photos.
      req.socket.setTimeout(PROCESSING_SILENCE_MS);
      next();
    });
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) return finish([413, 'Content Too Large']);
    // A disk slower than the network: the socket waits for the file.
    if (!out.write(chunk)) {
      req.pause();
      out.once('drain', () => req.resume());
    }
  };
  const onEnd = () => finish();
  const onError = () => finish([400, 'Bad Request']);
  out.on('error', () => finish([500, 'Internal Server Error']));
  const timer = setTimeout(() => finish([408, 'Request Timeout']), timeoutMs);
  req.on('data', onData).on('end', onEnd).on('error', onError);
}
