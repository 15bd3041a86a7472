import * as oauth from 'openid-client';
import { describe, expect, it } from 'vitest';

import { authorizationUrl, failureKind, providerFor } from './social-providers.server';

const client = { clientId: 'roofline', clientSecret: 'secret' };
const social = { facebook: client, x: client, google: client };

/** The provider's configuration, answering its user-info request with `body`. */
async function answering(id: 'facebook' | 'x', body: unknown) {
  const provider = providerFor(social, id)!;
  const config = await provider.configuration();
  const asked: string[] = [];
  config[oauth.customFetch] = async (url) => {
    asked.push(String(url));
    return Response.json(body);
  };
  return { provider, config, asked };
}

describe('providerFor', () => {
  it('is undefined for a provider that is not configured', () => {
    expect(providerFor({}, 'google')).toBeUndefined();
    expect(providerFor({ google: client }, 'oidc')).toBeUndefined();
  });

  it('sends X to its page with PKCE, and Facebook without (it takes none)', async () => {
    const x = await authorizationUrl(providerFor(social, 'x')!, 'https://roofline.example/cb');
    expect(x.url.origin + x.url.pathname).toBe('https://x.com/i/oauth2/authorize');
    expect(x.url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(x.url.searchParams.get('state')).toBe(x.checks.state);
    expect(x.checks.verifier).toMatch(/^[\w-]{43}$/);
    const facebook = await authorizationUrl(
      providerFor(social, 'facebook')!,
      'https://r.example/cb',
    );
    expect(facebook.url.searchParams.get('code_challenge')).toBeNull();
    expect(facebook.url.searchParams.get('scope')).toBe('email public_profile');
    expect(facebook.checks).toEqual({ state: expect.any(String) });
  });

  it('reads who signed in with Facebook: an email it gives is a confirmed one', async () => {
    const { provider, config, asked } = await answering('facebook', {
      id: '1017',
      name: 'Ann Lee',
      email: 'ann@example.com',
    });
    expect(await provider.profile!(config, 'token')).toEqual({
      provider: 'facebook',
      subject: '1017',
      email: 'ann@example.com',
      emailVerified: true,
      name: 'Ann Lee',
    });
    expect(asked).toEqual(['https://graph.facebook.com/v23.0/me?fields=id,name,email']);
    const { config: noEmail } = await answering('facebook', { id: '1018', name: 'Bo' });
    expect(await provider.profile!(noEmail, 'token')).toMatchObject({
      email: undefined,
      emailVerified: false,
    });
  });

  it('reads who signed in with X from its confirmed email', async () => {
    const { provider, config } = await answering('x', {
      data: { id: '42', name: '', username: 'cy', confirmed_email: 'cy@example.com' },
    });
    expect(await provider.profile!(config, 'token')).toEqual({
      provider: 'x',
      subject: '42',
      email: 'cy@example.com',
      emailVerified: true,
      name: 'cy',
    });
  });
});

describe('failureKind', () => {
  it('tells a provider that cannot be reached or fails from one that refuses', () => {
    expect(failureKind(new TypeError('fetch failed'))).toBe('unavailable');
    expect(failureKind(new DOMException('timed out', 'TimeoutError'))).toBe('unavailable');
    const timeout = new oauth.ClientError('operation timed out');
    timeout.code = 'OAUTH_TIMEOUT';
    expect(failureKind(timeout)).toBe('unavailable');
    const wrapped = new Error('unexpected HTTP response status code', {
      cause: new Response('', { status: 503 }),
    });
    expect(failureKind(wrapped)).toBe('unavailable');
    expect(failureKind(Object.assign(new Error('invalid_grant'), { status: 400 }))).toBe('failed');
    expect(failureKind(new Error('unexpected JWT claim value encountered'))).toBe('failed');
  });
});
