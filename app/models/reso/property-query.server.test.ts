import { PgDialect } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';

import { parseFilter } from '~/lib/reso/odata-query';

import { filterSql } from './property-query.server';

const dialect = new PgDialect();
const sqlOf = (text: string) => dialect.sqlToQuery(filterSql(parseFilter(text)));

it('makes SQL of the fields’ own expressions, every literal a parameter with its type', () => {
  expect(sqlOf("City eq 'Tokyo' and ListPrice lt 500000")).toEqual({
    // The expression of the index properties_city_price_idx, and the price's column.
    sql: `((trim(split_part("properties"."location", ',', 1)) = $1::text) and ("properties"."price" < $2::bigint))`,
    params: ['Tokyo', 500000],
    typings: ['none', 'none'],
  });
  expect(sqlOf("City ne 'Tokyo'").sql).toContain('is distinct from $1::text');
  expect(sqlOf("not (City eq 'x')").sql).toMatch(/^not coalesce\(/);
  expect(sqlOf("contains(City,'o''k')")).toMatchObject({ params: ["o'k"] });
  // A visitor's text never reaches the SQL but as a parameter.
  const injected = sqlOf(`City eq 'x'') or 1=1 --'`);
  expect(injected.sql).not.toContain('1=1');
  expect(injected.params).toEqual(["x') or 1=1 --"]);
});
