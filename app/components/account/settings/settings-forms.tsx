import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { Form, useNavigation } from 'react-router';

import { accountErrorText } from '~/components/account/form-error';
import { PasswordField } from '~/components/account/password-field';
import { Honeypot } from '~/components/forms/honeypot';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/en';
import { emailChangeRules, nameRules, passwordChangeRules } from '~/lib/forms/account-rules';
import { checkForm, type FieldRule } from '~/lib/forms/client-check';

import { buttonClassName, Done, type SettingsAnswer } from './settings-parts';

/**
 * A settings form checked in the browser by its schema's rules (account-rules.ts, ADR 0126), with
 * the server's last answer.
 */
function useSettingsForm<Name extends string>(
  id: string,
  rules: Record<Name, FieldRule>,
  answer: SettingsAnswer | undefined,
) {
  const navigation = useNavigation();
  return useForm<Record<Name, string | undefined>>({
    id,
    lastResult: navigation.state === 'idle' ? answer?.result : undefined,
    onValidate: ({ formData }) => checkForm(formData, rules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
}

function Submit({ label }: { label: string }) {
  const navigation = useNavigation();
  return (
    <button
      type="submit"
      disabled={navigation.state !== 'idle'}
      className={`mt-2 ${buttonClassName}`}
    >
      {label}
    </button>
  );
}

export function NameForm({ name, answer }: { name: string; answer?: SettingsAnswer }) {
  const { t } = useI18n();
  const [form, fields] = useSettingsForm('settings-name-form', nameRules, answer);
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="name" />
      <TextField
        label={t('field.name')}
        meta={fields.name}
        error={accountErrorText(t, 'field.name', fields.name.errors?.[0])}
      >
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={`${fields.name.key}-${name}`}
          defaultValue={name}
          autoComplete="name"
        />
      </TextField>
      <Honeypot />
      <Submit label={t('accounts.settings.saveName')} />
      <Done text={answer?.ok ? t('accounts.settings.nameSaved') : null} />
    </Form>
  );
}

export function EmailForm({
  hasPassword,
  answer,
}: {
  hasPassword: boolean;
  answer?: SettingsAnswer;
}) {
  const { t } = useI18n();
  const [form, fields] = useSettingsForm('settings-email-form', emailChangeRules, answer);
  const label: MessageKey = 'accounts.settings.newEmail';
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="email" />
      <TextField
        label={t(label)}
        meta={fields.email}
        error={accountErrorText(t, label, fields.email.errors?.[0])}
      >
        <input
          {...getInputProps(fields.email, { type: 'email' })}
          key={fields.email.key}
          autoComplete="email"
        />
      </TextField>
      {hasPassword && (
        <PasswordField
          label={t('accounts.settings.currentPassword')}
          meta={fields.currentPassword}
          error={accountErrorText(
            t,
            'accounts.settings.currentPassword',
            fields.currentPassword.errors?.[0],
          )}
          autoComplete="current-password"
        />
      )}
      <Honeypot />
      <Submit label={t('accounts.settings.changeEmail')} />
      <Done
        text={answer?.ok ? t('accounts.settings.emailSent', { email: answer.email ?? '' }) : null}
      />
    </Form>
  );
}

export function PasswordForm({ answer }: { answer?: SettingsAnswer }) {
  const { t } = useI18n();
  const [form, fields] = useSettingsForm('settings-password-form', passwordChangeRules, answer);
  const error = (name: 'currentPassword' | 'password' | 'confirmPassword', label: MessageKey) =>
    accountErrorText(t, label, fields[name].errors?.[0]);
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="password" />
      <PasswordField
        label={t('accounts.settings.currentPassword')}
        meta={fields.currentPassword}
        error={error('currentPassword', 'accounts.settings.currentPassword')}
        autoComplete="current-password"
      />
      <PasswordField
        label={t('accounts.settings.newPassword')}
        meta={fields.password}
        error={error('password', 'accounts.settings.newPassword')}
        autoComplete="new-password"
      />
      <PasswordField
        label={t('accounts.settings.confirmNewPassword')}
        meta={fields.confirmPassword}
        error={error('confirmPassword', 'accounts.settings.confirmNewPassword')}
        autoComplete="new-password"
      />
      <Honeypot />
      <Submit label={t('accounts.settings.changePassword')} />
      <Done text={answer?.ok ? t('accounts.settings.passwordSaved') : null} />
    </Form>
  );
}
