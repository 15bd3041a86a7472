import type { Database } from '~/db/client.server';
import type { Rates } from '~/lib/money';
import type { PropertyQuery } from '~/lib/search/filters';

import { currentRates } from '../currency-rates.server';

/**
 * A search's money bounds in dollars (docs/product.md#money, ADR 0121): the visitor writes the
 * price and the monthly cost in their currency (`currency`), the homes are compared by their
 * dollar prices, so each bound becomes dollars at the site's rates, rounded as a home's dollar
 * price is rounded: a home asking exactly the bound in the same currency is always found.
 */
export function boundsInDollars<Q extends Partial<PropertyQuery>>(query: Q, rates: Rates): Q {
  const currency = query.currency;
  if (currency === undefined || currency === 'USD') return query;
  const usd = (value: number | undefined) =>
    value === undefined ? undefined : Math.round(value / rates.perUsd[currency]);
  return {
    ...query,
    currency: undefined,
    priceMin: usd(query.priceMin),
    priceMax: usd(query.priceMax),
    monthlyMax: usd(query.monthlyMax),
    moveInMax: usd(query.moveInMax),
  };
}

/** The same with the rates the site uses now. */
export async function queryInDollars<Q extends Partial<PropertyQuery>>(db: Database, query: Q) {
  if (query.currency === undefined || query.currency === 'USD') return query;
  return boundsInDollars(query, await currentRates(db));
}
