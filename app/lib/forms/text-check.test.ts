import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';

import { requiredText } from './fields';
import { checkRequiredText } from './text-check';

const MAX = 10;
const schema = requiredText(MAX);

describe('a required text checked without Zod', () => {
  it.each([
    undefined,
    '',
    '   ',
    'Tokyo',
    ' Tokyo ',
    'x'.repeat(MAX),
    ` ${'x'.repeat(MAX)} `,
    'x'.repeat(MAX + 1),
    // Counted in characters: ten houses are ten, though each is two UTF-16 units.
    '🏠'.repeat(MAX),
    '🏠'.repeat(MAX + 1),
    42,
  ])('answers %j as the server’s schema does', (value) => {
    const result = z.safeParse(schema, value);
    const server = result.success ? undefined : result.error.issues[0]?.message;
    expect(checkRequiredText(value, MAX)).toBe(server);
  });
});
