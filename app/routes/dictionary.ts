import { dictionaryFileNamed } from '~/i18n/dictionary-files.server';
import { notFound } from '~/http/not-found.server';

import type { Route } from './+types/dictionary';

/**
 * A language's texts (ADR 0061). The file's name carries a hash of its content, so it is cached
 * for a year; a name from before a change of texts is not found.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const file = dictionaryFileNamed(params.file);
  if (!file) return notFound(request);
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
