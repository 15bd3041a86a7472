import { email, honeypot, text, type FieldRule } from './client-check';
import { maxLength } from './messages';
import {
  CONTACT_SUBJECT_MAX,
  isPhone,
  SENDER_MESSAGE_MAX,
  SENDER_NAME_MAX,
  SENDER_PHONE_MAX,
} from './sender-check';
import { characters } from './text-check';

/** An optional phone number, trimmed (sender.ts): its length first, then its form. */
const phone: FieldRule = {
  check(value) {
    const number = value?.trim() ?? '';
    if (characters(number) > SENDER_PHONE_MAX) return maxLength(SENDER_PHONE_MAX);
    return isPhone(number) ? undefined : 'invalid';
  },
};

/**
 * The rules of `contactSchema` (contact.ts), the contact page's check in the browser (ADR 0126);
 * client-check.test.ts holds them to the schema's answers.
 */
export const contactRules = {
  name: text(SENDER_NAME_MAX),
  email,
  phone,
  message: text(SENDER_MESSAGE_MAX),
  subject: text(CONTACT_SUBJECT_MAX),
  website: honeypot,
} satisfies Record<string, FieldRule>;
