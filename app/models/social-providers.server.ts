import * as oauth from 'openid-client';

import type { OAuthClient, SocialProviderId, SocialSettings } from '~/lib/social';

import type { ProviderIdentity } from './identities.server';

/**
 * The social sign-in providers' protocol (ADR 0045), through openid-client: the authorization code
 * flow with a `state`, PKCE (S256) wherever the provider takes it, and a `nonce` for OpenID
 * Connect. Google and any other OpenID Connect provider are found by discovery from their issuer
 * and say who signed in with a checked ID token; Facebook and X are OAuth 2.0, and say it through
 * their user-info endpoints.
 */

/** What a started sign-in must keep until its callback (in the visitor's state cookie). */
export type SignInChecks = { state: string; verifier?: string; nonce?: string };

/** Seconds a provider may take to answer any one request before the sign-in gives up. */
export const PROVIDER_TIMEOUT_SECONDS = 10;

type Provider = {
  /** The key stored with an identity (`account_identities.provider`). */
  key: string;
  /** Its configuration, found by discovery for OpenID Connect. */
  configuration: () => Promise<oauth.Configuration>;
  scope: string;
  pkce: boolean;
  /** OpenID Connect: an ID token, checked against a nonce, says who signed in. */
  openId: boolean;
  /** Who signed in, from a provider that is OAuth 2.0 only. */
  profile?: (config: oauth.Configuration, accessToken: string) => Promise<ProviderIdentity>;
};

const GOOGLE_ISSUER = 'https://accounts.google.com';

// Discovery documents change rarely; an hour keeps a provider's moved endpoints or keys from
// staying wrong for long. A failed discovery is not kept: the next sign-in tries again.
const DISCOVERY_MS = 60 * 60 * 1000;
const discovered = new Map<string, { at: number; config: Promise<oauth.Configuration> }>();

function discover(issuer: string, client: OAuthClient) {
  const key = `${issuer} ${client.clientId}`;
  const cached = discovered.get(key);
  if (cached && Date.now() - cached.at < DISCOVERY_MS) return cached.config;
  // Plain http only reaches an issuer on this machine (server/env.ts refuses any other).
  const insecure = new URL(issuer).protocol === 'http:';
  const config = oauth
    .discovery(
      new URL(issuer),
      client.clientId,
      undefined,
      oauth.ClientSecretBasic(client.clientSecret),
      {
        timeout: PROVIDER_TIMEOUT_SECONDS,
        ...(insecure && { execute: [oauth.allowInsecureRequests] }),
      },
    )
    .then((found) => {
      found.timeout = PROVIDER_TIMEOUT_SECONDS;
      return found;
    });
  config.catch(() => discovered.delete(key));
  discovered.set(key, { at: Date.now(), config });
  return config;
}

