import { redirect, redirectDocument } from 'react-router';

import { isLanguage } from '~/i18n/i18n';
import { languageCookie, requestLanguage } from '~/http/language-cookie.server';
import { pathInLanguage, pathWithoutLanguage } from '~/lib/language-path';
import { safeRedirect } from '~/lib/safe-redirect';

import type { Route } from './+types/language';

/**
 * Saves the language choice and opens the same page in that language, at its own address (ADR
 * 0065). A whole new document: the other language's pages are the app under another basename.
 * `redirectTo` is the page's path inside the app, without a language's prefix.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const lang = form.get('lang');
  const to = pathWithoutLanguage(safeRedirect(form.get('redirectTo'), '/'));
  if (!isLanguage(lang)) return redirect(to);
  // The menu posts to `/language` itself (a plain form). Posted to `/ja/language`, the address is
  // made absolute, or React Router would put `/ja` before an English one.
  const next = pathInLanguage(lang, to);
  const under = (await requestLanguage(request)) === 'en';
  return redirectDocument(under ? next : new URL(next, request.url).href, {
    headers: { 'Set-Cookie': await languageCookie.serialize(lang) },
  });
}

export function loader() {
  return redirect('/');
}
