import { timingSafeEqual } from 'node:crypto';

import { redirect, type AppLoadContext } from 'react-router';
import { z } from 'zod';

import type { AppSettings } from '~/settings';
import { notFound } from '~/http/not-found.server';
import { isSocialProvider, type SocialError, type SocialProviderId } from '~/lib/social';

import {
  completeSignIn,
  isSecureRequest,
  readCookie,
  returnPathOf,
  type ReturnPath,
} from './auth.server';
import { signInWithIdentity } from './identities.server';
import {
  authorizationUrl,
  failureKind,
  identityFrom,
  providerFor,
  type SignInChecks,
} from './social-providers.server';

/**
 * A social sign-in from its start to its callback (docs/product.md#accounts-and-sessions, ADR
 * 0045). The start keeps the sign-in's checks and the way back in a cookie of this browser's; the
 * callback goes no further unless the provider's `state` is that cookie's.
 */
export const STATE_COOKIE = 'roofline_oauth';
/** Minutes a visitor has at the provider's pages before the sign-in must start again. */
const STATE_MINUTES = 10;
const MAX_RETURN_PATH = 2000;

type Context = Pick<AppLoadContext, 'db' | 'settings' | 'rateLimits' | 'clientIp'>;

const stateSchema = z.object({
  provider: z.string(),
  checks: z.object({
    state: z.string().min(1),
    verifier: z.string().optional(),
    nonce: z.string().optional(),
  }),
  back: z.object({ redirectTo: z.string().optional(), save: z.string().optional() }),
});
type SignInState = { provider: SocialProviderId; checks: SignInChecks; back: ReturnPath };

/** HttpOnly, SameSite=Lax (the provider's redirect back is a top-level GET), on /auth/ only. */
function stateCookie(request: Request, settings: AppSettings, value: string, maxAge: number) {
  const secure = isSecureRequest(request, settings) ? '; Secure' : '';
  return `${STATE_COOKIE}=${value}; Path=/auth/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function readState(request: Request): SignInState | undefined {
  const raw = readCookie(request, STATE_COOKIE);
  if (!raw) return undefined;
  try {
    const parsed = stateSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString()));
    if (!parsed.success || !isSocialProvider(parsed.data.provider)) return undefined;
    return { ...parsed.data, provider: parsed.data.provider };
  } catch {
    return undefined;
  }
}

function sameText(a: string, b: string | null) {
  if (b === null) return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const callbackUrl = (request: Request, id: SocialProviderId) =>
  `${new URL(request.url).origin}/auth/${id}/callback`;

/** The sign-in page, with the message for what went wrong, keeping the way back. */
export function signInPageHref(back: ReturnPath, error?: SocialError, id?: SocialProviderId) {
  const params = new URLSearchParams();
  if (error) params.set('error', error);
  if (error && id) params.set('provider', id);
  if (back.redirectTo !== undefined) params.set('redirectTo', back.redirectTo);
  if (back.save !== undefined) params.set('save', back.save);
  const query = params.toString();
  return `/sign-in${query ? `?${query}` : ''}`;
}

/**
 * `GET /auth/{provider}`: sends the visitor to the provider's page, with a fresh state, PKCE
 * verifier and nonce kept in their state cookie. A link (not a form) because Chromium holds a
 * form's post to `form-action 'self'` through every redirect after it, the provider's pages
 * included; it changes nothing stored. A start from another site's page goes to the sign-in page
 * instead, where the visitor chooses.
 */
export async function startSocialSignIn(request: Request, context: Context, id: string) {
  const provider = isSocialProvider(id) ? providerFor(context.settings.social, id) : undefined;
  if (!isSocialProvider(id) || !provider) return notFound(request);
  const back = returnPathOf(new URL(request.url).searchParams);
  // A browser keeps a cookie of about 4 KB at most; a longer way back would lose the sign-in.
  if ((back.redirectTo?.length ?? 0) > MAX_RETURN_PATH) delete back.redirectTo;
  if ((back.save?.length ?? 0) > 10) delete back.save;
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return redirect(signInPageHref(back));
  if ((await context.rateLimits.take(context.clientIp, 'social-sign-in')) > 0) {
    return redirect(signInPageHref(back, 'rate-limited', id));
  }
  let started;
  try {
    started = await authorizationUrl(provider, callbackUrl(request, id));
  } catch (error) {
    console.warn(`Social sign-in with ${id} could not start: ${describe(error)}`);
    return redirect(signInPageHref(back, failureKind(error), id));
  }
  const state: SignInState = { provider: id, checks: started.checks, back };
  const value = Buffer.from(JSON.stringify(state)).toString('base64url');
  return redirect(started.url.href, {
    headers: {
      'Set-Cookie': stateCookie(request, context.settings, value, STATE_MINUTES * 60),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * `GET /auth/{provider}/callback`: the one GET that signs someone in, as OAuth's redirect back
 * must be. Nothing is done before the provider's `state` is found equal to this browser's cookie;
 * every outcome clears the cookie, so a callback works once. Every refusal lands on the sign-in
 * page with its message, never an error page.
 */
export async function finishSocialSignIn(request: Request, context: Context, id: string) {
  const provider = isSocialProvider(id) ? providerFor(context.settings.social, id) : undefined;
  if (!isSocialProvider(id) || !provider) return notFound(request);
  const url = new URL(request.url);
  const state = readState(request);
  const back = state?.back ?? {};
  const clear = stateCookie(request, context.settings, '', 0);
  const refuse = (error: SocialError) =>
    redirect(signInPageHref(back, error, id), {
      headers: { 'Set-Cookie': clear, 'Cache-Control': 'no-store' },
    });
  const providerError = url.searchParams.get('error');
  if (providerError !== null)
    return refuse(providerError === 'access_denied' ? 'denied' : 'failed');
  if (
    !state ||
    state.provider !== id ||
    !sameText(state.checks.state, url.searchParams.get('state'))
  ) {
    return refuse('state');
  }
  let identity;
  try {
    identity = await identityFrom(provider, url, callbackUrl(request, id), state.checks);
  } catch (error) {
    console.warn(`Social sign-in with ${id} did not finish: ${describe(error)}`);
    return refuse(failureKind(error));
  }
  const result = await signInWithIdentity(context.db, identity);
  if (!result.ok) return refuse(result.reason);
  return completeSignIn(request, context, result.user.id, { back, cookies: [clear] });
}

function describe(error: unknown) {
  if (!(error instanceof Error)) return String(error);
  const detail = (error as { error?: unknown }).error;
  return `${error.message}${typeof detail === 'string' ? ` (${detail})` : ''}`;
}
