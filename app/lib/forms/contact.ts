import * as z from 'zod/mini';

import { honeypotField, requiredText } from './fields';
import { senderFields } from './sender';
import { CONTACT_SUBJECT_MAX } from './sender-check';

/** The contact-us form: name, email, an optional phone, subject and message (ADR 0007). */
export const contactSchema = z.object({
  ...senderFields,
  subject: requiredText(CONTACT_SUBJECT_MAX),
  website: honeypotField,
});
export type ContactInput = z.infer<typeof contactSchema>;
