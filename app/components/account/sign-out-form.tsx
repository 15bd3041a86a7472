import type { ReactNode } from 'react';
import { Form, useLocation } from 'react-router';

import { forgetPropertyPages } from '~/lib/property-page-cache';

/** Sign-out is a POST (no GET changes anything); the server ends the session and clears the cookie. */
export function SignOutForm({ className, children }: { className: string; children: ReactNode }) {
  const location = useLocation();
  return (
    <Form method="post" action="/sign-out" onSubmit={forgetPropertyPages}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button type="submit" className={className}>
        {children}
      </button>
    </Form>
  );
}
