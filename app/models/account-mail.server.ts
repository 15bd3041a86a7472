import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';
import { pathInLanguage } from '~/lib/language-path';

import type { JobPayloads, JobSender } from './jobs/jobs.server';
import { accountEmail, type AccountEmailKind } from './mail/account-email.server';
import { sendOnce } from './mail/deliveries.server';
import { expiresInHours, signedLink } from './mail/tokens.server';
import type { NewsletterMail } from './newsletter.server';

/**
 * The emails about an account (docs/product.md#accounts, ADR 0108), put in the job queue by the
 * pages and sent by its worker: a mail server that is down delays them and loses none.
 */

/** How long each link works (docs/product.md#accounts). */
export const LINK_HOURS = { verify: 7 * 24, change: 24, reset: 1 } as const;

export type AccountEmailJob = JobPayloads['account-email'];

/** Puts an account email in the queue; each request is an email of its own (its nonce). */
export async function queueAccountEmail(
  jobs: JobSender,
  job: Omit<AccountEmailJob, 'nonce'>,
): Promise<void> {
  await jobs.send('account-email', { ...job, nonce: randomUUID() });
}

/** What an email is written from: the account as it stands when the worker sends it. */
type Account = {
  id: number;
  name: string;
  email: string;
  pendingEmail: string | null;
  passwordHash: string | null;
  verified: boolean;
  language: Language | null;
};

async function accountFor(db: Database, userId: number): Promise<Account | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      pendingEmail: users.pendingEmail,
      passwordHash: users.passwordHash,
      verifiedAt: users.emailVerifiedAt,
      language: users.mailLanguage,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  const { verifiedAt, ...account } = row;
  return { ...account, verified: verifiedAt !== null };
}

/**
 * The address, link and words of one account email, or null when there is nothing to send any
 * more: the address was confirmed meanwhile, the new one withdrawn, the account closed.
 */
function letterFor(
  account: Account,
  job: AccountEmailJob,
  secret: string,
): { to: string; url: string; values: Record<string, string> } | null {
  const link = (purpose: 'verify-email' | 'change-email' | 'reset-password', path: string) => {
    const email = purpose === 'change-email' ? account.pendingEmail! : account.email;
    const hours = LINK_HOURS[job.kind as keyof typeof LINK_HOURS];
    return signedLink(job.origin, secret, {
      path,
      language: account.language ?? job.language,
      purpose,
      id: account.id,
      email,
      expires: expiresInHours(hours),
      ...(purpose === 'reset-password' && { bound: account.passwordHash ?? '' }),
    });
  };
  const values = { name: account.name };
  switch (job.kind) {
    case 'verify':
      if (account.verified) return null;
      return { to: account.email, url: link('verify-email', '/account/confirm-email'), values };
    case 'change':
      if (!account.pendingEmail) return null;
      return {
        to: account.pendingEmail,
        url: link('change-email', '/account/confirm-email'),
        values,
      };
    case 'changed':
      if (!job.old) return null;
      return {
        to: job.old,
        url: `${job.origin}${pathInLanguage(account.language ?? job.language, '/contact-us')}`,
        values: { ...values, old: job.old, new: account.email },
      };
    case 'reset':
      return { to: account.email, url: link('reset-password', '/reset-password'), values };
  }
}

/** The queue's worker sends one account email, once for its nonce (ADR 0054). */
export async function sendAccountEmail(
  db: Database,
  mail: NewsletterMail,
  job: AccountEmailJob,
  options?: { leaseSeconds?: number },
): Promise<'sent' | 'already' | 'unchanged'> {
  const account = await accountFor(db, job.userId);
  const letter = account && letterFor(account, job, mail.secret);
  if (!account || !letter) return 'unchanged';
  const kind: AccountEmailKind = job.kind;
  return sendOnce(
    db,
    mail.mailer,
    `account-${kind}:${job.nonce}`,
    () =>
      accountEmail({
        kind,
        to: letter.to,
        language: account.language ?? job.language,
        url: letter.url,
        values: letter.values,
      }),
    { ...options, host: new URL(job.origin).hostname },
  );
}
