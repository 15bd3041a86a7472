import { redirect } from 'react-router';

import { notFound } from '~/http/not-found.server';
import { getUser } from '~/models/auth.server';
import { adminAgencyOf } from '~/models/reso/api-clients.server';
import { agencyListingsCsv } from '~/models/reso/csv-export.server';

import type { Route } from './+types/agency-listings-csv';

/**
 * All an agency's listings as CSV in RESO names (docs/product.md#reso-api), for its admins; a 404
 * for anyone else.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) {
    const back = '/account/agency/api-clients';
    throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: back })}`);
  }
  const agencyId = await adminAgencyOf(context.db, user.id);
  if (agencyId === null) throw notFound(request);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(agencyListingsCsv(context.db, agencyId, new URL(request.url).origin), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="roofline-agency-listings-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
