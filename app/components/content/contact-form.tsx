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
import { CONTACT_MESSAGE_MAX, contactSchema } from '~/lib/forms/contact';
import { fieldErrorText } from '~/lib/forms/field-error';
import { parseWithZod } from '~/lib/forms/parse';

import { FormField } from './form-field';

const CONFORM_INTENT = '__intent__';

/** What the contact page's action answers (or its client action, when the network fails). */
export type ContactResult = {
  result?: SubmissionResult<string[]>;
  ok: boolean;
  limited?: boolean;
  failed?: boolean;
};

/**
 * The contact form. With JavaScript it posts in place and answers with a notice; without, the
 * page's own action renders the page again with the outcome and what was typed.
 */
export function ContactForm({ lastResult }: { lastResult?: ContactResult }) {
  const { t, format } = useI18n();
  const notify = useNotify();
  const fetcher = useFetcher<ContactResult>();
  const answer = fetcher.data ?? lastResult;
  const [form, fields] = useForm({
    id: 'contact-form',
    lastResult: fetcher.state === 'idle' ? answer?.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
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
    if (data.ok)
      notify({
        kind: 'success',
        title: t('notice.sendMessageSuccess'),
        body: t('content.contact.sentText'),
      });
    else if (data.limited) notify({ kind: 'error', title: t('notice.tooManyRequests') });
    else if (data.failed) notify({ kind: 'error', title: t('notice.failed') });
    else invalidNotice();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce each answer once
  }, [fetcher.data]);

  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Conform validates a field on blur by submitting with an intent button; only the visitor's
    // own submit raises a notice.
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const byVisitor = submitter?.getAttribute('name') !== CONFORM_INTENT;
    if (
      byVisitor &&
      parseWithZod(new FormData(event.currentTarget), { schema: contactSchema }).status !==
        'success'
    )
      invalidNotice();
    formProps.onSubmit(event);
  }

  const error = (name: 'name' | 'email' | 'phone' | 'subject' | 'message') =>
    fieldErrorText(
      t,
      name === 'phone'
        ? 'content.field.phone'
        : name === 'subject'
          ? 'content.field.subject'
          : `field.${name}`,
      fields[name].errors?.[0],
    );
  return (
    <fetcher.Form method="post" action="/contact-us" {...formProps} onSubmit={onSubmit}>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <FormField label={t('field.name')} meta={fields.name} error={error('name')}>
          <input
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            autoComplete="name"
          />
        </FormField>
        <FormField label={t('field.email')} meta={fields.email} error={error('email')}>
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            key={fields.email.key}
            autoComplete="email"
          />
        </FormField>
        <FormField
          label={t('content.field.phone')}
          optionalText={t('content.contact.optional')}
          meta={fields.phone}
          error={error('phone')}
          hint={t('content.contact.phoneHint')}
        >
          <input
            {...getInputProps(fields.phone, {
              type: 'tel',
              ariaDescribedBy: fields.phone.descriptionId,
            })}
            key={fields.phone.key}
            autoComplete="tel"
          />
        </FormField>
        <FormField
          label={t('content.field.subject')}
          meta={fields.subject}
          error={error('subject')}
        >
          <input {...getInputProps(fields.subject, { type: 'text' })} key={fields.subject.key} />
        </FormField>
      </div>
      <FormField
        label={t('field.message')}
        meta={fields.message}
        error={error('message')}
        hint={t('content.contact.messageHint', { max: format.number(CONTACT_MESSAGE_MAX) })}
      >
        <textarea
          {...getTextareaProps(fields.message, { ariaDescribedBy: fields.message.descriptionId })}
          key={fields.message.key}
          rows={6}
        />
      </FormField>
      {/* Bots fill in every field; people never see this one. */}
      <div aria-hidden="true" className="hidden">
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={fetcher.state !== 'idle'}
        className="mt-2 w-full rounded-xl bg-brand-600 px-6 py-3 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:opacity-70 sm:w-auto"
      >
        {t('content.contact.send')}
      </button>
    </fetcher.Form>
  );
}
