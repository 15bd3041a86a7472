import * as z from 'zod/mini';

import { MAIL_KINDS } from '~/lib/mail-kinds';

import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account';
import { emailField, honeypotField, requiredText } from './fields';
import { maxLength, minLength, mustMatch, required } from './messages';

/**
 * The forms of an account's own pages (docs/product.md#accounts): forgot password, the reset,
 * the settings, closing the account. One schema each, read by the page and the action alike.
 */

const newPassword = z
  .string({ error: required })
  .check(
    z.minLength(1, { error: required }),
    z.minLength(PASSWORD_MIN, { error: minLength(PASSWORD_MIN) }),
    z.maxLength(PASSWORD_MAX, { error: maxLength(PASSWORD_MAX) }),
  );

/** The password typed to prove it is the account's owner: any length, checked against the hash. */
const currentPassword = z
  .string({ error: required })
  .check(
    z.minLength(1, { error: required }),
    z.maxLength(PASSWORD_MAX, { error: maxLength(PASSWORD_MAX) }),
  );

const tokenField = z.string({ error: required }).check(z.maxLength(200));

/** The new password typed twice alike. */
const matching = () =>
  z.refine(
    (value: unknown) => {
      const pair = value as { password?: unknown; confirmPassword?: unknown };
      return pair.password === pair.confirmPassword;
    },
    { error: mustMatch, path: ['confirmPassword'] },
  );

export const forgotPasswordSchema = z.object({ email: emailField, website: honeypotField });

export const resetPasswordSchema = z
  .object({
    token: tokenField,
    password: newPassword,
    confirmPassword: newPassword,
    website: honeypotField,
  })
  .check(matching());

/** The address link's button, and the "send it again" button of a page that needs one. */
export const addressLinkSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm'), token: tokenField, website: honeypotField }),
  z.object({ intent: z.literal('resend'), website: honeypotField }),
]);

export const nameSchema = z.object({
  intent: z.literal('name'),
  name: requiredText(ACCOUNT_NAME_MAX),
  website: honeypotField,
});

/** A new address; an account with a password proves it is theirs with it. */
export const emailChangeSchema = z.object({
  intent: z.literal('email'),
  email: emailField,
  currentPassword: z.optional(currentPassword),
  website: honeypotField,
});

export const passwordChangeSchema = z
  .object({
    intent: z.literal('password'),
    currentPassword,
    password: newPassword,
    confirmPassword: newPassword,
    website: honeypotField,
  })
  .check(matching());

/** The emails' language and the kinds turned on: every kind not sent is off. */
export const mailSchema = z.object({
  intent: z.literal('mail'),
  mailLanguage: z.enum(['en', 'ja']),
  mailOn: z.optional(z.array(z.enum(MAIL_KINDS))),
  website: honeypotField,
});

export const disconnectSchema = z.object({
  intent: z.literal('disconnect'),
  provider: z.string().check(z.minLength(1), z.maxLength(300)),
  website: honeypotField,
});

/** Closing asks again: the password, or for an account without one its address typed out. */
export const closeAccountSchema = z.object({
  currentPassword: z.optional(currentPassword),
  confirmEmail: z.optional(z.string().check(z.trim(), z.maxLength(254), z.toLowerCase())),
  website: honeypotField,
});

/** Answers only the server can give, worded by the pages. */
export const WRONG_PASSWORD = 'wrongPassword';
export const SAME_EMAIL = 'sameEmail';
export const WRONG_CONFIRMATION = 'wrongConfirmation';
