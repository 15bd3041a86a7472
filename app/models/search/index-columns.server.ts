import { sql, type SQL } from 'drizzle-orm';

import { arrayLiteral } from '~/db/bulk-insert.server';

/**
 * The kinds of column the search index holds (ADR 0023): how each is sent by the database in a
 * home's record, read back, and kept, an array indexed by the home's id. The columns themselves
 * are declared with the filters that read them (filters.server.ts).
 */
const KINDS = {
  /** 0 or 1. */
  flag: {
    bytes: 2,
    send: (value: SQL) => sql`int2send((${value})::int::int2)`,
    read: (view: DataView, at: number) => view.getUint16(at),
    array: (size: number) => new Uint8Array(size),
  },
  int16: {
    bytes: 2,
    send: (value: SQL) => sql`int2send((${value})::int2)`,
    read: (view: DataView, at: number) => view.getInt16(at),
    array: (size: number) => new Int16Array(size),
  },
  /** Up to sixteen flags, bit i for the i-th. */
  bits16: {
    bytes: 2,
    send: (value: SQL) => sql`int2send((${value})::int2)`,
    read: (view: DataView, at: number) => view.getUint16(at),
    array: (size: number) => new Uint16Array(size),
  },
  int32: {
    bytes: 4,
    send: (value: SQL) => sql`int4send((${value})::int4)`,
    read: (view: DataView, at: number) => view.getInt32(at),
    array: (size: number) => new Int32Array(size),
  },
  /** A text among a few: its position in the index's list of them (`names`), -1 if not there. */
  name: {
    bytes: 2,
    send: (value: SQL, names: string[] = []) =>
      sql`int2send(coalesce(array_position(${arrayLiteral(names)}::text[], ${value}) - 1, -1)::int2)`,
    read: (view: DataView, at: number) => view.getInt16(at),
    array: (size: number) => new Uint16Array(size),
  },
  /** A time, in microseconds since 1970. */
  micros: {
    bytes: 8,
    send: (value: SQL) => sql`int8send((extract(epoch from ${value}) * 1000000)::int8)`,
    read: (view: DataView, at: number) => Number(view.getBigInt64(at)),
    array: (size: number) => new Float64Array(size),
  },
  /** NaN where the home has none. */
  float64: {
    bytes: 8,
    send: (value: SQL) => sql`float8send(coalesce(${value}, 'NaN'))`,
    read: (view: DataView, at: number) => view.getFloat64(at),
    array: (size: number) => new Float64Array(size).fill(NaN),
  },
} as const;

type ColumnKind = keyof typeof KINDS;
export type IndexColumn<Kind extends ColumnKind = ColumnKind> = { kind: Kind; value: SQL };

export function indexColumn<Kind extends ColumnKind>(kind: Kind, value: SQL): IndexColumn<Kind> {
  return { kind, value };
}

/** Each column's array, of its kind's type. */
export type ArraysOf<Columns extends Record<string, IndexColumn>> = {
  [K in keyof Columns]: ReturnType<(typeof KINDS)[Columns[K]['kind']]['array']>;
};

/** One home as a record: its id, then each column's value. */
export type HomeRecord<Names extends string = string> = { id: number } & Record<Names, number>;

/**
 * The record layout of a set of columns: the id (4 bytes), then each column in order. `send`
 * selects one home's record; `read` yields the homes of a string of records.
 */
export function recordLayout<Columns extends Record<string, IndexColumn>>(columns: Columns) {
  const entries = Object.entries(columns) as [keyof Columns & string, IndexColumn][];
  const offsets: number[] = [];
  let bytes = 4;
  for (const [, column] of entries) {
    offsets.push(bytes);
    bytes += KINDS[column.kind].bytes;
  }
  return {
    bytes,
    /** The record's bytes; `names` gives each name column its list. */
    send: (id: SQL, names: Partial<Record<keyof Columns, string[]>>) =>
      sql.join(
        [
          sql`int4send(${id})`,
          ...entries.map(([key, column]) =>
            column.kind === 'name'
              ? KINDS.name.send(column.value, names[key])
              : KINDS[column.kind].send(column.value),
          ),
        ],
        sql` || `,
      ),
    *read(records: Uint8Array): Generator<HomeRecord<keyof Columns & string>> {
      const view = new DataView(records.buffer, records.byteOffset, records.byteLength);
      for (let at = 0; at < records.byteLength; at += bytes) {
        const home = { id: view.getInt32(at) } as Record<string, number>;
        entries.forEach(([key, column], i) => {
          home[key] = KINDS[column.kind].read(view, at + offsets[i]!);
        });
        yield home as HomeRecord<keyof Columns & string>;
      }
    },
    /** The arrays for ids up to `maxId`, empty. */
    arrays(maxId: number) {
      const out = {} as Record<string, unknown>;
      for (const [key, column] of entries) out[key] = KINDS[column.kind].array(maxId + 1);
      return out as ArraysOf<Columns>;
    },
    keys: entries.map(([key]) => key),
  };
}
