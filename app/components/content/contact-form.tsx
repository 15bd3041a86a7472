import { getInputProps } from '@conform-to/react';

import { Honeypot } from '~/components/forms/honeypot';
import { SubmitButton, usePostForm } from '~/components/forms/post-form';
import { MessageField, NameEmailFields, PhoneField } from '~/components/forms/sender-fields';
import { postNotice, type PostResult } from '~/components/forms/post-notice';
import type { Notice } from '~/components/notices';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import { fieldErrorText } from '~/lib/forms/field-error';
import { checkForm } from '~/lib/forms/client-check';
import { contactRules } from '~/lib/forms/contact-rules';

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
  const { t } = useI18n();
  const { fetcher, fields, formProps } = usePostForm({
    id: 'contact-form',
    lastResult,
    validate: (formData) => checkForm(formData, contactRules),
    notice: (answer) => contactNotice(t, answer),
  });

  return (
    <fetcher.Form method="post" action="/contact-us" {...formProps}>
      <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
        <NameEmailFields fields={fields} />
        <PhoneField fields={fields} hint={t('content.contact.phoneHint')} />
        <FormField
          label={t('content.field.subject')}
          meta={fields.subject}
          error={fieldErrorText(t, 'content.field.subject', fields.subject.errors?.[0])}
        >
          <input {...getInputProps(fields.subject, { type: 'text' })} key={fields.subject.key} />
        </FormField>
      </div>
      <MessageField fields={fields} rows={6} />
      <Honeypot />
      <SubmitButton pending={fetcher.state !== 'idle'}>{t('content.contact.send')}</SubmitButton>
    </fetcher.Form>
  );
}
