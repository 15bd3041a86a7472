import type { SubmissionResult } from '@conform-to/react';

import type { Notice } from '~/components/notices';
import type { Translate } from '~/i18n/i18n';

/*
 * What a posted review, comment or message answers, as a notice or in place. Apart from the
 * forms (post-form.tsx), so a page that shows an answer need not load a form's code (ADR 0011).
 */

/**
 * What a page's action answers to a review, a comment or a message (or its client action, when
 * the network fails): Conform's result, and whether it was stored, refused for the rate limit or
 * failed on the way.
 */
export type PostResult = {
  result?: SubmissionResult<string[]>;
  ok: boolean;
  limited?: boolean;
  failed?: boolean;
  /** Stored, and held until a moderator approves it (docs/product.md#the-owners-desk). */
  held?: boolean;
  /** Refused: the account's address is not confirmed yet (docs/product.md#accounts). */
  unconfirmed?: boolean;
};

/**
 * The notice for an answer: the form's own on success; otherwise which failure it was, with
 * `failureBody` under a refusal or a failure (for example, that the text is kept).
 */
export function postNotice(
  t: Translate,
  answer: PostResult,
  success: Notice,
  failureBody?: string,
): Notice {
  const body = failureBody === undefined ? {} : { body: failureBody };
  if (answer.ok) return success;
  if (answer.limited) return { kind: 'error', title: t('notice.tooManyRequests'), ...body };
  if (answer.failed) return { kind: 'error', title: t('notice.failed'), ...body };
  if (answer.unconfirmed) return { kind: 'error', title: t('accounts.unconfirmed.refused') };
  return { kind: 'error', title: t('notice.formInvalidTitle'), body: t('notice.formInvalidBody') };
}

/**
 * The outcome of a post made without JavaScript, when the page itself is the answer: the notice
 * the form would have shown, in place.
 */
export function PostOutcome({
  notice,
  className = 'mt-4',
}: {
  notice: Notice;
  className?: string;
}) {
  const ok = notice.kind === 'success';
  return (
    <div
      role={ok ? 'status' : 'alert'}
      className={`${className} rounded-xl border p-4 ${
        ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <p className="font-semibold text-slate-900">{notice.title}</p>
      {notice.body && <p className="mt-1 text-sm text-slate-700">{notice.body}</p>}
    </div>
  );
}
