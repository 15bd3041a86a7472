import { AuthCard } from '~/components/account/auth-card';
import { SignInForm } from '~/components/account/sign-in-form';
import { completeSignIn } from '~/models/auth.server';
import { signInSchema } from '~/lib/forms/account';
import { ACCOUNT_LOCKED, PASSWORD_FIELDS, WRONG_CREDENTIALS } from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { readForm } from '~/http/read-form.server';
import { socialScreen } from '~/lib/social';
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
    // One answer for an unknown address and a wrong password alike. The form was valid: this is
    // its answer, not bad input, so 200 (a 400 logs a failed request in the browser's console;
    // docs/product.md#bad-input).
    return {
      result: read.submission.reply({ formErrors: [WRONG_CREDENTIALS], hideFields }),
      ok: false,
    };
  }
  if (user.locked) {
    // Said only to someone who knows the password (docs/product.md#the-owners-desk); 200 like
    // a wrong password, the valid form's answer.
    return {
      result: read.submission.reply({ formErrors: [ACCOUNT_LOCKED], hideFields }),
      ok: false,
    };
  }
  return completeSignIn(request, context, user.id);
}

export const headers = keepRetryAfter;

/** The configured providers' buttons, and a social sign-in's message (ADR 0045). */
export function loader({ request, context }: Route.LoaderArgs) {
  return socialScreen(context.settings.social, new URL(request.url).searchParams);
}

export default function SignInPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard screen="/sign-in" social={loaderData}>
      <SignInForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
