import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { useNotify } from '~/components/notices';
import { useI18n } from '~/i18n/context';
import { DEFAULT_RATING } from '~/lib/catalog';
import { fieldErrorText } from '~/lib/forms/field-error';
import { checkForm, reviewRules } from '~/lib/forms/client-check';

import { StarRatingInput } from './star-rating-input';
import { TextField } from './text-field';

const CONFORM_INTENT = '__intent__';

/** What the property page's action answers (or its client action, when the network fails). */
export type ReviewResult = {
  result?: SubmissionResult<string[]>;
  ok: boolean;
  limited?: boolean;
  failed?: boolean;
};

/**
 * The review form of spec section 5. With JavaScript it posts in place and answers with a
 * notice; without, the page's action renders the page again with the outcome and what was typed.
 */
export function ReviewForm({
  propertyId,
  lastResult,
  visitor,
}: {
  propertyId: number;
  lastResult?: ReviewResult;
  /** A signed-in visitor's name and email fill the form in; they can still be changed. */
  visitor?: { name: string; email: string } | null;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const id = `review-form-${propertyId}`;
  // Not keyed: a later visit to the page starts without the last answer (and its notice).
  const fetcher = useFetcher<ReviewResult>();
  const answer = fetcher.data ?? lastResult;
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    defaultValue: {
      rating: String(DEFAULT_RATING),
      ...(visitor && { name: visitor.name, email: visitor.email }),
    },
    onValidate: ({ formData }) => checkForm(formData, reviewRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  const invalidNotice = () =>
    notify({
      kind: 'error',
      title: t('notice.formInvalidTitle'),
      body: t('notice.formInvalidBody'),
    });

  const announced = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || announced.current === data) return;
    announced.current = data;
    if (data.ok) notify({ kind: 'success', title: t('detail.reviewPosted') });
    else if (data.limited) notify({ kind: 'error', title: t('notice.tooManyRequests') });
    else if (data.failed) notify({ kind: 'error', title: t('notice.failed') });
    else invalidNotice();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce each answer once
  }, [fetcher.data]);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform validates a field on blur by submitting with an intent button; only a visitor's
    // own submit should raise a notice.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byVisitor = submitter?.getAttribute('name') !== CONFORM_INTENT;
    const valid = checkForm(new FormData(event.currentTarget), reviewRules).status === 'success';
    if (byVisitor && !valid) invalidNotice();
    formProps.onSubmit(event);
  }

  const error = (name: 'name' | 'email' | 'rating' | 'message') =>
    fieldErrorText(t, `field.${name}`, fields[name].errors?.[0]);
  const hintId = `${id}-email-hint`;
  return (
    <fetcher.Form
      method="post"
      action={`/property/${propertyId}`}
      {...formProps}
      onSubmit={onSubmit}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={t('field.name')} meta={fields.name} error={error('name')}>
          <input
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            autoComplete="name"
          />
        </TextField>
        <TextField
          label={t('field.email')}
          meta={fields.email}
          error={error('email')}
          hint={<span id={hintId}>{t('detail.emailHint')}</span>}
        >
          <input
            {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: hintId })}
            key={fields.email.key}
            autoComplete="email"
          />
        </TextField>
      </div>
      <StarRatingInput meta={fields.rating} label={t('field.rating')} error={error('rating')} />
      <TextField label={t('field.message')} meta={fields.message} error={error('message')}>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={5} />
      </TextField>
      {/* Bots fill in every field; people never see this one. */}
      <div aria-hidden="true" className="hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="mt-2 w-full rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {t('detail.submitReview')}
      </button>
    </fetcher.Form>
  );
}