/** An OAuth 2.0 provider with known endpoints (no discovery). */
function configured(
  server: oauth.ServerMetadata,
  client: OAuthClient,
  auth: (secret: string) => oauth.ClientAuth,
) {
  const config = new oauth.Configuration(
    server,
    client.clientId,
    undefined,
    auth(client.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  return () => Promise.resolve(config);
}

async function fetchJson(config: oauth.Configuration, accessToken: string, url: string) {
  const response = await oauth.fetchProtectedResource(config, accessToken, new URL(url), 'GET');
  if (!response.ok)
    throw new ProviderAnswerError(`${url} answered ${response.status}`, response.status);
  return (await response.json()) as Record<string, unknown>;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

/** A provider's answer that is not what the protocol promises. */
export class ProviderAnswerError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v23.0';

/** The providers configured in the settings, by the id in their addresses. */
export function providerFor(social: SocialSettings, id: SocialProviderId): Provider | undefined {
  switch (id) {
    case 'google': {
      const client = social.google;
      return (
        client && {
          key: 'google',
          configuration: () => discover(GOOGLE_ISSUER, client),
          scope: 'openid email profile',
          pkce: true,
          openId: true,
        }
      );
    }
    case 'oidc': {
      const settings = social.oidc;
      return (
        settings && {
          key: `oidc:${settings.issuer}`,
          configuration: () => discover(settings.issuer, settings),
          scope: 'openid email profile',
          pkce: true,
          openId: true,
        }
      );
    }
    case 'facebook': {
      const client = social.facebook;
      return (
        client && {
          key: 'facebook',
          configuration: configured(
            {
              issuer: 'https://www.facebook.com',
              authorization_endpoint: 'https://www.facebook.com/v23.0/dialog/oauth',
              token_endpoint: `${FACEBOOK_GRAPH}/oauth/access_token`,
            },
            client,
            oauth.ClientSecretPost,
          ),
          scope: 'email public_profile',
          pkce: false,
          openId: false,
          // Facebook gives an email only once its owner has confirmed it (ADR 0045).
          profile: async (config, accessToken) => {
            const me = await fetchJson(
              config,
              accessToken,
              `${FACEBOOK_GRAPH}/me?fields=id,name,email`,
            );
            const email = text(me.email);
            return {
              provider: 'facebook',
              subject: String(me.id ?? ''),
              email,
              emailVerified: !!email,
              name: text(me.name),
            };
          },
        }
      );
    }
    case 'x': {
      const client = social.x;
      return (
        client && {
          key: 'x',
          configuration: configured(
            {
              issuer: 'https://x.com',
              authorization_endpoint: 'https://x.com/i/oauth2/authorize',
              token_endpoint: 'https://api.x.com/2/oauth2/token',
            },
            client,
            oauth.ClientSecretBasic,
          ),
          scope: 'users.read tweet.read users.email',
          pkce: true,
          openId: false,
          // `confirmed_email`, as its name says, is an address its owner has confirmed.
          profile: async (config, accessToken) => {
            const me = await fetchJson(
              config,
              accessToken,
              'https://api.x.com/2/users/me?user.fields=confirmed_email',
            );
            const data = (me.data ?? {}) as Record<string, unknown>;
            const email = text(data.confirmed_email);
            return {
              provider: 'x',
              subject: String(data.id ?? ''),
              email,
              emailVerified: !!email,
              name: text(data.name) ?? text(data.username),
            };
          },
        }
      );
    }
  }
}

/** The provider's page to send the visitor to, and the checks its callback must pass. */
export async function authorizationUrl(provider: Provider, redirectUri: string) {
  const config = await provider.configuration();
  const checks: SignInChecks = { state: oauth.randomState() };
  const params: Record<string, string> = {
    redirect_uri: redirectUri,
    scope: provider.scope,
    state: checks.state,
  };
  if (provider.pkce) {
    checks.verifier = oauth.randomPKCECodeVerifier();
    params.code_challenge = await oauth.calculatePKCECodeChallenge(checks.verifier);
    params.code_challenge_method = 'S256';
  }
  if (provider.openId) params.nonce = checks.nonce = oauth.randomNonce();
  return { url: oauth.buildAuthorizationUrl(config, params), checks };
}

const verified = (value: unknown) => value === true || value === 'true';

/**
 * Exchanges the callback's code (with the PKCE verifier) and says who signed in. The state has
 * been checked against the visitor's cookie already; openid-client checks it again, with the ID
 * token's issuer, audience, expiry and nonce.
 */
export async function identityFrom(
  provider: Provider,
  callbackUrl: URL,
  redirectUri: string,
  checks: SignInChecks,
): Promise<ProviderIdentity> {
  const config = await provider.configuration();
  const tokens = await oauth.authorizationCodeGrant(
    config,
    callbackUrl,
    {
      expectedState: checks.state,
      pkceCodeVerifier: checks.verifier,
      ...(provider.openId && { expectedNonce: checks.nonce, idTokenExpected: true }),
    },
    { redirect_uri: redirectUri },
  );
  if (provider.profile) {
    const identity = await provider.profile(config, tokens.access_token);
    if (!identity.subject) throw new ProviderAnswerError('no id for the person');
    return identity;
  }
  const idToken = tokens.claims();
  if (!idToken) throw new ProviderAnswerError('no ID token');
  let claims: Record<string, unknown> = idToken;
  // Many providers (oidc-provider among them) put the email in user info, not the ID token.
  if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
    claims = {
      ...claims,
      ...(await oauth.fetchUserInfo(config, tokens.access_token, idToken.sub)),
    };
  }
  const given = [text(claims.given_name), text(claims.family_name)].filter(Boolean).join(' ');
  return {
    provider: provider.key,
    subject: idToken.sub,
    email: text(claims.email),
    emailVerified: verified(claims.email_verified),
    name: text(claims.name) ?? (given || text(claims.preferred_username)),
  };
}

/**
 * Why a provider did not finish: `unavailable` when it could not be reached, took too long or
 * failed itself (5xx), `failed` when it refused (a code used twice, a wrong verifier or client
 * secret) or answered something the protocol does not allow.
 */
export function failureKind(error: unknown): 'failed' | 'unavailable' {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if (cause instanceof TypeError) return 'unavailable';
    if (cause instanceof Error && ['TimeoutError', 'AbortError'].includes(cause.name)) {
      return 'unavailable';
    }
    if (cause instanceof oauth.ClientError && cause.code === 'OAUTH_TIMEOUT') return 'unavailable';
    const status =
      cause instanceof Response ? cause.status : (cause as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 500) return 'unavailable';
    if (!(cause instanceof Error)) break;
  }
  return 'failed';
}
