// The process: static files, the listening socket and a graceful shutdown. Everything else is
// TypeScript in server/app.ts, built into build/server/index.js with the rest of the app.
import express from 'express';

const development = process.env.NODE_ENV === 'development';
const buildDir = process.env.BUILD_DIR ?? 'build';
process.env.NODE_ENV ??= 'production';

/**
 * Runs `work` without the warnings `known` matches. React Router's Vite plugin starts its own
 * Vite servers with `envFile: false`, which Vite 8 calls deprecated at every start; the warning
 * is about the plugin's code, not ours, and says nothing a developer can act on.
 */
async function quietly(known, work) {
  const warn = console.warn;
  console.warn = (...args) => {
    if (!known.test(args.map(String).join(' '))) warn(...args);
  };
  try {
    return await work();
  } finally {
    console.warn = warn;
  }
}

const server = express();
server.disable('x-powered-by');

/** @type {{ app: import('express').Express, refuseConnect: (req: import('node:http').IncomingMessage, socket: import('node:stream').Duplex) => void, compress: import('express').RequestHandler[], security: import('express').RequestHandler[], env: { PORT: number, HOST?: string, TRUST_PROXY: number }, start: () => Promise<unknown>, stop: () => Promise<void> }} */
let app;
if (development) {
  const vite = await import('vite').then((v) =>
    quietly(/The `envFile` option is deprecated/, () =>
      v.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
    ),
  );
  app = await vite.ssrLoadModule('./server/app.ts');
  server.use(...app.compress);
  server.use(vite.middlewares);
  server.use(...app.security);
  server.use(async (req, res, next) => {
    try {
      const fresh = await vite.ssrLoadModule('./server/app.ts');
      return fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  app = await import(new URL(`${buildDir}/server/index.js`, `file://${process.cwd()}/`).href);
  server.use(...app.compress);
  server.use(...app.security);
  // Hashed file names never change content, so browsers may keep them for a year.
  server.use(
    '/assets',
    express.static(`${buildDir}/client/assets`, { immutable: true, maxAge: '1y' }),
  );
  // Other files (the icon, robots.txt) have an extension; pages do not, and skip the disk lookup.
  const files = express.static(`${buildDir}/client`, { maxAge: '1h' });
  server.use((req, res, next) => (/\.[^/]*$/.test(req.path) ? files(req, res, next) : next()));
  server.use(app.app);
}
server.set('trust proxy', app.env.TRUST_PROXY);

await app.start();
const listener = server.listen(app.env.PORT, app.env.HOST, () => {
  const address = listener.address();
  const port = typeof address === 'object' && address ? address.port : app.env.PORT;
  console.info(`Roofline is listening on http://localhost:${port}`);
});

// CONNECT goes to the server's 'connect' listeners, never to Express: answered 405 there.
listener.on('connect', app.refuseConnect);

// A connection that sends and reads nothing for this long is closed. A client that asks for many
// pages at once and reads none of them would otherwise keep its socket, and the answers waiting
// for it, for as long as it liked (ADR 0028).
listener.timeout = 30_000;

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: closing the server and the database`);
  listener.close();
  listener.closeIdleConnections?.();
  // Requests still running get a moment to finish before the database closes under them.
  const force = setTimeout(() => listener.closeAllConnections?.(), 5000);
  force.unref();
  await new Promise((resolve) => listener.on('close', resolve));
  await app.stop();
  process.exit(0);
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
