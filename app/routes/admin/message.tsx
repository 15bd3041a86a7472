import { Form, Link, useNavigation } from 'react-router';

import { useAdminI18n } from '~/components/admin/admin-i18n';
import { deskButton } from '~/components/admin/desk-controls';
import { DeskHeading, DeskOutcomeBox, type DeskOutcome } from '~/components/admin/desk-outcome';
import { MessageStatus } from '~/components/admin/message-status';
import { notFound } from '~/http/not-found.server';
import { messageSchema } from '~/lib/forms/desk';
import { readForm } from '~/http/read-form.server';
import { parseId } from '~/lib/query';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requireRole } from '~/models/auth.server';
import { openMessage, setMessageHandled } from '~/models/contact.server';

import type { Route } from './+types/message';

/**
 * One contact message (docs/product.md#the-owners-desk). Opening it marks it read: the one read
 * that writes, as an inbox does; the list's links do not fetch it ahead (ADR 0046).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireRole(request, context.db, 'admin');
  const id = parseId(params.id);
  const message = id === undefined ? null : await openMessage(context.db, id);
  if (!message) throw notFound(request, 'admin.messages.notFound');
  return { message };
}

export const headers = keepRetryAfter;

/** Marks the message handled, or not handled again; audited. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = await requireRole(request, context.db, 'admin');
  const id = parseId(params.id);
  if (id === undefined) throw notFound(request, 'admin.messages.notFound');
  const read = await readForm(
    { request, context },
    { schema: messageSchema, form: 'admin-messages' },
  );
  if (!read.ok) return read.answer;
  const handled = read.value.intent === 'handled';
  const outcome = await setMessageHandled(context.db, admin, id, handled);
  if (outcome === 'not-found') throw notFound(request, 'admin.messages.notFound');
  if (outcome === 'unchanged') return { ok: false, key: 'admin.noChange' } satisfies DeskOutcome;
  return {
    ok: true,
    key: handled ? 'admin.messages.doneHandled' : 'admin.messages.doneOpen',
  } satisfies DeskOutcome;
}

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, format } = useAdminI18n();
  const { message } = loaderData;
  const busy = useNavigation().state !== 'idle';
  const reply = `mailto:${encodeURIComponent(message.email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <>
      <Link
        to="/admin/messages"
        prefetch="intent"
        className="mb-3 inline-block rounded text-sm font-medium text-brand-700 hover:underline"
      >
        ← {t('admin.messages.back')}
      </Link>
      <DeskHeading title={message.subject}>
        <MessageStatus message={message} />
      </DeskHeading>
      <DeskOutcomeBox outcome={actionData as DeskOutcome | undefined} />
      <article className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-900/5 sm:p-6">
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">{t('admin.messages.from')}</dt>
          <dd className="wrap-anywhere text-slate-900">{message.name}</dd>
          <dt className="font-medium text-slate-600">{t('admin.messages.email')}</dt>
          <dd className="wrap-anywhere text-slate-900">{message.email}</dd>
          <dt className="font-medium text-slate-600">{t('admin.messages.phone')}</dt>
          <dd className="text-slate-900">{message.phone ?? t('admin.messages.noPhone')}</dd>
          <dt className="font-medium text-slate-600">{t('admin.messages.received')}</dt>
          <dd className="text-slate-900">
            <time dateTime={new Date(message.createdAt).toISOString()}>
              {format.dateTime(message.createdAt)}
            </time>
          </dd>
        </dl>
        {/* Visitor text: React escapes it; it is never parsed as HTML. */}
        <p className="mt-5 border-t border-slate-100 pt-5 break-words whitespace-pre-line text-slate-800">
          {message.message}
        </p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a href={reply} className={deskButton('quiet')}>
            {t('admin.messages.reply')}
          </a>
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={message.handledAt ? 'reopened' : 'handled'}
              disabled={busy}
              className={deskButton('primary')}
            >
              {t(message.handledAt ? 'admin.messages.markOpen' : 'admin.messages.markHandled')}
            </button>
          </Form>
        </div>
      </article>
    </>
  );
}
