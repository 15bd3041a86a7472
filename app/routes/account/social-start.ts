import { startSocialSignIn } from '~/models/social-sign-in.server';

import type { Route } from './+types/social-start';

/** The start of a sign-in with a provider: off to its page (ADR 0045). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return startSocialSignIn(request, context, params.provider);
}
