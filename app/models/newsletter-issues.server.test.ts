import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { newsletterDeliveries, newsletterSubscriptions } from '~/db/schema';

import { openTestDatabase } from '../../tests/unit/test-database';
import {
  mailerTo,
  startSmtpServer,
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import type { Mailer } from './mail/mailer.server';
import { sendNewsletterIssue, type Issue } from './newsletter-issues.server';
import { unsubscribeWithLink } from './newsletter-links.server';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const READERS = 12;

beforeAll(async () => {
  [handle, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
  db = handle.db;
  mailer = mailerTo(smtp);
  // Confirmed readers, every third in Japanese, and two sign-ups still waiting.
  await db.insert(newsletterSubscriptions).values([
    ...Array.from({ length: READERS }, (_, n) => ({
      email: `reader${n}@example.com`,
      language: n % 3 === 0 ? ('ja' as const) : ('en' as const),
      confirmedAt: new Date(),
    })),
    { email: 'waiting1@example.com' },
    { email: 'waiting2@example.com', language: 'ja' as const },
  ]);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await handle?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.acceptAll();
});

const mail = () => ({ mailer, secret: SECRET });
const issue = (key: string): Issue => ({
  key,
  subject: 'Autumn homes',
  markdown: 'Three new homes in **Kyoto**.\n\n[See them](https://roofline.example/properties)',
});
const send = (key: string, signal?: AbortSignal) =>
  sendNewsletterIssue(db, mail(), { issue: issue(key), origin: ORIGIN, signal });
const recipients = () => smtp.received.flatMap((message) => message.to);
const confirmedCount = async () =>
  (
    await db
      .select()
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.confirmedAt))
  ).length;

describe('sending an issue (docs/product.md#email-and-the-newsletter)', () => {
  it('mails every confirmed reader once, in their language, with one-click unsubscribe', async () => {
    const outcome = await send('2026-11-first');
    const confirmed = await confirmedCount();
    expect(outcome).toMatchObject({ sent: confirmed, skipped: 0, failed: 0, stopped: false });
    expect(new Set(recipients()).size).toBe(confirmed);
    expect(recipients()).toHaveLength(confirmed);
    expect(recipients()).not.toContain('waiting1@example.com');
    expect(recipients()).not.toContain('waiting2@example.com');

    const english = smtp.received.find((m) => m.to[0] === 'reader1@example.com')!;
    expect(english.parsed.subject).toBe('Autumn homes');
    expect(english.parsed.text).toContain('Hello,');
    expect(english.parsed.text).toContain('Three new homes in **Kyoto**.');
    expect(english.parsed.text).toContain('To stop receiving it, unsubscribe here: https://');
    expect(english.parsed.html).toContain('<strong>Kyoto</strong>');
    expect(english.parsed.html).toContain('Unsubscribe</a>');
    const japanese = smtp.received.find((m) => m.to[0] === 'reader3@example.com')!;
    expect(japanese.parsed.subject).toBe('Autumn homes');
    expect(japanese.parsed.text).toContain('こんにちは。');
    expect(japanese.parsed.text).toContain('Three new homes in **Kyoto**.');
    expect(japanese.parsed.html).toContain('配信停止</a>');

    const raw = english.raw.replace(/\r\n[ \t]+/g, ' ');
    const header = /^List-Unsubscribe: <([^>]+)>\r$/m.exec(raw);
    expect(header?.[1]).toMatch(/^https:\/\/roofline\.example\/newsletter\/unsubscribe\?token=/);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    // The header's link unsubscribes that reader, and the next issue does not reach them.
    const token = new URL(header![1]!).searchParams.get('token');
    expect(await unsubscribeWithLink(db, SECRET, token)).toBe(true);
    smtp.received.length = 0;
    await send('2026-11-second');
    expect(recipients()).not.toContain('reader1@example.com');
    expect(recipients()).toHaveLength(confirmed - 1);
  });

  it('stops when the mail server fails, and a second run sends only to the rest: nobody gets it twice', async () => {
    const confirmed = await confirmedCount();
    smtp.failAfter(5);
    const first = await send('2026-12-crash');
    expect(first).toMatchObject({ sent: 5, failed: 1, skipped: 0, stopped: false });
    expect(first.error).toMatch(/451/);
    expect(smtp.received).toHaveLength(5);

    smtp.acceptAll();
    const second = await send('2026-12-crash');
    expect(second).toMatchObject({ sent: confirmed - 5, skipped: 5, failed: 0 });
    expect(recipients()).toHaveLength(confirmed);
    expect(new Set(recipients()).size).toBe(confirmed);

    const third = await send('2026-12-crash');
    expect(third).toMatchObject({ sent: 0, skipped: confirmed, failed: 0 });
    expect(smtp.received).toHaveLength(confirmed);
  });

  it('stops between two messages when asked (Ctrl-C), and the rest go on the next run', async () => {
    const confirmed = await confirmedCount();
    const stop = new AbortController();
    let count = 0;
    const counting: Mailer = {
      ...mailer,
      send: async (message) => {
        await mailer.send(message);
        if (++count === 3) stop.abort();
      },
    };
    const first = await sendNewsletterIssue(
      db,
      { mailer: counting, secret: SECRET },
      {
        issue: issue('2027-01-stopped'),
        origin: ORIGIN,
        signal: stop.signal,
      },
    );
    expect(first).toMatchObject({ sent: 3, stopped: true });
    const second = await send('2027-01-stopped');
    expect(second).toMatchObject({ sent: confirmed - 3, skipped: 3 });
    expect(new Set(recipients()).size).toBe(confirmed);
    expect(recipients()).toHaveLength(confirmed);
  });

  it('sends each reader one message when two sends of one issue run at once', async () => {
    const confirmed = await confirmedCount();
    // On PostgreSQL the second send has a pool of its own, as a second process would.
    const other = await handle.openAnother?.();
    try {
      const [one, two] = await Promise.all([
        send('2027-03-twice'),
        sendNewsletterIssue(other?.db ?? db, mail(), {
          issue: issue('2027-03-twice'),
          origin: ORIGIN,
        }),
      ]);
      expect(one.sent + two.sent).toBe(confirmed);
    } finally {
      await other?.close();
    }
    expect(recipients()).toHaveLength(confirmed);
    expect(new Set(recipients()).size).toBe(confirmed);
  });

  it('does not send again to a reader a killed run was handing the issue to', async () => {
    const [reader] = await db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(isNotNull(newsletterSubscriptions.confirmedAt))
      .limit(1);
    await db
      .insert(newsletterDeliveries)
      .values({ issueKey: '2027-02-killed', subscriptionId: reader!.id });
    const outcome = await send('2027-02-killed');
    expect(outcome).toMatchObject({ unsure: 1, sent: (await confirmedCount()) - 1 });
  });
});
