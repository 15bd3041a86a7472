// `npm run admin -- rates rates.json` (README: "Currencies and rates"): sets the site's currency
// rates from a file, `{ "date": "2026-11-27", "perUsd": { "JPY": 152, "GBP": 0.77, ... } }` with
// every currency of lib/money.ts, and works every home's dollar price out again (ADR 0121), a
// batch at a time, so a running site on PostgreSQL keeps answering. Nothing is fetched from the
// network: the owner brings the rates.
import { readFile } from 'node:fs/promises';

import { openDatabase } from '~/db/client.server';
import { parseRates, setRates } from '~/models/currency-rates.server';

import type { Env } from '../server/env';

/** The exit code: 0 done, 1 a file that does not read as rates. */
export async function ratesCommand(file: string, env: Env) {
  let rates;
  try {
    rates = parseRates(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    console.error(`Could not read ${file}: ${(error as Error).message}`);
    return 1;
  }
  if (!rates) {
    console.error(
      `${file} is not a rates table: it needs "date" (YYYY-MM-DD) and "perUsd" with a positive number for every currency.`,
    );
    return 1;
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  try {
    const count = await setRates(handle.db, rates);
    console.info(
      `Rates of ${rates.date} saved; ${count} ${count === 1 ? 'home' : 'homes'} priced again in dollars.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}
