import { eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { linkGeneratedAgencies } from '~/db/generated-agencies';
import { moveGeneratedToNeighbourhoods, placeUnplacedHomes } from '~/db/home-points.server';
import { appliedUpgrades } from '~/db/schema';

import { pricesInLocalCurrency } from './currency-upgrade.server';
import { bringOverFormerPlaces } from './former-places.server';
import { writeMoveInCosts } from './move-in-upgrade.server';
import { homeStationsPiece } from './station-updates.server';
import { fillStations } from './stations.server';
import { writeSearchTextsInJapanese } from './search-text-upgrade.server';

/** One piece of an upgrade's work: how many rows it changed, and where the next piece starts. */
type Piece = { count: number; next: number | null };

/**
 * A data upgrade a start brings an older database through (ADR 0093): its work, a piece at a time
 * from `from` on (0 first), each piece in a transaction of its own; the piece that answers
 * `next: null` is the last, and the upgrade is marked applied in its transaction.
 */
export type Upgrade = {
  name: string;
  /** Beside the pages rather than before them: long, and the site works meanwhile. */
  beside?: true;
  run: (tx: Database, from: number) => Promise<Piece>;
};

const once = (work: (tx: Database) => Promise<number>) => async (tx: Database) => ({
  count: await work(tx),
  next: null,
});

/**
 * The start-up data upgrades, in the order they run: each once per database. New ones go at the
 * end, and one that runs before the pages never follows one that runs beside them.
 */
export const UPGRADES: readonly Upgrade[] = [
  // A point for each home of a database from before homes had points (ADR 0062), before any
  // search index or map reads them.
  { name: 'home-points', run: once(placeUnplacedHomes) },
  // Generated homes of a database filled before they stood in their neighbourhoods move there
  // (ADR 0102), before the index reads their points.
  { name: 'homes-in-their-neighbourhoods', run: once(moveGeneratedToNeighbourhoods) },
  // Homes stored under the old place names get their cities before the index reads them (ADR 0068).
  { name: 'places-are-cities', run: once(bringOverFormerPlaces) },
  // Prices from before each market had its currency (ADR 0121): generated homes repriced in their
  // cities' currencies and every home's dollar price written, after the cities (which choose the
  // currency) and before the index, which compares the dollar prices.
  { name: 'prices-in-local-currency', run: pricesInLocalCurrency },
  // The generated agents' firms become agencies with their homes (docs/product.md#agencies,
  // ADR 0113): a few hundred rows, before the pages, so every listing names its agency.
  { name: 'generated-agencies', run: once(linkGeneratedAgencies) },
  // The move-in cost of homes from before it was kept (docs/product.md#move-in-cost), after their
  // prices and before the index, which compares its dollars.
  { name: 'move-in-costs', run: writeMoveInCosts },
  // The main stations of each city (docs/product.md#stations-and-walking-minutes), for a new
  // site and an older one alike; a table the owner filled is left as it is.
  { name: 'stations', run: once(fillStations) },
  // Search texts from before Japanese keywords get what a Japanese page shows (ADR 0078), beside
  // the pages: minutes at 100,000 homes, and English keywords find them meanwhile.
  { name: 'search-text-ja', beside: true, run: writeSearchTextsInJapanese },
  // Every home's nearest stations and walking minutes (ADR 0133), beside the pages: a batch of
  // homes at a time, each in its own transaction, and the indexes follow through home_changes.
  { name: 'home-stations', beside: true, run: (tx, from) => homeStationsPiece(tx, from) },
];

async function isApplied(db: Database, name: string) {
  const found = await db
    .select({ name: appliedUpgrades.name })
    .from(appliedUpgrades)
    .where(eq(appliedUpgrades.name, name));
  return found.length > 0;
}

/**
 * Runs one upgrade unless it is marked applied, a piece at a time, and answers how many rows it
 * changed. A piece that fails rolls back with its mark, and the error goes on: the upgrade stays
 * to do. Stopped (`signal`) between pieces, it is taken up where it starts again by the next start.
 * Two servers starting at once may both work on it; the second mark is a no-op.
 */
export async function runUpgrade(db: Database, upgrade: Upgrade, signal?: AbortSignal) {
  if (await isApplied(db, upgrade.name)) return 0;
  let changed = 0;
  for (let from = 0; ;) {
    if (signal?.aborted) return changed;
    const piece = await db.transaction(async (tx) => {
      const done = await upgrade.run(tx, from);
      if (done.next === null) {
        await tx.insert(appliedUpgrades).values({ name: upgrade.name }).onConflictDoNothing();
      }
      return done;
    });
    changed += piece.count;
    if (piece.next === null) return changed;
    from = piece.next;
  }
}

/**
 * Runs the upgrades in order (`upgrades`, the list above unless a test gives its own): `ready`
 * once those that run before the pages are done, `done` once all are, or once stopped. An
 * upgrade beside the pages that fails is logged and left to the next start; one before them
 * fails the start.
 */
export function startUpgrades(
  db: Database,
  signal?: AbortSignal,
  upgrades: readonly Upgrade[] = UPGRADES,
) {
  const firstBeside = upgrades.findIndex((upgrade) => upgrade.beside);
  const before = firstBeside === -1 ? upgrades : upgrades.slice(0, firstBeside);
  const beside = firstBeside === -1 ? [] : upgrades.slice(firstBeside);
  if (beside.some((upgrade) => !upgrade.beside)) {
    throw new Error('An upgrade that runs before the pages follows one that runs beside them');
  }
  const ready = (async () => {
    for (const upgrade of before) await runUpgrade(db, upgrade, signal);
  })();
  const done = ready.then(async () => {
    for (const upgrade of beside) {
      await runUpgrade(db, upgrade, signal).catch((error: unknown) =>
        console.error(`Upgrade ${upgrade.name}: left for the next start`, error),
      );
    }
  });
  // `ready`'s failure is the start's to report; `done` only waits for it.
  return { ready, done: done.catch(() => {}) };
}
