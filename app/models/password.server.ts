import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from Node's own crypto (OpenSSL): memory-hard, run on libuv's
 * thread pool so the event loop keeps serving while it works, and no limit on input bytes (ADR
 * 0009). The parameters are stored with each hash, so they can be raised later.
 * N=2^14, r=16, p=1 (32 MiB, 64-byte key) are better-auth's defaults.
 */
export const SCRYPT_PARAMS = { N: 2 ** 14, r: 16, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * Hashes computed at once (ADR 0040). Each holds 128 * N * r bytes (32 MiB) while it runs, so a
 * flood of sign-ins, registrations or their dummy checks would otherwise hold as many of them as
 * libuv's threads allow (four by default), besides taking every thread from the file system. The
 * rest wait their turn, holding nothing but their request.
 */
export const HASHES_AT_ONCE = 2;
let hashing = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>) {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }) {
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
  );
}

export async function hashPassword(password: string) {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT_PARAMS);
  const { N, r, p } = SCRYPT_PARAMS;
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

function parseHash(stored: string) {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  if (!Object.values(params).every((n) => Number.isInteger(n) && n > 0)) return null;
  return { params, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** True when the password gives the stored hash; compared in constant time. */
export async function verifyPassword(password: string, stored: string) {
  const parsed = parseHash(stored);
  if (!parsed || parsed.key.length !== KEY_LENGTH) return false;
  const key = await derive(password, parsed.salt, parsed.params);
  return timingSafeEqual(key, parsed.key);
}

/** A hash made with weaker parameters than today's, to be replaced at the next sign-in. */
export function needsRehash(stored: string) {
  const parsed = parseHash(stored);
  const { N, r, p } = SCRYPT_PARAMS;
  return !parsed || parsed.params.N < N || parsed.params.r < r || parsed.params.p < p;
}

let dummy: Promise<string> | undefined;

/**
 * Spends the same work as a real check when no account has the address, so the answer's timing
 * does not tell which addresses have accounts.
 */
export async function verifyDummyPassword(password: string) {
  dummy ??= hashPassword(randomBytes(18).toString('base64'));
  await verifyPassword(password, await dummy);
  return false;
}
