// `npm run admin -- newsletter send <file.md>` (README: "Email and the newsletter"): sends an
// issue to every confirmed subscriber who has not had it, in their language's wrapper. The
// file's first line, `# Title`, is the subject; its name (without `.md`) is the issue's key, so
// running the command again with the same file, after a crash or a Ctrl-C, mails only those the
// issue has not reached (ADR 0053).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { openDatabase } from '~/db/client.server';
import { defaultMailFrom, parseIssue } from '~/lib/mail-text';
import { mailSecret } from '~/models/mail-tokens.server';
import { createMailer } from '~/models/mailer.server';
import { sendNewsletterIssue, type IssueOutcome } from '~/models/newsletter-issues.server';

import type { Env } from '../server/env';

/** The issue's key: its file's name, without the folder or `.md`. */
export function issueKey(file: string) {
  return path.basename(file).replace(/\.(md|markdown)$/i, '');
}

export function summary(outcome: IssueOutcome) {
  const lines = [
    `Sent: ${outcome.sent}`,
    `Skipped, already sent: ${outcome.skipped}`,
    `Failed: ${outcome.failed}`,
  ];
  if (outcome.unsure > 0)
    lines.push(
      `Not sent again, a send was stopped while handing them over: ${outcome.unsure}` +
        ' (see README: "Email and the newsletter")',
    );
  if (outcome.error)
    lines.push(`The mail server refused a message, so the send stopped: ${outcome.error}`);
  if (outcome.failed > 0 || outcome.stopped)
    lines.push('Run the same command again to send to the rest; nobody gets the issue twice.');
  return lines.join('\n');
}

/** Runs the send; the exit code: 0 all sent, 1 a failure or a stop, 2 a file that is no issue. */
export async function sendIssueCommand(file: string, env: Env) {
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) {
    console.error(`Cannot read ${file}.`);
    return 2;
  }
  const parsed = parseIssue(text);
  if (!parsed) {
    console.error(`${file} is not an issue: its first line must be "# Title", and a body follow.`);
    return 2;
  }
  const origin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  if (!env.PUBLIC_ORIGIN)
    console.info(`PUBLIC_ORIGIN is not set: the unsubscribe links point to ${origin}.`);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  const mailer = createMailer({
    smtpUrl: env.SMTP_URL,
    dataDir: env.DATA_DIR,
    from: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_ORIGIN),
  });
  // Ctrl-C stops after the message being sent, so what was sent is recorded.
  const stop = new AbortController();
  const onInterrupt = () => {
    console.info('\nStopping after the message being sent…');
    stop.abort();
  };
  process.once('SIGINT', onInterrupt);
  process.once('SIGTERM', onInterrupt);
  try {
    const key = issueKey(file);
    console.info(`Sending "${parsed.subject}" (issue ${key}) through ${mailer.where}…`);
    const outcome = await sendNewsletterIssue(
      handle.db,
      { mailer, secret: await mailSecret(handle.db, env.MAIL_SECRET) },
      {
        issue: { key, subject: parsed.subject, markdown: parsed.body },
        origin,
        signal: stop.signal,
      },
    );
    console.info(summary(outcome));
    return outcome.failed > 0 || outcome.stopped ? 1 : 0;
  } finally {
    process.off('SIGINT', onInterrupt);
    process.off('SIGTERM', onInterrupt);
    mailer.close();
    await handle.close();
  }
}
