import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';

import type { ImportProblem } from '~/db/schema';

/**
 * Fetching what a feed names, its pages and its photos (docs/product.md#listing-feeds, ADR 0115):
 * only http and https, redirects followed only to those, never to a private, loopback or
 * link-local address unless the site's admin allows them, within a time and a size.
 */
export type FetchLimits = {
  /**
   * Private and loopback addresses may be reached (the admin's setting; tests on loopback), or
   * those of them this says may.
   */
  allowPrivate: boolean | ((address: string) => boolean);
  maxBytes: number;
  /** The whole fetch, from the first connection to the body's last byte. */
  timeoutMs: number;
  headers?: Record<string, string>;
};

/** A fetch refused or failed, with the reason a report shows (`feeds.failed.*`). */
export class FetchRefused extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.code);
  }
}

const MAX_REDIRECTS = 5;

/** The addresses a feed may not reach unless allowed (RFC 1918, 4193, 6598, loopback, link-local…). */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

export function isPrivateAddress(address: string) {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function mayReach(address: string, allowPrivate: FetchLimits['allowPrivate']) {
  if (!isPrivateAddress(address)) return true;
  return typeof allowPrivate === 'function' ? allowPrivate(address) : allowPrivate;
}

/**
 * The name's addresses, checked as the connection is made (not before, so a name that answers
 * differently the second time reaches nothing it may not).
 */
function checkedLookup(allowPrivate: FetchLimits['allowPrivate']): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const allowed = list.filter((a) => mayReach(a.address, allowPrivate));
      if (allowed.length === 0) {
        const refusal = Object.assign(new Error('private address'), { code: 'EPRIVATE' });
        return callback(refusal, '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: typeof allowed) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

export type FetchedBody = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body, cut off with an error past `maxBytes` or the time limit. */
  body: AsyncIterable<Buffer>;
  url: string;
  /** The body's length as the server gave it, when it did. */
  length?: number;
};

/** GET `address` within the limits; answers statuses as they are (304 too), after redirects. */
export async function safeFetch(address: string, limits: FetchLimits): Promise<FetchedBody> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = address;
  for (let hop = 0; ; hop++) {
    const response = await request(url, limits, deadline);
    const location = response.headers.location;
    if (
      response.statusCode &&
      [301, 302, 303, 307, 308].includes(response.statusCode) &&
      location
    ) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new FetchRefused({ code: 'feeds.failed.redirects' });
      url = new URL(location, url).href;
      continue;
    }
    const length = Number(response.headers['content-length']);
    if (Number.isFinite(length) && length > limits.maxBytes) {
      response.destroy();
      throw new FetchRefused({ code: 'feeds.failed.tooLarge', params: { max: limits.maxBytes } });
    }
    return {
      status: response.statusCode ?? 0,
      headers: response.headers,
      body: bounded(response, limits.maxBytes, deadline),
      url,
      length: Number.isFinite(length) ? length : undefined,
    };
  }
}

function request(url: string, limits: FetchLimits, deadline: AbortSignal) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new FetchRefused({ code: 'feeds.failed.badUrl' });
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new FetchRefused({ code: 'feeds.failed.badUrl' });
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  // An address written as an address is checked here: no lookup is made for it.
  if (isIP(host) && !mayReach(host, limits.allowPrivate))
    throw new FetchRefused({ code: 'feeds.failed.privateAddress' });
  const client = parsed.protocol === 'https:' ? https : http;
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = client.get(
      parsed,
      {
        headers: { 'user-agent': 'Roofline listing import', ...limits.headers },
        lookup: checkedLookup(limits.allowPrivate),
        signal: deadline,
      },
      resolve,
    );
    req.on('error', (error: NodeJS.ErrnoException) => reject(fetchProblem(error, deadline)));
  });
}

function fetchProblem(error: NodeJS.ErrnoException, deadline: AbortSignal) {
  if (error instanceof FetchRefused) return error;
  if (deadline.aborted) return new FetchRefused({ code: 'feeds.failed.timeout' });
  if (error.code === 'EPRIVATE') return new FetchRefused({ code: 'feeds.failed.privateAddress' });
  return new FetchRefused({ code: 'feeds.failed.unreachable' });
}

async function* bounded(response: Readable, maxBytes: number, deadline: AbortSignal) {
  let size = 0;
  try {
    for await (const piece of response as AsyncIterable<Buffer>) {
      size += piece.length;
      if (size > maxBytes)
        throw new FetchRefused({ code: 'feeds.failed.tooLarge', params: { max: maxBytes } });
      yield piece;
    }
  } catch (error) {
    throw fetchProblem(error as NodeJS.ErrnoException, deadline);
  } finally {
    response.destroy();
  }
}
