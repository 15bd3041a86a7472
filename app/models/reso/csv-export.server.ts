import { and, asc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { feedMapping } from '~/db/home-columns';
import { agencies, agents, properties } from '~/db/schema';
import { csvCell } from '~/lib/csv';
import { mappedFieldNames, mediaOf, PROPERTY_FIELDS, resoRecordOf } from '~/lib/reso/out';

import { resoHomeColumns } from './property-fields.server';

/**
 * Listings as CSV in RESO Data Dictionary names (docs/reso-api.md, "CSV export"): the columns of
 * the RESO Web API's Property, the site's other fields as the mapping writes them
 * (docs/reso-mapping.md), then every field a feed sent that has no column (so what came in
 * goes out), then `Media` as a JSON array. An agency's admin downloads all its listings; an owner
 * their own from My listings. Drafts and hidden homes are in it: it is the lister's own stock.
 * Written a thousand homes at a time, never the whole file in memory.
 */

const BATCH = 1000;

/** A cell: numbers as written, text made safe for spreadsheets (`csvCell`), lists as JSON. */
function cell(value: unknown) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return csvCell(value);
  return csvCell(JSON.stringify(value));
}

/** The fields every listing has: the API's, then the rest the mapping writes (`Roofline_…`). */
const ownFields = () => [
  ...PROPERTY_FIELDS.map((field) => field.name),
  ...mappedFieldNames(feedMapping),
];

const line = (cells: string[]) => `${cells.join(',')}\r\n`;

async function extraFields(db: Database, where: SQL) {
  const rows = (await db.execute(sql`
    select distinct jsonb_object_keys(${properties.resoFields}) as name
    from ${properties} left join ${agents} on ${agents.id} = ${properties.agentId}
    where ${where} and ${isNotNull(properties.resoFields)}
      and jsonb_typeof(${properties.resoFields}) = 'object'
    order by 1`)) as unknown as { rows: { name: string }[] };
  const known = new Set(ownFields());
  return rows.rows.map((row) => row.name).filter((name) => !known.has(name) && name !== 'Media');
}

function csvOf(db: Database, where: SQL, origin: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let names: string[] | undefined;
  let after = 0;
  return new ReadableStream({
    async pull(controller) {
      if (!names) {
        names = [...ownFields(), ...(await extraFields(db, where))];
        controller.enqueue(encoder.encode(line([...names, 'Media'].map(csvCell))));
      }
      const homes = await db
        .select(resoHomeColumns)
        .from(properties)
        .leftJoin(agents, eq(agents.id, properties.agentId))
        .leftJoin(agencies, eq(agencies.id, properties.agencyId))
        .where(and(where, gt(properties.id, after)))
        .orderBy(asc(properties.id))
        .limit(BATCH);
      let text = '';
      for (const home of homes) {
        const record = resoRecordOf(home, feedMapping);
        const media = mediaOf(home, origin).map(({ MediaURL, Order, ShortDescription }) => ({
          MediaURL,
          Order,
          ShortDescription,
        }));
        text += line([...names.map((name) => cell(record[name])), cell(media)]);
      }
      if (text) controller.enqueue(encoder.encode(text));
      if (homes.length < BATCH) controller.close();
      else after = homes.at(-1)!.id;
    },
  });
}

/** Every listing of the agency. */
export function agencyListingsCsv(db: Database, agencyId: number, origin: string) {
  return csvOf(db, eq(properties.agencyId, agencyId), origin);
}

/** Every home the account lists itself (My listings). */
export function ownListingsCsv(db: Database, userId: number, origin: string) {
  return csvOf(db, eq(agents.userId, userId), origin);
}
