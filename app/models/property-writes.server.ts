import { eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { alertEvents, homeChanges, priceChanges, properties, propertyWords } from '~/db/schema';
import { searchFields } from '~/db/search-words';
import { toUsd, type Rates } from '~/lib/money';
import { COUNTRY_MOVE_IN, countryOf, moveInTotal } from '~/lib/move-in-cost';
import type { FreshnessSettings } from '~/lib/freshness';

import { freshnessSettings } from './freshness-settings.server';
import { storedRates } from './rates-store.server';
import { keepRemovedListing } from './relists.server';
import { placeNearStations } from './stations.server';

/**
 * What a home is written with: every field of `properties` but its id, its search text and words
 * and its price in dollars (made here from its fields), its review counters (kept by the reviews),
 * its listing date and its freshness (docs/product.md#freshness), which only a confirmation and
 * the sweep move.
 */
export type PropertyInput = Omit<
  typeof properties.$inferInsert,
  | 'id'
  | 'searchText'
  | 'searchWords'
  | 'reviewCount'
  | 'ratingTotal'
  | 'createdAt'
  | 'updatedAt'
  | 'priceUsd'
  | 'moveIn'
  | 'moveInUsd'
  | 'confirmedAt'
  | 'confirmedVia'
  | 'statusSince'
  | 'staleSince'
  | 'nearestStationId'
  | 'stationMinutes'
>;

/** How a lister confirms a listing is still on offer as shown (docs/product.md#freshness). */
export type ConfirmVia = 'edit' | 'email' | 'feed';

/** The columns no caller may write, whatever it passes: freshness moves only by confirmation. */
const FRESHNESS_COLUMNS = ['confirmedAt', 'confirmedVia', 'statusSince', 'staleSince'] as const;

function withoutFreshness<T extends object>(changes: T): T {
  const kept = { ...changes } as Record<string, unknown>;
  for (const key of FRESHNESS_COLUMNS) delete kept[key];
  for (const key of ['createdAt', 'updatedAt', 'id', 'nearestStationId', 'stationMinutes'])
    delete kept[key];
  return kept as T;
}

/** The channel every server's search index listens on for homes written (ADR 0042). */
export const HOME_CHANGES_CHANNEL = 'home_changes';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Every write of a home goes through here, so everything derived from it follows (ADR 0042): in
 * the same transaction as the homes, their search text and words, the words' list for the
 * keyword search, and a row each in `home_changes`, whose notice reaches every server's search
 * index once the transaction commits. The SQL search reads the homes at once; the indexes within
 * moments. Several homes are recorded in one statement of each kind (a feed's batch).
 */
async function recordChanges(tx: Tx, homes: { id: number; words: string[] }[]) {
  if (homes.length === 0) return;
  const words = [...new Set(homes.flatMap((home) => home.words))];
  if (words.length > 0) {
    // New words start with no homes of their own in the stored lists: the indexes count a
    // changed home's words from its row (`home_changes`), not from those lists.
    await tx
      .insert(propertyWords)
      .values(words.map((word) => ({ word, homes: new Uint8Array(0) })))
      .onConflictDoNothing();
  }
  await tx
    .insert(homeChanges)
    .values(homes.map((home) => ({ propertyId: home.id })))
    .onConflictDoUpdate({ target: homeChanges.propertyId, set: { changedAt: sql`now()` } });
  const ids = `{${homes.map((home) => home.id).join(',')}}`;
  await tx.execute(
    sql`select pg_notify(${HOME_CHANGES_CHANNEL}, id::text) from unnest(${ids}::int[]) as id`,
  );
}

async function recordChange(tx: Tx, id: number, words: string[]) {
  await recordChanges(tx, [{ id, words }]);
}

type Priced = Pick<
  PropertyInput,
  | 'price'
  | 'currency'
  | 'listingType'
  | 'location'
  | 'deposit'
  | 'keyMoney'
  | 'guarantorFee'
  | 'otherMoveIn'
>;

/**
 * Whether pricing the home reads the rates: a price in another currency than dollars, or a
 * country whose move-in rule is written in another (lib/move-in-cost.ts). A dollar is a dollar
 * at any rates: no read for it.
 */
function needsRates(home: Priced) {
  const rule = COUNTRY_MOVE_IN[countryOf(home.location)];
  return (home.currency ?? 'USD') !== 'USD' || (rule !== undefined && rule.currency !== 'USD');
}

/**
 * The comparison amounts (docs/product.md#money, ADR 0121; docs/product.md#move-in-cost): the
 * price in whole dollars, and the move-in cost in the listing's currency and in dollars.
 */
function pricedFields(home: Priced, rates: Rates | undefined) {
  const currency = home.currency ?? 'USD';
  const dollars = (amount: number) =>
    currency === 'USD' ? amount : toUsd(amount, currency, rates!);
  const moveIn = moveInTotal({ ...home, currency }, rates!);
  return { priceUsd: dollars(home.price), moveIn, moveInUsd: dollars(moveIn) };
}

/** The same at the rates stored now, read in the write's transaction when needed. */
async function priced(tx: Tx, home: Priced) {
  return pricedFields(home, needsRates(home) ? await storedRates(tx) : undefined);
}

/**
 * Lists a new home; returns its id. `announce: false` for a relist or a listing held as a copy
 * (docs/product.md#relists): no "new home" alert goes out for it; a relist keeps its home's first
 * listing date (`listedAt`).
 */
export async function createProperty(
  db: Database,
  home: PropertyInput,
  options: { announce?: boolean; listedAt?: Date } = {},
) {
  const [id] = await createProperties(db, [{ home, ...options }]);
  return id!;
}

/**
 * Lists new homes in one transaction, a statement of each kind for them all (a feed's batch,
 * docs/product.md#listing-feeds); their ids, in order. The one way a home is made: `createProperty`
 * is this with one.
 */
export async function createProperties(
  db: Database,
  homes: { home: PropertyInput; announce?: boolean; listedAt?: Date }[],
) {
  if (homes.length === 0) return [];
  return db.transaction(async (tx) => {
    // The rates are read once, and only when a home's price or move-in rule needs them.
    const rates = homes.some(({ home }) => needsRates(home)) ? await storedRates(tx) : undefined;
    const rows = homes.map(({ home, listedAt }) => {
      const fields = searchFields(home);
      // A new listing is confirmed as it is made (docs/product.md#freshness).
      return {
        ...withoutFreshness(home),
        ...fields,
        ...pricedFields(home, rates),
        ...(listedAt ? { createdAt: listedAt } : {}),
      };
    });
    const made = await tx.insert(properties).values(rows).returning({ id: properties.id });
    const ids = made.map((row) => row.id);
    // Its nearest stations and walking minutes (docs/product.md#stations-and-walking-minutes).
    await placeNearStations(
      tx,
      ids.map((id, n) => ({
        id,
        latitude: rows[n]!.latitude ?? null,
        longitude: rows[n]!.longitude ?? null,
      })),
    );
    await recordChanges(
      tx,
      ids.map((id, n) => ({ id, words: rows[n]!.searchWords })),
    );
    // Matched against the saved searches by the alert job (ADR 0055), once this commits.
    const announced = ids.filter((_, n) => homes[n]!.announce !== false);
    if (announced.length > 0)
      await tx
        .insert(alertEvents)
        .values(announced.map((propertyId) => ({ kind: 'new' as const, propertyId })));
    return ids;
  });
}

/**
 * Changes some of a home's fields; false when there is no such home. `confirm` says the write is
 * its lister's own (an edit, a status they set): it confirms the listing as well
 * (docs/product.md#freshness). A moderator's write or a generated change does not.
 */
export async function updateProperty(
  db: Database,
  id: number,
  given: Partial<PropertyInput>,
  { confirm }: { confirm?: ConfirmVia } = {},
) {
  const changes = withoutFreshness(given);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
    if (!current) return false;
    const fields = searchFields({ ...current, ...changes });
    const money = await priced(tx, { ...current, ...changes });
    const statusMoved = changes.status !== undefined && changes.status !== current.status;
    await tx
      .update(properties)
      .set({
        ...changes,
        ...fields,
        ...money,
        updatedAt: sql`now()`,
        ...(statusMoved ? { statusSince: sql`now()` } : {}),
        ...(confirm ? { confirmedAt: sql`now()`, confirmedVia: confirm, staleSince: null } : {}),
      })
      .where(eq(properties.id, id));
    // A home moved has other stations (docs/product.md#stations-and-walking-minutes).
    const latitude = changes.latitude === undefined ? current.latitude : changes.latitude;
    const longitude = changes.longitude === undefined ? current.longitude : changes.longitude;
    if (latitude !== current.latitude || longitude !== current.longitude) {
      await placeNearStations(tx, [{ id, latitude, longitude }]);
    }
    // Every price a home has had is kept, with its date (docs/product.md#listing-a-home).
    if (changes.price !== undefined && changes.price !== current.price) {
      const [change] = await tx
        .insert(priceChanges)
        .values({ propertyId: id, oldPrice: current.price, newPrice: changes.price })
        .returning({ id: priceChanges.id });
      if (changes.price < current.price) {
        await tx
          .insert(alertEvents)
          .values({ kind: 'drop', propertyId: id, priceChangeId: change!.id });
      }
    }
    await recordChange(tx, id, fields.searchWords);
    return true;
  });
}

