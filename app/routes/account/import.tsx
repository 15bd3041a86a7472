import { useEffect } from 'react';
import { Form, Link, redirect, useRevalidator } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import { FEED_EVERY_HOURS } from '~/lib/forms/choices';
import { feedImportSchema } from '~/lib/forms/feed-import';
import { membershipOf } from '~/models/agencies/membership.server';
import { getUser } from '~/models/auth.server';
import {
  feedOf,
  listRuns,
  rerun,
  runOf,
  setFeed,
  startUpload,
  type ImportRunView,
} from '~/models/feeds/runs.server';
import { FEED_MAX_BYTES } from '~/lib/reso/record';

import type { Route } from './+types/import';

const MB = FEED_MAX_BYTES / 1024 / 1024;

/** The agency admin the page is for; anyone else is told there is no such page. */
async function agencyAdmin(
  request: Request,
  context: Route.LoaderArgs['context'],
  { post = false } = {},
) {
  const user = await getUser(request, context.db);
  // A post, or a page that names a run, is the agency's business alone: a 404 to a visitor too,
  // as every listing action answers (ADR 0048).
  if (!user && (post || new URL(request.url).searchParams.has('run'))) throw notFound(request);
  if (!user) {
    throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/import' })}`);
  }
  const membership = await membershipOf(context.db, user.id);
  // Only an agency's admin brings its stock (docs/product.md#listing-feeds).
  if (membership?.role !== 'admin') throw notFound(request);
  return { userId: user.id, agencyId: membership.agencyId };
}

