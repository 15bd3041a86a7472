import { redirect } from 'react-router';

/** The empty path opens the first home page (docs/product.md#screens-and-routes). */
export function loader() {
  return redirect('/home1');
}
