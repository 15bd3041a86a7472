import { describe, expect, it } from 'vitest';

import { safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps paths on this site', () => {
    expect(safeRedirect('/properties?page=2#top')).toBe('/properties?page=2#top');
    expect(safeRedirect('/blog/3')).toBe('/blog/3');
  });

  it('refuses other sites, schemes and odd values', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'properties',
      '/\nfoo',
      // Dot segments that resolve to a leading `//`.
      '/.//evil.example/phish',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/./%2e//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirect(bad, '/home1')).toBe('/home1');
    }
    // An encoded newline is only text in a path on this site.
    expect(safeRedirect('/%0a//evil')).toBe('/%0a//evil');
    // Dot segments that stay on this site resolve as a browser would.
    expect(safeRedirect('/a/../saved')).toBe('/saved');
  });
});
