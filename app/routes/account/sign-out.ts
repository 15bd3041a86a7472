import { redirect } from 'react-router';

import { endSession } from '~/models/auth.server';
import { safeRedirect } from '~/lib/safe-redirect';

import type { Route } from './+types/sign-out';

/** Ends the session on the server and clears the cookie; back to the same page, unless it needs an account. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const to = safeRedirect(formData.get('redirectTo'), '/');
  const headers = await endSession(request, context);
  // Routes match whatever the case and a closing slash: `/Saved/` is the saved list too.
  const path = new URL(to, 'http://x').pathname.toLowerCase().replace(/\/+$/, '');
  return redirect(path === '/saved' ? '/' : to, { headers });
}

/** Signing out changes data, so a GET only goes home (house style: no GET changes anything). */
export function loader() {
  return redirect('/');
}
