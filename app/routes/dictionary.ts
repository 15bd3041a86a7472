import { dictionaryFileNamed } from '~/i18n/dictionary-files.server';

import type { Route } from './+types/dictionary';

/**
 * A language's texts (ADR 0061). The file's name carries a hash of its content, so it is cached
 * for a year; a name from before a change of texts is not found.
 */
export function loader({ params }: Route.LoaderArgs) {
  const file = dictionaryFileNamed(params.file);
  if (!file) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  }
  return new Response(file.body, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
