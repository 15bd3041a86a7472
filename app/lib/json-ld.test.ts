import { describe, expect, it } from 'vitest';

import { serializeJsonLd } from './json-ld';

describe('serializeJsonLd', () => {
  it('cannot close its script element, and still reads back as the same data', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = serializeJsonLd(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
