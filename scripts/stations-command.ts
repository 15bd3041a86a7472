// `npm run admin -- stations file.csv|file.geojson [--replace]` (README: "Stations"): adds the
// file's stations to the site's, or with --replace makes them the only ones, then works out every
// home's nearest stations and walking minutes again, a batch at a time, so a running site on
// PostgreSQL keeps answering (ADR 0133). A file with a bad row is refused whole, each bad row
// named with its line and why: nothing changes.
import { readFile } from 'node:fs/promises';

import { openDatabase } from '~/db/client.server';
import { importStations } from '~/models/station-updates.server';
import { parseStationFile } from '~/models/stations-file.server';

import type { Env } from '../server/env';

/** The exit code: 0 done, 1 a file that cannot be read or holds a bad row. */
export async function stationsCommand(file: string, replace: boolean, env: Env) {
  let text;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    console.error(`Could not read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const parsed = parseStationFile(text, file);
  if (!parsed.ok) {
    for (const error of parsed.errors) console.error(`${file}, ${error.where}: ${error.reason}`);
    console.error('Nothing was changed.');
    return 1;
  }
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    seed: false,
  });
  try {
    const done = await importStations(handle.db, parsed.stations, { replace });
    console.info(
      `Stations: ${done.added} added, ${done.changed} changed, ${done.removed} removed; ` +
        `${done.homes} ${done.homes === 1 ? 'home has' : 'homes have'} another nearest station or walk.`,
    );
    return 0;
  } finally {
    await handle.close();
  }
}
