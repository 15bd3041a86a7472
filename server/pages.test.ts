import { describe, expect, it } from 'vitest';

import { readEnv } from './env';
import { requestUrl } from './pages';

describe('requestUrl', () => {
  const req = { protocol: 'http', host: 'evil.example', originalUrl: '/blog/rss.xml?x=1' };

  it('takes the site’s own origin over the Host header when it is set', () => {
    expect(requestUrl(req, 'https://roofline.example')).toBe(
      'https://roofline.example/blog/rss.xml?x=1',
    );
    expect(requestUrl(req)).toBe('http://evil.example/blog/rss.xml?x=1');
  });

  it('keeps a path that starts with // a path', () => {
    const url = new URL(
      requestUrl({ ...req, originalUrl: '//other.example/x' }, 'https://r.example'),
    );
    expect(url.origin).toBe('https://r.example');
    expect(url.pathname).toBe('//other.example/x');
  });

  it('reads PUBLIC_ORIGIN as an origin, and refuses what is not an http address', () => {
    expect(readEnv({ PUBLIC_ORIGIN: 'https://roofline.example/some/path' }).PUBLIC_ORIGIN).toBe(
      'https://roofline.example',
    );
    expect(readEnv({ PUBLIC_ORIGIN: '' }).PUBLIC_ORIGIN).toBeUndefined();
    expect(() => readEnv({ PUBLIC_ORIGIN: 'javascript:alert(1)' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readEnv({ PUBLIC_ORIGIN: 'roofline.example' })).toThrow(/PUBLIC_ORIGIN/);
  });
});
