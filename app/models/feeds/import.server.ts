import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, alertEvents, importRuns, properties, type ImportRowProblem } from '~/db/schema';
import { completeForCreate, resoToSite, type SiteMapping } from '~/lib/reso/mapping';
import type { ResoRecord } from '~/lib/reso/record';
import { isBlank } from '~/lib/reso/values';

import {
  createProperties,
  createProperty,
  updateProperty,
  type PropertyInput,
} from '../property-writes.server';
import { feedMapping } from '~/db/home-columns';
import { homePrints, storePrints } from '../photo-prints.server';
import { judgeNewListing } from '../relists.server';
import { mediaList, syncPhotos } from './media.server';
import { FEED_LINE, FEED_REFUSAL, type SourcedRecord } from './sources.server';

/**
 * The importer (docs/product.md#listing-feeds, ADR 0114): a feed's records, whatever read them,
 * made the agency's listings through the one write path. A listing is its agency's and its
 * `ListingKey`'s: a record the site has is changed only where it differs, one it has not is added,
 * and in a full feed a listing the feed no longer holds is withdrawn. A row that cannot be read
 * or stored is refused with its line and reason; the rest go on.
 */
export type ImportOptions = {
  agencyId: number;
  /** The feed holds the agency's whole stock. */
  full: boolean;
  /** The run whose progress and counts are written as it goes. */
  runId?: number;
  /** Fetching the photos: whether private addresses may be reached, and how long a photo may take. */
  fetch: { allowPrivate: boolean; timeoutMs?: number };
};

export type ImportCounts = {
  rowsRead: number;
  added: number;
  changed: number;
  unchanged: number;
  withdrawn: number;
  refused: number;
};
export type ImportOutcome = ImportCounts & { problems: ImportRowProblem[] };

/** Problems a run keeps to show (the counts count them all). */
export const PROBLEMS_KEPT = 500;
/** Records read, looked up and written together. */
const BATCH = 100;

type Home = typeof properties.$inferSelect;
type Mapped = {
  line: number;
  key: string;
  fields: Record<string, unknown>;
  resoFields: ResoRecord;
  media: unknown;
};

