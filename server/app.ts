import 'react-router';
import { createRequestHandler } from '@react-router/express';
import express from 'express';

import { openDatabase, type Database, type DatabaseHandle } from '~/db/client.server';

import { readEnv } from './env';
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

/** Opens (and on first start migrates and fills) the database; the server listens only after. */
export async function start() {
  handle ??= await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: {
      ...(env.SEED_PROPERTIES !== undefined && { properties: env.SEED_PROPERTIES }),
      ...(env.SEED_BLOGS !== undefined && { blogs: env.SEED_BLOGS }),
      ...(env.SEED_TESTIMONIALS !== undefined && { testimonials: env.SEED_TESTIMONIALS }),
    },
  });
  return handle;
}

export async function stop() {
  const current = handle;
  handle = undefined;
  await current?.close();
}

export const security = securityHeaders({ production: env.NODE_ENV === 'production' });

export const app = express();
app.disable('x-powered-by');
app.use(
  createRequestHandler({
    build: () => import('virtual:react-router/server-build'),
    mode: env.NODE_ENV === 'development' ? 'development' : 'production',
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
