import { data } from 'react-router';

import { ErrorPage } from '~/components/error-page';

/**
 * Unknown paths and /not-found: the not-found page, with status 404
 * (docs/product.md#screens-and-routes).
 */
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
