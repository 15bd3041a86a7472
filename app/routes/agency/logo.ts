import { redirect } from 'react-router';

import { notFound } from '~/http/not-found.server';
import { administeredAgency, setAgencyLogo } from '~/models/agencies/agencies.server';
import { listerForAction } from '~/models/listing-access.server';

import type { Route } from './+types/logo';

/**
 * The agency's logo, posted by its settings form (docs/product.md#agencies); the server keeps the
 * body in a file as it arrives (ADR 0047). An admin's alone; anyone else gets a 404.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await listerForAction(request, context.db);
  if (!(await administeredAgency(context.db, user.id))) throw notFound(request);
  const retryAfter = await context.rateLimits.take(`account:${user.id}`, 'photo-upload');
  if (retryAfter > 0) return redirect('/agency/settings?logo=photos.error.limited');
  const form = await request.formData().catch(() => null);
  const file = form?.get('logo');
  if (!(file instanceof File) || file.size === 0)
    return redirect('/agency/settings?logo=photos.error.empty');
  const result = await setAgencyLogo(context.db, user.id, file.stream(), file.type);
  if (result === null) throw notFound(request);
  if (!result.ok) return redirect(`/agency/settings?logo=${result.reason}`);
  return redirect('/agency/settings?done=logo');
}
