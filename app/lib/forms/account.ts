import * as z from 'zod/mini';

import { ACCOUNT_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from './account-codes';
import { emailField, honeypotField, requiredText } from './fields';
import { maxLength, minLength, mustMatch, required } from './messages';

/** A password is taken exactly as typed: spaces count, nothing is trimmed. */
const passwordField = z
  .string({ error: required })
  .check(
    z.minLength(1, { error: required }),
    z.minLength(PASSWORD_MIN, { error: minLength(PASSWORD_MIN) }),
    z.maxLength(PASSWORD_MAX, { error: maxLength(PASSWORD_MAX) }),
  );

export const signInSchema = z.object({
  email: emailField,
  password: passwordField,
  website: honeypotField,
});

type PasswordPair = { password?: unknown; confirmPassword?: unknown };

export const registerSchema = z
  .object({
    name: requiredText(ACCOUNT_NAME_MAX),
    email: emailField,
    password: passwordField,
    confirmPassword: passwordField,
    website: honeypotField,
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: mustMatch,
      path: ['confirmPassword'],
      // Also while other fields are still wrong, so the mismatch shows as soon as it exists.
      when: ({ value }) => {
        const pair = value as PasswordPair;
        return typeof pair.password === 'string' && typeof pair.confirmPassword === 'string';
      },
    }),
  );
