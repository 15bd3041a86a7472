import { redirect } from 'react-router';

import { currencyCookie } from '~/http/currency-cookie.server';
import { isCurrency } from '~/lib/money';
import { safeRedirect } from '~/lib/safe-redirect';

import type { Route } from './+types/currency';

/**
 * Saves the currency a visitor sees prices in as well (docs/product.md#money) and opens the same
 * page again; an empty choice shows each home in its own currency alone.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => new FormData());
  const currency = form.get('currency');
  const to = safeRedirect(form.get('redirectTo'), '/');
  return redirect(to, {
    headers: { 'Set-Cookie': currencyCookie.serialize(isCurrency(currency) ? currency : null) },
  });
}

export function loader() {
  return redirect('/');
}
