import { redirect } from 'react-router';

import { notFound } from '~/lib/not-found.server';
import type { Database } from '~/db/client.server';

import { getUser } from './auth.server';

/**
 * The signed-in owner for a listing page's loader; a visitor who is not signed in is sent to sign
 * in and brought back (docs/product.md#listing-a-home).
 */
export async function listerForPage(request: Request, db: Database) {
  const user = await getUser(request, db);
  if (!user) {
    const url = new URL(request.url);
    throw redirect(
      `/sign-in?${new URLSearchParams({ redirectTo: `${url.pathname}${url.search}` })}`,
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
  if (!user) throw await missingListing(request);
  return user;
}

/** The one answer for a listing or draft that is not the visitor's, or not there. */
export function missingListing(request: Request) {
  return notFound(request, 'error.notFoundTitle');
}
