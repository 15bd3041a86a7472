import { data } from 'react-router';

import { parseCompareIds } from '~/lib/compare';
import { compareListSchema } from '~/lib/compare-form';
import { readForm } from '~/http/read-form.server';
import { getUser } from '~/models/auth.server';
import { accountCompared, keepCompared } from '~/models/compare.server';

import type { Route } from './+types/compare-list';

/**
 * The list kept on the account, for a GET of this address (a link followed, a page reloaded): the
 * same answer `merge` gives, without changing it; 401 without an account, as a post gets.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const headers = { 'Cache-Control': 'private, no-store' };
  const user = await getUser(request, context.db);
  if (!user) return data({ compared: null }, { status: 401, headers });
  return data({ compared: await accountCompared(context.db, user.id) }, { headers });
}

/**
 * The signed-in visitor's compare list (ADR 0059): `merge` at sign-in answers the list kept, the
 * account's homes first; `set` keeps the list as it now is. JSON for the tray's script; a
 * resource route, so keeping the list reloads no page's data.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm({ request, context }, { schema: compareListSchema, form: 'compare' });
  if (!read.ok) return read.answer;
  const user = await getUser(request, context.db);
  if (!user) return data({ compared: null }, { status: 401 });
  const { ids } = parseCompareIds([read.value.ids]);
  const compared = await keepCompared(context.db, user.id, ids, {
    merge: read.value.intent === 'merge',
  });
  return { compared };
}
