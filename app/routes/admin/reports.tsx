import { data, Link } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { listReportedInquiries } from '~/models/inquiry-thread.server';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { ModerationItem } from '~/components/admin/moderation-item';
import { Pagination } from '~/components/pagination';
import { moderationSchema } from '~/lib/forms/desk';
import { readForm } from '~/http/read-form.server';
import { pageParam } from '~/lib/pagination';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import {
  listModerated,
  moderate,
  moderationCounts,
  type ModeratedItem,
} from '~/models/moderation.server';
import { listOpenReports, type ReportGroup } from '~/models/reports.server';

import type { Route } from './+types/reports';

const VIEWS = ['reported', 'held', 'hidden'] as const;

/** A record on the page: reported (with its reports), held or hidden. */
type Item = ModeratedItem & { count?: number; reports?: ReportGroup['reports'] };
type View = (typeof VIEWS)[number];

/**
 * The moderators' page (docs/product.md#the-owners-desk): records with open reports, the most
 * recently reported first; posts waiting for approval; and what is hidden, to restore.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'moderator');
  const params = new URL(request.url).searchParams;
  const asked = params.get('view');
  const view: View = VIEWS.includes(asked as View) ? (asked as View) : 'reported';
  const page = pageParam(params.get('page'));
  const [counts, list, conversations] = await Promise.all([
    moderationCounts(context.db),
    view === 'reported'
      ? listOpenReports(context.db, page).then((found) => ({
          ...found,
          items: found.items.map((group): Item => ({
            ref: group.ref,
            target: group.target,
            since: group.latest,
            count: group.count,
            reports: group.reports,
          })),
        }))
      : listModerated(context.db, view, page),
    // Reported conversations, which moderators may now read (docs/product.md#who-reads-a-conversation).
    view === 'reported' ? listReportedInquiries(context.db) : [],
  ]);
  return { view, counts, list, conversations };
}

export const headers = keepRetryAfter;

/** Hides, restores, approves or dismisses, with a reason for the audit log. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireRole(request, context.db, 'moderator');
  const read = await readForm(
    { request, context },
    { schema: moderationSchema, form: 'admin-moderation' },
  );
  if (!read.ok) return read.answer;
  const { intent, kind, id, reason } = read.value;
  if ((intent === 'hide' || intent === 'restore') && !reason) {
    return data<DeskOutcome>({ ok: false, key: 'admin.reasonNeeded' }, { status: 400 });
  }
  const outcome = await moderate(context.db, staff, { kind, id }, intent, reason ?? '');
  if (outcome === 'not-found') {
    return data<DeskOutcome>({ ok: false, key: 'admin.gone' }, { status: 404 });
  }
  if (outcome === 'unchanged') return { ok: false, key: 'admin.noChange' } satisfies DeskOutcome;
  return { ok: true, key: `admin.done.${intent}` } satisfies DeskOutcome;
}

export default function ReportsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  const { view, counts, list, conversations } = loaderData;
  const tabs: { view: View; label: string }[] = [
    {
      view: 'reported',
      label: t('admin.reports.tab.reported', { n: format.number(counts.reported) }),
    },
    { view: 'held', label: t('admin.reports.tab.held', { n: format.number(counts.held) }) },
    { view: 'hidden', label: t('admin.reports.tab.hidden') },
  ];
  const hrefFor = (v: View, page = 0) =>
    `/admin/reports?${new URLSearchParams({ view: v, ...(page > 0 && { page: String(page) }) })}`;
  const empty = {
    reported: t('admin.reports.emptyReported'),
    held: t('admin.reports.emptyHeld'),
    hidden: t('admin.reports.emptyHidden'),
  }[view];
  return (
    <>
      <DeskHeading title={t('admin.reports.title')} />
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      <nav aria-label={t('admin.reports.tabs')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <li key={tab.view}>
              <Link
                to={hrefFor(tab.view)}
                aria-current={tab.view === view ? 'page' : undefined}
                prefetch="intent"
                className={`block rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ${
                  tab.view === view
                    ? 'bg-slate-900 text-white ring-slate-900'
                    : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {empty}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {list.items.map((item) => {
            const { reports, count = 0 } = item as Item;
            const note =
              view === 'reported'
                ? `${t('admin.reports.count', { n: format.number(count) })}, ${t('admin.reports.latest', { date: format.dateTime(item.since) })}`
                : t(view === 'held' ? 'admin.reports.postedOn' : 'admin.reports.hiddenOn', {
                    date: format.dateTime(item.since),
                  });
            return (
              <ModerationItem
                key={`${item.ref.kind}:${item.ref.id}`}
                refTarget={item.ref}
                target={item.target}
                note={note}
                reports={reports}
                reported={view === 'reported'}
              />
            );
          })}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => hrefFor(view, page)}
      />
      {conversations.length > 0 && (
        <section aria-labelledby="reported-conversations" className="mt-8">
          <h2 id="reported-conversations" className="mb-3 text-lg font-bold text-slate-900">
            {t('admin.reports.conversations')}
          </h2>
          <ul className="grid gap-2" data-testid="reported-conversations">
            {conversations.map((item) => (
              <li key={item.id}>
                <Link
                  to={`/account/inquiries/${item.id}`}
                  className="text-brand-700 hover:underline"
                >
                  {t('admin.reports.conversationItem', {
                    visitor: item.name,
                    lister: item.listerName,
                    home: item.propertyName ?? '—',
                    date: format.dateTime(item.reportedAt),
                  })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
