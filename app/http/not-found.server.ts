import { data } from 'react-router';

import { getDictionary } from '~/i18n/dictionaries.server';
import type { MessageKey } from '~/i18n/en';

import { requestLanguage } from './language-cookie.server';

/**
 * A 404 for a missing record ('Property not found', docs/product.md#messages), worded in the
 * visitor's language as the root loader would choose it. Throw it: the root error boundary shows
 * the text as the page's heading.
 */
export async function notFound(request: Request, message: MessageKey) {
  const lang = await requestLanguage(request);
  return data(getDictionary(lang)[message], { status: 404 });
}
