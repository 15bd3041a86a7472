import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { openDatabase } from '~/db/client.server';
import { jobs, newsletterSubscriptions } from '~/db/schema';

import { readEnv } from '../server/env';
import { startWorker, waitUntil } from '../tests/unit/job-worker';
import { mailerTo, startSmtpServer, type SmtpTestServer } from '../tests/unit/smtp-test-server';
import { templateDir } from '../tests/unit/test-database';
import { issueKey, sendIssueCommand } from './newsletter-send';

let dir: string;
let smtp: SmtpTestServer;
const READERS = 8;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'roofline-send-'));
  await cp(await templateDir(), path.join(dir, 'data'), { recursive: true });
  const handle = await openDatabase({ dataDir: path.join(dir, 'data'), seed: false });
  await handle.db.insert(newsletterSubscriptions).values([
    ...Array.from({ length: READERS }, (_, n) => ({
      email: `reader${n}@example.com`,
      language: n % 2 ? ('ja' as const) : ('en' as const),
      confirmedAt: new Date(),
    })),
    { email: 'waiting@example.com' },
  ]);
  await handle.close();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp?.close();
  await rm(dir, { recursive: true, force: true });
});

/** Runs the command as `npm run admin -- newsletter send <file>` does, and what it printed. */
async function run(file: string) {
  const lines: string[] = [];
  const keep = (...args: unknown[]) => void lines.push(args.join(' '));
  const info = vi.spyOn(console, 'info').mockImplementation(keep);
  const error = vi.spyOn(console, 'error').mockImplementation(keep);
  try {
    const env = readEnv({
      DATA_DIR: path.join(dir, 'data'),
      SMTP_URL: smtp.url,
      PUBLIC_ORIGIN: 'https://roofline.example',
      MAIL_FROM: 'Roofline <news@roofline.example>',
    });
    const code = await sendIssueCommand(file, env);
    return { code, output: lines.join('\n') };
  } finally {
    info.mockRestore();
    error.mockRestore();
  }
}

describe('npm run admin -- newsletter send, on PGlite (README: "Email and the newsletter")', () => {
  it("takes the file's name as the issue's key", () => {
    expect(issueKey('issues/2026-11-autumn.md')).toBe('2026-11-autumn');
  });

  it('refuses a file that is no issue, and sends nothing', async () => {
    const file = path.join(dir, 'no-title.md');
    await writeFile(file, 'Just text, no title line.\n');
    const { code, output } = await run(file);
    expect(code).toBe(2);
    expect(output).toContain('its first line must be "# Title"');
    expect(smtp.received).toHaveLength(0);
  });

  it('queues the issue; the worker sends it once to each confirmed reader, through a mail server that fails and recovers', async () => {
    const file = path.join(dir, '2026-11-autumn.md');
    await writeFile(file, '# Autumn homes\n\nThree new homes in **Kyoto**.\n');
    const queued = await run(file);
    expect(queued.code).toBe(0);
    expect(queued.output).toContain('Queued "Autumn homes" (issue 2026-11-autumn).');
    expect(queued.output).toContain('The site sends it when it next starts');
    expect(smtp.received).toHaveLength(0);

    // The site starts: its worker sends three, the mail server then refuses, the job retries.
    smtp.failAfter(3);
    const handle = await openDatabase({ dataDir: path.join(dir, 'data'), seed: false });
    const mailer = mailerTo(smtp);
    const queue = await startWorker(handle, mailer);
    try {
      await waitUntil(async () => {
        const [job] = await handle.db.select({ attempts: jobs.attempts }).from(jobs);
        return (job?.attempts ?? 0) >= 1 && smtp.received.length === 3;
      });
      smtp.acceptAll();
      await waitUntil(() => smtp.received.length >= READERS);
      await waitUntil(async () => (await handle.db.select().from(jobs)).length === 0);
    } finally {
      await queue.stop();
      mailer.close();
      await handle.close();
    }
    const recipients = smtp.received.map((message) => message.to[0]);
    expect(recipients).toHaveLength(READERS);
    expect(new Set(recipients).size).toBe(READERS);
    expect(recipients).not.toContain('waiting@example.com');
    expect(smtp.received[0]!.parsed.subject).toBe('Autumn homes');
    expect(smtp.received[0]!.parsed.text).toContain(
      'https://roofline.example/newsletter/unsubscribe?token=',
    );
  });
});
