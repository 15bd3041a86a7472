import type { Database } from '~/db/client.server';

import { eventsWaiting } from '../alerts.server';
import type { JobSender } from './jobs.server';

export type AlertClockTiming = {
  /** How often waiting events are looked for: an "at once" alert is made within this. */
  matchMs: number;
  /** How often the "at once" emails not yet sent are looked for, should a match job have died. */
  emailMs: number;
  /** How often the daily and weekly emails that are due are looked for. */
  digestMs: number;
  /** How often listings past the freshness limits are looked for (docs/product.md#freshness). */
  freshnessMs?: number;
};

export const ALERT_CLOCK: AlertClockTiming = {
  matchMs: 5_000,
  emailMs: 60_000,
  digestMs: 10 * 60_000,
  freshnessMs: 10 * 60_000,
};

/**
 * The alerts' clock (ADR 0055), on every app server: homes published and price drops are written
 * as events by the write path, in its transaction; every few seconds one indexed read asks
 * whether any wait, and only then is a match job queued. Two servers may both queue one: the
 * second finds the events taken (`SKIP LOCKED`) and does nothing. The daily and weekly emails are
 * looked for every ten minutes, and the "at once" emails every minute (a match job that died after
 * making its alerts and before queueing their emails leaves none unsent).
 */
export function startAlertClock(
  db: Database,
  jobs: JobSender,
  origin: string,
  timing: AlertClockTiming = ALERT_CLOCK,
) {
  const safely = (what: () => Promise<unknown>) => () => {
    what().catch((error: unknown) =>
      console.warn('The alerts clock:', error instanceof Error ? error.message : error),
    );
  };
  const timers = [
    setInterval(
      safely(async () => {
        if (await eventsWaiting(db)) await jobs.send('alerts-match', { origin });
      }),
      timing.matchMs,
    ),
    setInterval(
      safely(() => jobs.send('alerts-email', { origin })),
      timing.emailMs,
    ),
    setInterval(
      safely(() => jobs.send('alerts-digest', { origin })),
      timing.digestMs,
    ),
    // The freshness sweep rides the same clock: every ten minutes, a listing past the site's
    // limits leaves the search within that long (docs/product.md#freshness).
    ...(timing.freshnessMs
      ? [
          setInterval(
            safely(() => jobs.send('freshness-sweep', { origin })),
            timing.freshnessMs,
          ),
        ]
      : []),
  ];
  for (const timer of timers) timer.unref();
  safely(() => jobs.send('alerts-digest', { origin }))();
  if (timing.freshnessMs) safely(() => jobs.send('freshness-sweep', { origin }))();
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
