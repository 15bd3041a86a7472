import { notFound } from '~/http/not-found.server';
import { exportAccountData } from '~/models/account-data.server';
import { getUser } from '~/models/auth.server';

import type { Route } from './+types/data';

/**
 * The account's data as one JSON file (docs/product.md#accounts): for the signed-in account
 * alone; anyone else finds no such page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw notFound(request);
  const exported = await exportAccountData(context.db, user.id, new URL(request.url).origin);
  if (!exported) throw notFound(request);
  const day = exported.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="roofline-account-${day}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
