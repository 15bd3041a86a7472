import { redirect } from 'react-router';

import { notFound } from '~/http/not-found.server';
import type { Database } from '~/db/client.server';

import { getUser } from './auth.server';
import { pathWithoutLanguage } from '~/lib/language-path';

/**
 * The signed-in owner for a listing page's loader (docs/product.md#listing-a-home). A page that
 * names no listing (List a home, My listings) sends a visitor who is not signed in to sign in and
 * back; a page that names one (its edit or delete page, a draft's address) answers them 404, as
 * it does any other account: whether an id exists is its owner's business alone (ADR 0048).
 */
export async function listerForPage(
  request: Request,
  db: Database,
  { namesListing }: { namesListing: boolean },
) {
  const user = await getUser(request, db);
  if (!user && namesListing) throw notFound(request);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(
      `/sign-in?${new URLSearchParams({ redirectTo: `${pathWithoutLanguage(url.pathname)}${url.search}` })}`,
    );
  }
  return user;
}

/**
 * The signed-in owner for a listing action. Anyone else, signed in or not, is told the page does
 * not exist (404, never 403): an id reveals nothing (ADR 0048).
 */
export async function listerForAction(request: Request, db: Database) {
  const user = await getUser(request, db);
  if (!user) throw notFound(request);
  return user;
}
