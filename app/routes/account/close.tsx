import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';

import { AccountPanel } from '~/components/account/account-panel';
import { FormAlert } from '~/components/account/form-alert';
import { accountErrorText } from '~/components/account/form-error';
import { PasswordField } from '~/components/account/password-field';
import { Honeypot } from '~/components/forms/honeypot';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { notFound } from '~/http/not-found.server';
import { readForm, type RefusedForm } from '~/http/read-form.server';
import { WRONG_CONFIRMATION, WRONG_PASSWORD } from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { closeAccountSchema } from '~/lib/forms/account-settings';
import { closeAccountRules } from '~/lib/forms/account-rules';
import { checkForm } from '~/lib/forms/client-check';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { closeAccount } from '~/models/account-data.server';
import { accountSettings } from '~/models/account-settings.server';
import { endSession, getUser } from '~/models/auth.server';

import type { Route } from './+types/close';

/**
 * Closing the account (docs/product.md#accounts): the page says what goes and what stays, and
 * asks again (the password, or the address typed out). Only for the signed-in account.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/close' })}`);
  const settings = await accountSettings(context.db, user.id);
  if (!settings) throw notFound(request);
  return { email: settings.email, hasPassword: settings.hasPassword };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw notFound(request);
  const hideFields = ['currentPassword'];
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: closeAccountSchema, form: 'close-account', hideFields, limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const outcome = await closeAccount(context.db, user.id, read.value);
  if (outcome === 'closed') {
    return data({ closed: true as const }, { headers: await endSession(request, context) });
  }
  const [field, code] =
    outcome === 'wrong-password'
      ? ['currentPassword', WRONG_PASSWORD]
      : outcome === 'wrong-confirmation'
        ? ['confirmEmail', WRONG_CONFIRMATION]
        : ['', 'lastAdmin'];
  return {
    ok: false as const,
    result: field
      ? read.submission.reply({ fieldErrors: { [field]: [code] }, hideFields })
      : read.submission.reply({ formErrors: [code], hideFields }),
  };
}

export const headers = keepRetryAfter;

export default function CloseAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const answer = actionData as RefusedForm | { closed: true } | undefined;
  const [form, fields] = useForm({
    id: 'close-account',
    lastResult:
      navigation.state === 'idle' && answer && 'result' in answer ? answer.result : undefined,
    onValidate: ({ formData }) => checkForm(formData, closeAccountRules),
    shouldValidate: 'onBlur',
  });
  if (answer && 'closed' in answer) {
    return (
      <AccountPanel title={t('accounts.close.doneTitle')}>
        <p role="status" className="text-slate-700">
          {t('accounts.close.doneText')}
        </p>
      </AccountPanel>
    );
  }
  const formError = form.errors?.[0];
  const emailLabel = t('accounts.close.typeEmail', { email: loaderData.email });
  return (
    <AccountPanel title={t('accounts.close.title')}>
      <p className="mb-5 text-slate-700">{t('accounts.close.intro')}</p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert
          id={form.errorId}
          text={
            formError === 'lastAdmin'
              ? t('accounts.close.lastAdmin')
              : accountErrorText(t, 'field.password', formError)
          }
        />
        {loaderData.hasPassword ? (
          <PasswordField
            label={t('accounts.close.password')}
            meta={fields.currentPassword}
            error={accountErrorText(t, 'field.password', fields.currentPassword.errors?.[0])}
            autoComplete="current-password"
          />
        ) : (
          <TextField
            label={emailLabel}
            meta={fields.confirmEmail}
            error={accountErrorText(t, 'field.email', fields.confirmEmail.errors?.[0])}
          >
            <input
              {...getInputProps(fields.confirmEmail, { type: 'email' })}
              key={fields.confirmEmail.key}
              autoComplete="off"
            />
          </TextField>
        )}
        <Honeypot />
        <div className="mt-2 flex flex-wrap items-center gap-4">
          <button
            type="submit"
            disabled={navigation.state !== 'idle'}
            className="rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-70"
          >
            {t('accounts.close.submit')}
          </button>
          <Link
            to="/account/settings"
            prefetch="intent"
            className="text-sm font-semibold text-brand-700 underline"
          >
            {t('accounts.close.cancel')}
          </Link>
        </div>
      </Form>
    </AccountPanel>
  );
}