export async function importRecords(
  db: Database,
  records: AsyncIterable<ResoRecord>,
  options: ImportOptions,
  mapping: SiteMapping = feedMapping,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = {
    rowsRead: 0,
    added: 0,
    changed: 0,
    unchanged: 0,
    withdrawn: 0,
    refused: 0,
    problems: [],
  };
  const members = await agencyMembers(db, options.agencyId);
  const seen = new Map<string, number>();
  const note = (problem: ImportRowProblem) => {
    if (!problem.photo && !problem.held) outcome.refused++;
    if (outcome.problems.length < PROBLEMS_KEPT) outcome.problems.push(problem);
  };
  let batch: Mapped[] = [];
  const flush = async () => {
    await writeBatch(db, batch, options, members, outcome, note);
    batch = [];
    if (options.runId) await saveProgress(db, options.runId, outcome);
  };
  for await (const record of records as AsyncIterable<SourcedRecord>) {
    outcome.rowsRead++;
    const line = record[FEED_LINE] ?? outcome.rowsRead;
    if (record[FEED_REFUSAL]) {
      note({ line, ...record[FEED_REFUSAL] });
      continue;
    }
    const mapped = resoToSite(record, mapping);
    const key = isBlank(record.ListingKey) ? undefined : String(record.ListingKey).trim();
    // A refused row's listing is still the feed's: a typo must not withdraw it.
    if (key && !seen.has(key)) seen.set(key, line);
    else if (key && mapped.ok) {
      note({ line, key, code: 'feeds.reason.duplicate', params: { key, line: seen.get(key)! } });
      continue;
    }
    if (!mapped.ok) {
      note({ line, key, ...mapped.problem });
      continue;
    }
    const listingKey = String(mapped.fields.listingKey);
    if (!seen.has(listingKey)) seen.set(listingKey, line);
    batch.push({ line, key: listingKey, ...mapped, media: record.Media });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  // An empty feed withdraws nothing: a feed that lost its rows on the way is not a stock sold.
  if (options.full && seen.size > 0) outcome.withdrawn = await withdrawMissing(db, options, seen);
  // In the feed's order: a row the parser could not read is told as soon as it is met.
  outcome.problems.sort((a, b) => a.line - b.line);
  if (options.runId) await saveProgress(db, options.runId, outcome);
  return outcome;
}

/** The agency's members (their lister profiles' ids), its first admin first. */
async function agencyMembers(db: Database, agencyId: number) {
  const rows = await db
    .select({ id: agents.id, userId: agents.userId, role: agents.agencyRole })
    .from(agents)
    .where(eq(agents.agencyId, agencyId))
    .orderBy(sql`${agents.agencyRole} = 'admin' desc`, agents.id);
  const first = rows.find((row) => row.userId !== null);
  return {
    ids: new Set(rows.map((row) => row.id)),
    /** Who a listing whose `ListAgentKey` names no member is assigned to. */
    fallback: rows[0]?.id ?? null,
    /** The account the imported photos are kept under. */
    photoUser: first?.userId ?? null,
  };
}

/** The member a record's `ListAgentKey` names, when it names one of the agency's (their id). */
function namedAgent(resoFields: ResoRecord, members: { ids: Set<number> }) {
  const key = Number(resoFields.ListAgentKey);
  return Number.isInteger(key) && members.ids.has(key) ? key : undefined;
}

async function writeBatch(
  db: Database,
  batch: Mapped[],
  options: ImportOptions,
  members: Awaited<ReturnType<typeof agencyMembers>>,
  outcome: ImportOutcome,
  note: (problem: ImportRowProblem) => void,
) {
  if (batch.length === 0) return;
  const existing = await db
    .select()
    .from(properties)
    .where(
      and(
        eq(properties.agencyId, options.agencyId),
        inArray(
          properties.listingKey,
          batch.map((row) => row.key),
        ),
      ),
    );
  const byKey = new Map(existing.map((home) => [home.listingKey!, home]));
  const inputOf = (row: Mapped) =>
    ({
      ...completeForCreate(row.fields, feedMapping),
      photos: [],
      floorPlans: [],
      agencyId: options.agencyId,
      agentId: namedAgent(row.resoFields, members) ?? members.fallback,
      resoFields: row.resoFields,
    }) as unknown as PropertyInput;
  // The batch's new listings, made together (the first row of a key; another is a duplicate).
  // With photos, one is announced once they are judged (below): a copy is held, not announced.
  const fresh = batch.filter(
    (row, n) => !byKey.has(row.key) && batch.findIndex((other) => other.key === row.key) === n,
  );
  const made = await createAll(
    db,
    fresh.map((row) => ({
      key: row.key,
      home: inputOf(row),
      announce: mediaList(row.media).length === 0,
    })),
  );
  for (const row of batch) {
    try {
      const home = byKey.get(row.key);
      const agentId = namedAgent(row.resoFields, members);
      let id: number;
      let changed: boolean;
      if (home) {
        const changes = differences(home, {
          ...row.fields,
          resoFields: row.resoFields,
          ...(agentId !== undefined && { agentId }),
        });
        changed = Object.keys(changes).length > 0;
        if (changed) await updateProperty(db, home.id, changes);
        id = home.id;
      } else {
        const madeId = made.get(row.key);
        made.delete(row.key);
        if (madeId === undefined) throw new Error(`Listing ${row.key} was not made`);
        id = madeId;
        changed = true;
      }
      let photosMoved = false;
      // The feed's `Media` is among what the record keeps, so photos are looked at only when
      // the record changed: the same feed again fetches nothing.
      const media = mediaList(row.media);
      // A listing with no photos, before or now, has none to look at.
      const photosToLook = media.length > 0 || (home?.photos.length ?? 0) > 0;
      if (members.photoUser !== null && changed && photosToLook) {
        const synced = await syncPhotos(db, {
          propertyId: id,
          userId: members.photoUser,
          media,
          revalidate: home !== undefined,
          fetch: options.fetch,
        });
        for (const problem of synced.problems) note({ line: row.line, key: row.key, ...problem });
        if (!same(synced.photos, home?.photos ?? [])) {
          await updateProperty(db, id, { photos: synced.photos });
          photosMoved = true;
        }
      }
      if ((!home && media.length > 0) || photosMoved) {
        const held = await judgePhotos(db, id, listingOf(row, agentId ?? members.fallback ?? 0), {
          isNew: !home,
        });
        if (held) note({ line: row.line, key: row.key, code: 'feeds.reason.heldAsCopy', held });
      }
      if (!home) outcome.added++;
      else if (changed || photosMoved) outcome.changed++;
      else outcome.unchanged++;
    } catch (error) {
      console.warn('A feed row was not stored:', error instanceof Error ? error.message : error);
      note({ line: row.line, key: row.key, code: 'feeds.reason.notStored' });
    }
  }
}

/**
 * Makes new listings through the write path, all in one transaction; when that fails (a row the
 * database refuses), each on its own, so one bad row never stops the rest. Their ids by key; a
 * listing not made has none.
 */
async function createAll(
  db: Database,
  listings: { key: string; home: PropertyInput; announce: boolean }[],
) {
  const made = new Map<string, number>();
  try {
    const ids = await createProperties(db, listings);
    listings.forEach((listing, n) => made.set(listing.key, ids[n]!));
  } catch {
    for (const listing of listings) {
      try {
        made.set(listing.key, await createProperty(db, listing.home, listing));
      } catch (error) {
        console.warn('A feed row was not stored:', error instanceof Error ? error.message : error);
      }
    }
  }
  return made;
}

/** A new listing as the copy rule compares it: its agent (0 for none, another lister to all). */
const listingOf = (row: Mapped, agentId: number) => ({
  agentId,
  address: typeof row.fields.address === 'string' ? row.fields.address : null,
});

/**
 * An imported listing's photos, printed and judged as a lister's are when they publish
 * (docs/product.md#copies, ADR 0127): their prints are kept, so a later copy of it is caught, and
 * a new listing whose photos match another lister's live listing is held for the desk, its run
 * saying so on its line; any other new listing is announced. True when held.
 */
async function judgePhotos(
  db: Database,
  propertyId: number,
  listing: { agentId: number; address: string | null },
  { isNew }: { isNew: boolean },
) {
  const prints = await homePrints(db, propertyId);
  await storePrints(db, propertyId, prints);
  if (!isNew) return false;
  const verdict = await judgeNewListing(db, { ...listing, prints });
  if (verdict.kind === 'copy') {
    await db
      .update(properties)
      .set({ heldAsCopyOf: verdict.of })
      .where(eq(properties.id, propertyId));
    return true as const;
  }
  await db.insert(alertEvents).values({ kind: 'new', propertyId });
  return false;
}

const stable = (value: unknown): string =>
  JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

function same(a: unknown, b: unknown) {
  if ((a ?? null) === (b ?? null)) return true;
  if (a instanceof Date || b instanceof Date)
    return new Date(a as Date).getTime() === new Date(b as Date).getTime();
  return typeof a === 'object' && typeof b === 'object' && stable(a) === stable(b);
}

/** The fields of `wanted` the home holds otherwise. */
function differences(home: Home, wanted: Record<string, unknown>) {
  const changes: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(wanted))
    if (!same(home[column as keyof Home], value)) changes[column] = value;
  return changes as Partial<PropertyInput>;
}

