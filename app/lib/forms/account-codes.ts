/**
 * The account forms' limits and the codes of answers only the server gives, without Zod: the
 * forms' pages check in the browser with declared rules (account-rules.ts, ADR 0126), and the
 * schemas in account.ts and account-settings.ts (with their part of zod) stay on the server.
 */

/**
 * 8 is NIST's minimum, 72 keeps hashing cheap (docs/product.md#accounts-and-sessions, ADR 0009).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 72;
export const ACCOUNT_NAME_MAX = 80;
/** A link's token as the reset page writes it back, and the address typed to close an account. */
export const TOKEN_MAX = 200;
export const CONFIRM_EMAIL_MAX = 254;

/** Codes of answers only the server can give, shown by the forms in the visitor's language. */
export const EMAIL_TAKEN = 'taken';
export const WRONG_CREDENTIALS = 'wrongCredentials';
/** An admin has locked the account (docs/product.md#the-owners-desk). */
export const ACCOUNT_LOCKED = 'locked';
export const WRONG_PASSWORD = 'wrongPassword';
export const SAME_EMAIL = 'sameEmail';
export const WRONG_CONFIRMATION = 'wrongConfirmation';
/** Passwords are never sent back to the page after a refused post. */
export const PASSWORD_FIELDS = ['password', 'confirmPassword'];
