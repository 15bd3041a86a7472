import { useI18n } from '~/i18n/context';

import { commentNotice, type CommentResult } from './comment-form';

/**
 * The outcome of a comment posted without JavaScript, when the page itself is the answer. (With
 * JavaScript the form answers with a notice instead.)
 */
export function CommentOutcome({ answer }: { answer: CommentResult }) {
  const { t } = useI18n();
  const notice = commentNotice(t, answer);
  return (
    <div
      role={answer.ok ? 'status' : 'alert'}
      className={`mt-4 rounded-xl border p-4 ${
        answer.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <p className="font-semibold text-slate-900">{notice.title}</p>
      {notice.body && <p className="mt-1 text-sm text-slate-700">{notice.body}</p>}
    </div>
  );
}
