import { data } from 'react-router';

import { AuthCard } from '~/components/account/auth-card';
import { SignInForm } from '~/components/account/sign-in-form';
import { completeSignIn } from '~/lib/auth.server';
import {
  PASSWORD_FIELDS,
  RATE_LIMITED,
  signInSchema,
  WRONG_CREDENTIALS,
} from '~/lib/forms/account';
import { parseWithZod } from '~/lib/forms/parse';
import { takeRateLimit, tooManyRequests } from '~/lib/rate-limit.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { verifyLogin } from '~/models/users.server';

import type { Route } from './+types/sign-in';

/** Signs the visitor in and sends them back where they came from (`?redirectTo=`, this site only). */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData().catch(() => new FormData());
  const submission = parseWithZod(formData, { schema: signInSchema });
  const hideFields = PASSWORD_FIELDS;
  const retryAfter = takeRateLimit(context.clientIp, 'sign-in');
  if (retryAfter) {
    return tooManyRequests(retryAfter, {
      result: submission.reply({ formErrors: [RATE_LIMITED], hideFields }),
    });
  }
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields }) }, { status: 400 });
  }
  const { email, password } = submission.value;
  const user = await verifyLogin(context.db, email, password);
  if (!user) {
    // One answer for an unknown address and a wrong password alike.
    return data(
      { result: submission.reply({ formErrors: [WRONG_CREDENTIALS], hideFields }) },
      { status: 400 },
    );
  }
  return completeSignIn(request, context.db, user.id);
}

export const headers = keepRetryAfter;

export default function SignInPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard screen="/sign-in">
      <SignInForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
