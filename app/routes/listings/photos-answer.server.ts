import { getUser } from '~/models/auth.server';
import { ownsDraft } from '~/models/photos.server';
import { parseId } from '~/lib/query';
import type { AppLoadContext } from 'react-router';

/** The photo endpoints' answers are the owner's alone, and change with every upload. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...PRIVATE, ...headers } });
}

/** Anyone but the draft's owner, signed in or not, is told there is nothing here (issue 26, item 8). */
export const notFound = () => json({ error: 'notFound' }, 404);

/**
 * The signed-in owner of the draft the address names, or null: the draft is not theirs, not
 * there, or the visitor is not signed in, which all answer 404 alike.
 */
export async function draftOwner(
  request: Request,
  context: Pick<AppLoadContext, 'db'>,
  draftParam: string | undefined,
) {
  const draftId = parseId(draftParam ?? '');
  if (draftId === undefined) return null;
  const user = await getUser(request, context.db);
  if (!user || !(await ownsDraft(context.db, user.id, draftId))) return null;
  return { userId: user.id, draftId };
}

/** Counts a change to the owner's photos against their account's limit: the seconds to wait, or 0. */
export function photoLimit(
  context: Pick<AppLoadContext, 'rateLimits'>,
  userId: number,
  kind: 'photo-upload' | 'photo-arrange',
) {
  return context.rateLimits.take(`account:${userId}`, kind);
}

export function limited(retryAfter: number) {
  return json({ error: 'photos.error.limited', retryAfter }, 429, {
    'Retry-After': String(retryAfter),
  });
}
