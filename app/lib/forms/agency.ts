import * as z from 'zod/mini';

import { emailField, requiredText } from './fields';
import { maxLength } from './messages';

const AGENCY_NAME_MAX = 120;
const LICENCE_MAX = 60;
const ADDRESS_MAX = 300;
const PHONE_MAX = 30;
const WEBSITE_MAX = 300;

const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: maxLength(max) })));

/** Digits, spaces and + ( ) -, with at least five digits: a number someone could call. */
const isPhone = (phone: string) =>
  phone === '' || (/^[0-9 +()-]*$/.test(phone) && phone.replace(/\D/g, '').length >= 5);

/** An address on the web: http or https, nothing else (a `javascript:` link never reaches a page). */
function isWebsite(value: string) {
  if (value === '') return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * An agency's details (docs/product.md#agencies): its name, in Japanese too if it has one, its
 * licence or registration number, address, phone and website. The same form makes the agency and
 * changes its settings.
 */
export const agencySchema = z.object({
  name: requiredText(AGENCY_NAME_MAX),
  nameJa: optionalText(AGENCY_NAME_MAX),
  licence: requiredText(LICENCE_MAX),
  address: optionalText(ADDRESS_MAX),
  phone: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PHONE_MAX, { error: maxLength(PHONE_MAX) }),
        z.refine(isPhone, { error: 'invalid' }),
      ),
  ),
  website: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(WEBSITE_MAX, { error: maxLength(WEBSITE_MAX) }),
        z.refine(isWebsite, { error: 'invalid' }),
      ),
  ),
});
export type AgencyFields = z.infer<typeof agencySchema>;

/** What an admin does on the members page: invite, change a role, remove, withdraw an invitation. */
export const memberActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('invite'), email: emailField }),
  z.object({
    intent: z.literal('role'),
    memberId: z.string().check(z.regex(/^\d{1,9}$/)),
    role: z.enum(['admin', 'agent']),
  }),
  z.object({ intent: z.literal('remove'), memberId: z.string().check(z.regex(/^\d{1,9}$/)) }),
  z.object({ intent: z.literal('withdraw'), invitationId: z.string().check(z.regex(/^\d{1,9}$/)) }),
]);

/** An admin moves a listing of the agency to another of its agents. */
export const reassignSchema = z.object({
  propertyId: z.string().check(z.regex(/^\d{1,9}$/)),
  agentId: z.string().check(z.regex(/^\d{1,9}$/)),
});
