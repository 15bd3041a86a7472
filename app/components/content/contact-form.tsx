import { getInputProps, getTextareaProps } from '@conform-to/react';

import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import { postNotice, type PostResult } from '~/components/forms/post-notice';
import type { Notice } from '~/components/notices';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import { CONTACT_MESSAGE_MAX, contactSchema } from '~/lib/forms/contact';
import { fieldErrorText } from '~/lib/forms/field-error';
import { parseWithZod } from '~/lib/forms/parse';

import { FormField } from './form-field';

/** What the contact page's action answers (or its client action, when the network fails). */
export type ContactResult = PostResult;

/** The notice for an answer, with JavaScript or without. */
export function contactNotice(t: Translate, answer: ContactResult): Notice {
  return postNotice(t, answer, {
    kind: 'success',
    title: t('notice.messageSent'),
    body: t('content.contact.sentText'),
  });
}

/**
 * The contact form. With JavaScript it posts in place and answers with a notice; without, the
 * page's own action renders the page again with the outcome and what was typed.
 */
export function ContactForm({ lastResult }: { lastResult?: ContactResult }) {
  const { t, format } = useI18n();
  const { fetcher, fields, formProps } = usePostForm({
    id: 'contact-form',
    lastResult,
    validate: (formData) => parseWithZod(formData, { schema: contactSchema }),
    notice: (answer) => contactNotice(t, answer),
  });

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
    <fetcher.Form method="post" action="/contact-us" {...formProps}>
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
      <Honeypot />
      <SubmitButton pending={fetcher.state !== 'idle'}>{t('content.contact.send')}</SubmitButton>
    </fetcher.Form>
  );
}
