import { notFound } from '~/http/not-found.server';
import { CONTENT_TYPES, parsePhotoFile } from '~/lib/photos/rules';
import { photoFile } from '~/models/photos.server';

import type { Route } from './+types/photos';

/**
 * An uploaded photo's file, `/photos/{key}/{width}.{avif|webp|jpg}`, from the database, so every
 * app server serves every photo (ADR 0047). A key names one picture for good, so browsers and
 * caches keep it a year without asking again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const wanted = parsePhotoFile(params.key, params.file);
  const bytes = wanted && (await photoFile(context.db, wanted.key, wanted.width, wanted.format));
  if (!wanted || !bytes) {
    return notFound(request, 'error.notFoundTitle', { 'Cache-Control': 'no-store' });
  }
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': CONTENT_TYPES[wanted.format],
      'Content-Length': String(bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