/**
 * Its lister says the listing is still on offer as shown (docs/product.md#freshness): by an edit,
 * an email's link or an import feed. Its confirmation date becomes now and, if it had left the
 * search as unconfirmed, it comes back with its history; a home left under offer past the site's
 * limit has that status confirmed too, so its clock starts again. False when there is no such
 * home, or it is a draft (nothing to confirm).
 */
export async function confirmListing(
  db: Database,
  propertyId: number,
  { via, settings }: { via: ConfirmVia; settings?: FreshnessSettings },
) {
  const limits = settings ?? (await freshnessSettings(db));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(properties)
      .set({
        confirmedAt: sql`now()`,
        confirmedVia: via,
        staleSince: null,
        statusSince: sql`case when ${overStatusLimit(limits)} then now() else ${properties.statusSince} end`,
      })
      .where(sql`${properties.id} = ${propertyId} and ${properties.status} <> 'draft'`)
      .returning({ id: properties.id });
    if (!row) return false;
    await recordChange(tx, propertyId, []);
    return true;
  });
}

/** A home under offer longer than the site allows its kind (docs/product.md#freshness). */
function overStatusLimit(limits: FreshnessSettings) {
  return sql`(${properties.status} = 'under_offer' and ${properties.statusSince} < now() - make_interval(days => case when ${properties.listingType} = 'rent' then ${limits.letAgreedDays}::int else ${limits.soldStcDays}::int end))`;
}

