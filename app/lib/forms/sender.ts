import * as z from 'zod/mini';

import { emailField, requiredText } from './fields';
import { maxLength } from './messages';
import { isPhone, SENDER_MESSAGE_MAX, SENDER_NAME_MAX, SENDER_PHONE_MAX } from './sender-check';

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
