import { describe, expect, it } from 'vitest';

import { isSecureRequest } from './auth.server';

const request = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, { headers });
const production = { production: true, trustProxy: 0 };

describe('isSecureRequest (the session cookie’s Secure flag, ADR 0009)', () => {
  it('is set in production for https', () => {
    expect(isSecureRequest(request('https://roofline.example/sign-in'), production)).toBe(true);
  });

  it('is left off on plain http, so a production build works on localhost', () => {
    expect(isSecureRequest(request('http://localhost:3000/sign-in'), production)).toBe(false);
  });

  it('believes X-Forwarded-Proto only behind trusted proxies', () => {
    const proxied = request('http://app:3000/sign-in', { 'X-Forwarded-Proto': 'https, http' });
    expect(isSecureRequest(proxied, { production: true, trustProxy: 0 })).toBe(false);
    expect(isSecureRequest(proxied, { production: true, trustProxy: 1 })).toBe(true);
    const plain = request('http://app:3000/', { 'X-Forwarded-Proto': 'http' });
    expect(isSecureRequest(plain, { production: true, trustProxy: 1 })).toBe(false);
  });

  it('is never set outside production', () => {
    const secure = request('https://roofline.example/');
    expect(isSecureRequest(secure, { production: false, trustProxy: 1 })).toBe(false);
  });
});
