import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';

import pg from 'pg';

import { openDatabase } from '~/db/client.server';

import { serverUrl, TEMPLATE_DB, templateDir } from './test-database';

/** Builds the seeded template every test file copies (see test-database.ts), once per run. */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const handle = await openDatabase({ databaseUrl: serverUrl(TEMPLATE_DB), dataDir: '' });
    await handle.close();
    return;
  }
  const dir = await templateDir();
  // A template is made again only when the migrations or the generated data change.
  if (existsSync(`${dir}/PG_VERSION`)) return;
  await rm(dir, { recursive: true, force: true });
  const handle = await openDatabase({ dataDir: dir });
  await handle.close();
}
