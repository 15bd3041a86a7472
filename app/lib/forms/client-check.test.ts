import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { registerSchema, signInSchema } from './account';
import {
  closeAccountRules,
  emailChangeRules,
  forgotPasswordRules,
  nameRules,
  passwordChangeRules,
  registerRules,
  resetPasswordRules,
  signInRules,
} from './account-rules';
import {
  closeAccountSchema,
  emailChangeSchema,
  forgotPasswordSchema,
  nameSchema,
  passwordChangeSchema,
  resetPasswordSchema,
} from './account-settings';
import { checkForm, commentRules, reviewRules, type FieldRule } from './client-check';
import { contactRules } from './contact-rules';
import { commentSchema } from './comment';
import { contactSchema } from './contact';
import { parseErrorCode } from './messages';
import { parseWithZod } from './parse';
import { reportRules } from './report-rules';
import { reportSchema } from './report';
import { reviewSchema } from './review';

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/**
 * Each field's first error as the visitor reads it (the code `fieldErrorText` words: Zod's own
 * English for a limit without a code reads as "invalid", as the page shows it), or 'ok'.
 */
function outcome(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  if (submission.status === 'success') return 'ok';
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, codes]) => [
      name,
      codes?.[0] === undefined ? undefined : parseErrorCode(codes[0]),
    ]),
  );
}

const length = (n: number, char = 'x') => char.repeat(n);

const text = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'Ann',
    '  Bo  ',
    'a@b.co',
    'someone@example.com',
    'x@',
    '3',
    '5',
    '6',
    '-1',
    '2.5',
    'abc',
    '+81 3-1234-5678',
    '(030) 12',
    '12345',
    ' 12345 ',
    // Passwords at their limits, spaces counted, control characters dropped before the check.
    length(7),
    length(8),
    `${length(7)}\u0000`,
    ` ${length(6)} `,
    length(72),
    length(73),
    length(200),
    length(201),
    ` ${length(254)} `,
    length(255),
    'name',
    'email',
    'password',
    // The report form's choices and record ids.
    'review',
    'property',
    'spam',
    'other',
    '0',
    '1',
    ' 7 ',
    '1e3',
    '0x10',
    '2147483647',
    '2147483648',
    'Infinity',
    length(500),
    ` ${length(500)} `,
    length(501),
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 12, unit: 'binary' }),
  fc.string({ minLength: 25, maxLength: 300 }),
  fc.string({ minLength: 75, maxLength: 2010 }),
  fc.emailAddress(),
);

/** Generated forms; half of them with the two passwords alike, so a match is tried as often. */
function forms(names: readonly string[]) {
  return fc
    .tuple(
      fc.record(Object.fromEntries(names.map((name) => [name, text])), { requiredKeys: [] }),
      fc.boolean(),
    )
    .map(([values, alike]) => {
      const form = values as Record<string, string>;
      if (alike && names.includes('confirmPassword') && form.password !== undefined)
        form.confirmPassword = form.password;
      return form;
    });
}

describe.each([
  ['review', reviewSchema, reviewRules],
  ['comment', commentSchema, commentRules],
  ['contact', contactSchema, contactRules],
  ['sign-in', signInSchema, signInRules],
  ['register', registerSchema, registerRules],
  ['forgot-password', forgotPasswordSchema, forgotPasswordRules],
  ['reset-password', resetPasswordSchema, resetPasswordRules],
  ['settings name', nameSchema, nameRules],
  ['settings email', emailChangeSchema, emailChangeRules],
  ['settings password', passwordChangeSchema, passwordChangeRules],
  ['close-account', closeAccountSchema, closeAccountRules],
  ['report', reportSchema, reportRules],
] as const)('the %s form checks in the browser as the server does', (_, schema, rules) => {
  const names = Object.keys(rules);
  it('on generated forms', () => {
    fc.assert(
      fc.property(forms(names), (values) => {
        const data = formData(values);
        expect(outcome(checkForm(data, rules as Record<string, FieldRule>))).toEqual(
          outcome(parseWithZod(data, { schema })),
        );
      }),
      { numRuns: 1500 },
    );
  });
});
