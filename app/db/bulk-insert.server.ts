import { PGlite } from '@electric-sql/pglite';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTable } from 'drizzle-orm/pg-core';

type Db = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

function csvField(value: unknown) {
  if (value === null || value === undefined) return '';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * Inserts many rows quickly: PGlite takes them as one CSV `COPY` (several times faster than
 * parameterised inserts); a PostgreSQL server takes batched multi-row inserts.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][]) {
  if (rows.length === 0) return;
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const columns = Object.entries(getTableColumns(table)).filter(
      ([key, column]) =>
        !column.generated && (rows[0] as Record<string, unknown>)[key] !== undefined,
    );
    const csv = rows
      .map((row) =>
        columns.map(([key]) => csvField((row as Record<string, unknown>)[key])).join(','),
      )
      .join('\n');
    const names = columns.map(([, column]) => `"${column.name}"`).join(', ');
    await client.query(
      `copy "${getTableName(table)}" (${names}) from '/dev/blob' with (format csv)`,
      [],
      {
        blob: new Blob([csv]),
      },
    );
    return;
  }
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
