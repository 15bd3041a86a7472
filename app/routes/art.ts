import { ART_KINDS, renderArt, type ArtKind } from '~/lib/art';
import { ART_SEED_MAX, ART_VERSIONS } from '~/lib/art-url';
import { notFound } from '~/http/not-found.server';

import type { Route } from './+types/art';

/**
 * The procedural artwork (docs/product.md#generated-data: drawn, not downloaded). Drawings are pure
 * functions of their URL, so they are cached for a year and their version is in the path.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const kind = params.kind as ArtKind;
  const size = params.size;
  const file = params.file;
  if (
    !ART_VERSIONS.includes(params.version) ||
    !ART_KINDS.includes(kind) ||
    (size !== 'thumb' && size !== 'full') ||
    !file.endsWith('.svg') ||
    file.length > ART_SEED_MAX + 4
  ) {
    return notFound(request);
  }
  const svg = renderArt(kind, file.slice(0, -4), size);
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // An SVG opened on its own is a document; it has nothing to run, and may run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