/**
 * Import listings (docs/product.md#listing-feeds): upload a feed or set its address, follow each
 * run's progress, read its report, run it again; the agency's admin alone.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { agencyId } = await agencyAdmin(request, context);
  const [runs, feed] = await Promise.all([
    listRuns(context.db, agencyId),
    feedOf(context.db, agencyId),
  ]);
  const named = new URL(request.url).searchParams.get('run');
  const wanted = Number(named);
  const shownId = Number.isInteger(wanted) && wanted > 0 ? wanted : runs[0]?.id;
  const shown = shownId ? await runOf(context.db, agencyId, shownId) : null;
  // A run another agency made, or none, named by its id: the same 404 as any other stranger.
  if (named !== null && !shown) throw notFound(request);
  return { runs, feed, shown };
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { userId, agencyId } = await agencyAdmin(request, context, { post: true });
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const retryAfter = await context.rateLimits.take(`account:${userId}`, 'feed-import');
    if (retryAfter > 0) return { error: 'feeds.error.empty' as MessageKey, limited: true };
    const form = await request.formData().catch(() => null);
    const file = form?.get('file');
    if (!(file instanceof File) || file.size === 0)
      return { error: 'feeds.error.empty' as MessageKey };
    const started = await startUpload(context.db, context.jobs, {
      agencyId,
      userId,
      full: form?.get('full') === 'on',
      fileName: file.name,
      body: file.stream(),
    });
    if (!started.ok)
      return {
        error: (started.reason === 'tooLarge'
          ? 'feeds.error.tooLarge'
          : 'feeds.error.empty') as MessageKey,
      };
    throw redirect(`/account/import?run=${started.runId}`);
  }
  const read = await readForm(
    { request, context: { ...context, clientIp: `account:${userId}` } },
    { schema: feedImportSchema, form: 'feed-import' },
  );
  if (!read.ok) return read.answer;
  const input = read.value;
  if (input.intent === 'stop') {
    await setFeed(context.db, context.jobs, agencyId, userId, null);
    throw redirect('/account/import');
  }
  const runId =
    input.intent === 'rerun'
      ? await rerun(context.db, context.jobs, agencyId, input.runId, userId)
      : await setFeed(context.db, context.jobs, agencyId, userId, {
          url: input.url,
          full: input.full === 'on',
          everyHours: input.everyHours,
        });
  if (runId === null) throw notFound(request);
  throw redirect(`/account/import?run=${runId}`);
}

const boxClass = 'rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-900/5 sm:p-6';
const buttonClass =
  'rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2';
const quietButton =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default function ImportPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useI18n();
  const { runs, feed, shown } = loaderData;
  const working = runs.some((run) => run.state === 'queued' || run.state === 'running');
  const revalidator = useRevalidator();
  // While a run is under way, its progress is read again every second.
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1_000);
    return () => clearInterval(timer);
  }, [working, revalidator]);
  const error = actionData && 'error' in actionData ? actionData.error : undefined;
  return (
    <>
      <PageMeta title={t('feeds.title')} description={t('feeds.description')} />
      <SubHeader title={t('feeds.title')} />
      <section className="mx-auto max-w-5xl space-y-6 px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-slate-700">{t('feeds.intro')}</p>
        <div className="grid gap-6 lg:grid-cols-2">
          <Form method="post" encType="multipart/form-data" className={boxClass}>
            <h2 className="text-lg font-bold text-slate-900">{t('feeds.upload.title')}</h2>
            <label className="mt-4 block text-sm font-semibold text-slate-800">
              {t('feeds.upload.file', { mb: MB })}
              <input
                type="file"
                name="file"
                required
                accept=".csv,.json,text/csv,application/json"
                className="mt-2 block w-full text-sm text-slate-700 file:me-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
              />
            </label>
            <FullBox />
            {error && (
              <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
                {t(error, { mb: MB })}
              </p>
            )}
            <button type="submit" className={`mt-4 ${buttonClass}`}>
              {t('feeds.upload.submit')}
            </button>
          </Form>
          <div className={boxClass}>
            <h2 className="text-lg font-bold text-slate-900">{t('feeds.url.title')}</h2>
            {feed && (
              <p className="mt-2 text-sm wrap-anywhere text-slate-600">
                {t('feeds.url.current', {
                  hours: feed.everyHours,
                  url: feed.url,
                  when: format.dateTime(new Date(feed.nextRunAt)),
                })}
              </p>
            )}
            <Form method="post">
              <input type="hidden" name="intent" value="url" />
              <label className="mt-4 block text-sm font-semibold text-slate-800">
                {t('feeds.url.address')}
                <input
                  type="url"
                  name="url"
                  required
                  defaultValue={feed?.url ?? ''}
                  className="mt-2 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
                />
              </label>
              <label className="mt-3 block text-sm font-semibold text-slate-800">
                {t('feeds.url.every')}
                <select
                  name="everyHours"
                  defaultValue={feed?.everyHours ?? 24}
                  className="ms-2 rounded-lg border border-slate-300 px-2 py-1.5 text-sm"
                >
                  {FEED_EVERY_HOURS.map((n) => (
                    <option key={n} value={n}>
                      {t('feeds.url.hours', { n })}
                    </option>
                  ))}
                </select>
              </label>
              <FullBox checked={feed?.full ?? true} />
              <button type="submit" className={`mt-4 ${buttonClass}`}>
                {t('feeds.url.submit')}
              </button>
            </Form>
            {feed && (
              <Form method="post" className="mt-3">
                <input type="hidden" name="intent" value="stop" />
                <button type="submit" className={quietButton}>
                  {t('feeds.url.stop')}
                </button>
              </Form>
            )}
          </div>
        </div>
        {shown && <RunReport run={shown} />}
        <div className={boxClass}>
          <h2 className="text-lg font-bold text-slate-900">{t('feeds.runs.title')}</h2>
          {runs.length === 0 ? (
            <p className="mt-2 text-slate-600">{t('feeds.runs.empty')}</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {runs.map((run) => (
                <li key={run.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div className="min-w-0 text-sm">
                    <p className="font-semibold wrap-anywhere text-slate-900">
                      {sourceText(t, run)}
                    </p>
                    <p className="text-slate-600">
                      {t(`feeds.run.state.${run.state}`)} ·{' '}
                      {t('feeds.run.started', { when: format.dateTime(new Date(run.createdAt)) })} ·{' '}
                      {t('feeds.run.added')} {format.number(run.added)} · {t('feeds.run.changed')}{' '}
                      {format.number(run.changed)} · {t('feeds.run.refused')}{' '}
                      {format.number(run.refused)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Link to={`?run=${run.id}`} className={quietButton} prefetch="intent">
                      {t('feeds.run.show')}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="rerun" />
                      <input type="hidden" name="runId" value={run.id} />
                      <button type="submit" className={quietButton}>
                        {t('feeds.run.again')}
                      </button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}

function FullBox({ checked = false }: { checked?: boolean }) {
  const { t } = useI18n();
  return (
    <label className="mt-3 flex items-start gap-2 text-sm text-slate-700">
      <input type="checkbox" name="full" defaultChecked={checked} className="mt-1" />
      <span>{t('feeds.full')}</span>
    </label>
  );
}

type T = ReturnType<typeof useI18n>['t'];
type RunSummary = Pick<ImportRunView, 'source' | 'fileName' | 'url' | 'full'>;

function sourceText(t: T, run: RunSummary) {
  const text =
    run.source === 'upload'
      ? t('feeds.run.file', { name: run.fileName ?? '' })
      : t('feeds.run.url', { url: run.url ?? '' });
  return run.full ? `${text} · ${t('feeds.run.fullTag')}` : text;
}

/** A problem's words in the reader's language; an unknown code (a newer server's) as itself. */
function problemText(t: T, problem: { code: string; params?: Record<string, string | number> }) {
  const params = { ...problem.params };
  // A photo's reason is a key of its own (a fetch's or the photo rules').
  if (typeof params.reason === 'string' && /^(feeds|photos)\./.test(params.reason))
    params.reason = t(params.reason as MessageKey, params);
  return t(problem.code as MessageKey, params);
}

