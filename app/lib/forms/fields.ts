import * as z from 'zod/mini';

import { invalidEmail, maxLength, required } from './messages';

const EMAIL_MAX = 254;

/**
 * Fields shared by the forms, in `zod/mini` (ADR 0007). An empty field arrives as undefined (see
 * parse.ts) and gets "{label} is required." (docs/product.md#messages), not Zod's wording.
 */
export function requiredText(max: number) {
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(max, { error: maxLength(max) }),
    );
}

export const emailField = z.pipe(
  z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(EMAIL_MAX, { error: invalidEmail }),
      z.toLowerCase(),
    ),
  z.email({ error: invalidEmail }),
);

/** A field people never see: bots fill it in, and a filled one is refused (house style). */
export const honeypotField = z.optional(z.string().check(z.maxLength(0, { error: 'invalid' })));
