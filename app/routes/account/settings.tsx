import { data, redirect } from 'react-router';

import { SettingsPage } from '~/components/account/settings/settings-page';
import type { SettingsAnswer } from '~/components/account/settings/settings-parts';
import { requestLanguage } from '~/http/language-cookie.server';
import { notFound } from '~/http/not-found.server';
import { readForm } from '~/http/read-form.server';
import {
  EMAIL_TAKEN,
  PASSWORD_FIELDS,
  SAME_EMAIL,
  WRONG_PASSWORD,
} from '~/lib/forms/account-codes';
import { RATE_LIMITED } from '~/lib/forms/messages';
import { disconnectSchema, mailSchema } from '~/lib/forms/account-buttons';
import { emailChangeSchema, nameSchema, passwordChangeSchema } from '~/lib/forms/account-settings';
import { keepRetryAfter } from '~/lib/retry-after-headers';
import { providerName } from '~/lib/social';
import * as z from 'zod/mini';
import {
  accountSettings,
  changePassword,
  disconnectProvider,
  renameAccount,
  requestEmailChange,
  setMailSettings,
} from '~/models/account-settings.server';
import { queueAccountEmail } from '~/models/account-mail.server';
import { getUser, readCookie, SESSION_COOKIE } from '~/models/auth.server';

import type { Route } from './+types/settings';

/**
 * An account's settings (docs/product.md#accounts): name, address, password, emails, sign-in
 * services, and the way to its data and to closing it. Only for the signed-in account: the
 * page sends anyone else to sign in, its posts answer them 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw redirect(`/sign-in?${new URLSearchParams({ redirectTo: '/account/settings' })}`);
  const settings = await accountSettings(context.db, user.id);
  if (!settings) throw notFound(request);
  const providers = settings.providers.map((id) => ({
    id,
    name: providerName(context.settings.social, id),
  }));
  return data({ ...settings, providers }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export function headers(args: Route.HeadersArgs) {
  const headers = new Headers(keepRetryAfter(args));
  headers.set('Cache-Control', 'private, no-store');
  return headers;
}

const SCHEMAS = {
  name: nameSchema,
  email: emailChangeSchema,
  password: passwordChangeSchema,
  mail: mailSchema,
  disconnect: disconnectSchema,
  'password-link': z.object({ intent: z.literal('password-link') }),
} as const;
type Intent = keyof typeof SCHEMAS;

function intentOf(value: FormDataEntryValue | null): Intent {
  return typeof value === 'string' && value in SCHEMAS ? (value as Intent) : 'name';
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getUser(request, context.db);
  if (!user) throw notFound(request);
  const posted = await request
    .clone()
    .formData()
    .catch(() => new FormData());
  const intent = intentOf(posted.get('intent'));
  const hideFields = [...PASSWORD_FIELDS, 'currentPassword'];
  // Counted per account: a stolen session guessing the current password is slowed as a sign-in is.
  const account = { rateLimits: context.rateLimits, clientIp: `account:${user.id}` };
  const read = await readForm(
    { request, context: account },
    { schema: SCHEMAS[intent], form: `settings-${intent}`, hideFields, limitedError: RATE_LIMITED },
  );
  if (!read.ok) return data({ ...read.answer.data, intent }, read.answer.init ?? undefined);
  const value = read.value as Record<string, unknown>;
  const done = (extra: Partial<SettingsAnswer> = {}): SettingsAnswer => ({
    intent,
    ok: true,
    result: read.submission.reply({ resetForm: true }),
    ...extra,
  });
  const refuse = (field: string, code: string): SettingsAnswer => ({
    intent,
    ok: false,
    result: read.submission.reply({ fieldErrors: { [field]: [code] }, hideFields }),
  });
  const where = { origin: new URL(request.url).origin, language: await requestLanguage(request) };
  switch (intent) {
    case 'name':
      await renameAccount(context.db, user.id, value.name as string);
      return done();
    case 'email': {
      const email = value.email as string;
      const changed = await requestEmailChange(
        context.db,
        context.jobs,
        user.id,
        { email, currentPassword: value.currentPassword as string | undefined },
        where,
      );
      if (changed === 'same') return refuse('email', SAME_EMAIL);
      if (changed === 'taken') return refuse('email', EMAIL_TAKEN);
      if (changed === 'wrong-password') return refuse('currentPassword', WRONG_PASSWORD);
      return done({ email });
    }
    case 'password': {
      const changed = await changePassword(context.db, user.id, {
        current: value.currentPassword as string,
        next: value.password as string,
        keepSession: readCookie(request, SESSION_COOKIE),
      });
      if (changed === 'wrong-password') return refuse('currentPassword', WRONG_PASSWORD);
      return done();
    }
    case 'password-link': {
      // An account without a password chooses one through the reset link, sent to its address.
      const retryAfter = await context.mail.perAddress.take(user.email, 'account-email');
      if (retryAfter > 0) {
        return data({ intent, ok: false, limited: true } satisfies SettingsAnswer, {
          status: 429,
          headers: { 'Retry-After': String(retryAfter) },
        });
      }
      await queueAccountEmail(context.jobs, { kind: 'reset', userId: user.id, ...where });
      return done({ email: user.email });
    }
    case 'mail':
      await setMailSettings(context.db, user.id, {
        language: value.mailLanguage as 'en' | 'ja',
        on: (value.mailOn as SettingsAnswer['mailOn']) ?? [],
      });
      return done();
    case 'disconnect': {
      const provider = value.provider as string;
      const outcome = await disconnectProvider(context.db, user.id, provider);
      if (outcome === 'not-found') throw notFound(request);
      if (outcome === 'last') return { intent, ok: false, last: true } satisfies SettingsAnswer;
      return done({ provider: providerName(context.settings.social, provider) });
    }
  }
}

export default function AccountSettingsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SettingsPage settings={loaderData} answer={actionData as SettingsAnswer | undefined} />;
}