function RunReport({ run }: { run: ImportRunView }) {
  const { t, format } = useI18n();
  const under = run.state === 'queued' || run.state === 'running';
  const share =
    run.state === 'done' ? 1 : run.bytesTotal ? Math.min(1, run.bytesRead / run.bytesTotal) : 0;
  const counts: [MessageKey, number][] = [
    ['feeds.run.added', run.added],
    ['feeds.run.changed', run.changed],
    ['feeds.run.withdrawn', run.withdrawn],
    ['feeds.run.unchanged', run.unchanged],
    ['feeds.run.refused', run.refused],
  ];
  const rowProblems = run.problems.filter((problem) => !problem.photo && !problem.held).length;
  return (
    <div className={boxClass} aria-live="polite">
      <h2 className="text-lg font-bold wrap-anywhere text-slate-900">{sourceText(t, run)}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t(`feeds.run.state.${run.state}`)} ·{' '}
        {t('feeds.run.started', { when: format.dateTime(new Date(run.createdAt)) })} ·{' '}
        {t('feeds.run.rowsRead', { n: run.rowsRead })}
      </p>
      <progress
        className="mt-3 h-3 w-full accent-brand-600"
        aria-label={t('feeds.run.progress')}
        max={1}
        value={under && !run.bytesTotal ? undefined : share}
      />
      {run.failure && (
        <p role="alert" className="mt-3 text-sm font-semibold text-red-700">
          {problemText(t, run.failure)}
        </p>
      )}
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-5">
        {counts.map(([label, n]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3 text-center">
            <dt className="text-xs font-semibold text-slate-600 uppercase">{t(label)}</dt>
            <dd className="text-2xl font-bold text-slate-900" data-count={label.split('.').at(-1)}>
              {format.number(n)}
            </dd>
          </div>
        ))}
      </dl>
      {!under && (
        <>
          <h3 className="mt-5 font-semibold text-slate-900">{t('feeds.run.problems')}</h3>
          {run.problems.length === 0 ? (
            <p className="mt-1 text-sm text-slate-600">{t('feeds.run.noProblems')}</p>
          ) : (
            <>
              {run.refused > rowProblems && (
                <p className="mt-1 text-sm text-slate-600">
                  {t('feeds.run.problemsMore', { shown: rowProblems, total: run.refused })}
                </p>
              )}
              <ol className="mt-2 space-y-1 text-sm">
                {run.problems.map((problem, n) => (
                  <li key={n} className="flex flex-wrap gap-x-2 wrap-anywhere">
                    <span className="font-semibold text-slate-900">
                      {t('feeds.run.line', { line: problem.line })}
                    </span>
                    {problem.key && <span className="text-slate-500">{problem.key}</span>}
                    {problem.photo && (
                      <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                        {t('feeds.run.photoTag')}
                      </span>
                    )}
                    {problem.held && (
                      <span className="rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">
                        {t('feeds.run.heldTag')}
                      </span>
                    )}
                    <span className="text-slate-700">{problemText(t, problem)}</span>
                  </li>
                ))}
              </ol>
            </>
          )}
        </>
      )}
    </div>
  );
}
