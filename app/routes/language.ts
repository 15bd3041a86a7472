import { redirect } from 'react-router';

import { isLanguage } from '~/i18n/i18n';
import { languageCookie } from '~/lib/language-cookie.server';
import { safeRedirect } from '~/lib/safe-redirect';

import type { Route } from './+types/language';

/** Saves the language choice and sends the visitor back to the page they were on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const lang = form.get('lang');
  const to = safeRedirect(form.get('redirectTo'), '/');
  if (!isLanguage(lang)) return redirect(to);
  return redirect(to, { headers: { 'Set-Cookie': await languageCookie.serialize(lang) } });
}

export function loader() {
  return redirect('/');
}
