// `npm run admin -- market-terms terms.json` (README: "Loan terms by market"): sets each market's
// loan terms from a file, `{ "US": { "rate": 6.1, "termYears": 30, "downPercent": 20,
// "taxRate": 1.1, "insurance": 1500, "pmi": true, "source": "…", "date": "2026-11-27" }, … }`
// with every country of lib/market-terms.ts. Checked whole before anything is kept; the change
// goes into the audit log as the command's (docs/product.md#what-it-costs-a-month, ADR 0129).
import { readFile } from 'node:fs/promises';

import { openDatabase } from '~/db/client.server';
import { describeProblem, parseMarketTerms } from '~/lib/market-terms';
import { setMarketTerms } from '~/models/market-terms.server';

import type { Env } from '../server/env';

/** The exit code: 0 done, 1 a file that does not read as terms (nothing is changed then). */
export async function marketTermsCommand(file: string, env: Env) {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`Could not read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const read = parseMarketTerms(value);
  if (!read.ok) {
    console.error(`${file} was not saved: ${describeProblem(read.problem)}`);
    return 1;
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  try {
    await setMarketTerms(handle.db, read.table);
    console.info(`Loan terms saved for ${Object.keys(read.table).join(', ')}.`);
    return 0;
  } finally {
    await handle.close();
  }
}
