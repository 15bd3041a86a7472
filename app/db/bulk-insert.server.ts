import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

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

/** Writes rows out as CSV for `COPY`; the columns are those the first row sets. */
export function toCsv<T extends PgTable>(table: T, rows: T['$inferInsert'][]): CsvRows {
  const columns = Object.entries(getTableColumns(table)).filter(
    ([key, column]) =>
      !column.generated && (rows[0] as Record<string, unknown> | undefined)?.[key] !== undefined,
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
 * Inserts many rows quickly: PGlite takes them as one CSV `COPY` (several times faster than
 * parameterised inserts); a PostgreSQL server takes batched multi-row inserts. PGlite also takes
 * rows already written out by `toCsv` (as a worker thread makes them).
 */
export async function bulkInsert<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][] | CsvRows,
) {
  const client = (db as unknown as { $client: unknown }).$client;
  if (!Array.isArray(rows)) {
    if (!(client instanceof PGlite)) throw new Error('CSV rows go to PGlite only.');
    if (rows.csv === '') return;
    const names = rows.columns.map((name) => `"${name}"`).join(', ');
    await client.query(
      `copy "${getTableName(table)}" (${names}) from '/dev/blob' with (format csv)`,
      [],
      { blob: new Blob([rows.csv]) },
    );
    return;
  }
  if (rows.length === 0) return;
  if (client instanceof PGlite) return bulkInsert(db, table, toCsv(table, rows));
  // PostgreSQL allows 65,535 parameters a statement.
  const perRow = Object.keys(rows[0] as object).length;
  const batch = Math.max(1, Math.floor(60_000 / perRow));
  for (let start = 0; start < rows.length; start += batch) {
    await db.insert(table).values(rows.slice(start, start + batch));
  }
}

/** After inserting explicit ids, moves the table's id sequence past them. */
export async function syncIdSequence(db: Db, table: PgTable) {
  const name = getTableName(table);
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"${name}"', 'id'), coalesce((select max(id) from "${name}"), 0) + 1, false)`,
    ),
  );
}
