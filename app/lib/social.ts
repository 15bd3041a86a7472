/**
 * Social sign-in (docs/product.md#accounts-and-sessions, ADR 0045): the providers, what the
 * account screens show of them, and the answers a sign-in through one may end in.
 */
export const SOCIAL_PROVIDERS = ['google', 'facebook', 'x', 'oidc'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

export type OAuthClient = { clientId: string; clientSecret: string };

/** The providers configured, from the environment (`server/env.ts`); the others are absent. */
export type SocialSettings = {
  google?: OAuthClient;
  facebook?: OAuthClient;
  x?: OAuthClient;
  /** Another OpenID Connect provider, found by discovery from its issuer. */
  oidc?: OAuthClient & { issuer: string; name: string };
};

/** A button on the account screens: "Continue with {name}". */
export type SocialButton = { id: SocialProviderId; name: string };

const NAMES = { google: 'Google', facebook: 'Facebook', x: 'X' } as const;

export function isSocialProvider(value: unknown): value is SocialProviderId {
  return typeof value === 'string' && (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/**
 * How an account's settings name a provider it is connected to (`google`, or `oidc:{issuer}`):
 * the configured name, else the issuer's host.
 */
export function providerName(social: SocialSettings, provider: string) {
  if (provider in NAMES) return NAMES[provider as keyof typeof NAMES];
  const issuer = provider.startsWith('oidc:') ? provider.slice(5) : provider;
  if (social.oidc && social.oidc.issuer === issuer) return social.oidc.name;
  return URL.canParse(issuer) ? new URL(issuer).host : issuer;
}

/** The configured providers, in the screens' order. */
export function socialButtons(social: SocialSettings): SocialButton[] {
  return SOCIAL_PROVIDERS.flatMap((id): SocialButton[] => {
    if (id === 'oidc') return social.oidc ? [{ id, name: social.oidc.name }] : [];
    return social[id] ? [{ id, name: NAMES[id] }] : [];
  });
}

/** Why a social sign-in came back to the sign-in page without signing the visitor in. */
export const SOCIAL_ERRORS = [
  /** The visitor said no on the provider's page. */
  'denied',
  /** The callback's state is missing, forged, or from a sign-in started in another browser. */
  'state',
  /** The provider refused to finish (a code used twice, a wrong verifier, a bad answer). */
  'failed',
  /** The provider could not be reached, or took too long. */
  'unavailable',
  /** The provider's email is not verified: it neither links nor makes an account. */
  'unverified',
  /** The provider gave no email. */
  'no-email',
  /** The account is locked by an admin (docs/product.md#the-owners-desk). */
  'locked',
  /** Too many sign-ins started from this address. */
  'rate-limited',
] as const;
export type SocialError = (typeof SOCIAL_ERRORS)[number];

export function isSocialError(value: unknown): value is SocialError {
  return typeof value === 'string' && (SOCIAL_ERRORS as readonly string[]).includes(value);
}

/**
 * The start of a sign-in with a provider, keeping the way back (`redirectTo`) and the home to
 * save (`save`) of the page it is started from.
 */
export function socialStartHref(id: SocialProviderId, search: URLSearchParams) {
  const params = new URLSearchParams();
  for (const name of ['redirectTo', 'save']) {
    const value = search.get(name);
    if (value !== null) params.set(name, value);
  }
  const query = params.toString();
  return `/auth/${id}${query ? `?${query}` : ''}`;
}

/** A social sign-in's outcome to show on the account screens. */
export type SocialNotice = { error: SocialError; provider: string };

/**
 * What the account screens show of social sign-in: the configured providers' buttons, and the
 * message a sign-in that came back without signing in left in the address (`?error=&provider=`).
 * A message about a provider not configured (any more) is not shown.
 */
export function socialScreen(social: SocialSettings, params: URLSearchParams) {
  const buttons = socialButtons(social);
  const error = params.get('error');
  const provider = buttons.find((button) => button.id === params.get('provider'));
  const notice: SocialNotice | null =
    isSocialError(error) && provider ? { error, provider: provider.name } : null;
  return { buttons, notice };
}
