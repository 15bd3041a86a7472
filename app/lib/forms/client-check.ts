import {
  COMMENT_MESSAGE_MAX,
  COMMENT_NAME_MAX,
  REVIEW_MESSAGE_MAX,
  REVIEW_NAME_MAX,
} from '../catalog';

import { checkEmail } from './email-check';
import { parseFields } from './plain-fields';
import { checkRequiredText } from './text-check';

/**
 * The forms' checks in the browser, without Zod, for the pages near the JavaScript budget (ADR
 * 0011, ADR 0126). Each form declares a rule per field; the Zod schemas stay the authority on the
 * server, and client-check.test.ts holds every form's rules to its schema's answers. The rules
 * only some forms need live beside them (account-rules.ts, contact-rules.ts), so a page loads
 * only the checks of its own form.
 */

/** The form as a rule sees it: each field's value ('' arrives as left out). */
export type FormView = {
  value: (name: string) => string | undefined;
  /** Zod stopped at a field's type: the checks on the whole form (refinements) do not run. */
  aborted: boolean;
};

export type FieldRule = {
  /** The field's first error code, or undefined. */
  check: (value: string | undefined, form: FormView) => string | undefined;
  /** Whether Zod refuses this value by its type (a required field left out, say). */
  aborts?: (value: string | undefined) => boolean;
};

/** A required field left out: Zod refuses it by its type, before any check. */
export const leftOut = (value: string | undefined) => value === undefined;

/** A required text, trimmed, of at most `max` characters (`requiredText`, fields.ts). */
export const text = (max: number): FieldRule => ({
  check: (value) => checkRequiredText(value, max),
  aborts: leftOut,
});

/** `emailField` (fields.ts). */
export const email: FieldRule = { check: checkEmail, aborts: leftOut };

/** The field bots fill in (`honeypotField`, fields.ts). */
export const honeypot: FieldRule = { check: (value) => (value ? 'invalid' : undefined) };

/** A review's stars, 0 to 5 (review.ts); left out, the default. */
const rating: FieldRule = {
  check(value) {
    if (value === undefined) return undefined;
    const n = Number(value);
    return Number.isInteger(n) && n >= 0 && n <= 5 ? undefined : 'required';
  },
};

/** A Conform submission checked against the rules, shaped like `parseWithZod`'s. */
export function checkForm<Name extends string>(payload: FormData, rules: Record<Name, FieldRule>) {
  return parseFields<Record<Name, string | undefined>>(payload, (values) => {
    const value = (name: string) => {
      const given = values[name];
      return typeof given === 'string' && given !== '' ? given : undefined;
    };
    const entries = Object.entries<FieldRule>(rules);
    const aborted = entries.some(([name, rule]) => rule.aborts?.(value(name)));
    const error: Record<string, string[]> = {};
    for (const [name, rule] of entries) {
      const code = rule.check(value(name), { value, aborted });
      if (code) error[name] = [code];
    }
    return Object.keys(error).length
      ? { error }
      : { value: values as Record<Name, string | undefined> };
  });
}

/** The rules of `reviewSchema` (review.ts). */
export const reviewRules = {
  name: text(REVIEW_NAME_MAX),
  email,
  rating,
  message: text(REVIEW_MESSAGE_MAX),
  website: honeypot,
} satisfies Record<string, FieldRule>;

/** The rules of `commentSchema` (comment.ts). */
export const commentRules = {
  name: text(COMMENT_NAME_MAX),
  email,
  message: text(COMMENT_MESSAGE_MAX),
  website: honeypot,
} satisfies Record<string, FieldRule>;
