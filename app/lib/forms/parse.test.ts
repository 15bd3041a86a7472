import { describe, expect, it } from 'vitest';

import { newsletterSchema } from './newsletter';
import { parseWithZod } from './parse';
import { reviewSchema } from './review';

const review = { name: 'Aiko', email: 'aiko@example.com', rating: '5', message: 'Bright rooms.' };

describe('parseWithZod', () => {
  it.each([["'; DROP TABLE properties; --"], ['{"type":"nonsense"}'], ['{'], ['null']])(
    'judges the fields alone when Conform’s intent is malformed (%j)',
    (intent) => {
      const body = new URLSearchParams({ email: 'someone@example.com', __intent__: intent });
      const submission = parseWithZod(body, { schema: newsletterSchema });
      expect(submission.status).toBe('success');
      const invalid = new URLSearchParams({ email: 'nope', __intent__: intent, __state__: '{' });
      expect(parseWithZod(invalid, { schema: newsletterSchema }).status).toBe('error');
    },
  );

  it('reads only plainly named fields, so indexes and nesting cost nothing', () => {
    const started = performance.now();
    for (const name of ['email[99999999]', `email${'[0]'.repeat(5000)}`, `a${'.b'.repeat(5000)}`]) {
      const submission = parseWithZod(new URLSearchParams([[name, 'x']]), {
        schema: newsletterSchema,
      });
      expect(submission.status).toBe('error');
      expect(submission.reply()).not.toHaveProperty(['initialValue', 'email']);
    }
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('takes the first of repeated values, in time that does not grow with the repeats', () => {
    const body = new URLSearchParams(Object.entries(review));
    for (let i = 0; i < 100_000; i += 1) body.append('name', `repeat ${i}`);
    const started = performance.now();
    const submission = parseWithZod(body, { schema: reviewSchema });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.name).toBe('Aiko');
  });

  it('removes control characters and direction overrides but keeps tabs and line breaks', () => {
    const body = new URLSearchParams({
      ...review,
      name: 'Ai\u0000ko\u001b',
      message: 'Line one\r\n\tline\u0000 two\u007f',
    });
    const submission = parseWithZod(body, { schema: reviewSchema });
    expect(submission.status === 'success' && submission.value).toMatchObject({
      name: 'Aiko',
      message: 'Line one\r\n\tline two',
    });
    // Direction overrides and isolates go too; the plain direction marks stay.
    const turned = new URLSearchParams({
      ...review,
      name: '\u202eMallory gnp.exe\u202c',
      message: '\u2067abc\u2069 \u200fdef',
    });
    const plain = parseWithZod(turned, { schema: reviewSchema });
    expect(plain.status === 'success' && plain.value).toMatchObject({
      name: 'Mallory gnp.exe',
      message: 'abc \u200fdef',
    });
    // Only control characters: nothing is left, so the field is required.
    const blank = parseWithZod(new URLSearchParams({ ...review, name: '\u0000\u0001' }), {
      schema: reviewSchema,
    });
    expect(blank.status).toBe('error');
  });
});
