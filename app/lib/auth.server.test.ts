import { afterEach, describe, expect, it, vi } from 'vitest';

import { isSecureRequest } from './auth.server';

afterEach(() => vi.unstubAllEnvs());

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });

describe('isSecureRequest (the session cookie’s Secure flag, ADR 0009)', () => {
  it('is set in production for https', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(isSecureRequest(request('https://roofline.example/sign-in'))).toBe(true);
  });

  it('is left off on plain http, so a production build works on localhost', () => {
    vi.stubEnv('NODE_ENV', 'production');
    expect(isSecureRequest(request('http://localhost:3000/sign-in'))).toBe(false);
  });

  it('believes X-Forwarded-Proto only behind trusted proxies', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const proxied = request('http://app:3000/sign-in', { 'X-Forwarded-Proto': 'https, http' });
    vi.stubEnv('TRUST_PROXY', '0');
    expect(isSecureRequest(proxied)).toBe(false);
    vi.stubEnv('TRUST_PROXY', '1');
    expect(isSecureRequest(proxied)).toBe(true);
    expect(isSecureRequest(request('http://app:3000/', { 'X-Forwarded-Proto': 'http' }))).toBe(
      false,
    );
  });

  it('is never set outside production', () => {
    vi.stubEnv('NODE_ENV', 'development');
    expect(isSecureRequest(request('https://roofline.example/'))).toBe(false);
  });
});
