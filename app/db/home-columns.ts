import { getTableColumns } from 'drizzle-orm';

import { properties } from './schema';
import { siteMapping } from '~/lib/reso/mapping';
import type { SiteColumn } from '~/lib/reso/record';

const KINDS: Record<string, SiteColumn['kind']> = {
  PgInteger: 'integer',
  PgSmallInt: 'integer',
  PgSerial: 'integer',
  PgBigInt53: 'integer',
  PgDoublePrecision: 'number',
  PgReal: 'number',
  PgNumeric: 'number',
  PgText: 'text',
  PgVarchar: 'text',
  PgBoolean: 'boolean',
  PgJsonb: 'json',
  PgTimestamp: 'timestamp',
};

/** The homes' columns as the schema has them, for the RESO mapping (docs/reso-mapping.md). */
export function homeColumns(): SiteColumn[] {
  return Object.entries(getTableColumns(properties)).map(([name, column]) => ({
    name,
    kind: KINDS[column.columnType] ?? 'other',
    required: column.notNull && !column.hasDefault,
  }));
}

/** The mapping of an agency's feed, and of the site's own generated catalogue. */
export const feedMapping = siteMapping(homeColumns());
export const catalogueMapping = siteMapping(homeColumns(), { trusted: true });
