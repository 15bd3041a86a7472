import { redirect } from 'react-router';

import { getUser } from '~/models/auth.server';
import { ownListingsCsv } from '~/models/reso/csv-export.server';

import type { Route } from './+types/listings-csv';

/** My listings as CSV in RESO names (docs/product.md#reso-api): the account's own homes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/listings' })}`);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(ownListingsCsv(context.db, user.id, new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="roofline-listings-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
