import { invalidEmail, required } from './messages';

/**
 * The newsletter field's check in the browser, without shipping Zod and Conform to every page
 * (the footer form is on all of them). It gives the same codes as `emailField` in fields.ts, which
 * stays the authority on the server; a unit test holds the two to the same answers.
 */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;

export function checkEmail(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return required;
  if (text.length > EMAIL_MAX || !EMAIL.test(text.toLowerCase())) return invalidEmail;
  return undefined;
}
