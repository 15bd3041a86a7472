import { data } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { HeldCopyItem } from '~/components/admin/held-copy';
import { Pagination } from '~/components/pagination';
import { readForm } from '~/http/read-form.server';
import { copyDecisionSchema } from '~/lib/forms/desk';
import { pageParam } from '~/lib/pagination';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { decideCopy, listHeldCopies } from '~/models/copies.server';

import type { Route } from './+types/copies';

/**
 * Listings held as copies (docs/product.md#copies): each held listing beside the listing its
 * photos matched, the newest first, for a moderator to release or refuse.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'moderator');
  const page = pageParam(new URL(request.url).searchParams.get('page'));
  return { list: await listHeldCopies(context.db, page) };
}

export const headers = keepRetryAfter;

/** Releases or refuses a held listing, with the reason the audit log keeps. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireRole(request, context.db, 'moderator');
  const read = await readForm(
    { request, context },
    { schema: copyDecisionSchema, form: 'admin-moderation' },
  );
  if (!read.ok) return read.answer;
  const { intent, id, reason } = read.value;
  const outcome = await decideCopy(context.db, context.jobs, staff, {
    id,
    decision: intent,
    reason,
    origin: new URL(request.url).origin,
  });
  if (outcome === 'not-found') {
    return data<DeskOutcome>({ ok: false, key: 'admin.gone' }, { status: 404 });
  }
  if (outcome === 'already') {
    return data<DeskOutcome>({ ok: false, key: 'admin.copies.already' }, { status: 409 });
  }
  return { ok: true, key: `admin.copies.done.${intent}` } satisfies DeskOutcome;
}

export default function CopiesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useAdminI18n();
  const { list } = loaderData;
  return (
    <>
      <DeskHeading title={t('admin.copies.title')}>
        <p className="text-sm text-slate-600" data-testid="held-count">
          {t('admin.copies.count', { n: list.total })}
        </p>
      </DeskHeading>
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      <p className="mb-5 max-w-3xl text-sm text-slate-700">{t('admin.copies.intro')}</p>
      {list.items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {t('admin.copies.empty')}
        </p>
      ) : (
        <ul className="grid gap-4">
          {list.items.map((item) => (
            <HeldCopyItem key={item.held.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pageCount={list.pageCount}
        hrefFor={(page) => `/admin/copies${page > 0 ? `?page=${page}` : ''}`}
      />
    </>
  );
}
