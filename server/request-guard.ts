import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import type { Request, RequestHandler } from 'express';

import { FEED_UPLOAD_LIMIT, spoolBody, spoolsFeed, spoolsPhoto } from './upload-spool';

/** The largest body a form of the site sends, with room to spare (a message of 2,000 Japanese characters is 18 KB). */
export const BODY_LIMIT = 64 * 1024;
/** How long a client may take to send a body. */
export const BODY_TIMEOUT_MS = 10_000;

/** The methods the site answers: its pages are read with GET and HEAD, its forms post. */
const METHODS = new Set(['GET', 'HEAD', 'POST']);
const ALLOW = [...METHODS].join(', ');
/** A host name or address with an optional port, as a Host header carries it. */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/;

function validHost(value: string | undefined) {
  const match = value === undefined ? null : HOST.exec(value);
  return !!match && (match[1] === undefined || Number(match[1]) <= 65_535);
}

/** The hosts a request is known by: its Host header, and the proxy's when proxies are trusted. */
function hostsOf(req: Request) {
  const forwarded = req.app.enabled('trust proxy') ? req.get('X-Forwarded-Host') : undefined;
  return forwarded === undefined ? [req.get('host')] : [req.get('host'), ...forwarded.split(',')];
}

/**
 * A request target in absolute form (`GET http://host/path`, as sent to a proxy) becomes its
 * path, when its host is the Host header's; false for any other target that is not a path.
 */
function pathOf(target: string, host: string | undefined) {
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    const sameHost = url.host.toLowerCase() === (host ?? '').trim().toLowerCase();
    return /^https?:$/.test(url.protocol) && sameHost ? `${url.pathname}${url.search}` : false;
  } catch {
    return false;
  }
}

/** Whether a path's percent-encoding decodes to text (`/%ED%A0%80`, half a character, does not). */
function decodable(path: string) {
  try {
    decodeURIComponent(path.split('?')[0]!);
    return true;
  } catch {
    return false;
  }
}

/**
 * A trusted proxy's X-Forwarded-Proto, which the pages' absolute addresses are made from, names
 * http or https.
 */
function validProtocol(req: Request) {
  const proto = req.app.enabled('trust proxy') ? req.get('X-Forwarded-Proto') : undefined;
  return proto === undefined || /^https?$/i.test(proto.split(',')[0]!.trim());
}

/**
 * Whether a post comes from the site's own pages: a browser names the page's origin in the
 * Origin header, and one of another site is refused (the pages' forms check this themselves,
 * but a form's address with no page, as /language and /sign-out are, does not). A client that
 * sends no Origin is not a browser posting for another site.
 */
function sameOrigin(req: Request, origin: string | undefined) {
  const from = req.get('origin');
  if (from === undefined) return req.get('sec-fetch-site') !== 'cross-site';
  if (origin !== undefined && from === origin) return true;
  try {
    const host = new URL(from).host.toLowerCase();
    return hostsOf(req).some((one) => one?.trim().toLowerCase() === host);
  } catch {
    return false;
  }
}

/** What a refused post may still send, read and dropped, before its answer goes (`lingerThen`). */
export const LINGER_BYTES = 1024 * 1024;
export const LINGER_MS = 1000;

/**
 * Reads and drops the rest of a refused request's body, up to `LINGER_BYTES` more or for
 * `LINGER_MS`, then answers: the connection closes after a refusal, and a close with a body still
 * unread resets it, which can throw away an answer the client has not read yet (a form a little
 * over 64 KB sent whole got a reset, not its 413). A body declared longer than that is not read:
 * its answer goes at once, as it does past those bounds.
 */
function lingerThen(req: IncomingMessage, answer: () => void) {
  if (req.complete || Number(req.headers['content-length'] ?? 0) > LINGER_BYTES) {
    answer();
    req.resume();
    return;
  }
  let extra = 0;
  const done = () => {
    clearTimeout(timer);
    req.off('data', onData).off('end', done).off('error', done);
    answer();
  };
  const onData = (chunk: Buffer) => {
    extra += chunk.length;
    if (extra > LINGER_BYTES) done();
  };
  const timer = setTimeout(done, LINGER_MS);
  req.on('data', onData).once('end', done).once('error', done);
  // Flowing from here on: whatever comes after the answer is dropped too.
  req.resume();
}

/**
 * What must hold before a request reaches the pages, each answered with its own 4xx:
 * - a method the site answers (OPTIONS: 204 with the list; others, TRACE included: 405; Node's
 *   parser refuses TRACK itself);
 * - a target that is a path, or an absolute address on the request's own host (400);
 * - a path whose percent-encoding decodes (400);
 * - a well-formed host and protocol, which the pages' absolute addresses are made from (400);
 * - a post sent from the site's own pages (403);
 * - a body of at most `limit` bytes (413), sent within `timeoutMs` (408); a photo upload's, of at
 *   most 15 MB, is written to a file instead (`spoolBody`, ADR 0047).
 *
 * The body is read whole here, in front of the concurrency limit, and handed on in
 * `res.locals.body`: a client that sends its form a byte at a time holds only its own socket,
 * never one of the few places for requests being handled.
 */
export function requestGuard({
  limit = BODY_LIMIT,
  timeoutMs = BODY_TIMEOUT_MS,
  origin = undefined as string | undefined,
} = {}): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'OPTIONS') {
      res.set('Allow', ALLOW).status(204).end();
      return;
    }
    if (!METHODS.has(req.method)) {
      res.set('Allow', ALLOW).status(405).type('text').send('Method Not Allowed');
      return;
    }
    const path = pathOf(req.originalUrl, req.get('host'));
    if (
      path === false ||
      !decodable(path) ||
      !hostsOf(req).every((host) => validHost(host?.trim())) ||
      !validProtocol(req)
    ) {
      res.status(400).type('text').send('Bad Request');
      return;
    }
    if (path !== req.originalUrl) {
      req.url = path;
      req.originalUrl = path;
    }
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const refuse = (status: number, text: string) => {
      req.unpipe();
      const answer = () => res.set('Connection', 'close').status(status).type('text').send(text);
      // A body that stopped coming (408) is not waited for again.
      if (status === 408) answer();
      else lingerThen(req, answer);
    };
    if (!sameOrigin(req, origin)) return refuse(403, 'Forbidden');
    if (spoolsPhoto(req, path)) return spoolBody(req, res, next, refuse);
    if (spoolsFeed(req, path))
      return spoolBody(req, res, next, refuse, { limit: FEED_UPLOAD_LIMIT });
    const declared = Number(req.get('content-length') ?? 0);
    if (declared > limit) return refuse(413, 'Content Too Large');
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (error?: [number, string]) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
      if (error) return refuse(...error);
      res.locals.body = Buffer.concat(chunks);
      next();
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) finish([413, 'Content Too Large']);
      else chunks.push(chunk);
    };
    const onEnd = () => finish();
    const onError = () => finish([400, 'Bad Request']);
    const timer = setTimeout(() => finish([408, 'Request Timeout']), timeoutMs);
    req.on('data', onData).on('end', onEnd).on('error', onError);
  };
}

/**
 * CONNECT never reaches Express: Node's HTTP server hands it to its 'connect' listeners with the
 * bare socket, and closes the socket unanswered when there are none. The server listens with
 * this, so CONNECT is answered 405 like every other method the site does not use.
 */
export function refuseConnect(_req: IncomingMessage, socket: Duplex) {
  const text = 'Method Not Allowed';
  socket.on('error', () => socket.destroy());
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Type: text/plain; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}
