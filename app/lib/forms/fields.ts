import { z } from 'zod';

import { invalidEmail, maxLength, required } from './messages';

const EMAIL_MAX = 254;

/**
 * Conform sends an empty field as undefined; every field below turns that into the spec's
 * "{label} is required." rather than zod's own wording.
 */
export function requiredText(max: number) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .max(max, { error: maxLength(max) });
}

export const emailField = z
  .string({ error: required })
  .trim()
  .min(1, { error: required })
  .max(EMAIL_MAX, { error: invalidEmail })
  .pipe(z.email({ error: invalidEmail }))
  .transform((email) => email.toLowerCase());

/** A field people never see: bots fill it in, and a filled one is refused (house style). */
export const honeypotField = z.string().max(0, { error: 'invalid' }).optional();
