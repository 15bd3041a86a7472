import { Form, Link, redirect } from 'react-router';

import { PageMeta } from '~/components/page-meta';
import { SubHeader } from '~/components/sub-header';
import { useI18n } from '~/i18n/context';
import { notFound } from '~/http/not-found.server';
import { notificationsSchema } from '~/lib/forms/notifications';
import { readForm } from '~/http/read-form.server';
import { getUser } from '~/models/auth.server';
import {
  listNotifications,
  markNotificationsRead,
  ownsNotification,
} from '~/models/notifications.server';

import type { Route } from './+types/notifications';
import { placeLabel } from '~/lib/catalog-labels';
import { inLanguage } from '~/lib/generated-labels';

/**
 * The account's notifications (docs/product.md#alerts-and-the-job-queue): new homes for its saved
 * searches and price drops, newest first. Only the account sees them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) {
    throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/notifications' })}`);
  }
  return { notifications: await listNotifications(context.db, user.id) };
}

/** Mark one read (another account's, or none, is a 404), or all. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context.db);
  const read = await readForm(
    { request, context },
    { schema: notificationsSchema, form: 'notifications' },
  );
  if (!user) throw notFound(request);
  if (!read.ok) return read.answer;
  if (read.value.intent === 'read-all') {
    await markNotificationsRead(context.db, user.id);
    return { ok: true };
  }
  const { id } = read.value;
  const changed = await markNotificationsRead(context.db, user.id, id);
  // Already read is fine; another account's is the same as none.
  if (changed === 0 && !(await ownsNotification(context.db, user.id, id))) {
    throw notFound(request);
  }
  return { ok: true };
}

const buttonClass =
  'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50';

export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t, format, lang } = useI18n();
  const { notifications } = loaderData;
  const unread = notifications.filter((item) => !item.read).length;
  return (
    <>
      <PageMeta title={t('alerts.title')} description={t('alerts.description')} />
      <SubHeader title={t('alerts.title')} />
      <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
        {notifications.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-slate-900">{t('alerts.emptyTitle')}</p>
            <p className="mt-2 text-slate-600">{t('alerts.emptyText')}</p>
          </div>
        ) : (
          <>
            {unread > 0 && (
              <Form method="post" className="mb-6 flex justify-end">
                <input type="hidden" name="intent" value="read-all" />
                <button type="submit" className={buttonClass}>
                  {t('alerts.markAllRead')}
                </button>
              </Form>
            )}
            <ul className="space-y-3">
              {notifications.map((item) => (
                <li
                  key={item.id}
                  className={`flex flex-wrap items-start justify-between gap-3 rounded-2xl p-4 shadow-sm ring-1 ${item.read ? 'bg-white ring-slate-900/5' : 'bg-brand-50 ring-brand-100'}`}
                >
                  <div className="min-w-0">
                    <p className="text-sm text-slate-600">
                      {!item.read && (
                        <span className="me-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white">
                          {t('alerts.unread')}
                        </span>
                      )}
                      {item.kind === 'drop' && item.oldPrice !== null && item.newPrice !== null
                        ? t('alerts.drop', {
                            old: format.money(item.oldPrice, item.currency),
                            new: format.money(item.newPrice, item.currency),
                          })
                        : item.search
                          ? t('alerts.newMatch', { search: item.search })
                          : t('alerts.newMatchNoSearch')}
                    </p>
                    <Link
                      to={`/property/${item.propertyId}`}
                      prefetch="intent"
                      className="mt-1 block font-semibold wrap-anywhere text-brand-700 hover:underline"
                    >
                      {inLanguage(lang, item.home, item.homeJa)}
                    </Link>
                    <p className="text-sm text-slate-500">
                      {placeLabel(t, item.location)} · {format.dateTime(new Date(item.createdAt))}
                    </p>
                  </div>
                  {!item.read && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="read" />
                      <input type="hidden" name="id" value={item.id} />
                      <button
                        type="submit"
                        aria-label={t('alerts.markReadNamed', {
                          name: inLanguage(lang, item.home, item.homeJa),
                        })}
                        className={buttonClass}
                      >
                        {t('alerts.markRead')}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
