import { and, inArray, isNull, type SQL } from 'drizzle-orm';

import { properties, SEARCHED_STATUSES } from '~/db/schema';

/**
 * Not hidden by a moderator (ADR 0046). Who may see a home (its status, owner and this) is
 * home-access.server.ts's rule alone (docs/product.md#who-sees-a-home).
 */
export const visibleHome = and(
  isNull(properties.hiddenAt),
  // Held as a copy of another lister's listing until the desk decides (docs/product.md#copies).
  isNull(properties.heldAsCopyOf),
) as SQL;

/**
 * Homes a visitor finds (docs/product.md#the-owners-desk): published, not yet sold or let, not
 * hidden, and confirmed within the site's days (docs/product.md#freshness: the sweep sets
 * `staleSince` on the others). A draft is seen by its owner alone; a sold or let home, or one
 * waiting for its lister's confirmation, keeps its page, out of the search. Every search, count,
 * map and alert holds it, and so does the search index.
 */
export const listed = and(
  inArray(properties.status, SEARCHED_STATUSES),
  visibleHome,
  isNull(properties.staleSince),
) as SQL;
