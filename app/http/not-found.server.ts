import { getAdminDictionary, type AdminKey } from '~/i18n/admin-dictionary.server';
import { getDictionary } from '~/i18n/dictionaries.server';
import type { MessageKey } from '~/i18n/en';

import { languageOfPath } from '~/lib/language-path';

/**
 * The one answer to a miss (docs/product.md#messages): a 404 whose text is worded in the language
 * of the address asked for (`/ja/…` is Japanese, ADR 0065), whoever asks. Thrown from a page's
 * loader or action, the root error boundary shows the text as the page's heading; returned or
 * thrown from a resource route (a file, a picture, a feed), it is the plain-text answer itself.
 * A record's page names what is missing ('Property not found'); the default is 'Page not found'.
 */
export function notFound(
  request: Request,
  message: MessageKey | AdminKey = 'error.notFoundTitle',
  headers?: Record<string, string>,
) {
  const lang = languageOfPath(new URL(request.url).pathname);
  const dictionary: Record<string, string> = message.startsWith('admin.')
    ? getAdminDictionary(lang)
    : getDictionary(lang);
  return new Response(dictionary[message], {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
  });
}
