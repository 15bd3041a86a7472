import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { newsletterSubscriptions } from '~/db/schema';

import { databaseWithMail } from '../../tests/unit/mail-harness';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import type { Mailer } from './mail/mailer.server';
import type { JobSender } from './jobs/jobs.server';
import { listSubscribers, sendConfirmation, signUpForNewsletter } from './newsletter.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

const mail = () => ({ mailer, secret: SECRET });
/** The queue's worker, at once: the confirmation job's handler runs inside the sign-up. */
const jobs: JobSender = {
  send: async (name, data) => {
    if (name === 'newsletter-confirm') await sendConfirmation(db, mail(), data as never);
  },
};
const signUp = (email: string, language: 'en' | 'ja' = 'en') =>
  signUpForNewsletter(db, jobs, { email, language, origin: ORIGIN });
const rowsFor = (email: string) =>
  db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('signing up (docs/product.md#email-and-the-newsletter)', () => {
  it('stores the address unconfirmed, in lower case, with the language, and sends the confirmation', async () => {
    expect(await signUp('  Reader@Example.com ')).toBe('sent');
    const [row] = await rowsFor('reader@example.com');
    expect(row).toMatchObject({ language: 'en', confirmedAt: null });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual(['reader@example.com']);
    expect(message!.parsed.subject).toBe('Confirm your Roofline newsletter subscription');
    expect(message!.parsed.from?.value[0]?.address).toBe('news@roofline.example');
    const link = `${ORIGIN}/newsletter/confirm?token=${row!.id}.`;
    expect(message!.parsed.text).toContain('Hello,');
    expect(message!.parsed.text).toContain(`Confirm my subscription\n${link}`);
    expect(message!.parsed.text).toContain('The link works for 7 days.');
    expect(message!.parsed.html).toContain('<html lang="en">');
    expect(message!.parsed.html).toContain(`href="${link}`);
    // A confirmation is no mailing: nothing to unsubscribe from.
    expect(message!.parsed.headers.has('list-unsubscribe')).toBe(false);
  });

  it('writes the confirmation in Japanese to a reader who signed up in Japanese', async () => {
    await signUp('yomite@example.jp', 'ja');
    const [message] = smtp.received;
    expect(message!.parsed.subject).toBe('Roofline ニュースレター登録のご確認');
    expect(message!.parsed.text).toContain('こんにちは。');
    expect(message!.parsed.text).toContain('リンクの有効期限は 7 日間です。');
    expect(message!.parsed.html).toContain('<html lang="ja">');
    expect(message!.parsed.html).toContain('登録を確定する');
    expect((await rowsFor('yomite@example.jp'))[0]?.language).toBe('ja');
  });

  it('sends the confirmation again to an address still waiting, in the language used last', async () => {
    await signUp('again@example.com', 'en');
    expect(await signUp('AGAIN@example.com', 'ja')).toBe('sent');
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received[1]!.parsed.subject).toBe('Roofline ニュースレター登録のご確認');
    expect(await rowsFor('again@example.com')).toHaveLength(1);
  });

  it('leaves a confirmed address as it is and sends it nothing', async () => {
    await signUp('done@example.com');
    await db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: new Date('2026-01-02T00:00:00Z') })
      .where(eq(newsletterSubscriptions.email, 'done@example.com'));
    smtp.received.length = 0;
    expect(await signUp('done@example.com', 'ja')).toBe('unchanged');
    expect(smtp.received).toHaveLength(0);
    const [row] = await rowsFor('done@example.com');
    expect(row).toMatchObject({ language: 'en', confirmedAt: new Date('2026-01-02T00:00:00Z') });
  });

  it('keeps the sign-up, waiting, when the mail server refuses the email (its job is retried)', async () => {
    smtp.failAfter(0);
    try {
      await expect(signUp('refused@example.com')).rejects.toThrow();
    } finally {
      smtp.acceptAll();
    }
    expect(await rowsFor('refused@example.com')).toMatchObject([{ confirmedAt: null }]);
    expect(await signUp('refused@example.com')).toBe('sent');
    expect(smtp.received).toHaveLength(1);
  });
});

describe("the owner's list", () => {
  it('shows each subscriber as confirmed or waiting', async () => {
    await signUp('listed@example.com');
    const waiting = await listSubscribers(db, { search: 'listed@' });
    expect(waiting.items).toMatchObject([{ email: 'listed@example.com', confirmed: false }]);
    const done = await listSubscribers(db, { search: 'done@example' });
    expect(done.items).toMatchObject([{ email: 'done@example.com', confirmed: true }]);
  });
});
