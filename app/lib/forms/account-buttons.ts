import * as z from 'zod/mini';

import { MAIL_KINDS } from '~/lib/mail-kinds';

import { tokenField } from './account-settings';
import { honeypotField } from './fields';

/*
 * The account's forms that only the server checks: buttons and checkboxes, with nothing a
 * visitor types wrong. They stay out of the modules the pages import for their own checks, so
 * the parts of zod they need (unions, lists) do not travel to every page with a form: zod's code
 * is one chunk shared by all of them (tests/e2e/bytes.spec.ts).
 */

/** The address link's button, and the "send it again" button of a page that needs one. */
export const addressLinkSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('confirm'), token: tokenField, website: honeypotField }),
  z.object({ intent: z.literal('resend'), website: honeypotField }),
]);

/** The emails' language and the kinds turned on: every kind not sent is off. */
export const mailSchema = z.object({
  intent: z.literal('mail'),
  mailLanguage: z.enum(['en', 'ja']),
  mailOn: z.optional(z.array(z.enum(MAIL_KINDS))),
  website: honeypotField,
});

export const disconnectSchema = z.object({
  intent: z.literal('disconnect'),
  provider: z.string().check(z.minLength(1), z.maxLength(300)),
  website: honeypotField,
});
