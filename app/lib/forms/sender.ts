import * as z from 'zod/mini';

import { emailField, requiredText } from './fields';
import { maxLength } from './messages';

export const SENDER_NAME_MAX = 80;
export const SENDER_PHONE_MAX = 30;
export const SENDER_MESSAGE_MAX = 2000;

/** Digits, spaces and + ( ) -, with at least five digits: a number someone could call back. */
const PHONE_PATTERN = /^[0-9 +()-]*$/;
const PHONE_MIN_DIGITS = 5;

function isPhone(phone: string) {
  return (
    phone === '' ||
    (PHONE_PATTERN.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS)
  );
}

/**
 * Who writes, and what: the fields the contact form and the inquiry form share (ADR 0007,
 * docs/product.md#contacting-the-lister): a name, an email, an optional phone number and a
 * message. Each form's schema spreads them and adds its own.
 */
export const senderFields = {
  name: requiredText(SENDER_NAME_MAX),
  email: emailField,
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(SENDER_PHONE_MAX, { error: maxLength(SENDER_PHONE_MAX) }),
        z.refine(isPhone, { error: 'invalid' }),
      ),
  ),
  message: requiredText(SENDER_MESSAGE_MAX),
};
