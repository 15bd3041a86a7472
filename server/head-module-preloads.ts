import { Transform, type TransformCallback } from 'node:stream';

const HEAD_END = Buffer.from('</head>');
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/**
 * Passes an HTML document through without the `<link rel="modulepreload">` tags in its head.
 *
 * React hoists the module preloads that `<Scripts>` renders into the head, ahead of the
 * stylesheet, so on a slow phone connection about 170 KB of JavaScript is fetched before the page
 * can paint and competes with the stylesheet and the hero image for the bandwidth. Without them
 * the page's module script (at the end of the body) fetches the same code once the document is
 * parsed, after the first paint (ADR 0014). Only the head is read; the rest streams untouched.
 */
export function dropHeadModulePreloads() {
  let pending: Buffer[] = [];
  let headDone = false;
  // React writes a page in pieces of about 2 KB, all in one turn of the event loop. Each piece
  // would travel alone through the response's web stream and socket, so what arrives in one turn
  // leaves as one chunk at the turn's end; a part that React finishes later still streams.
  let body: Buffer[] = [];
  let sending: NodeJS.Immediate | undefined;
  const send = (stream: Transform, bytes: Buffer) => {
    body.push(bytes);
    sending ??= setImmediate(() => {
      sending = undefined;
      stream.push(Buffer.concat(body));
      body = [];
    });
  };
  const flushHead = (stream: Transform, head: Buffer) => {
    stream.push(Buffer.from(head.toString('utf8').replace(MODULE_PRELOAD, ''), 'utf8'));
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, done: TransformCallback) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      if (headDone) {
        send(this, bytes);
        return done();
      }
      pending.push(bytes);
      const buffered = Buffer.concat(pending);
      const end = buffered.indexOf(HEAD_END);
      if (end === -1) {
        pending = [buffered];
        return done();
      }
      headDone = true;
      pending = [];
      flushHead(this, buffered.subarray(0, end));
      send(this, buffered.subarray(end));
      done();
    },
    flush(done: TransformCallback) {
      clearImmediate(sending);
      // A document without a head end (an error page cut short) is passed on as it came.
      const rest = [...pending, ...body];
      if (rest.length) this.push(Buffer.concat(rest));
      done();
    },
  });
}
