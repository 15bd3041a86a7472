import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { data, Form, useNavigation } from 'react-router';

import { AccountPanel } from '~/components/account/account-panel';
import { FormAlert, submitClassName } from '~/components/account/form-alert';
import { accountErrorText } from '~/components/account/form-error';
import { Honeypot } from '~/components/forms/honeypot';
import { TextField } from '~/components/property/text-field';
import { useI18n } from '~/i18n/context';
import { readForm, type RefusedForm } from '~/http/read-form.server';
import { requestLanguage } from '~/http/language-cookie.server';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { forgotPasswordSchema } from '~/lib/forms/account-settings';
import { forgotPasswordRules } from '~/lib/forms/account-rules';
import { checkForm } from '~/lib/forms/client-check';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requestPasswordReset } from '~/models/password-reset.server';

import type { Route } from './+types/forgot-password';

/**
 * Forgot password (docs/product.md#accounts): the reset link goes by email, through the queue.
 * Every address gets the same answer, known or not, and each address a few emails an hour at most,
 * whoever asks (the limit is the same for addresses with and without an account).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(
    { request, context },
    { schema: forgotPasswordSchema, form: 'forgot-password', limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const { email } = read.value;
  const retryAfter = await context.mail.perAddress.take(email, 'account-email');
  if (retryAfter > 0) {
    return data(
      { result: read.submission.reply({ formErrors: [RATE_LIMITED] }), ok: false, limited: true },
      { status: 429, headers: { 'Retry-After': String(retryAfter) } },
    );
  }
  await requestPasswordReset(context.db, context.jobs, email, {
    origin: new URL(request.url).origin,
    language: await requestLanguage(request),
  });
  return { ok: true as const, email };
}

export const headers = keepRetryAfter;

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const answer = actionData as RefusedForm | { ok: true; email: string } | undefined;
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult: navigation.state === 'idle' && answer && !answer.ok ? answer.result : undefined,
    onValidate: ({ formData }) => checkForm(formData, forgotPasswordRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title = t('accounts.forgot.title');
  if (answer?.ok) {
    return (
      <AccountPanel title={title}>
        <div role="status">
          <h2 className="text-xl font-semibold text-slate-900">{t('accounts.forgot.sentTitle')}</h2>
          <p className="mt-2 wrap-anywhere text-slate-700">
            {t('accounts.forgot.sentText', { email: answer.email })}
          </p>
        </div>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={title}>
      <p className="mb-5 text-slate-700">{t('accounts.forgot.intro')}</p>
      <Form method="post" {...getFormProps(form)}>
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
        <Honeypot />
        <button type="submit" disabled={navigation.state !== 'idle'} className={submitClassName}>
          {t('accounts.forgot.submit')}
        </button>
      </Form>
    </AccountPanel>
  );
}
