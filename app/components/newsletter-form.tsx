import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '~/lib/forms/parse';
import { useEffect, useRef, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { useI18n } from '~/i18n/context';
import { fieldErrorText } from '~/lib/forms/field-error';
import { newsletterSchema } from '~/lib/forms/newsletter';

import { useNotify } from './notices';

export type NewsletterResult = {
  result: SubmissionResult<string[]>;
  ok: boolean;
  limited?: boolean;
};

/**
 * The newsletter form of the footer and the blog sidebar (spec section 5). With JavaScript it posts
 * in place and answers with a notice; without, it posts to /newsletter, which shows the outcome.
 */
export function NewsletterForm({
  id,
  tone = 'dark',
  lastResult,
}: {
  id: string;
  tone?: 'dark' | 'light';
  lastResult?: NewsletterResult;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const fetcher = useFetcher<NewsletterResult>({ key: id });
  const answer = fetcher.data ?? lastResult;
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });

  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || announced.current === fetcher.data) return;
    announced.current = fetcher.data;
    if (fetcher.data.ok) notify({ kind: 'success', title: t('notice.sendMessageSuccess') });
    else if (fetcher.data.limited) notify({ kind: 'error', title: t('notice.tooManyRequests') });
    else
      notify({
        kind: 'error',
        title: t('notice.formInvalidTitle'),
        body: t('notice.formInvalidBody'),
      });
  }, [fetcher.data, notify, t]);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform validates a field on blur by submitting with its intent button; only a visitor's
    // own submit of an invalid form earns the 'Form is invalid' notice.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byVisitor = submitter?.getAttribute('name') !== '__intent__';
    const values = Object.fromEntries(new FormData(event.currentTarget));
    if (byVisitor && !newsletterSchema.safeParse(values).success) {
      notify({
        kind: 'error',
        title: t('notice.formInvalidTitle'),
        body: t('notice.formInvalidBody'),
      });
    }
    formProps.onSubmit(event);
  }

  const error = fieldErrorText(t, 'field.email', fields.email.errors?.[0]);
  const dark = tone === 'dark';
  return (
    <fetcher.Form method="post" action="/newsletter" {...formProps} onSubmit={onSubmit}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={fields.email.id} className="sr-only">
          {t('field.email')}
        </label>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          className={`min-w-0 flex-1 rounded-lg border px-3.5 py-2.5 text-sm ${
            dark
              ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400'
              : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500'
          } ${error ? 'border-red-400' : ''}`}
        />
        {/* Bots fill in every field; people never see this one. */}
        <div aria-hidden="true" className="hidden">
          <input type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-lg bg-brand-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-70"
        >
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p
        id={fields.email.errorId}
        className={`mt-2 min-h-5 text-sm ${dark ? 'text-red-300' : 'text-red-700'}`}
      >
        {error}
      </p>
    </fetcher.Form>
  );
}
