import { and, desc, eq, isNull, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { reports } from '~/db/schema';
import { DESK_PAGE_SIZE, type ReportKind, type ReportReason } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

import {
  summariesOf,
  targetKey,
  visibleTarget,
  type TargetRef,
  type TargetSummary,
} from './moderation-targets.server';

/**
 * Stores a visitor's report of a review, a comment or a home they can see
 * (docs/product.md#the-owners-desk); false when there is no such record for visitors. Nothing
 * visible changes: a moderator decides.
 */
export async function createReport(
  db: Database,
  report: TargetRef & { reason: ReportReason; details?: string; reporterId?: number | null },
) {
  if (!(await visibleTarget(db, report))) return false;
  await db.insert(reports).values({
    kind: report.kind,
    targetId: report.id,
    reason: report.reason,
    details: report.details?.trim() || null,
    reporterId: report.reporterId ?? null,
  });
  return true;
}

/** Closes the open reports of a record, once a moderator has acted on it; how many it closed. */
export async function closeReports(db: Pick<Database, 'update'>, ref: TargetRef) {
  const closed = await db
    .update(reports)
    .set({ closedAt: sql`now()` })
    .where(and(eq(reports.kind, ref.kind), eq(reports.targetId, ref.id), isNull(reports.closedAt)))
    .returning({ id: reports.id });
  return closed.length;
}

/** One reported record with its open reports, for the queue. */
export type ReportGroup = {
  ref: TargetRef;
  /** The record; null when it has been deleted since. */
  target: TargetSummary | null;
  count: number;
  latest: Date;
  /** The open reports, newest first (the latest few). */
  reports: { reason: ReportReason; details: string | null; createdAt: Date }[];
};

/** Reports shown with each record in the queue; the count says how many there are in all. */
const REPORTS_SHOWN = 5;

/**
 * The moderators' queue (`/admin/reports`): the records with open reports, the most recently
 * reported first, each with its reports.
 */
export async function listOpenReports(
  db: Database,
  asked?: number,
): Promise<ListPage<ReportGroup>> {
  const open = isNull(reports.closedAt);
  const totalResult = (await db.execute(
    sql`select count(*)::int as total from (select 1 from ${reports} where ${open}
        group by ${reports.kind}, ${reports.targetId}) as grouped`,
  )) as unknown as { rows: { total: number }[] };
  const total = Number(totalResult.rows[0]?.total ?? 0);
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const groups = await db
    .select({
      kind: reports.kind,
      id: reports.targetId,
      count: sql<number>`count(*)::int`,
      latest: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
    })
    .from(reports)
    .where(open)
    .groupBy(reports.kind, reports.targetId)
    .orderBy(desc(sql`max(${reports.createdAt})`), reports.kind, reports.targetId)
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  const refs = groups.map((group): TargetRef => ({ kind: group.kind, id: group.id }));
  const [summaries, recent] = await Promise.all([summariesOf(db, refs), recentReports(db, refs)]);
  const items = groups.map((group, i): ReportGroup => {
    const ref = refs[i]!;
    return {
      ref,
      target: summaries.get(targetKey(ref)) ?? null,
      count: group.count,
      latest: group.latest,
      reports: recent.get(targetKey(ref)) ?? [],
    };
  });
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}

/** The newest few open reports of each of these records. */
async function recentReports(db: Database, refs: TargetRef[]) {
  const byTarget = new Map<string, ReportGroup['reports']>();
  if (refs.length === 0) return byTarget;
  const pairs = sql.join(
    refs.map((ref) => sql`(${ref.kind}, ${ref.id}::int)`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select kind, target_id, reason, details, created_at from (
      select ${reports.kind} as kind, ${reports.targetId} as target_id, ${reports.reason} as reason,
             ${reports.details} as details, ${reports.createdAt} as created_at,
             row_number() over (partition by ${reports.kind}, ${reports.targetId}
                                order by ${reports.createdAt} desc, ${reports.id} desc) as n
      from ${reports}
      where ${reports.closedAt} is null and (${reports.kind}, ${reports.targetId}) in (${pairs})
    ) as ranked where n <= ${REPORTS_SHOWN} order by created_at desc`)) as unknown as {
    rows: {
      kind: ReportKind;
      target_id: number;
      reason: ReportReason;
      details: string | null;
      created_at: Date | string;
    }[];
  };
  for (const row of result.rows) {
    const key = targetKey({ kind: row.kind, id: Number(row.target_id) });
    let list = byTarget.get(key);
    if (!list) byTarget.set(key, (list = []));
    list.push({ reason: row.reason, details: row.details, createdAt: new Date(row.created_at) });
  }
  return byTarget;
}
