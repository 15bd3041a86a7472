import 'react-router';
import express from 'express';

import { openDatabase, POOL_SIZE, type Database, type DatabaseHandle } from '~/db/client.server';
import { prepareSearch } from '~/models/properties.server';
import { deferredComponentsLoaded } from '~/lib/deferred-component';

import { compressResponses } from './compress';
import { concurrencyLimit } from './concurrency';
import { readEnv } from './env';
import { pageHandler } from './pages';
import { requestGuard } from './request-guard';
import { securityHeaders } from './security';

declare module 'react-router' {
  interface AppLoadContext {
    db: Database;
    cspNonce: string;
    clientIp: string;
  }
}

/**
 * The HTTP application inside the React Router build: configuration, the database, security
 * headers and the request handler. `server.js` adds static files and the listening socket.
 */
export const env = readEnv();

let handle: DatabaseHandle | undefined;

/**
 * Loads the routes' code and opens (and on first start migrates and fills) the database; the
 * server listens only after.
 */
export async function start() {
  // Otherwise the first request to reach the router imports the build, and the first property
  // pages wait for the review form's code (ADR 0011). Under load after a restart that wait
  // outlasted entry.server's render timeout, and those pages answered 500 (load-crash.spec).
  await import('virtual:react-router/server-build');
  await deferredComponentsLoaded();
  handle ??= await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: {
      ...(env.SEED_PROPERTIES !== undefined && { properties: env.SEED_PROPERTIES }),
      ...(env.SEED_BLOGS !== undefined && { blogs: env.SEED_BLOGS }),
      ...(env.SEED_TESTIMONIALS !== undefined && { testimonials: env.SEED_TESTIMONIALS }),
    },
  });
  // A large table's search index is built in the background; searches use SQL until it is ready.
  await prepareSearch(handle.db);
  return handle;
}

export async function stop() {
  const current = handle;
  handle = undefined;
  await current?.close();
}

/** Compression for every answer, static files included; `server.js` puts it first. */
export const compress = compressResponses();

export const security = securityHeaders({ production: env.NODE_ENV === 'production' });

export const app = express();
app.disable('x-powered-by');
app.use(requestGuard({ origin: env.PUBLIC_ORIGIN }));
app.use(concurrencyLimit(env.MAX_CONCURRENT_REQUESTS ?? (env.DATABASE_URL ? POOL_SIZE : 4)));
app.use(
  pageHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
    origin: env.PUBLIC_ORIGIN,
    getLoadContext: (req, res) => {
      if (!handle) throw new Error('The database is not open yet');
      return {
        db: handle.db,
        cspNonce: String(res.locals.cspNonce ?? ''),
        clientIp: req.ip ?? 'unknown',
      };
    },
  }),
);
