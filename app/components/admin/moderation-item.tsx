import { Form, Link, useNavigation } from 'react-router';

import type { ReportReason } from '~/lib/owners-desk';
import type { TargetRef, TargetSummary } from '~/models/moderation-targets.server';

import { useAdminI18n } from './admin-i18n';
import { deskButton, ReasonField } from './desk-controls';

/** Where a record is seen on the site (a hidden home: by moderators only). */
export function pageOf(target: TargetSummary) {
  if (target.kind === 'review') return `/property/${target.parent.id}#reviews`;
  if (target.kind === 'comment') return `/blog/${target.parent.id}#comments`;
  return `/property/${target.id}`;
}

const STATUS_CLASS = {
  published: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  held: 'bg-amber-50 text-amber-900 ring-amber-200',
  hidden: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

/**
 * A reported, held or hidden record on the moderators' page: what it is, its text, its reports,
 * and the actions its status allows, with the reason each is taken (docs/product.md#the-owners-desk).
 */
export function ModerationItem({
  refTarget,
  target,
  note,
  reports,
  reported,
}: {
  refTarget: TargetRef;
  /** Null when the record has been deleted since it was reported. */
  target: TargetSummary | null;
  /** When it was reported, posted or hidden. */
  note: string;
  reports?: { reason: ReportReason; details: string | null; createdAt: Date | string }[];
  /** Shown among the reports: its reports can be dismissed. */
  reported: boolean;
}) {
  const { t, format } = useAdminI18n();
  const busy = useNavigation().state !== 'idle';
  const kind = t(`admin.kind.${refTarget.kind}`);
  const what = target
    ? target.kind === 'property'
      ? t('admin.about.property', { name: target.name, location: target.location })
      : t(`admin.about.${target.kind}`, { name: target.name, title: target.parent.title })
    : `${kind} #${refTarget.id}`;
  const formId = `${refTarget.kind}-${refTarget.id}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-5">
      <article aria-labelledby={`${formId}-title`}>
        <header className="flex flex-wrap items-center gap-2">
          <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {kind}
          </span>
          {target && (
            <span
              className={`rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ${STATUS_CLASS[target.status]}`}
            >
              {t(`admin.status.${target.status}`)}
            </span>
          )}
          <span className="text-xs text-slate-600">{note}</span>
        </header>
        <h2 id={`${formId}-title`} className="mt-2 font-semibold wrap-anywhere text-slate-900">
          {what}
        </h2>
        {target && target.kind !== 'property' && (
          <div className="mt-1 text-sm text-slate-700">
            {target.kind === 'review' && (
              <p className="text-xs text-slate-600">{t('admin.rating', { n: target.rating })}</p>
            )}
            {/* Visitor text: React escapes it; it is never parsed as HTML. */}
            <p className="mt-1 break-words whitespace-pre-line">{target.text}</p>
          </div>
        )}
        {!target && <p className="mt-1 text-sm text-slate-600">{t('admin.gone')}</p>}
        {target && (
          <Link
            to={pageOf(target)}
            className="mt-2 inline-block rounded text-sm font-medium text-brand-700 hover:underline"
          >
            {t('admin.reports.open')}
          </Link>
        )}
        {reports && reports.length > 0 && (
          <ul className="mt-3 space-y-1 border-s-2 border-amber-300 ps-3 text-sm text-slate-700">
            {reports.map((report, i) => (
              <li key={i} className="break-words">
                <span className="font-medium">
                  {report.details
                    ? t('admin.reports.withDetails', {
                        reason: t(`admin.reason.${report.reason}`),
                        details: report.details,
                      })
                    : t(`admin.reason.${report.reason}`)}
                </span>{' '}
                <span className="text-xs text-slate-600">
                  ({format.dateTime(report.createdAt)})
                </span>
              </li>
            ))}
          </ul>
        )}
        <Form
          method="post"
          className="mt-4 border-t border-slate-100 pt-4"
          aria-label={t('admin.actionsFor', { what })}
        >
          <input type="hidden" name="kind" value={refTarget.kind} />
          <input type="hidden" name="id" value={refTarget.id} />
          {target && <ReasonField id={`${formId}-reason`} />}
          <div className="flex flex-wrap gap-2">
            {target?.status === 'held' && (
              <button
                type="submit"
                name="intent"
                value="approve"
                formNoValidate
                disabled={busy}
                className={deskButton('primary')}
              >
                {t('admin.action.approve')}
              </button>
            )}
            {target && target.status !== 'hidden' && (
              <button
                type="submit"
                name="intent"
                value="hide"
                disabled={busy}
                className={deskButton('danger')}
              >
                {t('admin.action.hide')}
              </button>
            )}
            {target?.status === 'hidden' && (
              <button
                type="submit"
                name="intent"
                value="restore"
                disabled={busy}
                className={deskButton('primary')}
              >
                {t('admin.action.restore')}
              </button>
            )}
            {reported && (
              <button
                type="submit"
                name="intent"
                value="dismiss"
                formNoValidate
                disabled={busy}
                className={deskButton('quiet')}
              >
                {t('admin.action.dismiss')}
              </button>
            )}
          </div>
        </Form>
      </article>
    </li>
  );
}
