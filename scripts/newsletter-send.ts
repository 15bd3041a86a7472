// `npm run admin -- newsletter send <file.md>` (README: "Email and the newsletter"): puts an issue
// in the job queue, whose worker sends it to every confirmed subscriber who has not had it, in
// their language's wrapper (ADR 0054). The file's first line, `# Title`, is the subject; its name
// (without `.md`) is the issue's key, so sending the same file again mails only those the issue
// has not reached (ADR 0053).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import { openDatabase } from '~/db/client.server';
import { openJobQueue } from '~/models/jobs/queue.server';
import { parseIssue } from '~/lib/mail-text';

import type { Env } from '../server/env';

/** The issue's key: its file's name, without the folder or `.md`. */
export function issueKey(file: string) {
  return path.basename(file).replace(/\.(md|markdown)$/i, '');
}

/**
 * Puts the issue in the site's job queue; the exit code: 0 queued, 2 a file that is no issue. A
 * worker of the site sends it (ADR 0054): on PostgreSQL any running app server, at once; on the
 * embedded database the site's next start (only one process opens its folder).
 */
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
  const queue = await openJobQueue(handle, { databaseUrl: env.DATABASE_URL });
  try {
    const key = issueKey(file);
    await queue.send('newsletter-issue', {
      key,
      subject: parsed.subject,
      markdown: parsed.body,
      origin,
    });
    console.info(`Queued "${parsed.subject}" (issue ${key}).`);
    console.info(
      env.DATABASE_URL
        ? 'The running site sends it now; a mail server that is down delays it, nothing is lost.'
        : 'The site sends it when it next starts; a mail server that is down delays it, nothing is lost.',
    );
    console.info('Running the command again sends the issue only to those it has not reached.');
    return 0;
  } finally {
    await queue.stop();
    await handle.close();
  }
}
