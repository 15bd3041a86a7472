import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

import { createMailer } from '~/models/mail/mailer.server';

export type Received = { from: string; to: string[]; raw: string; parsed: ParsedMail };

/**
 * A real SMTP server in the test's own process (smtp-server, on 127.0.0.1 at a free port), to
 * read what the site sends: every message as it arrived (the envelope and the raw text) and as
 * mailparser reads it. `failAfter(n)` makes it refuse every message after the next n, as a mail
 * server that breaks down in the middle of a send.
 */
export async function startSmtpServer() {
  const received: Received[] = [];
  let accepting = Infinity;
  let holding: ((message: string) => void) | undefined;
  let heldCallbacks: ((error?: Error) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (holding) {
          // The message has arrived and its sender waits for the answer: none is given.
          heldCallbacks.push(callback);
          holding(session.envelope.rcptTo[0]?.address ?? '');
          holding = undefined;
          return;
        }
        if (accepting <= 0) {
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 451 }));
          return;
        }
        accepting -= 1;
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then(
          (parsed) => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
              parsed,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failAfter(count: number) {
      accepting = count;
    },
    acceptAll() {
      accepting = Infinity;
    },
    /**
     * The next message is read whole and never answered, as a server whose sender is killed while
     * it waits for the "250 OK": resolves with its recipient once it has arrived.
     */
    holdNext() {
      return new Promise<string>((resolve) => {
        holding = resolve;
      });
    },
    /** Ends the held messages without taking them (their senders are gone). */
    dropHeld() {
      for (const callback of heldCallbacks) callback(new Error('Dropped'));
      heldCallbacks = [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpServer>>;

/** The signing key and public origin the newsletter's model tests send with. */
export const TEST_MAIL_SECRET = 'a-test-secret-of-at-least-32-characters!';
export const TEST_ORIGIN = 'https://roofline.example';

/** The site's mailer (createMailer), sending through `smtp`. */
export const mailerTo = (smtp: SmtpTestServer) =>
  createMailer({ smtpUrl: smtp.url, dataDir: '', from: 'Roofline <news@roofline.example>' });
