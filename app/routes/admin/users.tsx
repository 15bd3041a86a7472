import { data, Form, useNavigation } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { deskButton, ReasonField } from '~/components/admin/desk-controls';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { DeskSearch } from '~/components/admin/desk-search';
import { Pagination } from '~/components/pagination';
import { accountSchema } from '~/lib/forms/desk';
import { readForm } from '~/http/read-form.server';
import { ROLES } from '~/lib/owners-desk';
import { pageParam } from '~/lib/pagination';
import { parseText } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import {
  listAccounts,
  lockAccount,
  setRole,
  unlockAccount,
  type AccountRow,
} from '~/models/accounts.server';
import { requireRole } from '~/models/auth.server';
import { findUserById } from '~/models/users.server';

import type { Route } from './+types/users';

/** The accounts (docs/product.md#the-owners-desk): admins only; search, roles, locks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const params = new URL(request.url).searchParams;
  const search = parseText(params.get('search') ?? undefined) ?? '';
  const list = await listAccounts(context.db, {
    search: search || undefined,
    page: pageParam(params.get('page')),
  });
  return { search, list, me: admin.id };
}

export const headers = keepRetryAfter;

/** Gives a role, or locks or unlocks an account; never the admin's own admin role or account. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const read = await readForm({ request, context }, { schema: accountSchema, form: 'admin-users' });
  if (!read.ok) return read.answer;
  const { intent, userId, role, reason } = read.value;
  if (intent === 'role' && !role) {
    return data<DeskOutcome>({ ok: false, key: 'admin.invalid' }, { status: 400 });
  }
  const outcome =
    intent === 'role'
      ? await setRole(context.db, admin, userId, role!, reason)
      : intent === 'lock'
        ? await lockAccount(context.db, admin, userId, reason)
        : await unlockAccount(context.db, admin, userId, reason);
  if (outcome === 'not-found') {
    return data<DeskOutcome>({ ok: false, key: 'admin.gone' }, { status: 404 });
  }
  if (outcome === 'own-account') {
    return data<DeskOutcome>({ ok: false, key: 'admin.users.ownAccount' }, { status: 400 });
  }
  if (outcome === 'unchanged') return { ok: false, key: 'admin.noChange' } satisfies DeskOutcome;
  const account = await findUserById(context.db, userId);
  const name = account?.name ?? `#${userId}`;
  return intent === 'role'
    ? ({
        ok: true,
        key: 'admin.users.doneRole',
        values: { name, role: role! },
      } satisfies DeskOutcome)
    : ({
        ok: true,
        key: intent === 'lock' ? 'admin.users.doneLock' : 'admin.users.doneUnlock',
        values: { name },
      } satisfies DeskOutcome);
}

export default function UsersPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  const { search, list, me } = loaderData;
  const answer = actionData as DeskOutcome | undefined;
  // The role in a message is a key of the desk's dictionary: shown in the page's language.
  const outcome =
    answer?.key === 'admin.users.doneRole' && answer.values
      ? {
          ...answer,
          values: {
            ...answer.values,
            role: t(`admin.role.${answer.values.role as (typeof ROLES)[number]}`),
          },
        }
      : answer;
  const hrefFor = (page: number) => {
    const params = new URLSearchParams();
    if (search) params.set('search', search);
    if (page > 0) params.set('page', String(page));
    return `/admin/users${params.size > 0 ? `?${params}` : ''}`;
  };
  return (
    <>
      <DeskHeading title={t('admin.users.title')}>
        <p className="text-sm text-slate-600">
          {t('admin.users.count', { n: format.number(list.total) })}
        </p>
      </DeskHeading>
      <DeskOutcomeBox outcome={outcome} />
      <DeskSearch action="/admin/users" label={t('admin.users.search')} value={search} />
      {list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('admin.users.empty')}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2" data-testid="accounts">
          {list.items.map((account) => (
            <AccountItem key={account.id} account={account} isMe={account.id === me} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} pageCount={list.pageCount} hrefFor={hrefFor} />
    </>
  );
}

function AccountItem({ account, isMe }: { account: AccountRow; isMe: boolean }) {
  const { t, format } = useAdminI18n();
  const busy = useNavigation().state !== 'idle';
  const id = `account-${account.id}`;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-5">
      <article aria-labelledby={`${id}-name`}>
        <header className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={`${id}-name`} className="font-semibold wrap-anywhere text-slate-900">
              {account.name}
            </h2>
            <p className="text-sm wrap-anywhere text-slate-600">{account.email}</p>
          </div>
          <div className="flex flex-wrap gap-1.5">
            <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-brand-100">
              {t(`admin.role.${account.role}`)}
            </span>
            <span
              className={`rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ${
                account.locked
                  ? 'bg-red-50 text-red-800 ring-red-200'
                  : 'bg-emerald-50 text-emerald-800 ring-emerald-200'
              }`}
            >
              {t(account.locked ? 'admin.users.locked' : 'admin.users.active')}
            </span>
          </div>
        </header>
        <p className="mt-1 text-xs text-slate-600">
          {t('admin.users.joined')}:{' '}
          <time dateTime={new Date(account.createdAt).toISOString()}>
            {format.date(account.createdAt)}
          </time>
        </p>
        {isMe ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
            {t('admin.users.you')}
          </p>
        ) : (
          <div className="mt-4 grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-2">
            <Form method="post" aria-label={t('admin.users.roleOf', { name: account.name })}>
              <input type="hidden" name="userId" value={account.id} />
              <input type="hidden" name="intent" value="role" />
              <label htmlFor={`${id}-role`} className="text-sm font-medium text-slate-800">
                {t('admin.users.roleOf', { name: account.name })}
              </label>
              <div className="mt-1 flex gap-2">
                <select
                  id={`${id}-role`}
                  name="role"
                  defaultValue={account.role}
                  className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 sm:text-sm"
                >
                  {ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.role.${role}`)}
                    </option>
                  ))}
                </select>
                <button type="submit" disabled={busy} className={deskButton('primary')}>
                  {t('admin.users.changeRole')}
                </button>
              </div>
            </Form>
            <Form method="post">
              <input type="hidden" name="userId" value={account.id} />
              <input type="hidden" name="intent" value={account.locked ? 'unlock' : 'lock'} />
              <ReasonField id={`${id}-reason`} optional />
              <button
                type="submit"
                disabled={busy}
                className={deskButton(account.locked ? 'quiet' : 'danger')}
              >
                {t(account.locked ? 'admin.users.unlock' : 'admin.users.lock')}
              </button>
            </Form>
          </div>
        )}
      </article>
    </li>
  );
}
