import { getInputProps, getTextareaProps } from '@conform-to/react';

import { useUser } from '~/components/account/use-user';
import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { checkForm, commentRules } from '~/lib/forms/client-check';
import { fieldErrorText } from '~/lib/forms/field-error';

import { commentNotice, type CommentResult } from './comment-outcome';

/**
 * The comment form (docs/product.md#reviews-and-comments). With JavaScript it posts in place, the
 * page's data reloads so the comment shows at once, and a notice answers; without, the page's
 * action renders the page again with the outcome and what was typed.
 */
export function CommentForm({
  blogId,
  lastResult,
}: {
  blogId: number;
  lastResult?: CommentResult;
}) {
  const { t } = useI18n();
  const id = `comment-form-${blogId}`;
  // A signed-in visitor's name and email are filled in (docs/product.md#reviews-and-comments), and
  // stay after a post.
  const user = useUser();
  const { fetcher, fields, formProps } = usePostForm({
    id,
    lastResult,
    defaultValue: user ? { name: user.name, email: user.email } : undefined,
    validate: (formData) => checkForm(formData, commentRules),
    notice: (answer) => commentNotice(t, answer),
    newest: `/blog/${blogId}#comments`,
  });

  const error = (name: 'name' | 'email' | 'message') =>
    fieldErrorText(t, `field.${name}`, fields[name].errors?.[0]);
  const hintId = `${id}-email-hint`;
  return (
    <fetcher.Form method="post" action={`/blog/${blogId}`} {...formProps}>
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
          hint={<span id={hintId}>{t('blog.emailHint')}</span>}
        >
          <input
            {...getInputProps(fields.email, { type: 'email', ariaDescribedBy: hintId })}
            key={fields.email.key}
            autoComplete="email"
          />
        </TextField>
      </div>
      <TextField label={t('field.message')} meta={fields.message} error={error('message')}>
        <textarea {...getTextareaProps(fields.message)} key={fields.message.key} rows={5} />
      </TextField>
      <Honeypot />
      <SubmitButton pending={fetcher.state !== 'idle'}>{t('blog.submitComment')}</SubmitButton>
    </fetcher.Form>
  );
}
