import { redirect } from 'react-router';

/** The empty path opens the first home page (spec section 2). */
export function loader() {
  return redirect('/home1');
}
