import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import type sharpModule from 'sharp';

import { MAX_PHOTO_BYTES, type PhotoRefusal } from '~/lib/photos/rules';

import type { PhotoResult } from './photo-pipeline.server';
import type { ToWorker } from './photo-worker.server';

export type { PhotoResult } from './photo-pipeline.server';

/**
 * Photos processed at once (ADR 0047), as password hashes are (ADR 0040): the machine has two
 * cores, and each photo being processed takes a process of about 150 MB at most (ADR 0100). The
 * rest wait their turn holding only their request.
 */
export const PHOTOS_AT_ONCE = 2;
let processing = 0;
const waiting: (() => void)[] = [];

export async function inTurn<T>(work: () => Promise<T>) {
  if (processing >= PHOTOS_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else processing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else processing -= 1;
  }
}

let library: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips) in the server's own process, for the Open Graph cards (ADR 0079), loaded with
 * the first card: loading it costs about 28 MB of resident memory, which a server that draws no
 * card never pays (docs/performance.md, "Memory over ten minutes of distinct requests"). Photos
 * are processed in photo processes instead (ADR 0100).
 */
export function loadSharp() {
  library ??= import('sharp').then(({ default: sharp }) => {
    // libvips keeps no cache of decoded pictures between pictures: each is seen once.
    sharp.cache(false);
    return sharp;
  });
  return library;
}

/**
 * How long a photo process waits for another photo before it ends. A listing's photos are sent
 * two at a time, one after another, so a few seconds keep one process for all of them; after the
 * last, its memory goes back to the system with it.
 */
export const WORKER_IDLE_MS = 5_000;
/** A photo not processed in this time (the worst measured take 10 s on a loaded machine) is refused. */
const PHOTO_TIMEOUT_MS = 120_000;
/** The pieces a photo held in memory is sent in. */
const PIECE = 1024 * 1024;

/**
 * The photo process's file: its TypeScript in development and tests; in production the build's
 * `photo-worker.js` (vite.config.ts), beside the server's entry, which this module is in or is a
 * chunk of (in `assets/`).
 */
function workerCommand() {
  const here = import.meta.url;
  if (here.endsWith('.ts'))
    return {
      file: fileURLToPath(new URL('./photo-worker.server.ts', here)),
      loader: ['--import', 'tsx'],
    };
  const built = ['./photo-worker.js', '../photo-worker.js']
    .map((name) => fileURLToPath(new URL(name, here)))
    .find((file) => existsSync(file));
  if (!built) throw new Error('The build has no photo-worker.js: build the site again.');
  return { file: built, loader: [] };
}

const idle: { worker: ChildProcess; timer: NodeJS.Timeout }[] = [];

/** A started photo process with nothing to do, or a new one. */
function takeWorker() {
  const waitingWorker = idle.pop();
  if (waitingWorker) {
    clearTimeout(waitingWorker.timer);
    waitingWorker.worker.ref();
    waitingWorker.worker.channel?.ref();
    return waitingWorker.worker;
  }
  const { file, loader } = workerCommand();
  return fork(file, [], {
    // Node's young generation at 1 MB: the process's JavaScript is a loop of messages.
    execArgv: [...loader, '--max-semi-space-size=1', '--max-old-space-size=64'],
    serialization: 'advanced',
    // Two malloc arenas: libvips' threads would otherwise each keep one (ADR 0057 measured the
    // server; here the process is libvips' alone).
    env: { ...process.env, MALLOC_ARENA_MAX: '2' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
}

/** A process done with its photo waits WORKER_IDLE_MS for another, holding the server open for none. */
function giveBack(worker: ChildProcess) {
  if (worker.exitCode !== null || worker.signalCode !== null || !worker.connected) return;
  worker.unref();
  worker.channel?.unref();
  const timer = setTimeout(() => {
    idle.splice(
      idle.findIndex((entry) => entry.worker === worker),
      1,
    );
    worker.disconnect();
  }, WORKER_IDLE_MS);
  timer.unref();
  idle.push({ worker, timer });
}

const send = (worker: ChildProcess, message: ToWorker) =>
  new Promise<void>((resolve, reject) =>
    worker.send(message, (error) => (error ? reject(error) : resolve())),
  );

/**
 * The photo process's answer; a refusal as damaged if it ends or takes too long first. `abandon`
 * ends the process without an answer, for the reason given (the photo was too large, or did not
 * arrive whole).
 */
function answerOf(worker: ChildProcess) {
  let abandon = (reason: PhotoRefusal) => void reason;
  const answer = new Promise<PhotoResult>((resolve) => {
    const settle = (result: PhotoResult) => {
      clearTimeout(timer);
      worker.off('exit', exited);
      worker.off('message', answered);
      resolve(result);
    };
    const failed = (why: string) => {
      console.error(`A photo process ${why}; the photo is refused as damaged.`);
      worker.kill('SIGKILL');
      settle({ ok: false, reason: 'photos.error.damaged' });
    };
    const timer = setTimeout(() => failed('took too long'), PHOTO_TIMEOUT_MS);
    const exited = (code: number | null, signal: string | null) =>
      failed(`ended (${signal ?? code})`);
    const answered = (result: PhotoResult) => settle(result);
    worker.once('exit', exited);
    worker.once('message', answered);
    abandon = (reason: PhotoRefusal) => {
      settle({ ok: false, reason });
      worker.kill('SIGKILL');
    };
  });
  return { answer, abandon };
}

async function* piecesOf(body: ReadableStream<Uint8Array> | Uint8Array) {
  if (body instanceof Uint8Array) {
    for (let at = 0; at < body.length; at += PIECE) yield body.subarray(at, at + PIECE);
    return;
  }
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
}

/**
 * A photo as sent, made into every width and format the pages use, in a photo process
 * (`preparePhoto`, ADR 0100), or why it is refused. The body is read only now, in the photo's
 * turn, and passed on in pieces: the server holds no more than a piece of it, and none of its
 * pixels. Longer than `maxBytes`: refused as too large, read no further.
 */
export async function processPhoto(
  body: ReadableStream<Uint8Array> | Uint8Array,
  maxBytes = MAX_PHOTO_BYTES,
): Promise<PhotoResult> {
  const worker = takeWorker();
  const { answer, abandon } = answerOf(worker);
  let size = 0;
  const pieces = piecesOf(body);
  for (;;) {
    let piece: IteratorResult<Uint8Array>;
    try {
      piece = await pieces.next();
    } catch {
      // The upload stopped before its end (the visitor left, or the connection broke).
      abandon('photos.error.failed');
      return answer;
    }
    if (piece.done) break;
    size += piece.value.length;
    if (size > maxBytes) {
      abandon('photos.error.tooLarge');
      await pieces.return(undefined);
      return answer;
    }
    // A process that ended meanwhile refuses the send; its answer says so (`answerOf`).
    const sent = await send(worker, { chunk: piece.value }).then(
      () => true,
      () => false,
    );
    if (!sent) return answer;
  }
  await send(worker, { end: true }).catch(() => {});
  const result = await answer;
  giveBack(worker);
  return result;
}
