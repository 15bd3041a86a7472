import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import type { Database } from '~/db/client.server';
import { rateLimits } from '~/db/schema';
import { addressKey } from '~/lib/address-key';

/** The form posts one address (or one email address) may make in a window, per kind of form. */
export type RateLimits = {
  /**
   * Counts one post of `form` from `address`: 0 when it may go ahead, otherwise the seconds to
   * wait before the next one will.
   */
  take: (address: string, form: string) => Promise<number>;
};

const WINDOW_SECONDS = 60;

/**
 * The form rate limits (`perWindow` posts in `windowSeconds`, a minute by default), counted in
 * the site's database (the `rate_limits` table, through rate-limiter-flexible's drizzle store), so every app server on one database shares them (ADR
 * 0041): several servers do not give a sender several quotas. On PGlite, which one process opens
 * at a time, the same table keeps them across restarts. Should the database fail to answer, the
 * count goes on in this server's memory until it does; an address over its limit is then turned
 * away from memory, without a write, until its window ends.
 */
export function rateLimitsIn(
  db: Database,
  perWindow: number,
  windowSeconds = WINDOW_SECONDS,
): RateLimits {
  const limiter = new RateLimiterDrizzle({
    storeClient: db,
    schema: rateLimits,
    points: perWindow,
    duration: windowSeconds,
    inMemoryBlockOnConsumed: perWindow + 1,
    insuranceLimiter: new RateLimiterMemory({ points: perWindow, duration: windowSeconds }),
  });
  return {
    take: async (address, form) => {
      try {
        await limiter.consume(`${form}:${addressKey(address)}`);
        return 0;
      } catch (refused) {
        if (refused instanceof RateLimiterRes)
          return Math.max(1, Math.ceil(refused.msBeforeNext / 1000));
        throw refused;
      }
    },
  };
}
