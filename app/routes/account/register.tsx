import { AuthCard } from '~/components/account/auth-card';
import { RegisterForm } from '~/components/account/register-form';
import { completeSignIn } from '~/models/auth.server';
import { registerSchema } from '~/lib/forms/account';
import { EMAIL_TAKEN, PASSWORD_FIELDS } from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { readForm } from '~/http/read-form.server';
import { socialScreen } from '~/lib/social';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { requestLanguage } from '~/http/language-cookie.server';
import { resendConfirmation } from '~/models/email-confirmation.server';
import { createUser } from '~/models/users.server';

import type { Route } from './+types/register';

/**
 * Creates the account, signs the visitor in and sends them back where they came from; the email
 * that confirms the address goes through the job queue (docs/product.md#accounts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = PASSWORD_FIELDS;
  const read = await readForm(
    { request, context },
    { schema: registerSchema, form: 'register', hideFields, limitedError: RATE_LIMITED },
  );
  if (!read.ok) return read.answer;
  const { name, email, password } = read.value;
  const language = await requestLanguage(request);
  const created = await createUser(context.db, { name, email, password, language });
  if (!created.ok) {
    // A valid form the server alone can refuse: its answer, 200, as a wrong password's.
    return {
      result: read.submission.reply({ fieldErrors: { email: [EMAIL_TAKEN] }, hideFields }),
      ok: false,
    };
  }
  await resendConfirmation(context.db, context.jobs, created.user.id, {
    origin: new URL(request.url).origin,
    language,
  });
  return completeSignIn(request, context, created.user.id);
}

export const headers = keepRetryAfter;

/** The configured providers' buttons, and a social sign-in's message (ADR 0045). */
export function loader({ request, context }: Route.LoaderArgs) {
  return socialScreen(context.settings.social, new URL(request.url).searchParams);
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthCard screen="/register" social={loaderData}>
      <RegisterForm lastResult={actionData?.result} />
    </AuthCard>
  );
}
