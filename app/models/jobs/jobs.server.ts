/**
 * What a job is (docs/product.md#alerts-and-the-job-queue, ADR 0054): its kinds and what each
 * carries, the handlers that work them, the sender pages and models put them in with, and the
 * queue's timing. Both queues (pg-boss, the table) and the site read these; `openJobQueue`
 * (queue.server.ts) chooses between the queues.
 */

/** Every kind of job, and what it carries (plain JSON). */
export type JobPayloads = {
  /** The newsletter's confirmation email to one sign-up. */
  'newsletter-confirm': { subscriptionId: number; origin: string; nonce: string };
  /** An issue to every confirmed reader who has not had it. */
  'newsletter-issue': { key: string; subject: string; markdown: string; origin: string };
  /** Homes published and price drops waiting: matched against every saved search (ADR 0055). */
  'alerts-match': { origin: string };
  /** The "at once" alerts not yet emailed. */
  'alerts-email': { origin: string };
  /** The daily and weekly emails that are due. */
  'alerts-digest': { origin: string };
  /** An agency's invitation to one address (docs/product.md#agencies). */
  'agency-invite': { invitationId: number; origin: string };
  /** An agency's import run (docs/product.md#listing-feeds). */
  'feed-import': { runId: number };
  /** Listings past the site's freshness limits leave the search; their listers are emailed. */
  'freshness-sweep': { origin: string };
  /**
   * An email about an account (docs/product.md#accounts): confirm its address or a new one, tell
   * the old address of a change (`old`), or reset the password. `language` is the page's, for an
   * account that chose none.
   */
  'account-email': {
    kind: 'verify' | 'change' | 'changed' | 'reset';
    userId: number;
    origin: string;
    nonce: string;
    language: 'en' | 'ja';
    old?: string;
  };
  /** An inquiry's lead, to its lister (docs/product.md#a-lister-hears-at-once). */
  'inquiry-lead': { inquiryId: number; origin: string };
  /** A reply in a conversation, to the other party (docs/product.md#the-conversation). */
  'inquiry-reply': { replyId: number; origin: string };
  /** A viewing's news to its parties (docs/product.md#booking-a-viewing). */
  'viewing-update': {
    inquiryId: number;
    change: 'confirmed' | 'changed' | 'cancelled' | 'proposed' | 'declined';
    /** The viewing's time, ISO 8601. */
    at: string;
    sequence: number;
    to: ('lister' | 'visitor')[];
    origin: string;
  };
  /**
   * A lister's news of a listing held as a copy (docs/product.md#copies): held, released, or
   * refused with the moderator's reason.
   */
  'listing-copy': {
    propertyId: number;
    news: 'held' | 'released' | 'refused';
    reason?: string | null;
    origin: string;
  };
  /** The day before a confirmed viewing: sent only if it still stands at that time. */
  'viewing-reminder': { inquiryId: number; at: string; sequence: number; origin: string };
};

export type JobName = keyof JobPayloads;

export type JobHandlers = { [Name in JobName]: (data: JobPayloads[Name]) => Promise<void> };

export type SendOptions = {
  /** Run no earlier than this many seconds from now. */
  delaySeconds?: number;
};

/** What a page, a model or the owner's command needs: putting a job in the queue. */
export type JobSender = {
  send: <Name extends JobName>(
    name: Name,
    data: JobPayloads[Name],
    options?: SendOptions,
  ) => Promise<void>;
};

/** A job that failed at least once: still being retried, or given up on. */
export type JobTrouble = {
  id: string;
  name: string;
  state: 'retrying' | 'failed';
  /** Tries so far. */
  attempts: number;
  /** What the last try failed with. */
  error: string | null;
  createdAt: Date;
};

export type JobQueue = JobSender & {
  kind: 'pg-boss' | 'table';
  /** The jobs being retried or given up on, newest first (the owner's `npm run admin -- jobs`). */
  troubles: (limit?: number) => Promise<JobTrouble[]>;
  /** Puts every job given up on back in the queue, to be tried as new; returns how many. */
  retryFailed: () => Promise<number>;
  /** Starts working the jobs with these handlers (never called by the owner's command). */
  work: (handlers: JobHandlers) => Promise<void>;
  /** Stops taking jobs and waits (up to its limit) for those being worked; jobs left are kept. */
  stop: () => Promise<void>;
};

/** How the queue retries and how quickly it takes a job back from a worker that stopped. */
export type QueueTiming = {
  /** Tries of a job before it is kept as failed. */
  retryLimit: number;
  /** The first retry's wait; each next one waits twice as long (with jitter on pg-boss). */
  retryDelaySeconds: number;
  /** A job worked longer is taken to have lost its worker and is tried again. */
  expireSeconds: number;
  /** How often an idle worker looks for jobs. */
  pollSeconds: number;
};

/**
 * The site's timing: about 17 hours of retries (30 s, 1 min, … 8.5 h), enough for a mail server
 * down overnight; a job is taken back 5 minutes after its worker stopped answering.
 */
export const QUEUE_TIMING: QueueTiming = {
  retryLimit: 12,
  retryDelaySeconds: 30,
  expireSeconds: 300,
  pollSeconds: 2,
};

export const JOB_NAMES: JobName[] = [
  'newsletter-confirm',
  'newsletter-issue',
  'alerts-match',
  'alerts-email',
  'alerts-digest',
  'agency-invite',
  'feed-import',
  'freshness-sweep',
  'account-email',
  'inquiry-lead',
  'inquiry-reply',
  'viewing-update',
  'viewing-reminder',
  'listing-copy',
];

/** The wait before retry `attempt` (1 for the first retry), doubling, capped at 2^16 times. */
export function retryDelay(timing: QueueTiming, attempt: number) {
  return timing.retryDelaySeconds * 2 ** Math.min(16, Math.max(0, attempt - 1));
}
