import { redirect } from 'react-router';

import { preferredLanguage, requestLanguage } from '~/http/language-cookie.server';
import { pathInLanguage } from '~/lib/language-path';

import type { Route } from './+types/index';

/**
 * The empty path opens the first home page (docs/product.md#screens-and-routes): `/ja` the
 * Japanese one; `/` the one of the language the visitor chose, else the browser's
 * (docs/product.md#addresses-per-language).
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Under `/ja` React Router puts the prefix before the path itself.
  if ((await requestLanguage(request)) === 'ja') return redirect('/home1');
  return redirect(pathInLanguage(await preferredLanguage(request), '/home1'), {
    headers: { Vary: 'Cookie, Accept-Language' },
  });
}
