import { redirect } from 'react-router';

import type { Database } from '~/db/client.server';
import type { AppSettings } from '~/settings';
import { saveHome } from '~/models/saved-homes.server';
import {
  createSession,
  deleteSession,
  getSessionUser,
  SESSION_DAYS,
} from '~/models/sessions.server';
import type { User } from '~/models/users.server';

import { notFound } from '~/http/not-found.server';
import { hasRole, type StaffRole } from '~/lib/owners-desk';
import { parseId } from '~/lib/query';
import { safeRedirect } from '~/lib/safe-redirect';
import { SESSION_COOKIE } from '~/lib/session-cookie';

export { SESSION_COOKIE };
const MAX_AGE = SESSION_DAYS * 24 * 60 * 60;

export function readCookie(request: Request, name: string) {
  for (const part of (request.headers.get('Cookie') ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim();
  }
  return null;
}

/**
 * Secure only in production and only when the visitor reached us over https: directly, or, behind
 * trusted proxies (TRUST_PROXY > 0), as the proxy says. A Secure cookie on plain http would never
 * come back, so a production build tried on http://localhost could not sign anyone in (ADR 0009).
 */
export function isSecureRequest(
  request: Request,
  { production, trustProxy }: Pick<AppSettings, 'production' | 'trustProxy'>,
) {
  if (!production) return false;
  if (new URL(request.url).protocol === 'https:') return true;
  const forwarded = request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim();
  return trustProxy > 0 && forwarded?.toLowerCase() === 'https';
}

function serializeCookie(request: Request, settings: AppSettings, value: string, maxAge: number) {
  const secure = isSecureRequest(request, settings) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

// One session look-up per request, however many loaders of the request ask.
const usersByRequest = new WeakMap<Request, Promise<User | null>>();

/** The signed-in visitor, or null. */
export function getUser(request: Request, db: Database) {
  let user = usersByRequest.get(request);
  if (!user) {
    user = getSessionUser(db, readCookie(request, SESSION_COOKIE));
    usersByRequest.set(request, user);
  }
  return user;
}

/** Where a sign-in goes back to, and the home it saves on the way (`?redirectTo=…&save=…`). */
export type ReturnPath = { redirectTo?: string; save?: string };

export function returnPathOf(params: URLSearchParams): ReturnPath {
  const redirectTo = params.get('redirectTo') ?? undefined;
  const save = params.get('save') ?? undefined;
  return { ...(redirectTo !== undefined && { redirectTo }), ...(save !== undefined && { save }) };
}

/**
 * The signed-in account, when its role is `needed` or above; for anyone else, the site's
 * not-found page with status 404, as for a page that does not exist (ADR 0046): the owner's desk
 * does not tell strangers it is there. Every loader and action of `/admin` starts with this.
 */
export async function requireRole(request: Request, db: Database, needed: StaffRole) {
  const user = await getUser(request, db);
  if (!user || !hasRole(user.role, needed)) throw notFound(request, 'error.notFoundTitle');
  return user;
}

/**
 * Starts a session in the database (ending any this browser had: a fresh token at every sign-in)
 * and answers with the redirect back to the page the visitor came from, saving the home they
 * pressed the heart on while signed out (`?save=`). A social sign-in's callback passes the return
 * path it kept, and the clearing of its state cookie.
 */
export async function completeSignIn(
  request: Request,
  { db, settings }: { db: Database; settings: AppSettings },
  userId: number,
  {
    back = returnPathOf(new URL(request.url).searchParams),
    cookies = [],
  }: { back?: ReturnPath; cookies?: string[] } = {},
) {
  await deleteSession(db, readCookie(request, SESSION_COOKIE));
  const { token } = await createSession(db, userId);
  const save = parseId(back.save);
  if (save !== undefined) await saveHome(db, userId, save);
  const headers = new Headers();
  for (const cookie of [...cookies, serializeCookie(request, settings, token, MAX_AGE)]) {
    headers.append('Set-Cookie', cookie);
  }
  return redirect(safeRedirect(back.redirectTo, '/'), { headers });
}

/** Ends the session on the server (a copied cookie stops working too) and clears the cookie. */
export async function endSession(
  request: Request,
  { db, settings }: { db: Database; settings: AppSettings },
) {
  await deleteSession(db, readCookie(request, SESSION_COOKIE));
  return { 'Set-Cookie': serializeCookie(request, settings, '', 0) };
}
