import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';
import type { ReactNode } from 'react';

import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import type { PostResult } from '~/components/forms/post-notice';
import type { Notice } from '~/components/notices';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { checkForm, type FieldRule } from '~/lib/forms/client-check';
import { fieldErrorText } from '~/lib/forms/field-error';

type Shared = 'name' | 'email' | 'message';

/**
 * The form that posts to a thread, a home's reviews or a blog post's comments
 * (docs/product.md#reviews-and-comments): name, email, what is its kind's own (`between`: a
 * review's rating), message, the honeypot. With JavaScript it posts in place, the page's data
 * reloads so the post shows at once, and a notice answers; without, the page's action renders the
 * page again with the outcome and what was typed. A signed-in visitor's name and email are filled
 * in, and stay after a post.
 */
export function ThreadForm({
  kind,
  parentId,
  action,
  rules,
  defaultValue,
  visitor,
  lastResult,
  notice,
  emailHint,
  submit,
  between,
}: {
  kind: 'review' | 'comment';
  parentId: number;
  /** The page the posts are under: the form posts to it. */
  action: string;
  /** The browser's check of each field, the same answers as the server's. */
  rules: Record<Shared, FieldRule> & Record<string, FieldRule>;
  defaultValue?: Record<string, string>;
  visitor?: { name: string; email: string } | null;
  lastResult?: PostResult;
  notice: (answer: PostResult) => Notice;
  emailHint: MessageKey;
  submit: MessageKey;
  between?: (
    fields: Record<string, FieldMetadata<string | undefined>>,
    error: (name: string, label: MessageKey) => string | undefined,
  ) => ReactNode;
}) {
  const { t } = useI18n();
  const id = `${kind}-form-${parentId}`;
  const { fetcher, fields, formProps } = usePostForm({
    id,
    lastResult,
    defaultValue: {
      ...defaultValue,
      ...(visitor && { name: visitor.name, email: visitor.email }),
    },
    validate: (formData) => checkForm(formData, rules),
    notice,
    newest: `${action}#${kind}s`,
  });
  const all = fields as Record<Shared, FieldMetadata<string | undefined>> &
    Record<string, FieldMetadata<string | undefined>>;
  const error = (name: string, label: MessageKey) =>
    fieldErrorText(t, label, all[name]?.errors?.[0]);
  const hintId = `${id}-email-hint`;
  return (
    <fetcher.Form method="post" action={action} {...formProps}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField label={t('field.name')} meta={all.name} error={error('name', 'field.name')}>
          <input
            {...getInputProps(all.name, { type: 'text' })}
            key={all.name.key}
            autoComplete="name"
          />
        </TextField>
        <TextField
          label={t('field.email')}
          meta={all.email}
          error={error('email', 'field.email')}
          hint={<span id={hintId}>{t(emailHint)}</span>}
        >
          <input
            {...getInputProps(all.email, { type: 'email', ariaDescribedBy: hintId })}
            key={all.email.key}
            autoComplete="email"
          />
        </TextField>
      </div>
      {between?.(all, error)}
      <TextField
        label={t('field.message')}
        meta={all.message}
        error={error('message', 'field.message')}
      >
        <textarea {...getTextareaProps(all.message)} key={all.message.key} rows={5} />
      </TextField>
      <Honeypot />
      <SubmitButton pending={fetcher.state !== 'idle'}>{t(submit)}</SubmitButton>
    </fetcher.Form>
  );
}
