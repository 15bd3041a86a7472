import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';

import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startSmtpServer, type SmtpTestServer } from '../../../tests/unit/smtp-test-server';
import { createMailer, mailFolder, type MailMessage } from './mailer.server';

let smtp: SmtpTestServer;
let dataDir: string;

beforeAll(async () => {
  smtp = await startSmtpServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'roofline-mail-'));
});
afterAll(async () => {
  await smtp?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.received.length = 0;
});

const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, ' ');

const FROM = 'Roofline <news@roofline.example>';

const message: MailMessage = {
  to: 'reader@example.com',
  subject: 'Autumn homes',
  text: 'Three new homes.',
  html: '<p>Three new homes.</p>',
};

describe('the mailer, through an SMTP server (docs/product.md#email-and-the-newsletter)', () => {
  it('sends a text and an HTML part, from MAIL_FROM, to the one recipient', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM });
    await mailer.send(message);
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('news@roofline.example');
    expect(mail!.to).toEqual(['reader@example.com']);
    expect(mail!.parsed.from?.value).toEqual([
      { name: 'Roofline', address: 'news@roofline.example' },
    ]);
    expect(mail!.parsed.subject).toBe('Autumn homes');
    expect(mail!.parsed.text?.trim()).toBe('Three new homes.');
    expect(mail!.parsed.html).toContain('<p>Three new homes.</p>');
    expect(mail!.parsed.headers.has('list-unsubscribe')).toBe(false);
  });

  it('adds the one-click unsubscribe headers of RFC 8058 to a mailing', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM });
    const url = `https://roofline.example/newsletter/unsubscribe?token=12.0.${'a'.repeat(43)}`;
    await mailer.send({ ...message, unsubscribeUrl: url });
    mailer.close();
    // Long headers may be folded onto the next line (RFC 5322 2.2.3): read them unfolded.
    const raw = unfold(smtp.received[0]!.raw);
    expect(raw).toMatch(
      new RegExp(`^List-Unsubscribe: <${url.replace(/[.?]/g, '\\$&')}>\\r$`, 'm'),
    );
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
  });

  it('cannot be made to add a header or a recipient by a subject with CR/LF in it', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM });
    await mailer.send({
      ...message,
      subject: 'Hello\r\nBcc: victim@example.com\r\nX-Injected: yes\n\nbody',
    });
    mailer.close();
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['reader@example.com']);
    expect(mail!.parsed.headers.has('bcc')).toBe(false);
    expect(mail!.parsed.headers.has('x-injected')).toBe(false);
    expect(mail!.parsed.subject).toBe('Hello Bcc: victim@example.com X-Injected: yes body');
  });

  it('refuses a recipient with CR/LF, a comma or a name in it, and sends nothing', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM });
    for (const to of [
      'reader@example.com\r\nBcc: victim@example.com',
      'reader@example.com, victim@example.com',
      'Victim <victim@example.com>',
    ])
      await expect(mailer.send({ ...message, to })).rejects.toThrow('Refused a recipient');
    mailer.close();
    expect(smtp.received).toHaveLength(0);
  });

  it('rejects when the SMTP server refuses the message', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, dataDir, from: FROM });
    smtp.failAfter(0);
    try {
      await expect(mailer.send(message)).rejects.toThrow(/451/);
    } finally {
      smtp.acceptAll();
      mailer.close();
    }
  });
});

describe('a mail server that hangs', () => {
  it('fails the message after the timeout instead of holding the request', async () => {
    // Takes the connection and never says a word.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir,
      from: FROM,
      timeoutMs: 300,
    });
    const started = performance.now();
    try {
      await expect(mailer.send(message)).rejects.toThrow(/greeting|timeout/i);
      expect(performance.now() - started).toBeLessThan(5_000);
    } finally {
      mailer.close();
      silent.close();
    }
  });
});

describe('the mailer without SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/mail/, both parts in it', async () => {
    const mailer = createMailer({ dataDir, from: FROM });
    await mailer.send({
      ...message,
      subject: '東京の新着物件',
      unsubscribeUrl: 'https://x.example/u',
    });
    await mailer.send({ ...message, to: 'second@example.com' });
    const files = (await readdir(mailFolder(dataDir))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const raw = await readFile(path.join(mailFolder(dataDir), files[0]!), 'utf8');
    const first = await simpleParser(raw);
    expect(first.to && 'text' in first.to && first.to.text).toBe('reader@example.com');
    expect(first.subject).toBe('東京の新着物件');
    expect(first.text?.trim()).toBe('Three new homes.');
    expect(first.html).toContain('<p>Three new homes.</p>');
    expect(unfold(raw)).toMatch(/^List-Unsubscribe: <https:\/\/x\.example\/u>\r$/m);
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(smtp.received).toHaveLength(0);
  });
});
