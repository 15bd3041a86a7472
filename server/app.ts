import 'react-router';
import { remember } from '@epic-web/remember';
import express from 'express';

import { deferredComponentsLoaded } from '~/lib/deferred-component';
import { defaultMailFrom } from '~/lib/mail-text';
import { builtInMarketTerms } from '~/lib/market-terms-built-in';
import { monthlyTerms } from '~/lib/monthly-cost';
import { flushViews } from '~/models/listing-stats.server';
import {
  announcePageChanges,
  countCachedView,
  followPageChanges,
} from '~/models/page-changes.server';
import type { AppSettings } from '~/settings';
import {
  requestsAtOnce,
  startApp,
  type Database,
  type JobSender,
  type MailContext,
  type RateLimits,
  type RunningApp,
} from '~/start.server';

import { compressResponses } from './compress';
import { concurrencyLimit, placesApart } from './concurrency';
import { readEnv, socialSettings } from './env';
import { pageCache } from './page-cache';
import { pageHandler, requestUrl } from './pages';
import { refuseConnect, requestGuard } from './request-guard';
import { securityHeaders } from './security';

declare module 'react-router' {
  interface AppLoadContext {
    db: Database;
    rateLimits: RateLimits;
    mail: MailContext;
    jobs: JobSender;
    settings: AppSettings;
    cspNonce: string;
    clientIp: string;
  }
}

/**
 * The HTTP application inside the React Router build: configuration, the app's start, security
 * headers and the request handler. `server.js` adds static files and the listening socket.
 */
export const env = readEnv();

const settings: AppSettings = {
  production: env.NODE_ENV === 'production',
  trustProxy: env.TRUST_PROXY,
  faults: env.E2E_FAULTS,
  social: socialSettings(env),
  monthly: monthlyTerms(builtInMarketTerms(env.MORTGAGE_RATE, env.MORTGAGE_RATE_DATE)),
  ratesStaleDays: env.RATES_STALE_DAYS,
  dataDir: env.DATA_DIR,
  mapStyleUrl: env.MAP_STYLE_URL,
};

/**
 * The started app (its database, search index and rate limits) outlives a reload of this module:
 * `npm run dev` evaluates it again after every edit, and the new copy must go on serving from the
 * database the first one opened (ADR 0043).
 */
const running = remember('roofline:running-app', () => ({
  app: undefined as RunningApp | undefined,
}));

/**
 * Loads the routes' code and starts the app (opening, and on a new database's first start
 * filling, the database); the server listens only after.
 */
export async function start() {
  // Otherwise the first request to reach the router imports the build, and the first property
  // pages wait for the review form's code (ADR 0011). Under load after a restart that wait
  // outlasted entry.server's render timeout, and those pages answered 500 (load-crash.spec).
  await import('virtual:react-router/server-build');
  await deferredComponentsLoaded();
  running.app ??= await startApp({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: env.SEED,
    seedCounts: {
      ...(env.SEED_PROPERTIES !== undefined && { properties: env.SEED_PROPERTIES }),
      ...(env.SEED_BLOGS !== undefined && { blogs: env.SEED_BLOGS }),
      ...(env.SEED_TESTIMONIALS !== undefined && { testimonials: env.SEED_TESTIMONIALS }),
    },
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    mailOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`,
    monthly: settings.monthly,
    searchIndexFrom: env.SEARCH_INDEX_FROM,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? defaultMailFrom(env.PUBLIC_ORIGIN),
      secret: env.MAIL_SECRET,
    },
  });
  // Pages kept for visitors who are not signed in are forgotten on every write (ADR 0073).
  if (cache) onStop.add(followPageChanges(running.app.db, cache.clear));
  return running.app;
}

export async function stop() {
  await Promise.all([...onStop].map((stopping) => stopping()));
  onStop.clear();
  const current = running.app;
  running.app = undefined;
  // The page views gathered in the last moment are written before the database closes (ADR 0124).
  if (current) await flushViews(current.db).catch(() => undefined);
  await current?.stop();
}

/** Compression for every answer, static files included; `server.js` puts it first. */
export const compress = compressResponses();

export const security = securityHeaders({
  production: settings.production,
  mapStyleUrl: settings.mapStyleUrl,
});

/**
 * Pages rendered for visitors who are not signed in, answered again without a render (ADR 0073):
 * in production only (in development every edit must show), unless PAGE_CACHE_MB is 0.
 */
const cache =
  settings.production && env.PAGE_CACHE_MB > 0
    ? pageCache({
        maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
        maxAgeMs: env.PAGE_CACHE_SECONDS * 1000,
        announce: () => {
          const db = running.app?.db;
          if (db) announcePageChanges(db).catch(() => {});
        },
        countView: (request, homeId) => {
          const db = running.app?.db;
          if (db) countCachedView(db, request, homeId);
        },
      })
    : undefined;
const onStop = new Set<() => Promise<void>>();

/** Drawings made at once, apart from the pages' places (two cores: two keep both busy). */
const DRAWINGS_AT_ONCE = 2;

/** For the listening server's 'connect' event, which Express never sees. */
export { refuseConnect };

export const app = express();
app.disable('x-powered-by');
app.use(requestGuard({ origin: env.PUBLIC_ORIGIN }));
// Drawings (`/art/…`) read no database and take a moment each; a page full of them must not wait
// behind other visitors' pages, nor hold the places pages need. They have places of their own.
const pages = concurrencyLimit(
  env.MAX_CONCURRENT_REQUESTS ?? requestsAtOnce({ databaseUrl: env.DATABASE_URL }),
);
const drawings = concurrencyLimit(DRAWINGS_AT_ONCE);
// A kept page is answered before the queue for places: it needs no render.
if (cache) app.use(cache.serve((req) => requestUrl(req, env.PUBLIC_ORIGIN)));
app.use(placesApart('/art/', drawings, pages));
app.use(
  pageHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: settings.production ? 'production' : 'development',
    origin: env.PUBLIC_ORIGIN,
    getLoadContext: (req, res) => {
      const started = running.app;
      if (!started) throw new Error('The app has not started yet');
      return {
        db: started.db,
        rateLimits: started.rateLimits,
        mail: started.mail,
        jobs: started.jobs,
        settings,
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientIp: req.ip ?? 'unknown',
      };
    },
    ...(cache && { keep: cache.keep }),
  }),
);
