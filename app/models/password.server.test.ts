import type * as NodeCrypto from 'node:crypto';

import { describe, expect, it, vi } from 'vitest';

import {
  HASHES_AT_ONCE,
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from './password.server';

// scrypt as it is, counting the hashes running at once.
const turns = vi.hoisted(() => ({ running: 0, most: 0 }));
vi.mock('node:crypto', async (importOriginal) => {
  const crypto = await importOriginal<typeof NodeCrypto>();
  const scrypt = ((...args: unknown[]) => {
    const done = args.pop() as (error: Error | null, key: Buffer) => void;
    turns.running += 1;
    turns.most = Math.max(turns.most, turns.running);
    (crypto.scrypt as (...a: unknown[]) => void)(...args, (error: Error | null, key: Buffer) => {
      turns.running -= 1;
      done(error, key);
    });
  }) as typeof crypto.scrypt;
  return { ...crypto, scrypt, default: { ...crypto, scrypt } };
});

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

  it('computes a few hashes at once however many are asked for, and answers each', async () => {
    turns.most = 0;
    const stored = await hashPassword('flood');
    const checks = await Promise.all(
      Array.from({ length: 12 }, (_, i) => verifyPassword(i === 5 ? 'flood' : `nope${i}`, stored)),
    );
    expect(checks.filter(Boolean)).toHaveLength(1);
    expect(checks[5]).toBe(true);
    expect(turns.most).toBe(HASHES_AT_ONCE);
  });
});
