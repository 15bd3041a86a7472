import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react';
import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { useUser } from '~/components/account/use-user';
import { useNotify, type Notice } from '~/components/notices';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import { checkForm, commentRules } from '~/lib/forms/client-check';
import { fieldErrorText } from '~/lib/forms/field-error';

const CONFORM_INTENT = '__intent__';

/** What the post page's action answers (or its client action, when the network fails). */
export type CommentResult = {
  result?: SubmissionResult<string[]>;
  ok: boolean;
  limited?: boolean;
  failed?: boolean;
};

/** The notice for an answer: success, or which failure, always saying the text is kept. */
export function commentNotice(t: Translate, answer: CommentResult): Notice {
  if (answer.ok) return { kind: 'success', title: t('blog.commentPosted') };
  if (answer.limited)
    return { kind: 'error', title: t('notice.tooManyRequests'), body: t('blog.commentKept') };
  if (answer.failed)
    return { kind: 'error', title: t('notice.failed'), body: t('blog.commentKept') };
  return { kind: 'error', title: t('notice.formInvalidTitle'), body: t('notice.formInvalidBody') };
}

/**
 * The comment form (spec section 5 messages). With JavaScript it posts in place, the page's data
 * reloads so the comment shows at once, and a notice answers; without, the page's action renders
 * the page again with the outcome and what was typed.
 */
export function CommentForm({
  blogId,
  lastResult,
}: {
  blogId: number;
  lastResult?: CommentResult;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const id = `comment-form-${blogId}`;
  const fetcher = useFetcher<CommentResult>();
  const answer = fetcher.data ?? lastResult;
  // A signed-in visitor's name and email are filled in (product decisions), and stay after a post.
  const user = useUser();
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    defaultValue: user ? { name: user.name, email: user.email } : undefined,
    onValidate: ({ formData }) => checkForm(formData, commentRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  const announced = useRef<unknown>(null);
  useEffect(() => {
    const data = fetcher.data;
    if (!data || announced.current === data) return;
    announced.current = data;
    notify(commentNotice(t, data));
  }, [fetcher.data, notify, t]);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform validates a field on blur by submitting with an intent button; only a visitor's
    // own submit should raise a notice.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byVisitor = submitter?.getAttribute('name') !== CONFORM_INTENT;
    const valid = checkForm(new FormData(event.currentTarget), commentRules).status === 'success';
    if (byVisitor && !valid) {
      notify(commentNotice(t, { ok: false }));
    }
    formProps.onSubmit(event);
  }

  const error = (name: 'name' | 'email' | 'message') =>
    fieldErrorText(t, `field.${name}`, fields[name].errors?.[0]);
  const hintId = `${id}-email-hint`;
  return (
    <fetcher.Form method="post" action={`/blog/${blogId}`} {...formProps} onSubmit={onSubmit}>
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
      {/* Bots fill in every field; people never see this one. */}
      <div aria-hidden="true" className="hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="mt-2 w-full rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {t('blog.submitComment')}
      </button>
    </fetcher.Form>
  );
}
