// The filled embedded database that the servers specs start of their own begin from (restarts,
// limits, bad input, load and crash, flood, social sign-in): a copy of the e2e server's, made by
// server.js before that server opens it, which each spec copies again (spawn-server.ts). On a new
// folder a server first runs PGlite's initdb, the migrations and the fill: it answered after
// 20-29 s on the busy two-core machine where this was measured, against 3-6 s on a copy (copied
// in under a second). first-start.spec alone starts on a new folder: the first fill is what it
// tests.

/** Its folder, one per E2E_PORT so that copies of the suite on one machine keep apart. */
export function specTemplateDir(port = process.env.E2E_PORT ?? '3210') {
  return `test-results/e2e-template-${port}`;
}
