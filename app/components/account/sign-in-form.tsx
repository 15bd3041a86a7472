import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react';
import type { FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';

import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { signInRules } from '~/lib/forms/account-rules';
import { checkForm } from '~/lib/forms/client-check';
import { forgetPropertyPages } from '~/lib/property-page-cache';

import { Honeypot } from '~/components/forms/honeypot';

import { FormAlert, submitClassName } from './form-alert';
import { accountErrorText } from './form-error';
import { PasswordField } from './password-field';

/** Email and password; a wrong pair gets one message that does not say which part was wrong. */
export function SignInForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formAction !== undefined;
  const [form, fields] = useForm({
    id: 'sign-in',
    lastResult: navigation.state === 'idle' ? lastResult : undefined,
    onValidate: ({ formData }) => checkForm(formData, signInRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const formProps = getFormProps(form);
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Signing in changes the hearts on result pages this browser remembers.
    forgetPropertyPages();
    formProps.onSubmit(event);
  }
  return (
    <Form method="post" {...formProps} onSubmit={onSubmit}>
      <FormAlert id={form.errorId} text={accountErrorText(t, 'field.email', form.errors?.[0])} />
      <TextField
        label={t('field.email')}
        meta={fields.email}
        error={accountErrorText(t, 'field.email', fields.email.errors?.[0])}
      >
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="email"
        />
      </TextField>
      <PasswordField
        label={t('field.password')}
        meta={fields.password}
        error={accountErrorText(t, 'field.password', fields.password.errors?.[0])}
        autoComplete="current-password"
      />
      <p className="mb-2 text-end text-sm">
        <Link
          to="/forgot-password"
          prefetch="intent"
          className="font-medium text-brand-700 underline"
        >
          {t('accounts.forgot.link')}
        </Link>
      </p>
      <Honeypot />
      <button type="submit" disabled={busy} className={submitClassName}>
        {t('account.signInSubmit')}
      </button>
    </Form>
  );
}
