import { describe, expect, it } from 'vitest';

import { hashPassword, needsRehash, verifyDummyPassword, verifyPassword } from './password.server';

describe('password hashing', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts each hash, so one password gives different hashes', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$16384\$16\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
  });

  it('counts every character of a long or non-ASCII password (no 72-byte cut)', async () => {
    const long = 'パ'.repeat(72);
    const stored = await hashPassword(long);
    expect(await verifyPassword(long, stored)).toBe(true);
    expect(await verifyPassword(`${'パ'.repeat(71)}ス`, stored)).toBe(false);
  });

  it('treats a malformed stored hash as a mismatch, not an error', async () => {
    for (const bad of ['', 'plain', 'bcrypt$x$y', 'scrypt$0$8$1$AAAA$BBBB', 'scrypt$1024$8$1$$']) {
      expect(await verifyPassword('x', bad)).toBe(false);
      expect(needsRehash(bad)).toBe(true);
    }
    expect(needsRehash(await hashPassword('x'))).toBe(false);
  });

  it('spends a real check on a dummy hash when there is no account', async () => {
    expect(await verifyDummyPassword('anything')).toBe(false);
  });
});
