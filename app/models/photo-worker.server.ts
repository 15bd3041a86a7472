import sharp from 'sharp';

import { preparePhoto } from './photo-pipeline.server';

/**
 * A photo process (ADR 0100): started by the server's photo-processing.server.ts, it is sent one
 * photo at a time, in pieces, then `end`, and answers the photo's files or why it is refused.
 * It ends when the server lets it go (a few seconds after its last photo) or goes away, and the
 * memory that decoding and encoding took goes with it.
 */
export type ToWorker = { chunk: Uint8Array } | { end: true };

// libvips keeps no cache of decoded pictures between photos, and uses one thread: the process
// is one of two on two cores.
sharp.cache(false);
sharp.concurrency(1);

let chunks: Uint8Array[] = [];
process.on('message', (message: ToWorker) => {
  if ('chunk' in message) {
    chunks.push(message.chunk);
    return;
  }
  const input = Buffer.concat(chunks);
  chunks = [];
  void preparePhoto(sharp, input).then(
    (result) => process.send!(result),
    (error: unknown) => {
      // libvips failed in a way the pipeline did not foresee: the picture is refused, the
      // process goes on, and the server's log says what happened.
      console.error('A photo could not be processed:', error);
      process.send!({ ok: false, reason: 'photos.error.damaged' });
    },
  );
});
process.on('disconnect', () => process.exit(0));
