import { data } from 'react-router';

import { AuthCard } from '~/components/account/auth-card';
import { SignInForm } from '~/components/account/sign-in-form';
import { completeSignIn } from '~/models/auth.server';
import {
  ACCOUNT_LOCKED,
  PASSWORD_FIELDS,
  RATE_LIMITED,
  signInSchema,
  WRONG_CREDENTIALS,
} from '~/lib/forms/account';
import { readForm } from '~/lib/forms/read-form.server';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { verifyLogin } from '~/models/users.server';

import type { Route } from './+types/sign-in';

/** Signs the visitor in and sends them back where they came from (`?redirectTo=`, this site only). */
export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = PASSWORD_FIELDS;
  const read = await readForm(
    { request, context },
    { schema: signInSchema, form: 'sign-in', hideFields, limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const { email, password } = read.value;
  const user = await verifyLogin(context.db, email, password);
  if (!user) {
    // One answer for an unknown address and a wrong password alike.
    return data(
      { result: read.submission.reply({ formErrors: [WRONG_CREDENTIALS], hideFields }), ok: false },
      { status: 400 },
    );
  }
  if (user.locked) {
    // Said only to someone who knows the password (docs/product.md#the-owners-desk).
    return data(
      { result: read.submission.reply({ formErrors: [ACCOUNT_LOCKED], hideFields }), ok: false },
      { status: 403 },
    );
  }
  return completeSignIn(request, context, user.id);
}

export const headers = keepRetryAfter;

export default function SignInPage({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard screen="/sign-in">
      <SignInForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
