import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { FormEvent } from 'react';
import { Form, useNavigation } from 'react-router';

import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { registerRules } from '~/lib/forms/account-rules';
import { checkForm } from '~/lib/forms/client-check';
import { forgetPropertyPages } from '~/lib/property-page-cache';

import { Honeypot } from '~/components/forms/honeypot';

import { FormAlert, submitClassName } from './form-alert';
import { accountErrorText } from './form-error';
import { PasswordField } from './password-field';

/** Name, email, password and its confirmation, with their messages (docs/product.md#messages). */
export function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction !== undefined;
  const [form, fields] = useForm({
    id: 'register',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    onValidate: ({ formData }) => checkForm(formData, registerRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    forgetPropertyPages();
    formProps.onSubmit(event);
  }
  const error = (name: 'name' | 'email' | 'password' | 'confirmPassword') =>
    accountErrorText(t, `field.${name}`, fields[name].errors?.[0]);
  return (
    <Form method="post" {...formProps} onSubmit={onSubmit}>
      <FormAlert id={form.errorId} text={accountErrorText(t, 'field.email', form.errors?.[0])} />
      <TextField label={t('field.name')} meta={fields.name} error={error('name')}>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          autoComplete="name"
        />
      </TextField>
      <TextField label={t('field.email')} meta={fields.email} error={error('email')}>
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="email"
        />
      </TextField>
      <PasswordField
        label={t('field.password')}
        meta={fields.password}
        error={error('password')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('field.confirmPassword')}
        meta={fields.confirmPassword}
        error={error('confirmPassword')}
        autoComplete="new-password"
      />
      <Honeypot />
      <button type="submit" disabled={busy} className={submitClassName}>
        {t('account.registerSubmit')}
      </button>
    </Form>
  );
}
