import { isIPv6 } from 'node:net';

import { data } from 'react-router';

type Window = { count: number; resetAt: number };

const WINDOW_MS = 60_000;
const windows = new Map<string, Window>();

function limitPerMinute() {
  const value = Number(process.env.RATE_LIMIT_PER_MINUTE);
  return Number.isInteger(value) && value > 0 ? value : 20;
}

/**
 * Whom a limit counts: an IPv4 address, or the /64 network of an IPv6 one, which a single
 * household or server is given whole (counting each of its addresses apart would give one
 * client billions of limits). An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) is the IPv4.
 */
export function addressKey(address: string) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * A fixed window per address (an IPv6 network, see `addressKey`) and form, kept in this
 * process's memory: enough to stop a bot hammering one server. Returns the seconds to wait, or 0 when the request may go ahead.
 */
export function takeRateLimit(address: string, bucket: string, now = Date.now()) {
  const key = `${bucket}:${addressKey(address)}`;
  const current = windows.get(key);
  if (!current || current.resetAt <= now) {
    if (windows.size > 50_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    windows.set(key, { count: 1, resetAt: now + WINDOW_MS });
    return 0;
  }
  current.count += 1;
  return current.count > limitPerMinute() ? Math.ceil((current.resetAt - now) / 1000) : 0;
}

/** A 429 answer with Retry-After, shaped like the form's other answers. */
export function tooManyRequests<T extends object>(retryAfter: number, body: T) {
  return data(
    { ...body, limited: true as const },
    { status: 429, headers: { 'Retry-After': String(retryAfter) } },
  );
}
