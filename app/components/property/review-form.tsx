import { getInputProps, getTextareaProps } from '@conform-to/react';

import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import { useI18n } from '~/i18n/context';
import { DEFAULT_RATING } from '~/lib/catalog';
import { fieldErrorText } from '~/lib/forms/field-error';
import { checkForm, reviewRules } from '~/lib/forms/client-check';

import { reviewNotice, type ReviewResult } from './review-outcome';
import { StarRatingInput } from './star-rating-input';
import { TextField } from './text-field';

/**
 * The review form (docs/product.md#reviews-and-comments). With JavaScript it posts in place and
 * answers with a notice; without, the page's action renders the page again with the outcome and
 * what was typed.
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
  const id = `review-form-${propertyId}`;
  const { fetcher, fields, formProps } = usePostForm({
    id,
    lastResult,
    defaultValue: {
      rating: String(DEFAULT_RATING),
      ...(visitor && { name: visitor.name, email: visitor.email }),
    },
    validate: (formData) => checkForm(formData, reviewRules),
    notice: (answer) => reviewNotice(t, answer),
    newest: `/property/${propertyId}#reviews`,
  });

  const error = (name: 'name' | 'email' | 'rating' | 'message') =>
    fieldErrorText(t, `field.${name}`, fields[name].errors?.[0]);
  const hintId = `${id}-email-hint`;
  return (
    <fetcher.Form method="post" action={`/property/${propertyId}`} {...formProps}>
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
      <Honeypot />
      <SubmitButton pending={fetcher.state !== 'idle'}>{t('detail.submitReview')}</SubmitButton>
    </fetcher.Form>
  );
}
