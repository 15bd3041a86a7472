import type { SubmissionResult } from '@conform-to/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useFetcher } from 'react-router';

import { Honeypot } from '~/components/forms/honeypot';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import { checkEmail } from '~/lib/forms/email-check';
import { fieldErrorText } from '~/lib/forms/field-error';

import { useNotify } from './notices';

export type NewsletterResult = {
  result: SubmissionResult<string[]>;
  ok: boolean;
  /** `true`: this client's posts; `'address'`: the emails this address may be sent. */
  limited?: boolean | 'address';
};

/** The sign-up's outcome, as its notice and the no-JavaScript page say it. */
export function outcomeTitle(t: Translate, answer: NewsletterResult) {
  if (answer.ok) return t('mail.checkInbox');
  if (answer.limited === 'address') return t('mail.tooManyForAddress');
  if (answer.limited) return t('notice.tooManyRequests');
  return t('notice.formInvalidTitle');
}

export function outcomeText(t: Translate, answer: NewsletterResult) {
  if (answer.ok) return t('mail.checkInboxText');
  if (answer.limited) return undefined;
  return t('notice.formInvalidBody');
}

/**
 * The newsletter form of the footer and the blog sidebar (docs/product.md#newsletter). With
 * JavaScript it posts in place and answers with a notice; without, it posts to /newsletter, which
 * shows the outcome. It is on every page, so it checks the field with a few lines of its own
 * (`checkEmail`) rather than Conform and Zod, which load only on the pages with bigger forms; the
 * server is the authority either way.
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
  const serverError = answer && !answer.ok ? answer.result.error?.email?.[0] : undefined;
  // What was typed when the server last answered (the no-JavaScript page shows it again).
  const typed = answer && !answer.ok ? answer.result.initialValue?.email : undefined;
  // null: the field has not been left or sent yet, so it shows no message while it is typed in.
  const [clientError, setClientError] = useState<string | undefined | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const announced = useRef<unknown>(null);
  useEffect(() => {
    if (!fetcher.data || announced.current === fetcher.data) return;
    announced.current = fetcher.data;
    const answer = fetcher.data;
    if (answer.ok && inputRef.current) inputRef.current.value = '';
    notify({
      kind: answer.ok ? 'success' : 'error',
      title: outcomeTitle(t, answer),
      body: outcomeText(t, answer),
      source: id,
    });
  }, [fetcher.data, notify, t, id]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const code = checkEmail(inputRef.current?.value);
    setClientError(code);
    if (!code) return;
    event.preventDefault();
    inputRef.current?.focus();
    notify({
      kind: 'error',
      title: t('notice.formInvalidTitle'),
      body: t('notice.formInvalidBody'),
      source: id,
    });
  }

  const code = clientError === null ? serverError : clientError;
  const error = fieldErrorText(t, 'field.email', code);
  const inputId = `${id}-email`;
  const errorId = `${id}-email-error`;
  const dark = tone === 'dark';
  return (
    <fetcher.Form id={id} method="post" action="/newsletter" noValidate onSubmit={onSubmit}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          {t('field.email')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          name="email"
          type="email"
          defaultValue={typeof typed === 'string' ? typed : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onBlur={(event) => setClientError(checkEmail(event.currentTarget.value))}
          onInput={(event) => {
            const value = event.currentTarget.value;
            if (clientError !== null || serverError) setClientError(checkEmail(value));
          }}
          autoComplete="email"
          placeholder={t('newsletter.emailPlaceholder')}
          className={`min-w-0 flex-1 rounded-lg border px-3.5 py-2.5 text-sm ${
            dark
              ? 'border-slate-600 bg-slate-800 text-white placeholder:text-slate-400'
              : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500'
          } ${error ? 'border-red-400' : ''}`}
        />
        <Honeypot />
        <button
          type="submit"
          disabled={fetcher.state !== 'idle'}
          className="rounded-lg bg-brand-500 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-600 disabled:opacity-70"
        >
          {t('newsletter.subscribe')}
        </button>
      </div>
      <p id={errorId} className={`mt-2 min-h-5 text-sm ${dark ? 'text-red-300' : 'text-red-700'}`}>
        {error}
      </p>
    </fetcher.Form>
  );
}
