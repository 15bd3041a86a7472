import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** Elements of a list of plain words (letters and digits, none of them the word NULL). */
const PLAIN_WORDS = /^[A-Za-z0-9]+(,[A-Za-z0-9]+)*$/;
const NULL_WORD = /(^|,)null(,|$)/i;

/**
 * A PostgreSQL array literal. Plain words go as they are (a home's words, thousands of them in a
 * large load); anything else is quoted, so commas, braces and quotes in it stay its own.
 */
export function arrayLiteral(values: unknown[]) {
  const joined = values.join(',');
  const plain =
    PLAIN_WORDS.test(joined) &&
    joined.split(',').length === values.length &&
    !NULL_WORD.test(joined);
  if (plain || values.length === 0) return `{${joined}}`;
  return `{${values.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Only what CSV needs quoted is quoted: empty text (unquoted it would be null), separators,
 * quotes, line breaks, backslashes (a line of `\.` ends the data) and spaces at either end.
 */
const NEEDS_QUOTES = /^$|[",\r\n\\]|^\s|\s$/;

function csvField(value: unknown, isArray: boolean) {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : isArray && Array.isArray(value)
        ? arrayLiteral(value)
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows written out for PostgreSQL's `COPY … (format csv)`: the column names and the text. */
export type CsvRows = { columns: string[]; csv: string };

/**
 * Writes rows out as CSV for `COPY`; the columns are those any row sets, a row leaving one out
 * writing null there (a feed's record leaves out a term it does not state).
 */
export function toCsv<T extends PgTable>(table: T, rows: T['$inferInsert'][]): CsvRows {
  const set = new Set<string>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row as Record<string, unknown>))
      if (value !== undefined) set.add(key);
  }
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) => !column.generated && set.has(key),
  );
  const csv = rows
    .map((row) =>
      columns
        .map(([key, column]) =>
          csvField((row as Record<string, unknown>)[key], column.columnType === 'PgArray'),
        )
        .join(','),
    )
    .join('\n');
  return { columns: columns.map(([, column]) => column.name), csv };
}

/**
 * Inserts many rows quickly, as one CSV `COPY` on either database: several times faster than
 * parameterised inserts, and the rows are held only as text (a multi-row insert of the same rows
 * held them as objects and as the statement's parameters, more than a 128 MB heap at 60,000 homes,
 * ADR 0122). It also takes rows already written out by `toCsv` (as the generating process makes them).
 * On a pool of PostgreSQL connections the `COPY` takes one of them for the while.
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][] | CsvRows,
) {
  if (Array.isArray(rows)) {
    if (rows.length === 0) return;
    return bulkInsert(db, table, toCsv(table, rows));
  }
  if (rows.csv === '') return;
  const client = (db as unknown as { $client: unknown }).$client;
  const names = rows.columns.map((name) => `"${name}"`).join(', ');
  const into = `copy "${getTableName(table)}" (${names})`;
  if (client instanceof PGlite) {
    await client.query(`${into} from '/dev/blob' with (format csv)`, [], {
      blob: new Blob([rows.csv]),
    });
    return;
  }
  if (client instanceof pg.Pool) {
    const one = await client.connect();
    try {
      return await copyIn(one, `${into} from stdin with (format csv)`, rows.csv);
    } finally {
      one.release();
    }
  }
  return copyIn(client as pg.ClientBase, `${into} from stdin with (format csv)`, rows.csv);
}

/**
 * `COPY … FROM STDIN` on one PostgreSQL connection: node-postgres runs any object with a `submit`
 * method as a query and hands it the protocol's messages (the same hooks pg-copy-streams uses).
 * The data goes in pieces, so no single message grows with the batch.
 */
function copyIn(client: pg.ClientBase, statement: string, csv: string) {
  const PIECE = 1 << 20;
  return new Promise<void>((resolve, reject) => {
    const query = {
      submit(connection: CopyConnection) {
        connection.query(statement);
      },
      handleCopyInResponse(connection: CopyConnection) {
        const data = Buffer.from(csv);
        for (let at = 0; at < data.length; at += PIECE)
          connection.sendCopyFromChunk(data.subarray(at, at + PIECE));
        connection.endCopyFrom();
      },
      // node-postgres lets go of a query at its error: the ready message that follows is not its.
      handleError(error: unknown) {
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      handleReadyForQuery() {
        resolve();
      },
      handleCommandComplete() {},
      handleEmptyQuery() {},
      handleRowDescription() {},
      handleDataRow() {},
      handleCopyData() {},
    };
    (client as unknown as { query: (submittable: typeof query) => void }).query(query);
  });
}

type CopyConnection = {
  query: (text: string) => void;
  sendCopyFromChunk: (chunk: Buffer) => void;
  endCopyFrom: () => void;
};

/** After inserting explicit ids, moves the table's id sequence past them. */
export async function syncIdSequence(db: Db, table: PgTable) {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
    ),
  );
}
