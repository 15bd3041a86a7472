import { data } from 'react-router';

import { AuthCard } from '~/components/account/auth-card';
import { RegisterForm } from '~/components/account/register-form';
import { completeSignIn } from '~/lib/auth.server';
import { EMAIL_TAKEN, PASSWORD_FIELDS, RATE_LIMITED, registerSchema } from '~/lib/forms/account';
import { parseWithZod } from '~/lib/forms/parse';
import { takeRateLimit, tooManyRequests } from '~/lib/rate-limit.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { createUser } from '~/models/users.server';

import type { Route } from './+types/register';

/** Creates the account, signs the visitor in and sends them back where they came from. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: registerSchema });
  const hideFields = PASSWORD_FIELDS;
  const retryAfter = takeRateLimit(context.clientIp, 'register');
  if (retryAfter) {
    return tooManyRequests(retryAfter, {
      result: submission.reply({ formErrors: [RATE_LIMITED], hideFields }),
    });
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { name, email, password } = submission.value;
  const created = await createUser(context.db, { name, email, password });
  if (!created.ok) {
    return data(
      { result: submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields }) },
      { status: 400 },
    );
  }
  return completeSignIn(request, context.db, created.user.id);
}

export const headers = keepRetryAfter;

export default function RegisterPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard screen="/register">
      <RegisterForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
