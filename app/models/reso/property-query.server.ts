import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agencies, agents, properties } from '~/db/schema';
import type { FilterNode, Literal, ResoQuery } from '~/lib/reso/odata-query';
import type { ResoHomeRow } from '~/lib/reso/out';
import { homesForApiClient } from '~/models/home-access.server';

import { FIELD_SQL, resoHomeColumns } from './property-fields.server';

/**
 * A RESO Web API query on Property, as SQL (docs/reso-api.md): the filter's tree, made of the
 * fields' own expressions and the literals as parameters, the order, the page and the count, all
 * in the database.
 */

/** Who reads: the client's agency, and whether it may see that agency's drafts. */
export type ApiReader = { agencyId: number; seesDrafts: boolean };

function literalSql(literal: Exclude<Literal, { kind: 'null' }>, fieldType: string): SQL {
  switch (literal.kind) {
    case 'string':
      return sql`${literal.value}::text`;
    // A whole number as bigint: the integer columns' indexes take it.
    case 'integer':
      return sql`${literal.value}::bigint`;
    case 'decimal':
      return sql`${literal.value}::numeric`;
    case 'date':
      return fieldType === 'Edm.DateTimeOffset'
        ? sql`(${literal.value} || 'T00:00:00Z')::timestamptz`
        : sql`${literal.value}::text`;
    case 'timestamp':
      return sql`${literal.value}::timestamptz`;
  }
}

const OPERATORS = { eq: '=', gt: '>', ge: '>=', lt: '<', le: '<=' } as const;

/** A filter's tree as a condition; a comparison with a missing value is false, as in OData. */
export function filterSql(node: FilterNode): SQL {
  switch (node.kind) {
    case 'and':
      return sql`(${filterSql(node.left)} and ${filterSql(node.right)})`;
    case 'or':
      return sql`(${filterSql(node.left)} or ${filterSql(node.right)})`;
    case 'not':
      return sql`not coalesce(${filterSql(node.operand)}, false)`;
    case 'text': {
      const { expr } = FIELD_SQL.get(node.field)!;
      const value = sql`${node.value}::text`;
      if (node.method === 'contains') return sql`(strpos(${expr}, ${value}) > 0)`;
      if (node.method === 'startswith')
        return sql`(left(${expr}, char_length(${value})) = ${value})`;
      return sql`(right(${expr}, char_length(${value})) = ${value})`;
    }
    case 'compare': {
      const { expr, type } = FIELD_SQL.get(node.field)!;
      const { op, literal } = node;
      if (literal.kind === 'null')
        return op === 'eq' ? sql`(${expr} is null)` : sql`(${expr} is not null)`;
      const value = literalSql(literal, type);
      // `ne` is true of a missing value, as OData has it.
      if (op === 'ne') return sql`(${expr} is distinct from ${value})`;
      return sql`(${expr} ${sql.raw(OPERATORS[op])} ${value})`;
    }
  }
}

function whereOf(query: Pick<ResoQuery, 'filter'>, reader: ApiReader, extra?: SQL) {
  return and(homesForApiClient(reader), query.filter ? filterSql(query.filter) : undefined, extra);
}

function homesFrom(db: Database) {
  return db
    .select(resoHomeColumns)
    .from(properties)
    .leftJoin(agents, eq(agents.id, properties.agentId))
    .leftJoin(agencies, eq(agencies.id, properties.agencyId));
}

/**
 * A page of homes: `limit` of them from `query.skip`, in the asked order and then by id (so pages
 * never overlap), with the total when `$count` asks for it.
 */
export async function findResoHomes(
  db: Database,
  query: ResoQuery,
  reader: ApiReader,
  limit: number,
): Promise<{ homes: ResoHomeRow[]; total: number | null }> {
  const where = whereOf(query, reader);
  const order = [
    ...query.orderBy.map(({ field, descending }) => {
      const { expr } = FIELD_SQL.get(field)!;
      return descending ? sql`${expr} desc` : sql`${expr} asc`;
    }),
    asc(properties.id),
  ];
  const [homes, total] = await Promise.all([
    homesFrom(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(query.skip),
    query.count
      ? db
          .select({ n: count() })
          .from(properties)
          .leftJoin(agents, eq(agents.id, properties.agentId))
          .leftJoin(agencies, eq(agencies.id, properties.agencyId))
          .where(where)
          .then(([row]) => row?.n ?? 0)
      : null,
  ]);
  return { homes, total };
}

/** One home by its `ListingKey`, if this reader may see it (the lowest id when keys repeat). */
export async function findResoHome(db: Database, key: string, reader: ApiReader) {
  const byId = /^[1-9]\d{0,9}$/.test(key) ? Number(key) : null;
  const matches =
    byId !== null && byId <= 2_147_483_647
      ? sql`(${properties.listingKey} = ${key} or (${properties.listingKey} is null and ${properties.id} = ${byId}))`
      : sql`${properties.listingKey} = ${key}`;
  const [home] = await homesFrom(db)
    .where(whereOf({ filter: null }, reader, matches))
    .orderBy(asc(properties.id))
    .limit(1);
  return home ?? null;
}
