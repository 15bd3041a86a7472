import { finishSocialSignIn } from '~/models/social-sign-in.server';

import type { Route } from './+types/social-callback';

/** Where a provider sends the visitor back: signed in, or on the sign-in page with why not. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return finishSocialSignIn(request, context, params.provider);
}
