import { openDatabase, POOL_SIZE, type Database, type DatabaseConfig } from '~/db/client.server';
import type { SeedCounts, SeedSetting } from '~/db/seed.server';
import { startFeedClock } from '~/models/feeds/runs.server';
import { startAlertClock } from '~/models/jobs/alert-clock.server';
import { jobHandlers } from '~/models/jobs/handlers.server';
import type { JobSender, QueueTiming } from '~/models/jobs/jobs.server';
import { openJobQueue } from '~/models/jobs/queue.server';
import { mailSecret } from '~/models/mail/tokens.server';
import { createMailer, type MailSettings } from '~/models/mail/mailer.server';
import type { NewsletterMail } from '~/models/newsletter.server';
import type { MonthlyTerms } from '~/lib/monthly-cost';
import { prepareSearch } from '~/models/search/table-size.server';
import { rateLimitsIn, type RateLimits } from '~/models/rate-limits.server';
import { startUpgrades } from '~/models/upgrades.server';

export type { Database, JobSender, RateLimits };

/**
 * Requests handled at once unless `MAX_CONCURRENT_REQUESTS` says otherwise (ADR 0015): on
 * PostgreSQL as many as the pool has connections, on the embedded database (one query at a time)
 * a few, so each is answered quickly rather than all slowly.
 */
export function requestsAtOnce({ databaseUrl }: { databaseUrl?: string }) {
  return databaseUrl ? POOL_SIZE : 4;
}

export type AppConfig = {
  /** A PostgreSQL server; the embedded database in `dataDir` otherwise. */
  databaseUrl?: string;
  dataDir: string;
  /** What a new database's first start does (docs/product.md#generated-data). */
  seed: SeedSetting;
  seedCounts?: Partial<SeedCounts>;
  rateLimitPerMinute: number;
  /** The monthly-cost terms the search index sorts by (ADR 0058); the defaults without. */
  monthly?: MonthlyTerms;
  /** Homes above which searches use the in-memory index (`SEARCH_INDEX_FROM`). */
  searchIndexFrom?: number;
  /** Email (docs/product.md#email-and-the-newsletter): `SMTP_URL`, `MAIL_FROM`, `MAIL_SECRET`. */
  mail: Omit<MailSettings, 'dataDir'> & { secret?: string };
  /** The job queue's retries and leases (ADR 0054); the site's own unless a test sets them. */
  queueTiming?: QueueTiming;
  /** The origin of the links in the alert emails: `PUBLIC_ORIGIN`, or this server's own. */
  mailOrigin: string;
};

/**
 * Sending email: the mailer, the key its links are signed with, and the limit on emails one
 * address is sent (a sign-up a few times an hour, docs/product.md#email-and-the-newsletter).
 */
export type MailContext = NewsletterMail & { perAddress: RateLimits };

/** Confirmation emails one address may be sent in an hour, whoever asks. */
const EMAILS_PER_ADDRESS_HOUR = 3;

/** What the HTTP layer needs of a started app: the database, the limits, and how to stop. */
export type RunningApp = {
  db: Database;
  kind: 'pglite' | 'postgres';
  rateLimits: RateLimits;
  mail: MailContext;
  jobs: JobSender;
  stop: () => Promise<void>;
};

/**
 * Opens (and on its first start migrates and fills) the database, starts building the search
 * index where the catalogue needs one, and makes the form rate limits. The HTTP layer calls this
 * once and passes what it returns to the pages through their load context.
 */
export async function startApp(config: AppConfig): Promise<RunningApp> {
  const seed: DatabaseConfig['seed'] = config.seed === 'off' ? 'off' : (config.seedCounts ?? {});
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    seed,
  });
  // An older database's data is brought up to date, each upgrade once, in order (ADR 0093): those
  // the search index reads before it is built, the long ones beside the pages.
  const upgrade = new AbortController();
  const upgrades = startUpgrades(handle.db, upgrade.signal);
  await upgrades.ready;
  // A large table's search index is built in the background; searches use SQL until it is ready.
  await prepareSearch(handle.db, config.searchIndexFrom, config.monthly);
  const mailer = createMailer({ ...config.mail, dataDir: config.dataDir });
  const mail = { mailer, secret: await mailSecret(handle.db, config.mail.secret) };
  // The queue starts with the server and works beside the pages (ADR 0054).
  const queue = await openJobQueue(handle, {
    databaseUrl: config.databaseUrl,
    timing: config.queueTiming,
  });
  await queue.work(jobHandlers({ db: handle.db, mail, jobs: queue }));
  const stopClock = startAlertClock(handle.db, queue, config.mailOrigin);
  // Agencies' feeds pulled on their schedule (docs/product.md#listing-feeds).
  const stopFeeds = startFeedClock(handle.db, queue);
  return {
    db: handle.db,
    kind: handle.kind,
    rateLimits: rateLimitsIn(handle.db, config.rateLimitPerMinute),
    mail: { ...mail, perAddress: rateLimitsIn(handle.db, EMAILS_PER_ADDRESS_HOUR, 60 * 60) },
    jobs: queue,
    stop: async () => {
      // The job being worked ends (or is left for the next start) before its database closes.
      upgrade.abort();
      await upgrades.done;
      stopClock();
      stopFeeds();
      await queue.stop();
      mailer.close();
      await handle.close();
    },
  };
}
