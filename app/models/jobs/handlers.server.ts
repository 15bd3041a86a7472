import type { Database } from '~/db/client.server';

import { sendAccountEmail } from '../account-mail.server';
import { sendCopyMail } from '../copies.server';
import { sendInvitation } from '../agencies/invitations.server';
import { sendDigests, sendInstantAlerts } from '../alert-mail.server';
import { matchWaitingEvents } from '../alerts.server';
import { workRun } from '../feeds/runs.server';
import { runFreshnessSweep } from '../freshness.server';
import { sendLeadMail, sendReplyMail, sendViewingMail } from '../inquiry-mail.server';
import { sendNewsletterIssue } from '../newsletter-issues.server';
import { sendConfirmation, type NewsletterMail } from '../newsletter.server';
import type { JobHandlers, JobSender } from './jobs.server';

/** Batches of events one match job takes before leaving the rest to the next (ADR 0055). */
const MATCH_RUNS_PER_JOB = 50;

/** What the jobs work with: the database, the mailer and its key, and the queue itself. */
export type JobContext = {
  db: Database;
  mail: NewsletterMail;
  jobs: JobSender;
  /** How long a claimed email is left to its sender (ADR 0054); tests make it short. */
  leaseSeconds?: number;
};

/**
 * What each job does (ADR 0054). A handler that throws is retried by the queue with a doubling
 * wait, so a mail server that is down delays the email and loses nothing.
 */
export function jobHandlers(context: JobContext): JobHandlers {
  const { db, mail, leaseSeconds } = context;
  return {
    'newsletter-confirm': async (data) => {
      await sendConfirmation(db, mail, data, { leaseSeconds });
    },
    'newsletter-issue': async ({ key, subject, markdown, origin }) => {
      const outcome = await sendNewsletterIssue(db, mail, {
        issue: { key, subject, markdown },
        origin,
      });
      // The readers it reached have their rows; the retry mails only the rest (ADR 0053).
      if (outcome.failed > 0) throw new Error(`The issue ${key} stopped: ${outcome.error}`);
    },
    'alerts-match': async ({ origin }) => {
      const { made } = await matchWaitingEvents(db, { maxRuns: MATCH_RUNS_PER_JOB });
      if (made > 0) await context.jobs.send('alerts-email', { origin });
    },
    'alerts-email': async ({ origin }) => {
      await sendInstantAlerts({ db, mail, origin, leaseSeconds });
    },
    'alerts-digest': async ({ origin }) => {
      await sendDigests({ db, mail, origin, leaseSeconds });
    },
    'agency-invite': async (data) => {
      await sendInvitation(db, mail, data, { leaseSeconds });
    },
    'feed-import': async ({ runId }) => {
      await workRun(db, runId);
    },
    'freshness-sweep': async ({ origin }) => {
      await runFreshnessSweep({ db, mail, origin, leaseSeconds });
    },
    'account-email': async (data) => {
      await sendAccountEmail(db, mail, data, { leaseSeconds });
    },
    'inquiry-lead': async ({ inquiryId, origin }) => {
      await sendLeadMail({ db, mailer: mail.mailer, origin, leaseSeconds }, inquiryId);
    },
    'inquiry-reply': async ({ replyId, origin }) => {
      await sendReplyMail({ db, mailer: mail.mailer, origin, leaseSeconds }, replyId);
    },
    'viewing-update': async ({ origin, ...viewing }) => {
      await sendViewingMail({ db, mailer: mail.mailer, origin, leaseSeconds }, viewing);
    },
    'listing-copy': async ({ origin, ...news }) => {
      await sendCopyMail({ db, mailer: mail.mailer, origin, leaseSeconds }, news);
    },
    'viewing-reminder': async ({ origin, ...viewing }) => {
      await sendViewingMail(
        { db, mailer: mail.mailer, origin, leaseSeconds },
        { ...viewing, change: 'reminder', to: ['lister', 'visitor'] },
      );
    },
  };
}
