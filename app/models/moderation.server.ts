import { eq, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { comments, properties, reports, reviews } from '~/db/schema';
import {
  DESK_PAGE_SIZE,
  type ModerationAction,
  type PostStatus,
  type ReportKind,
} from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import { recordAudit } from './audit.server';
import {
  summariesOf,
  targetKey,
  type TargetRef,
  type TargetSummary,
} from './moderation-targets.server';
import { updateProperty } from './property-writes.server';
import { closeReports } from './reports.server';
import { countReview } from './reviews.server';

/*
 * What moderators do (docs/product.md#the-owners-desk, ADR 0046): hide, restore or approve a
 * review, a comment or a home, or dismiss its reports. Each action closes the record's open
 * reports and is written to the audit log, in one transaction with the change.
 */

export type ModerationResult = 'done' | 'unchanged' | 'not-found';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The status each action leaves a post in, from the statuses it may start from. */
const POST_MOVES: Record<ModerationAction, { from: PostStatus[]; to?: PostStatus }> = {
  hide: { from: ['published', 'held'], to: 'hidden' },
  restore: { from: ['hidden'], to: 'published' },
  approve: { from: ['held'], to: 'published' },
  dismiss: { from: ['published', 'held', 'hidden'] },
};

/**
 * Acts on a record for a moderator. A hidden review leaves its home's page, count and average
 * rating in the same transaction (the home's counters); a hidden home leaves the search through
 * the homes' write path, which every server's search index follows.
 */
export async function moderate(
  db: Database,
  actor: { id: number },
  target: TargetRef,
  action: ModerationAction,
  reason: string,
): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const outcome =
      target.kind === 'review'
        ? await moveReview(tx, target.id, action)
        : target.kind === 'comment'
          ? await moveComment(tx, target.id, action)
          : await moveHome(tx, target.id, action, reason);
    if (outcome !== 'done') return outcome;
    const closed = await closeReports(tx, target);
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      targetKind: target.kind,
      targetId: target.id,
      reason,
      ...(closed > 0 && { detail: { reportsClosed: closed } }),
    });
    return 'done';
  });
}

async function moveReview(tx: Tx, id: number, action: ModerationAction) {
  const [found] = await tx
    .select({ propertyId: reviews.propertyId })
    .from(reviews)
    .where(eq(reviews.id, id));
  if (!found) return 'not-found';
  // The home first, as createReview locks it: its counters change with the review.
  await tx
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.id, found.propertyId))
    .for('update');
  const [review] = await tx
    .select({ status: reviews.status, rating: reviews.rating })
    .from(reviews)
    .where(eq(reviews.id, id))
    .for('update');
  if (!review) return 'not-found';
  const move = POST_MOVES[action];
  if (!move.from.includes(review.status)) return 'unchanged';
  if (!move.to) return 'done';
  await tx
    .update(reviews)
    .set({ status: move.to, moderatedAt: sql`now()` })
    .where(eq(reviews.id, id));
  const counted = review.status === 'published';
  const counts = move.to === 'published';
  if (counted !== counts) await countReview(tx, found.propertyId, review.rating, counts ? 1 : -1);
  return 'done';
}

async function moveComment(tx: Tx, id: number, action: ModerationAction) {
  const [comment] = await tx
    .select({ status: comments.status })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  if (!comment) return 'not-found';
  const move = POST_MOVES[action];
  if (!move.from.includes(comment.status)) return 'unchanged';
  if (move.to) {
    await tx
      .update(comments)
      .set({ status: move.to, moderatedAt: sql`now()` })
      .where(eq(comments.id, id));
  }
  return 'done';
}

/**
 * A home is hidden or restored through `updateProperty`, so its search indexes follow; a hidden
 * home keeps the reason, which its lister reads on My listings (docs/product.md#the-owners-desk).
 */
async function moveHome(tx: Tx, id: number, action: ModerationAction, reason: string) {
  const [home] = await tx
    .select({ hiddenAt: properties.hiddenAt })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update');
  if (!home) return 'not-found';
  const hidden = home.hiddenAt !== null;
  if (action === 'dismiss') return 'done';
  if (action === 'approve' || (action === 'hide') === hidden) return 'unchanged';
  const hide = action === 'hide';
  await updateProperty(tx, id, {
    hiddenAt: hide ? new Date() : null,
    hiddenReason: hide ? reason.trim() || null : null,
  });
  return 'done';
}

/** A held or hidden record, with when it came to be so. */
export type ModeratedItem = { ref: TargetRef; target: TargetSummary | null; since: Date };

/**
 * The posts waiting for approval (`held`), oldest first so none waits long; or the hidden
 * reviews, comments and homes (`hidden`), the most recently hidden first, to be restored.
 */
export async function listModerated(
  db: Database,
  which: 'held' | 'hidden',
  asked?: number,
): Promise<ListPage<ModeratedItem>> {
  const homes =
    which === 'hidden'
      ? sql`union all select 'property' as kind, ${properties.id} as id, ${properties.hiddenAt} as since
            from ${properties} where ${properties.hiddenAt} is not null`
      : sql``;
  const since = (table: typeof reviews | typeof comments) =>
    which === 'held' ? table.createdAt : sql`coalesce(${table.moderatedAt}, ${table.createdAt})`;
  const all = sql`
    select 'review' as kind, ${reviews.id} as id, ${since(reviews)} as since
      from ${reviews} where ${reviews.status} = ${which}
    union all
    select 'comment' as kind, ${comments.id} as id, ${since(comments)} as since
      from ${comments} where ${comments.status} = ${which}
    ${homes}`;
  const counted = (await db.execute(
    sql`select count(*)::int as total from (${all}) as moderated`,
  )) as unknown as { rows: { total: number }[] };
  const total = Number(counted.rows[0]?.total ?? 0);
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const order = which === 'held' ? sql`since asc, kind, id` : sql`since desc, kind, id`;
  const rows = (await db.execute(
    sql`select kind, id, since from (${all}) as moderated order by ${order}
        limit ${DESK_PAGE_SIZE} offset ${page * DESK_PAGE_SIZE}`,
  )) as unknown as { rows: { kind: ReportKind; id: number; since: Date | string }[] };
  const refs = rows.rows.map((row): TargetRef => ({ kind: row.kind, id: Number(row.id) }));
  const summaries = await summariesOf(db, refs);
  const items = rows.rows.map((row, i) => ({
    ref: refs[i]!,
    target: summaries.get(targetKey(refs[i]!)) ?? null,
    since: new Date(row.since),
  }));
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

/** How many posts wait for approval, and how many records have open reports (the desk's tabs). */
export async function moderationCounts(db: Database) {
  const result = (await db.execute(sql`select
      (select count(*) from ${reviews} where ${reviews.status} = 'held')::int
        + (select count(*) from ${comments} where ${comments.status} = 'held')::int as held,
      (select count(*) from (select 1 from ${reports} where ${reports.closedAt} is null
        group by ${reports.kind}, ${reports.targetId}) as open)::int as reported`)) as unknown as {
    rows: { held: number; reported: number }[];
  };
  const row = result.rows[0];
  return { held: Number(row?.held ?? 0), reported: Number(row?.reported ?? 0) };
}
