/**
 * The sender fields' limits and phone check (sender.ts) and the contact form's subject, without
 * Zod: the contact page checks in the browser with declared rules (contact-rules.ts, ADR 0126)
 * and the schemas stay on the server.
 */
export const SENDER_NAME_MAX = 80;
export const SENDER_PHONE_MAX = 30;
export const SENDER_MESSAGE_MAX = 2000;
export const CONTACT_SUBJECT_MAX = 120;

/** Digits, spaces and + ( ) -, with at least five digits: a number someone could call back. */
const PHONE_PATTERN = /^[0-9 +()-]*$/;
const PHONE_MIN_DIGITS = 5;

/** A phone number the sender fields take (sender.ts), in the browser and on the server alike. */
export function isPhone(phone: string) {
  return (
    phone === '' ||
    (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS)
  );
}
