import { useAdminI18n } from '~/components/admin/admin-i18n';
import { DeskHeading } from '~/components/admin/desk-outcome';
import { Pagination } from '~/components/pagination';
import type { AdminKey } from '~/i18n/admin-dictionary.server';
import { AUDIT_ACTIONS, HOLD_LINKS_KEY, type AuditAction, type Role } from '~/lib/owners-desk';
import { pageParam } from '~/lib/pagination';
import { listAudit, type AuditRow } from '~/models/audit.server';
import { requireRole } from '~/models/auth.server';

import type { Route } from './+types/audit';

/** The audit log (docs/product.md#the-owners-desk): every desk action, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'moderator');
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  return { log: await listAudit(context.db, page) };
}

const TARGETS = ['review', 'comment', 'property', 'user', 'message', 'setting', 'subscribers'];

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { log } = loaderData;
  return (
    <>
      <DeskHeading title={t('admin.audit.title')} />
      {log.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('admin.audit.empty')}
        </p>
      ) : (
        <ol className="grid gap-3" data-testid="audit-log">
          {log.items.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <Pagination
        page={log.page}
        pageCount={log.pageCount}
        hrefFor={(page) => (page > 0 ? `/admin/audit?page=${page}` : '/admin/audit')}
      />
    </>
  );
}

/** One entry: when, who, what, on which record, and why. */
function AuditEntry({ entry }: { entry: AuditRow }) {
  const { t, format } = useAdminI18n();
  const detail = entry.detail ?? {};
  const role = (value: unknown) =>
    typeof value === 'string' && ['member', 'moderator', 'admin'].includes(value)
      ? t(`admin.role.${value as Role}`)
      : String(value ?? '');
  const action = AUDIT_ACTIONS.includes(entry.action as AuditAction)
    ? t(`admin.audit.action.${entry.action as AuditAction}`, {
        from: role(detail.from),
        to: role(detail.to),
        rows: format.number(Number(detail.rows ?? 0)),
      })
    : entry.action;
  const who =
    entry.actorName ??
    (detail.by === 'command' ? t('admin.audit.command') : t('admin.audit.formerAccount'));
  const which = TARGETS.includes(entry.targetKind)
    ? t(`admin.audit.target.${entry.targetKind}` as AdminKey, { id: entry.targetId ?? '' })
    : `${entry.targetKind} #${entry.targetId ?? ''}`;
  const extra =
    entry.action === 'setting' && detail.setting === HOLD_LINKS_KEY
      ? t(detail.to ? 'admin.audit.setting.on' : 'admin.audit.setting.off')
      : typeof detail.reportsClosed === 'number'
        ? t('admin.audit.reportsClosed', { n: format.number(detail.reportsClosed) })
        : null;
  return (
    <li className="grid gap-x-6 gap-y-1 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 md:grid-cols-[12rem_1fr]">
      <p className="text-sm text-slate-600">
        <span className="sr-only">{t('admin.audit.when')}: </span>
        <time dateTime={new Date(entry.createdAt).toISOString()}>
          {format.dateTime(entry.createdAt)}
        </time>
      </p>
      <div className="min-w-0">
        <p className="text-sm wrap-anywhere text-slate-900">
          <span className="sr-only">{t('admin.audit.who')}: </span>
          <span className="font-semibold">{who}</span>
          {' · '}
          <span className="sr-only">{t('admin.audit.what')}: </span>
          {action}
          {' · '}
          <span className="sr-only">{t('admin.audit.which')}: </span>
          <span className="font-medium">{which}</span>
        </p>
        {extra && <p className="mt-0.5 text-xs text-slate-600">{extra}</p>}
        {entry.reason && (
          <p className="mt-1 text-sm break-words text-slate-700">
            <span className="font-medium">{t('admin.audit.why')}:</span> {entry.reason}
          </p>
        )}
      </div>
    </li>
  );
}
