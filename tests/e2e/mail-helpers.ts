import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { simpleParser } from 'mailparser';

import { expect } from './fixtures';

/**
 * Where the e2e server writes its emails: it has no SMTP_URL, so each is an .eml file under its
 * DATA_DIR (playwright.config.ts names the folder after the port).
 */
const MAIL_DIR = path.join(`test-results/e2e-data-${process.env.E2E_PORT ?? 3210}`, 'mail');

/**
 * The newest email the server wrote to `address` (with this `subject`, when given), once there is
 * one. A spec's own server (spawn-server.ts) writes under its own DATA_DIR: pass that folder as
 * `dataDir`.
 */
export async function emailTo(
  address: string,
  { dataDir, subject }: { dataDir?: string; subject?: string } = {},
) {
  const folder = dataDir ? path.join(dataDir, 'mail') : MAIL_DIR;
  let found: Awaited<ReturnType<typeof simpleParser>> | undefined;
  await expect
    .poll(async () => {
      const names = (await readdir(folder).catch(() => [])).filter((n) => n.endsWith('.eml'));
      for (const name of names.sort().reverse()) {
        const raw = await readFile(path.join(folder, name), 'utf8');
        if (!raw.includes(`\r\nTo: ${address}\r\n`)) continue;
        const mail = await simpleParser(raw);
        const to = mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
        if (to === address && (subject === undefined || mail.subject === subject)) {
          found = mail;
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return found!;
}

/** The first link to `pathname` in an email's text part, as a path and query on this site. */
export function linkIn(text: string | undefined, pathname: string) {
  const found = new RegExp(`https?://\\S+${pathname}\\?token=\\S+`).exec(text ?? '')?.[0];
  if (!found) throw new Error(`No link to ${pathname} in the email`);
  const url = new URL(found);
  return url.pathname + url.search;
}
