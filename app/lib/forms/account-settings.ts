import * as z from 'zod/mini';

import {
  ACCOUNT_NAME_MAX,
  CONFIRM_EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_MAX,
} from './account-codes';
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

export const tokenField = z.string({ error: required }).check(z.maxLength(TOKEN_MAX));

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

/** Closing asks again: the password, or for an account without one its address typed out. */
export const closeAccountSchema = z.object({
  currentPassword: z.optional(currentPassword),
  confirmEmail: z.optional(
    z.string().check(z.trim(), z.maxLength(CONFIRM_EMAIL_MAX), z.toLowerCase()),
  ),
  website: honeypotField,
});
