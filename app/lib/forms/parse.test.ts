import { describe, expect, it } from 'vitest';

import { newsletterSchema } from './newsletter';
import { parseWithZod } from './parse';

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
});
