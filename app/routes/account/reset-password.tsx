import { getFormProps, useForm } from '@conform-to/react';
import { data, Form, Link, useNavigation } from 'react-router';

import { AccountPanel } from '~/components/account/account-panel';
import { FormAlert, submitClassName } from '~/components/account/form-alert';
import { accountErrorText } from '~/components/account/form-error';
import { PasswordField } from '~/components/account/password-field';
import { Honeypot } from '~/components/forms/honeypot';
import { LinkOutcome } from '~/components/newsletter-link-outcome';
import { useI18n } from '~/i18n/context';
import { readForm, type RefusedForm } from '~/http/read-form.server';
import { PASSWORD_FIELDS } from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { resetPasswordSchema } from '~/lib/forms/account-settings';
import { resetPasswordRules } from '~/lib/forms/account-rules';
import { checkForm } from '~/lib/forms/client-check';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { completeSignIn } from '~/models/auth.server';
import { checkResetLink, resetPassword, type ResetLink } from '~/models/password-reset.server';

import type { Route } from './+types/reset-password';

/**
 * The reset link's page (docs/product.md#accounts): a working link shows the new password's
 * form; saving it ends every session of the account and signs this browser in. A forged,
 * altered, expired or used link gets a clear page, status 400, and changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token');
  const link = await checkResetLink(context.db, context.mail.secret, token);
  return data(
    { link, token: link.state === 'ready' ? token : null },
    {
      status: link.state === 'ready' ? 200 : 400,
      headers: { 'Cache-Control': 'private, no-store' },
    },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = [...PASSWORD_FIELDS, 'token'];
  const read = await readForm(
    { request, context },
    { schema: resetPasswordSchema, form: 'reset-password', hideFields, limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const { token, password } = read.value;
  const outcome = await resetPassword(context.db, context.mail.secret, token, password);
  if (outcome.state !== 'done') {
    return data({ link: { state: outcome.state } satisfies ResetLink }, { status: 400 });
  }
  return completeSignIn(request, context, outcome.userId, {
    back: { redirectTo: '/account/settings?done=password' },
  });
}

export const headers = keepRetryAfter;

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const posted = actionData as RefusedForm | { link: ResetLink } | undefined;
  const link = posted && 'link' in posted ? posted.link : loaderData.link;
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult:
      navigation.state === 'idle' && posted && 'result' in posted ? posted.result : undefined,
    onValidate: ({ formData }) => checkForm(formData, resetPasswordRules),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  if (link.state !== 'ready') {
    const expired = link.state === 'expired';
    const title = expired ? t('accounts.link.expiredTitle') : t('accounts.link.invalidTitle');
    return (
      <AccountPanel title={t('accounts.reset.title')}>
        <LinkOutcome
          ok={false}
          title={title}
          text={expired ? t('accounts.link.expiredText') : t('accounts.link.invalidText')}
        >
          <Link
            to="/forgot-password"
            prefetch="intent"
            className="mt-4 inline-block font-semibold text-brand-700 underline"
          >
            {t('accounts.reset.again')}
          </Link>
        </LinkOutcome>
      </AccountPanel>
    );
  }
  return (
    <AccountPanel title={t('accounts.reset.title')}>
      <p className="mb-5 wrap-anywhere text-slate-700">
        {t('accounts.reset.intro', { email: link.email })}
      </p>
      <Form method="post" {...getFormProps(form)}>
        <FormAlert
          id={form.errorId}
          text={accountErrorText(t, 'field.password', form.errors?.[0])}
        />
        <input type="hidden" name="token" value={loaderData.token ?? ''} />
        <PasswordField
          label={t('accounts.settings.newPassword')}
          meta={fields.password}
          error={accountErrorText(t, 'accounts.settings.newPassword', fields.password.errors?.[0])}
          autoComplete="new-password"
        />
        <PasswordField
          label={t('accounts.settings.confirmNewPassword')}
          meta={fields.confirmPassword}
          error={accountErrorText(
            t,
            'accounts.settings.confirmNewPassword',
            fields.confirmPassword.errors?.[0],
          )}
          autoComplete="new-password"
        />
        <Honeypot />
        <button type="submit" disabled={navigation.state !== 'idle'} className={submitClassName}>
          {t('accounts.reset.submit')}
        </button>
      </Form>
    </AccountPanel>
  );
}
