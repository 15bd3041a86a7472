import { getInputProps, getTextareaProps, type FieldMetadata } from '@conform-to/react';

import { FormField } from '~/components/content/form-field';
import { useI18n } from '~/i18n/context';
import type { Translate } from '~/i18n/i18n';
import type { MessageKey } from '~/i18n/en';
import { fieldErrorText } from '~/lib/forms/field-error';
import { SENDER_MESSAGE_MAX } from '~/lib/forms/sender-check';

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;
/** The shared fields' metadata, as the contact and inquiry forms' Conform forms give them. */
export type SenderFieldset = Record<'name' | 'email' | 'phone' | 'message', Field>;

/** A field's error line, worded with its label. */
function fieldError(t: Translate, label: MessageKey, field: Pick<Field, 'errors'>) {
  return fieldErrorText(t, label, field.errors?.[0]);
}

/**
 * Who writes (lib/forms/sender.ts): name and email, side by side where the parent's grid puts
 * them, for the contact form and the inquiry form alike.
 */
export function NameEmailFields({ fields }: { fields: SenderFieldset }) {
  const { t } = useI18n();
  return (
    <>
      <FormField
        label={t('field.name')}
        meta={fields.name}
        error={fieldError(t, 'field.name', fields.name)}
      >
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          autoComplete="name"
        />
      </FormField>
      <FormField
        label={t('field.email')}
        meta={fields.email}
        error={fieldError(t, 'field.email', fields.email)}
      >
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="email"
        />
      </FormField>
    </>
  );
}

/** The optional phone number, with the form's own hint on why it is asked. */
export function PhoneField({ fields, hint }: { fields: SenderFieldset; hint: string }) {
  const { t } = useI18n();
  return (
    <FormField
      label={t('content.field.phone')}
      optionalText={t('content.contact.optional')}
      meta={fields.phone}
      error={fieldError(t, 'content.field.phone', fields.phone)}
      hint={hint}
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
  );
}

/** The message, with its length limit as a hint. */
export function MessageField({ fields, rows }: { fields: SenderFieldset; rows: number }) {
  const { t, format } = useI18n();
  return (
    <FormField
      label={t('field.message')}
      meta={fields.message}
      error={fieldError(t, 'field.message', fields.message)}
      hint={t('content.contact.messageHint', { max: format.number(SENDER_MESSAGE_MAX) })}
    >
      <textarea
        {...getTextareaProps(fields.message, { ariaDescribedBy: fields.message.descriptionId })}
        key={fields.message.key}
        rows={rows}
      />
    </FormField>
  );
}
