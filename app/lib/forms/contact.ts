import * as z from 'zod/mini';

import { emailField, honeypotField, requiredText } from './fields';
import { maxLength } from './messages';

export const CONTACT_NAME_MAX = 80;
export const CONTACT_PHONE_MAX = 30;
export const CONTACT_SUBJECT_MAX = 120;
export const CONTACT_MESSAGE_MAX = 2000;

/** Digits, spaces and + ( ) -, with at least five digits: a number someone could call back. */
const PHONE_PATTERN = /^[0-9 +()-]*$/;
const PHONE_MIN_DIGITS = 5;

function isPhone(phone: string) {
  return (
    phone === '' ||
    (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS)
  );
}

/** An optional phone number, as the contact form and the inquiry form take it. */
export const phoneField = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(CONTACT_PHONE_MAX, { error: maxLength(CONTACT_PHONE_MAX) }),
      z.refine(isPhone, { error: 'invalid' }),
    ),
);

/** The contact-us form: name, email, an optional phone, subject and message (ADR 0007). */
export const contactSchema = z.object({
  name: requiredText(CONTACT_NAME_MAX),
  email: emailField,
  phone: phoneField,
  subject: requiredText(CONTACT_SUBJECT_MAX),
  message: requiredText(CONTACT_MESSAGE_MAX),
  website: honeypotField,
});
export type ContactInput = z.infer<typeof contactSchema>;
