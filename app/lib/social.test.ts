import { describe, expect, it } from 'vitest';

import { socialButtons, socialScreen, socialStartHref } from './social';

const google = { clientId: 'id', clientSecret: 'secret' };
const oidc = { ...google, issuer: 'https://login.example.org', name: 'Example ID' };

describe('socialButtons', () => {
  it('lists the configured providers only, in a fixed order', () => {
    expect(socialButtons({})).toEqual([]);
    expect(socialButtons({ oidc, x: google, google })).toEqual([
      { id: 'google', name: 'Google' },
      { id: 'x', name: 'X' },
      { id: 'oidc', name: 'Example ID' },
    ]);
  });
});

describe('socialScreen', () => {
  it('names the provider in the message, for a known error of a configured provider', () => {
    const params = new URLSearchParams('error=denied&provider=oidc');
    expect(socialScreen({ oidc }, params).notice).toEqual({
      error: 'denied',
      provider: 'Example ID',
    });
    expect(socialScreen({ google }, params).notice).toBeNull();
    const unknown = new URLSearchParams('error=<b>&provider=oidc');
    expect(socialScreen({ oidc }, unknown).notice).toBeNull();
  });
});

describe('socialStartHref', () => {
  it('keeps the way back and the home to save, nothing else', () => {
    const params = new URLSearchParams('redirectTo=%2Fproperty%2F7&save=7&error=state');
    expect(socialStartHref('google', params)).toBe(
      '/auth/google?redirectTo=%2Fproperty%2F7&save=7',
    );
    expect(socialStartHref('x', new URLSearchParams())).toBe('/auth/x');
  });
});
