// The database by hand, for a developer (README: "Data"):
//
//   npm run db:seed            fill an empty database with generated data
//   npm run db:reset [-- --yes] delete everything in the database and fill it again
//
// Both read the server's settings (DATABASE_URL or DATA_DIR, SEED_PROPERTIES, SEED_BLOGS,
// SEED_TESTIMONIALS). A server must not be running on an embedded database (PGlite opens a
// folder in one process at a time).
import { rm } from 'node:fs/promises';
import { createInterface } from 'node:readline/promises';

import { sql } from 'drizzle-orm';

import { inOneSession, openDatabase } from '~/db/client.server';
import { holdsRows, seedEmptyDatabase, type SeedCounts } from '~/db/seed.server';

import { readEnv } from '../server/env';

const env = readEnv();
const counts: Partial<SeedCounts> = {
  ...(env.SEED_PROPERTIES !== undefined && { properties: env.SEED_PROPERTIES }),
  ...(env.SEED_BLOGS !== undefined && { blogs: env.SEED_BLOGS }),
  ...(env.SEED_TESTIMONIALS !== undefined && { testimonials: env.SEED_TESTIMONIALS }),
};
const where = env.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : env.DATA_DIR;
const database = { databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, seed: false as const };

async function seed() {
  const handle = await openDatabase(database);
  try {
    if (await holdsRows(handle.db)) {
      console.error(
        `Nothing was added: ${where} already holds data. To start again from generated data: npm run db:reset`,
      );
      return 1;
    }
    const started = Date.now();
    await inOneSession(handle.db, (session) => seedEmptyDatabase(session, counts));
    console.info(`Filled ${where} with generated data in ${Date.now() - started} ms.`);
    return 0;
  } finally {
    await handle.close();
  }
}

async function confirmed() {
  if (process.argv.includes('--yes')) return true;
  if (!process.stdin.isTTY) {
    console.error('db:reset deletes every record; run it in a terminal, or add -- --yes.');
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stdout });
  const answer = await prompt.question(
    `This deletes every home, post, account and message in ${where}, then fills it with generated data.\nType "reset" to go on: `,
  );
  prompt.close();
  return answer.trim() === 'reset';
}

async function reset() {
  if (!(await confirmed())) {
    console.info('Nothing was changed.');
    return 1;
  }
  if (env.DATABASE_URL) {
    const handle = await openDatabase(database);
    await inOneSession(handle.db, async (session) => {
      await session.execute(sql`drop schema if exists drizzle cascade`);
      await session.execute(sql`drop schema public cascade`);
      await session.execute(sql`create schema public`);
    });
    await handle.close();
  } else {
    await rm(env.DATA_DIR, { recursive: true, force: true });
  }
  const started = Date.now();
  const handle = await openDatabase({ ...database, seed: counts });
  await handle.close();
  console.info(`Reset ${where}: filled with generated data in ${Date.now() - started} ms.`);
  return 0;
}

const command = process.argv[2];
const code = command === 'seed' ? await seed() : command === 'reset' ? await reset() : 2;
if (code === 2) console.error('Usage: tsx scripts/db.ts seed|reset [--yes]');
process.exit(code);
