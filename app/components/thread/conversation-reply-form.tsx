import type { SubmissionResult } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';

import { useI18n } from '~/i18n/context';
import { fieldErrorText } from '~/lib/forms/field-error';
import { REPLY_MAX } from '~/lib/forms/inquiry';

/**
 * The reply box under a conversation, and the lister's "Mark answered" and either party's
 * "Report" (docs/product.md#the-conversation). Plain forms: they work without JavaScript.
 */
export function ConversationReplyForm({
  lastResult,
  answered,
  lister,
  reported,
}: {
  lastResult?: SubmissionResult<string[]>;
  answered: boolean;
  lister: boolean;
  reported: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const error = fieldErrorText(t, 'thread.replyLabel', lastResult?.error?.message?.[0]);
  const kept = lastResult?.initialValue?.message;
  return (
    <div className="mt-6 border-t border-slate-100 pt-5">
      <Form method="post" className="grid gap-2">
        <label htmlFor="reply" className="text-sm font-semibold text-slate-800">
          {t('thread.replyLabel')}
        </label>
        <textarea
          id="reply"
          name="message"
          rows={4}
          required
          maxLength={REPLY_MAX}
          defaultValue={typeof kept === 'string' ? kept : ''}
          key={lastResult?.status === 'success' ? 'sent' : 'typing'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'reply-error' : undefined}
          className="w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
        />
        {error && (
          <p id="reply-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="reply"
            disabled={busy}
            className="rounded-lg bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70"
          >
            {t('thread.send')}
          </button>
        </div>
      </Form>
      <div className="mt-4 flex flex-wrap gap-2">
        {lister && (
          <Form method="post">
            <button
              type="submit"
              name="intent"
              value={answered ? 'unanswered' : 'answered'}
              disabled={busy}
              className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-70"
            >
              {t(answered ? 'inquiries.markUnanswered' : 'inquiries.markAnswered')}
            </button>
          </Form>
        )}
        {!reported && (
          <Form method="post" className="grid gap-1">
            <button
              type="submit"
              name="intent"
              value="report"
              disabled={busy}
              aria-describedby="report-hint"
              className="justify-self-start rounded-lg border border-red-200 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70"
            >
              {t('thread.report')}
            </button>
            <p id="report-hint" className="max-w-md text-xs text-slate-600">
              {t('thread.reportHint')}
            </p>
          </Form>
        )}
      </div>
    </div>
  );
}
