import { parse } from '@conform-to/react';

import {
  COMMENT_MESSAGE_MAX,
  COMMENT_NAME_MAX,
  REVIEW_MESSAGE_MAX,
  REVIEW_NAME_MAX,
} from '../catalog';

import { checkEmail } from './email-check';
import { checkRequiredText } from './text-check';
import { required } from './messages';

/**
 * The review and comment forms' checks in the browser, without Zod: the property and blog pages
 * stay inside the JavaScript budget (ADR 0011). The Zod schemas in review.ts and comment.ts stay
 * the authority on the server; a unit test holds these rules to the same answers.
 */
export type FieldRule =
  { kind: 'text'; max: number } | { kind: 'email' } | { kind: 'rating' } | { kind: 'honeypot' };

function checkField(rule: FieldRule, value: unknown): string | undefined {
  const text = typeof value === 'string' ? value : undefined;
  switch (rule.kind) {
    case 'text':
      return checkRequiredText(value, rule.max);
    case 'email':
      return checkEmail(text);
    case 'rating': {
      if (text === undefined || text === '') return undefined;
      const n = Number(text);
      return Number.isInteger(n) && n >= 0 && n <= 5 ? undefined : required;
    }
    case 'honeypot':
      return text ? 'invalid' : undefined;
  }
}

/** A Conform submission checked against the rules, shaped like `parseWithZod`'s. */
export function checkForm<Name extends string>(payload: FormData, rules: Record<Name, FieldRule>) {
  return parse<Record<Name, string | undefined>, string[]>(payload, {
    resolve(value) {
      const error: Record<string, string[]> = {};
      for (const [name, rule] of Object.entries<FieldRule>(rules)) {
        const code = checkField(rule, (value as Record<string, unknown>)[name]);
        if (code) error[name] = [code];
      }
      return Object.keys(error).length
        ? { error }
        : { value: value as Record<Name, string | undefined> };
    },
  });
}

/** The rules of `reviewSchema` (review.ts). */
export const reviewRules = {
  name: { kind: 'text' as const, max: REVIEW_NAME_MAX },
  email: { kind: 'email' as const },
  rating: { kind: 'rating' as const },
  message: { kind: 'text' as const, max: REVIEW_MESSAGE_MAX },
  website: { kind: 'honeypot' as const },
} satisfies Record<string, FieldRule>;

/** The rules of `commentSchema` (comment.ts). */
export const commentRules = {
  name: { kind: 'text' as const, max: COMMENT_NAME_MAX },
  email: { kind: 'email' as const },
  message: { kind: 'text' as const, max: COMMENT_MESSAGE_MAX },
  website: { kind: 'honeypot' as const },
} satisfies Record<string, FieldRule>;