/**
 * The freshness sweep's write (docs/product.md#freshness): every listed home not confirmed within
 * the site's days, or left under offer past its kind's limit, leaves the search (`staleSince`);
 * one that no longer is (the limits were lengthened) comes back. Every server's index follows,
 * as with any write. Returns the ids that left and came back.
 */
export async function sweepStaleListings(db: Database, limits: FreshnessSettings) {
  const stale = sql`(${properties.confirmedAt} < now() - make_interval(days => ${limits.confirmDays}::int) or ${overStatusLimit(limits)})`;
  const searched = sql`${properties.status} in ('available', 'under_offer')`;
  return db.transaction(async (tx) => {
    const left = await tx
      .update(properties)
      .set({ staleSince: sql`now()` })
      .where(sql`${properties.staleSince} is null and ${searched} and ${stale}`)
      .returning({ id: properties.id });
    const back = await tx
      .update(properties)
      .set({ staleSince: null })
      .where(sql`${properties.staleSince} is not null and not (${searched} and ${stale})`)
      .returning({ id: properties.id });
    const ids = [...left, ...back].map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .insert(homeChanges)
        .values(ids.map((propertyId) => ({ propertyId })))
        .onConflictDoUpdate({ target: homeChanges.propertyId, set: { changedAt: sql`now()` } });
      await tx.execute(sql`select pg_notify(${HOME_CHANGES_CHANNEL}, ${String(ids[0])})`);
    }
    return { left: left.map((row) => row.id), back: back.map((row) => row.id) };
  });
}

/** Removes a home, with its reviews and saves; false when there is no such home. */
export async function deleteProperty(db: Database, id: number) {
  return db.transaction(async (tx) => {
    // Its address, dates and prices stay, for a relist of the same home (docs/product.md#relists).
    await keepRemovedListing(tx, id);
    const [gone] = await tx
      .delete(properties)
      .where(eq(properties.id, id))
      .returning({ id: properties.id });
    if (!gone) return false;
    await recordChange(tx, id, []);
    return true;
  });
}

/**
 * Writes again the search text and words of these homes from their fields, as the writes above
 * make them, when the rule that makes them changes (ADR 0078): in one transaction, with their new
 * words in the words' list and a row each in `home_changes` for every server's index. Returns how
 * many homes it wrote.
 */
export async function rewriteSearchFields(db: Database, ids: number[]) {
  if (ids.length === 0) return 0;
  return db.transaction(async (tx) => {
    const homes = await tx
      .select(searchableColumns)
      .from(properties)
      .where(inArray(properties.id, ids))
      .for('update');
    if (homes.length === 0) return 0;
    const written = homes.map((home) => ({ id: home.id, ...searchFields(home) }));
    // One statement for the batch: a round trip per home would cost more than its text.
    await tx.execute(sql`
      update ${properties} set search_text = v."searchText", search_words = v."searchWords"
      from jsonb_to_recordset(${JSON.stringify(written)}::jsonb)
        as v(id int, "searchText" text, "searchWords" text[])
      where ${properties.id} = v.id`);
    const words = [...new Set(written.flatMap((home) => home.searchWords))];
    for (let at = 0; at < words.length; at += 5_000) {
      await tx
        .insert(propertyWords)
        .values(words.slice(at, at + 5_000).map((word) => ({ word, homes: new Uint8Array(0) })))
        .onConflictDoNothing();
    }
    await tx
      .insert(homeChanges)
      .values(homes.map((home) => ({ propertyId: home.id })))
      .onConflictDoUpdate({ target: homeChanges.propertyId, set: { changedAt: sql`now()` } });
    await tx.execute(sql`select pg_notify(${HOME_CHANGES_CHANNEL}, ${String(homes[0]!.id)})`);
    return homes.length;
  });
}

/** What `searchFields` reads of a home. */
const searchableColumns = {
  id: properties.id,
  name: properties.name,
  location: properties.location,
  category: properties.category,
  listingType: properties.listingType,
  orientation: properties.orientation,
  rentalTerms: properties.rentalTerms,
  description: properties.description,
  neighbourhood: properties.neighbourhood,
  nameJa: properties.nameJa,
  descriptionJa: properties.descriptionJa,
};
