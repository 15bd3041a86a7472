import { describe, expect, it } from 'vitest';

import { authHref } from './auth-links';

describe('authHref', () => {
  it('carries the current page as the return path', () => {
    expect(
      authHref('/sign-in', { pathname: '/properties', search: '?page=2&sort=price-asc' }),
    ).toBe('/sign-in?redirectTo=%2Fproperties%3Fpage%3D2%26sort%3Dprice-asc');
    expect(authHref('/register', { pathname: '/', search: '' })).toBe('/register?redirectTo=%2F');
  });

  it('adds the home to save after signing in', () => {
    expect(authHref('/sign-in', { pathname: '/property/7', search: '' }, 7)).toBe(
      '/sign-in?redirectTo=%2Fproperty%2F7&save=7',
    );
  });

  it('keeps the return path when switching between sign-in and register', () => {
    const search = '?redirectTo=%2Fblogs&save=3';
    expect(authHref('/register', { pathname: '/sign-in', search })).toBe(`/register${search}`);
    expect(authHref('/sign-in', { pathname: '/register', search })).toBe(`/sign-in${search}`);
  });

  it('leaves a social sign-in’s message behind when switching', () => {
    const search = '?error=denied&provider=google&redirectTo=%2Fblogs';
    expect(authHref('/register', { pathname: '/sign-in', search })).toBe(
      '/register?redirectTo=%2Fblogs',
    );
    expect(authHref('/register', { pathname: '/sign-in', search: '?error=state' })).toBe(
      '/register',
    );
  });
});
