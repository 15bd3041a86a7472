import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

import { headerText, isSafeRecipient } from '~/lib/mail-text';

/** One email: both parts, and for a mailing its one-click unsubscribe address (RFC 8058). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl?: string;
  /** The same on every send of one delivery (ADR 0054), so a repeat is recognisably the same. */
  messageId?: string;
  /**
   * Replies go to the site's own address (the sender's), never to either party's private one
   * (docs/product.md#the-conversation): a `Reply-To` header saying so.
   */
  replyToSite?: boolean;
  /** A calendar file (`.ics`) attached, for a viewing (docs/product.md#booking-a-viewing). */
  calendar?: { filename: string; method: 'REQUEST' | 'CANCEL'; content: string };
};

export type Mailer = {
  /** Resolves once the mail server took the message (or its file is written); throws otherwise. */
  send: (message: MailMessage) => Promise<void>;
  /** Where messages go, for the owner's command to say. */
  where: string;
  close: () => void;
};

export type MailSettings = {
  /** `smtp://` or `smtps://`; without it, `.eml` files under `{dataDir}/mail/`. */
  smtpUrl?: string;
  dataDir: string;
  from: string;
  /**
   * How long the SMTP server may take to connect, greet or answer, in ms. A sign-up waits for its
   * email, holding one of the server's places (ADR 0015): a mail server that hangs must fail it in
   * seconds, not nodemailer's default minutes.
   */
  timeoutMs?: number;
};

/** The folder the `.eml` files are written to when no SMTP server is set. */
export function mailFolder(dataDir: string) {
  return path.join(dataDir, 'mail');
}

/**
 * Sends email with nodemailer (docs/product.md#email-and-the-newsletter, ADR 0053): through the
 * SMTP server of `SMTP_URL`, or, with none set, into one `.eml` file per message, so a site with
 * nothing set up still sends its confirmations somewhere a person can read them.
 */
export function createMailer({ smtpUrl, dataDir, from, timeoutMs = 10_000 }: MailSettings): Mailer {
  const folder = mailFolder(dataDir);
  const transport = smtpUrl
    ? nodemailer.createTransport({
        url: smtpUrl,
        // A few connections kept open and reused: an issue's messages do not each connect anew.
        pool: true,
        maxConnections: 3,
        connectionTimeout: timeoutMs,
        greetingTimeout: timeoutMs,
        socketTimeout: timeoutMs,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    where: smtpUrl ? `the SMTP server ${new URL(smtpUrl).host}` : `${folder}/*.eml`,
    async send(message) {
      // The address was checked when it was stored; checked again here, as everything that
      // reaches a header is (docs/product.md#bad-input).
      if (!isSafeRecipient(message.to)) throw new Error('Refused a recipient address');
      const unsubscribe = message.unsubscribeUrl && {
        list: { unsubscribe: { url: message.unsubscribeUrl, comment: undefined } },
        headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: headerText(message.subject),
        text: message.text,
        html: message.html,
        ...(message.messageId && { messageId: message.messageId }),
        ...(message.replyToSite && { replyTo: from }),
        ...(message.calendar && {
          attachments: [
            {
              filename: message.calendar.filename,
              content: message.calendar.content,
              contentType: `text/calendar; charset=utf-8; method=${message.calendar.method}`,
            },
          ],
        }),
        // Nothing in a message may make the sender read a file or fetch an address.
        disableFileAccess: true,
        disableUrlAccess: true,
        ...unsubscribe,
      });
      if (!smtpUrl) await writeMessageFile(folder, (info as { message: Buffer }).message);
    },
    close: () => transport.close(),
  };
}

/** Written whole, then renamed: a reader of the folder never sees half a message. */
async function writeMessageFile(folder: string, message: Buffer) {
  await mkdir(folder, { recursive: true });
  const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const partial = path.join(folder, `.${name}.part`);
  await writeFile(partial, message);
  await rename(partial, path.join(folder, `${name}.eml`));
}
