import { answerResoRequest, apiLimitsFor } from '~/models/reso/web-api.server';

import type { Route } from './+types/odata';

/** The RESO Web API (docs/product.md#reso-api, docs/reso-api.md): read-only, by bearer token. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answerResoRequest(request, params['*'] ?? '', {
    db: context.db,
    limits: apiLimitsFor(context.db),
  });
}
