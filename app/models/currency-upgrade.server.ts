import { and, asc, gt, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { priceChanges, properties } from '~/db/schema';
import { currencyOf, localPrice, toUsd, type Currency, type Rates } from '~/lib/money';

import { storedRates } from './rates-store.server';

/** Homes brought over in one piece, each piece a transaction of its own. */
const PIECE = 5_000;

/**
 * Brings a database from before each market had its currency over (docs/product.md#money, ADR
 * 0121). Its prices were all dollars. A generated home (one with a neighbourhood) outside the
 * dollar cities is repriced in its city's currency at the stored rates, rounded as the generator
 * rounds (its deposit and past prices likewise), so a Tokyo flat asks yen; a home an owner or a
 * feed wrote keeps the dollars it was given, and says so (`currency` USD). Every home gets its
 * dollar price. A start-up upgrade before the pages (models/upgrades.server.ts), a piece of ids
 * from `after` on at a time; a home already in its currency is left as it is, so a database
 * filled by this version passes through untouched.
 */
export async function pricesInLocalCurrency(db: Database, after: number) {
  const rates = await storedRates(db);
  const homes = await db
    .select({
      id: properties.id,
      price: properties.price,
      deposit: properties.deposit,
      currency: properties.currency,
      priceUsd: properties.priceUsd,
      listingType: properties.listingType,
      location: properties.location,
      generated: sql<boolean>`${properties.neighbourhood} is not null`,
    })
    .from(properties)
    .where(gt(properties.id, after))
    .orderBy(asc(properties.id))
    .limit(PIECE);
  if (homes.length === 0) return { count: 0, next: null };
  const written: {
    id: number;
    price: number;
    deposit: number | null;
    currency: Currency;
    usd: number;
  }[] = [];
  const repriced = new Map<number, { currency: Currency; rent: boolean }>();
  for (const home of homes) {
    const city = currencyOf(home.location);
    const convert = home.generated && home.currency === 'USD' && city !== 'USD';
    const rent = home.listingType === 'rent';
    const currency = convert ? city : home.currency;
    const price = convert ? localPrice(home.price, city, rent, rates) : home.price;
    const deposit =
      convert && home.deposit !== null ? localPrice(home.deposit, city, true, rates) : home.deposit;
    const usd = toUsd(price, currency, rates);
    if (convert) repriced.set(home.id, { currency, rent });
    if (convert || usd !== home.priceUsd)
      written.push({ id: home.id, price, deposit, currency, usd });
  }
  if (written.length > 0) {
    await db.execute(sql`
      update ${properties} set price = v.price, deposit = v.deposit, currency = v.currency,
        price_usd = v.usd
      from jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
        as v(id int, price int, deposit int, currency text, usd int)
      where ${properties.id} = v.id`);
  }
  if (repriced.size > 0) await repricePastPrices(db, repriced, rates);
  return { count: written.length, next: homes.length < PIECE ? null : homes.at(-1)!.id };
}

/** The past prices of the homes repriced, in their new currency, rounded the same way. */
async function repricePastPrices(
  db: Database,
  homes: Map<number, { currency: Currency; rent: boolean }>,
  rates: Rates,
) {
  const changes = await db
    .select({
      id: priceChanges.id,
      propertyId: priceChanges.propertyId,
      oldPrice: priceChanges.oldPrice,
      newPrice: priceChanges.newPrice,
    })
    .from(priceChanges)
    .where(and(inArray(priceChanges.propertyId, [...homes.keys()])));
  if (changes.length === 0) return;
  const written = changes.map((change) => {
    const { currency, rent } = homes.get(change.propertyId)!;
    return {
      id: change.id,
      old: localPrice(change.oldPrice, currency, rent, rates),
      new: localPrice(change.newPrice, currency, rent, rates),
    };
  });
  await db.execute(sql`
    update ${priceChanges} set old_price = v.old, new_price = v.new
    from jsonb_to_recordset(${JSON.stringify(written)}::jsonb) as v(id int, old int, new int)
    where ${priceChanges.id} = v.id`);
}
