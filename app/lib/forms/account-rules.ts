import {
  ACCOUNT_NAME_MAX,
  CONFIRM_EMAIL_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_MAX,
} from './account-codes';
import { email, honeypot, leftOut, text, type FieldRule } from './client-check';
import { maxLength, minLength, mustMatch, required } from './messages';
import { characters } from './text-check';

/**
 * The account forms' checks in the browser (ADR 0126): the rules of the schemas in account.ts
 * and account-settings.ts, which stay the authority on the server. client-check.test.ts holds
 * each to its schema's answers.
 */

/** A password as typed (nothing trimmed), of `min` to `max` characters. */
function password({ min, max, optional }: { min?: number; max: number; optional?: true }) {
  return {
    check(value: string | undefined) {
      if (value === undefined) return optional ? undefined : required;
      if (min !== undefined && characters(value) < min) return minLength(min);
      return characters(value) > max ? maxLength(max) : undefined;
    },
    aborts: optional ? undefined : leftOut,
  } satisfies FieldRule;
}

const newPassword = password({ min: PASSWORD_MIN, max: PASSWORD_MAX });
/** The password typed to prove it is the account's owner: any length up to the hash's limit. */
const currentPassword = password({ max: PASSWORD_MAX });

/**
 * The new password typed again: a new password of its own, then "mustMatch" when it differs. The
 * schemas compare the two in a refinement on the whole form, which Zod runs once no field is
 * refused by its type; `early` is registerSchema's: as soon as both are typed, whatever else.
 */
function confirmation(early = false): FieldRule {
  return {
    check(value, form) {
      const own = newPassword.check(value);
      if (own) return own;
      const other = form.value('password');
      const compared = early ? value !== undefined && other !== undefined : !form.aborted;
      return compared && value !== other ? mustMatch : undefined;
    },
    aborts: leftOut,
  };
}

/** A value the page writes itself (a link's token): present, of at most `max` characters. */
const token: FieldRule = {
  // The schema's own error ("required") words its length check too: it gives that one none.
  check: (value) => (value === undefined || characters(value) > TOKEN_MAX ? required : undefined),
  aborts: leftOut,
};

/** The hidden field that names a settings form; the page always writes it. */
function intent(name: string): FieldRule {
  return {
    // Zod's own words for another value, which the forms show as "invalid".
    check: (value) => (value === name ? undefined : 'invalid'),
    aborts: (value) => value !== name,
  };
}

/** The address typed out to close an account without a password: Zod's own words past its limit. */
const confirmEmail: FieldRule = {
  check: (value) =>
    value !== undefined && characters(value.trim()) > CONFIRM_EMAIL_MAX ? 'invalid' : undefined,
};

const name = text(ACCOUNT_NAME_MAX);

/** `signInSchema` */
export const signInRules = { email, password: newPassword, website: honeypot };

/** `registerSchema`: the mismatch shows as soon as both passwords are typed. */
export const registerRules = {
  name,
  email,
  password: newPassword,
  confirmPassword: confirmation(true),
  website: honeypot,
};

/** `forgotPasswordSchema` */
export const forgotPasswordRules = { email, website: honeypot };

/** `resetPasswordSchema` */
export const resetPasswordRules = {
  token,
  password: newPassword,
  confirmPassword: confirmation(),
  website: honeypot,
};

/** `nameSchema` */
export const nameRules = { intent: intent('name'), name, website: honeypot };

/** `emailChangeSchema` */
export const emailChangeRules = {
  intent: intent('email'),
  email,
  currentPassword: password({ max: PASSWORD_MAX, optional: true }),
  website: honeypot,
};

/** `passwordChangeSchema` */
export const passwordChangeRules = {
  intent: intent('password'),
  currentPassword,
  password: newPassword,
  confirmPassword: confirmation(),
  website: honeypot,
};

/** `closeAccountSchema` */
export const closeAccountRules = {
  currentPassword: password({ max: PASSWORD_MAX, optional: true }),
  confirmEmail,
  website: honeypot,
};
