import type { HeadersArgs } from 'react-router';

/**
 * A route's `headers`: without one, React Router keeps only an action's cookies on the page it
 * renders, and a 429 would lose its Retry-After. The parent routes' headers stay as they are.
 */
export function keepRetryAfter({ actionHeaders, parentHeaders }: HeadersArgs) {
  const headers = new Headers(parentHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
