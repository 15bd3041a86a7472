import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { checkEmail } from './email-check';
import { newsletterSchema } from './newsletter';

/** The server's answer for a value, as an error code (or undefined when it is accepted). */
function serverCode(email: unknown) {
  const result = newsletterSchema.safeParse({ email });
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('checkEmail', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['someone@', 'email'],
    ['not-an-email', 'email'],
    ['a..b@example.com', 'email'],
    ['.a@example.com', 'email'],
    [`${'a'.repeat(250)}@example.com`, 'email'],
    ['Someone@Example.COM', undefined],
    ['  someone@example.com  ', undefined],
    ["o'neil+homes@mail.example.co.jp", undefined],
  ])('%j gives %s, as the server does', (value, code) => {
    expect(checkEmail(value)).toBe(code);
    expect(serverCode(value === '' || !value.trim() ? undefined : value)).toBe(code);
  });

  it('agrees with the server on generated values', () => {
    const value = fc.oneof(
      fc.emailAddress(),
      fc.string(),
      fc.string({ unit: fc.constantFrom('a', 'B', '.', '@', '-', '_', "'", '+', '1', ' ', 'é') }),
    );
    fc.assert(
      fc.property(value, (text) => {
        // An empty field reaches the server as a missing one (see parse.ts).
        const sent = text.trim() === '' ? undefined : text;
        expect(checkEmail(text)).toBe(serverCode(sent));
      }),
      { numRuns: 3000 },
    );
  });
});
