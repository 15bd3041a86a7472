import { describe, expect, it } from 'vitest';

import { addressKey, takeRateLimit } from './rate-limit.server';

describe('addressKey', () => {
  it('counts an IPv6 client by its /64 network, and an IPv4 one by its address', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe('takeRateLimit', () => {
  it('limits the addresses of one IPv6 network together, and other networks apart', () => {
    const now = Date.now();
    const limit = 20;
    for (let i = 0; i < limit; i += 1) {
      expect(takeRateLimit(`2001:db8:5:6::${(i + 1).toString(16)}`, 'test-v6', now)).toBe(0);
    }
    expect(takeRateLimit('2001:db8:5:6:ffff::9', 'test-v6', now)).toBe(60);
    expect(takeRateLimit('2001:db8:5:7::1', 'test-v6', now)).toBe(0);
    expect(takeRateLimit('2001:db8:5:6::1', 'test-v6', now + 60_000)).toBe(0);
  });
});
