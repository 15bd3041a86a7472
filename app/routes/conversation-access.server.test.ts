import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agents, inquiries, inquiryReplies, users } from '~/db/schema';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import * as conversationRoute from '~/routes/account/inquiry';
import type { JobSender } from '~/models/jobs/jobs.server';
import { createSession } from '~/models/sessions.server';

import { openTestDatabase } from '../../tests/unit/test-database';

/**
 * `/account/inquiries/:id`, its page and every post it takes, as every kind of account
 * (docs/product.md#who-reads-a-conversation): the lister and the visitor read and write; a
 * moderator reads once it is reported and writes nothing; a visitor who is not signed in and any
 * other member get the 404 an unknown id gets, and change nothing. The loader and action are
 * called as the server calls them.
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
const READERS = ['visitor', 'member', 'lister', 'sender', 'moderator'] as const;
type Reader = (typeof READERS)[number];
const cookies = {} as Record<Reader, string | undefined>;
let inquiryId = 0;
const queued: string[] = [];

async function account(name: string, role: 'member' | 'moderator') {
  const [user] = await db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@conversation.example`, role })
    .returning({ id: users.id });
  const { token } = await createSession(db, user!.id);
  return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
  const [lister, sender, member, moderator] = [
    await account('Lena', 'member'),
    await account('Sid', 'member'),
    await account('Max', 'member'),
    await account('Moe', 'moderator'),
  ];
  Object.assign(cookies, {
    visitor: undefined,
    member: member.cookie,
    lister: lister.cookie,
    sender: sender.cookie,
    moderator: moderator.cookie,
  });
  const [agent] = await db
    .insert(agents)
    .values({ userId: lister.id, name: 'Lena', languages: ['en'] })
    .returning({ id: agents.id });
  const [row] = await db
    .insert(inquiries)
    .values({
      agentId: agent!.id,
      senderId: sender.id,
      name: 'Sid',
      email: 'sid@conversation.example',
      message: 'A private question',
    })
    .returning({ id: inquiries.id });
  inquiryId = row!.id;
});
afterAll(() => handle?.close());

const jobs: JobSender = {
  send: async (name) => {
    queued.push(name);
  },
};
const context = () =>
  ({
    db,
    jobs,
    rateLimits: { take: async () => 0 },
    clientIp: '127.0.0.1',
  }) as unknown as Parameters<typeof conversationRoute.loader>[0]['context'];

function request(reader: Reader, form?: Record<string, string>) {
  const headers = new Headers();
  if (cookies[reader]) headers.set('Cookie', cookies[reader]!);
  const url = `http://localhost/account/inquiries/${inquiryId}`;
  if (!form) return new Request(url, { headers });
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return new Request(url, { method: 'POST', headers, body: new URLSearchParams(form) });
}

async function statusOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    return (answer as { init?: { status?: number } } | null)?.init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const status = (thrown as { init?: { status?: number } }).init?.status;
    if (status) return status;
    throw thrown;
  }
}

const read = (reader: Reader) =>
  statusOf(() =>
    conversationRoute.loader({
      request: request(reader),
      params: { id: String(inquiryId) },
      context: context(),
    } as Parameters<typeof conversationRoute.loader>[0]),
  );
const post = (reader: Reader, form: Record<string, string>) =>
  statusOf(() =>
    conversationRoute.action({
      request: request(reader, form),
      params: { id: String(inquiryId) },
      context: context(),
    } as Parameters<typeof conversationRoute.action>[0]),
  );

async function replies() {
  const [row] = await db
    .select({ n: count() })
    .from(inquiryReplies)
    .where(eq(inquiryReplies.inquiryId, inquiryId));
  return row!.n;
}

describe('a conversation’s page, as every kind of account', () => {
  it('answers its two parties, a moderator only after a report, and 404 to anyone else, whatever they post', async () => {
    const expected = async () =>
      Object.fromEntries(await Promise.all(READERS.map(async (who) => [who, await read(who)])));
    expect(await expected()).toEqual({
      visitor: 404,
      member: 404,
      lister: 200,
      sender: 200,
      moderator: 404,
    });
    for (const who of ['visitor', 'member', 'moderator'] as const) {
      for (const form of [
        { intent: 'reply', message: 'Let me in' } as Record<string, string>,
        { intent: 'report' },
        { intent: 'answered' },
        { intent: 'cancel' },
      ]) {
        expect(await post(who, form), `${who} ${form.intent}`).toBe(404);
      }
    }
    expect(await replies()).toBe(0);
    const [before] = await db
      .select({ reportedAt: inquiries.reportedAt, answeredAt: inquiries.answeredAt })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId));
    expect(before).toEqual({ reportedAt: null, answeredAt: null });
    expect(await post('lister', { intent: 'reply', message: 'Yes, it is free' })).toBe(200);
    expect(await post('sender', { intent: 'reply', message: 'Thanks' })).toBe(200);
    expect(await replies()).toBe(2);
    expect(queued).toEqual(['inquiry-reply', 'inquiry-reply']);
    // Bad input: no message, an unknown intent, a malformed date: 400, nothing stored.
    expect(await post('sender', { intent: 'reply' })).toBe(400);
    expect(await post('sender', { intent: 'shout' })).toBe(400);
    expect(
      await post('lister', { intent: 'propose', viewingDate: '2026-02-30', viewingTime: '10:00' }),
    ).toBe(400);
    // A viewing answer with no viewing to answer finds it changed.
    expect(await post('lister', { intent: 'confirm' })).toBe(409);
    expect(await replies()).toBe(2);
    expect(await post('sender', { intent: 'report' })).toBe(200);
    expect(await expected()).toEqual({
      visitor: 404,
      member: 404,
      lister: 200,
      sender: 200,
      moderator: 200,
    });
    // The moderator reads; they do not write in it.
    expect(await post('moderator', { intent: 'reply', message: 'Hello' })).toBe(404);
    expect(await post('member', { intent: 'reply', message: 'Hello' })).toBe(404);
    expect(await replies()).toBe(2);
  });
});