/**
 * The agency's listings a full feed no longer holds, on the market until now, taken off it (a
 * draft, RESO `Withdrawn`) through the write path; never deleted. Sold homes and drafts stay as
 * they are.
 */
async function withdrawMissing(db: Database, options: ImportOptions, seen: Map<string, number>) {
  const gone: { id: number; resoFields: ResoRecord | null }[] = [];
  for (let after = 0; ;) {
    const rows = await db
      .select({ id: properties.id, resoFields: properties.resoFields, key: properties.listingKey })
      .from(properties)
      .where(
        and(
          eq(properties.agencyId, options.agencyId),
          isNotNull(properties.listingKey),
          inArray(properties.status, ['available', 'under_offer']),
          sql`${properties.id} > ${after}`,
        ),
      )
      .orderBy(properties.id)
      .limit(1_000);
    if (rows.length === 0) break;
    after = rows.at(-1)!.id;
    for (const row of rows) if (!seen.has(row.key!)) gone.push(row);
  }
  for (const home of gone)
    await updateProperty(db, home.id, {
      status: 'draft',
      resoFields: { ...home.resoFields, StandardStatus: 'Withdrawn' },
    });
  return gone.length;
}

async function saveProgress(db: Database, runId: number, counts: ImportOutcome) {
  await db
    .update(importRuns)
    .set({
      rowsRead: counts.rowsRead,
      added: counts.added,
      changed: counts.changed,
      unchanged: counts.unchanged,
      withdrawn: counts.withdrawn,
      refused: counts.refused,
      problems: counts.problems,
    })
    .where(eq(importRuns.id, runId));
}
