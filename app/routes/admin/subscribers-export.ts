import { redirect } from 'react-router';

import { exportSchema } from '~/lib/forms/desk';
import { readForm } from '~/http/read-form.server';
import { requireRole } from '~/models/auth.server';
import { exportSubscribers } from '~/models/newsletter.server';

import type { Route } from './+types/subscribers-export';

/**
 * The subscribers' CSV (docs/product.md#the-owners-desk): a post from the subscribers page, by an
 * admin, audited, answered with a file sent as it is read from the database, never whole in
 * memory. A file, not a page, so React Router sends the stream as it is; for anyone else it
 * answers 404 as the desk does, without the site's page around it (ADR 0046).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const read = await readForm({ request, context }, { schema: exportSchema, form: 'admin-export' });
  if (!read.ok) return read.answer;
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await exportSubscribers(context.db, admin), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="roofline-subscribers-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** The export is a post; an admin who opens its address is taken to the subscribers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  return redirect('/admin/subscribers');
}
