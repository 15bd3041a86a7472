import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkForm, commentRules, reviewRules, type FieldRule } from './client-check';
import { commentSchema } from './comment';
import { parseWithZod } from './parse';
import { reviewSchema } from './review';

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

/** Each field's first error code, or 'ok'. */
function outcome(submission: { status?: string; error?: Record<string, string[] | null> | null }) {
  if (submission.status === 'success') return 'ok';
  return Object.fromEntries(
    Object.entries(submission.error ?? {}).map(([name, codes]) => [name, codes?.[0]]),
  );
}

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
  ),
  fc.string({ maxLength: 12 }),
  fc.string({ minLength: 75, maxLength: 1010 }),
  fc.emailAddress(),
);

describe.each([
  ['review', reviewSchema, reviewRules, ['name', 'email', 'rating', 'message', 'website']],
  ['comment', commentSchema, commentRules, ['name', 'email', 'message', 'website']],
] as const)('the %s form checks in the browser as the server does', (_, schema, rules, names) => {
  it('on generated forms', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(names.map((name) => [name, text])), { requiredKeys: [] }),
        (values) => {
          const data = formData(values as Record<string, string>);
          expect(outcome(checkForm(data, rules as Record<string, FieldRule>))).toEqual(
            outcome(parseWithZod(data, { schema })),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});
