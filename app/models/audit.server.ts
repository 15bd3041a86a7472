import { count, desc, eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { auditLog, users } from '~/db/schema';
import { DESK_PAGE_SIZE, type AuditAction } from '~/lib/owners-desk';
import { pageWithin, type ListPage } from '~/lib/pagination';

/** The records an entry of the audit log can be about. */
export type AuditTarget =
  'review' | 'comment' | 'property' | 'user' | 'message' | 'setting' | 'subscribers';

export type AuditEntry = {
  /** The account that acted; null for the `npm run admin` command. */
  actorId: number | null;
  action: AuditAction;
  targetKind: AuditTarget;
  targetId?: number | null;
  reason?: string | null;
  detail?: Record<string, string | number | boolean>;
};

/**
 * Adds an entry to the audit log (ADR 0046). Called with the transaction that makes the change,
 * so the change and its entry are stored together or not at all. An entry without an actor is
 * marked as the command's (`by: 'command'`), which an account deleted later is not.
 */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditEntry) {
  const detail = entry.actorId === null ? { ...entry.detail, by: 'command' } : entry.detail;
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetKind: entry.targetKind,
    targetId: entry.targetId ?? null,
    reason: entry.reason?.trim() || null,
    detail: detail ?? null,
  });
}

export type AuditRow = {
  id: number;
  actorName: string | null;
  actorId: number | null;
  action: string;
  targetKind: string;
  targetId: number | null;
  reason: string | null;
  detail: Record<string, string | number | boolean> | null;
  createdAt: Date;
};

/** A page of the audit log, newest first (`/admin/audit`). */
export async function listAudit(db: Database, asked?: number): Promise<ListPage<AuditRow>> {
  const [counted] = await db.select({ total: count() }).from(auditLog);
  const total = counted?.total ?? 0;
  const page = pageWithin(asked, total, DESK_PAGE_SIZE);
  const items = await db
    .select({
      id: auditLog.id,
      actorName: users.name,
      actorId: auditLog.actorId,
      action: auditLog.action,
      targetKind: auditLog.targetKind,
      targetId: auditLog.targetId,
      reason: auditLog.reason,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(DESK_PAGE_SIZE)
    .offset(page * DESK_PAGE_SIZE);
  return { items, page, pageCount: Math.ceil(total / DESK_PAGE_SIZE), total };
}
