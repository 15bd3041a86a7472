import { useI18n } from '~/i18n/context';

import type { ReviewResult } from './review-form';

/**
 * The outcome of a review posted without JavaScript, when the page itself is the answer. (With
 * JavaScript the form answers with a notice instead.)
 */
export function ReviewOutcome({ answer }: { answer: ReviewResult }) {
  const { t } = useI18n();
  const title = answer.ok
    ? t('detail.reviewPosted')
    : answer.limited
      ? t('notice.tooManyRequests')
      : answer.failed
        ? t('notice.failed')
        : t('notice.formInvalidTitle');
  return (
    <div
      role={answer.ok ? 'status' : 'alert'}
      className={`mt-4 rounded-xl border p-4 ${
        answer.ok ? 'border-emerald-200 bg-emerald-50' : 'border-red-200 bg-red-50'
      }`}
    >
      <p className="font-semibold text-slate-900">{title}</p>
      {!answer.ok && !answer.limited && !answer.failed && (
        <p className="mt-1 text-sm text-slate-700">{t('notice.formInvalidBody')}</p>
      )}
    </div>
  );
}
