// The owner's desk's first admin (README: "Looking after the site"):
//
//   npm run admin -- --email someone@example.com                  make the account an admin
//   npm run admin -- --email someone@example.com --role moderator  or a moderator, or a member
//
//   npm run admin -- newsletter send issue.md                     send a newsletter issue
//                                                                  (scripts/newsletter-send.ts)
//   npm run admin -- feeds private-addresses on|off              let listing feeds and their
//                                                                  photos be fetched from private
//                                                                  addresses (ADR 0115)
//   npm run admin -- jobs [retry]                                 the jobs that failed, and
//                                                                  trying them again
//                                                                  (scripts/jobs-command.ts)
//   npm run admin -- rates rates.json                             set the currency rates
//                                                                  (scripts/rates-command.ts)
//   npm run admin -- market-terms terms.json                      set each market's loan terms
//                                                                  (scripts/market-terms-command.ts)
//   npm run admin -- stations file.csv [--replace]                add stations, or replace them
//                                                                  all (CSV or GeoJSON;
//                                                                  scripts/stations-command.ts)
//
// It reads the server's settings (DATABASE_URL or DATA_DIR) and changes an account that exists:
// register it on the site first. The change goes into the audit log as made by this command. On
// an embedded database, stop the server first (PGlite opens a folder in one process at a time).
import { parseArgs } from 'node:util';

import { openDatabase } from '~/db/client.server';
import { findAccountByEmail, setRole } from '~/models/accounts.server';
import { markAddressConfirmed } from '~/models/email-confirmation.server';
import { setFeedsMayReachPrivate } from '~/models/feeds/runs.server';
import { ROLES, type Role } from '~/lib/owners-desk';

import { readEnv } from '../server/env';
import { jobsCommand } from './jobs-command';
import { marketTermsCommand } from './market-terms-command';
import { ratesCommand } from './rates-command';
import { stationsCommand } from './stations-command';
import { sendIssueCommand } from './newsletter-send';

const USAGE =
  'Usage: npm run admin -- --email someone@example.com [--role admin|moderator|member]\n' +
  '       npm run admin -- newsletter send <file.md>\n' +
  '       npm run admin -- jobs [retry]\n' +
  '       npm run admin -- rates <rates.json>\n' +
  '       npm run admin -- market-terms <terms.json>\n' +
  '       npm run admin -- stations <file.csv|file.geojson> [--replace]\n' +
  '       npm run admin -- feeds private-addresses on|off';

function readArguments() {
  try {
    const { values } = parseArgs({
      options: { email: { type: 'string' }, role: { type: 'string', default: 'admin' } },
      strict: true,
    });
    if (!values.email?.trim()) return null;
    if (!(ROLES as readonly string[]).includes(values.role)) return null;
    return { email: values.email.trim(), role: values.role as Role };
  } catch {
    return null;
  }
}

async function main() {
  const [command, action, file, ...rest] = process.argv.slice(2);
  if (command === 'newsletter') {
    if (action !== 'send' || !file || rest.length > 0) {
      console.error(USAGE);
      return 2;
    }
    return sendIssueCommand(file, readEnv());
  }
  if (command === 'rates') {
    if (!action || file !== undefined) {
      console.error(USAGE);
      return 2;
    }
    return ratesCommand(action, readEnv());
  }
  if (command === 'market-terms') {
    if (!action || file !== undefined) {
      console.error(USAGE);
      return 2;
    }
    return marketTermsCommand(action, readEnv());
  }
  if (command === 'stations') {
    const replace = file === '--replace';
    if (!action || action.startsWith('--') || (file !== undefined && !replace) || rest.length > 0) {
      console.error(USAGE);
      return 2;
    }
    return stationsCommand(action, replace, readEnv());
  }
  if (command === 'feeds') {
    if (action !== 'private-addresses' || (file !== 'on' && file !== 'off') || rest.length > 0) {
      console.error(USAGE);
      return 2;
    }
    const env = readEnv();
    const handle = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      seed: false,
    });
    try {
      await setFeedsMayReachPrivate(handle.db, file === 'on');
      console.info(
        `Listing feeds may ${file === 'on' ? 'now' : 'no longer'} reach private addresses.`,
      );
      return 0;
    } finally {
      await handle.close();
    }
  }
  if (command === 'jobs') {
    if (file !== undefined) {
      console.error(USAGE);
      return 2;
    }
    return jobsCommand(action, readEnv());
  }
  const args = readArguments();
  if (!args) {
    console.error(USAGE);
    return 2;
  }
  const env = readEnv();
  const where = env.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : env.DATA_DIR;
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  try {
    const account = await findAccountByEmail(handle.db, args.email);
    if (!account) {
      console.error(
        `No account uses ${args.email} in ${where}.\n` +
          'Register it on the site first (/register), then run this command again.',
      );
      return 1;
    }
    const outcome = await setRole(handle.db, null, account.id, args.role, 'npm run admin');
    // The owner vouches for the account they name: its address counts as confirmed
    // (docs/product.md#accounts).
    await markAddressConfirmed(handle.db, account.id);
    const who = `${account.name} <${account.email}> (account ${account.id})`;
    if (outcome === 'unchanged') {
      console.info(`${who} is already ${article(args.role)} ${args.role}; nothing was changed.`);
    } else {
      console.info(
        `${who} was ${article(account.role)} ${account.role} and is now ${article(args.role)} ${args.role}.` +
          (account.locked ? '\nThe account is locked: unlock it at /admin/users to sign in.' : '') +
          (args.role === 'member' ? '' : '\nSign in as them and open /admin.'),
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
}

const article = (role: Role) => (role === 'admin' ? 'an' : 'a');

process.exitCode = await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  return 1;
});
