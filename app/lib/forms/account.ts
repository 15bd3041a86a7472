import * as z from 'zod/mini';

import { emailField, honeypotField, requiredText } from './fields';
import { maxLength, minLength, mustMatch, required } from './messages';

/**
 * 8 is NIST's minimum, 72 keeps hashing cheap (docs/product.md#accounts-and-sessions, ADR 0009).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const ACCOUNT_NAME_MAX = 80;

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

/** Codes of answers only the server can give, shown by the forms in the visitor's language. */
export const EMAIL_TAKEN = 'taken';
export const WRONG_CREDENTIALS = 'wrongCredentials';
/** An admin has locked the account (docs/product.md#the-owners-desk). */
export const ACCOUNT_LOCKED = 'locked';
/*
 * The settings' and closing's answers live here too, not beside their schemas: the sign-in and
 * registration forms word every code through one function, and importing it must not bring the
 * settings' schemas (and the parts of zod only they use) into those pages' first load.
 */
export const WRONG_PASSWORD = 'wrongPassword';
export const SAME_EMAIL = 'sameEmail';
export const WRONG_CONFIRMATION = 'wrongConfirmation';
/** Passwords are never sent back to the page after a refused post. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword'];
