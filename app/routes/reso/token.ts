import { issueToken } from '~/models/reso/oauth.server';
import { odataError } from '~/models/reso/web-api.server';

import type { Route } from './+types/token';

/**
 * The RESO Web API's token endpoint (docs/reso-api.md): OAuth 2 client credentials, posted. An
 * address posts a few a minute at most (the site's form limit): a client asks once an hour.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const wait = await context.rateLimits.take(context.clientIp, 'reso-token');
  if (wait > 0)
    return odataError(429, 'TooManyRequests', `Too many requests: try again in ${wait} s.`, {
      'Retry-After': String(wait),
    });
  return issueToken(context.db, request);
}

export function loader() {
  return odataError(405, 'MethodNotAllowed', 'Ask for a token with POST.', { Allow: 'POST' });
}
