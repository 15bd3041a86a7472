import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import type { Database } from '~/db/client.server';
import { inquiries, notifications } from '~/db/schema';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { createSession } from '~/models/sessions.server';

import { createTestAccount } from '../tests/unit/test-accounts';
import { openTestDatabase } from '../tests/unit/test-database';
import { loader } from './root';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle?.close());

/** The same database, whose reads of these tables fail as a statement timeout would. */
function failingOn(db: Database, tables: unknown[]): Database {
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (key !== 'select' || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const query = (value as (...a: unknown[]) => { from: (t: unknown) => unknown }).apply(
          target,
          args,
        );
        return new Proxy(query, {
          get(q, name, r) {
            const member = Reflect.get(q, name, r) as unknown;
            if (name !== 'from' || typeof member !== 'function') return member;
            return (table: unknown) => {
              if (tables.includes(table))
                throw new Error('canceling statement due to statement timeout');
              return (member as (t: unknown) => unknown).call(q, table);
            };
          },
        });
      };
    },
  });
}

describe('every page, when its header badges cannot be counted (ADR 0098)', () => {
  it('answers, signed in, with no badge instead of failing', async () => {
    const userId = await createTestAccount(handle.db, 'Badge');
    const { token } = await createSession(handle.db, userId);
    const request = new Request('http://localhost/faq', {
      headers: { Cookie: `${SESSION_COOKIE}=${token}` },
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = (await loader({
        request,
        params: {},
        context: {
          db: failingOn(handle.db, [inquiries, notifications]),
          settings: { monthly: DEFAULT_MONTHLY_TERMS },
        },
      } as never)) as unknown as { data: { user: Record<string, unknown> } };
      expect(answer.data.user).toMatchObject({
        id: userId,
        unreadInquiries: 0,
        unreadNotifications: 0,
      });
      expect(log).toHaveBeenCalledTimes(2);
    } finally {
      log.mockRestore();
    }
  });
});
