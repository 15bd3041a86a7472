import { missingMaterialInfo } from '~/lib/material-info';

import { MAPPING_RULES, type MappingRule, type SiteRow } from './rules';

/** The RESO names of what a UK listing must give (rules.ts). */
const MATERIAL_FIELD_NAMES = { tenure: 'Ownership', councilTaxBand: 'Roofline_CouncilTaxBand' };
import { LOCAL_PREFIX, type FeedProblem, type ResoRecord, type SiteColumn } from './record';
import {
  given,
  isBlank,
  readBoolean,
  readDate,
  readInteger,
  readNumber,
  readText,
  refused,
  type Read,
} from './values';

/**
 * Columns that never travel in a feed: the row's own id, what the site derives or counts itself,
 * moderation, and who lists it (the importer sets the agency and agent, ADR 0114).
 */
const NEVER = new Set([
  'id',
  'searchText',
  'searchWords',
  'reviewCount',
  'ratingTotal',
  'hiddenAt',
  'hiddenReason',
  'updatedAt',
  'agencyId',
  'agentId',
  'resoFields',
]);
/**
 * Columns only the site's own generated catalogue sets as local fields: a feed's photos come as
 * `Media`; the dollar price and the move-in cost, freshness and relist links are the site's own, made by its write path
 * (docs/product.md#money, docs/product.md#freshness), so another site's never overwrite them.
 */
const TRUSTED_ONLY = new Set([
  'photos',
  'floorPlans',
  'priceUsd',
  'moveIn',
  'moveInUsd',
  'confirmedAt',
  'confirmedVia',
  'statusSince',
  'staleSince',
  'relistOf',
  'heldAsCopyOf',
]);

/** A column with no RESO name, carried as `Roofline_<Column>`. */
export type LocalField = { name: string; column: SiteColumn };

/** The mapping for one kind of feed: its rules and its local fields. */
export type SiteMapping = {
  rules: readonly MappingRule[];
  local: readonly LocalField[];
  /** Every RESO field the rules read. */
  mapped: ReadonlySet<string>;
  columns: ReadonlyMap<string, SiteColumn>;
};

export const localName = (column: string) =>
  `${LOCAL_PREFIX}${column.charAt(0).toUpperCase()}${column.slice(1)}`;

/**
 * The mapping over the site's columns as the schema has them now: a column that no rule fills
 * travels as a local field, so a column added later goes out and comes back in with no change
 * here. `trusted` is the site's own generated catalogue, which also sets what a feed may not
 * (its listing dates, agents, pictures).
 */
export function siteMapping(columns: SiteColumn[], { trusted = false } = {}): SiteMapping {
  const rules = MAPPING_RULES.filter((rule) => trusted || !rule.trustedOnly);
  const filled = new Set(MAPPING_RULES.flatMap((rule) => rule.site));
  const local = columns
    .filter(
      (column) =>
        column.kind !== 'other' &&
        !filled.has(column.name) &&
        !NEVER.has(column.name) &&
        (trusted || !TRUSTED_ONLY.has(column.name)),
    )
    .map((column) => ({ name: localName(column.name), column }));
  return {
    rules,
    local,
    mapped: new Set(rules.flatMap((rule) => rule.reso)),
    columns: new Map(columns.map((column) => [column.name, column])),
  };
}

const TEXT_MAX = 10_000;
const INTEGER_RANGE = [-(2 ** 31), 2 ** 31 - 1] as const;

function readLocal(field: LocalField, value: unknown): Read<unknown> {
  switch (field.column.kind) {
    case 'integer':
      return readInteger(field.name, value, INTEGER_RANGE);
    case 'number':
      return readNumber(field.name, value);
    case 'boolean':
      return readBoolean(field.name, value);
    case 'timestamp':
      return readDate(field.name, value);
    case 'json': {
      if (isBlank(value)) return given(undefined);
      if (typeof value !== 'string') return given(value);
      try {
        return given(JSON.parse(value) as unknown);
      } catch {
        return refused('feeds.reason.notJson', { field: field.name });
      }
    }
    default:
      return readText(field.name, value, TEXT_MAX);
  }
}

/** The most a listing may keep of what has no column (`resoFields`), as JSON. */
export const KEPT_FIELDS_MAX = 64_000;

export type MappedRecord =
  { ok: true; fields: SiteRow; resoFields: ResoRecord } | { ok: false; problem: FeedProblem };

/** Whether two values of a field read the same: as text, or as the same number (`39,800`, 39800). */
function sameText(a: unknown, b: unknown) {
  if (isBlank(a) && isBlank(b)) return true;
  const text = (v: unknown) => String(v instanceof Date ? v.toISOString() : v).trim();
  if (text(a) === text(b)) return true;
  const number = (v: unknown) => (typeof v === 'number' ? v : Number(text(v).replace(/,/g, '')));
  return text(a) !== '' && text(b) !== '' && number(a) === number(b);
}

/**
 * One feed record as the site's columns (docs/reso-mapping.md): the values each rule reads, the
 * local fields, and what has no column (`resoFields`) — the fields the site does not map (`Media`
 * too, as the feed wrote it, so a listing whose photos changed reads as changed), and a
 * mapped field's own words where the column cannot hold them exactly (square metres, `Pending`),
 * so the listing goes out as it came. Refused with the first reason found.
 */
export function resoToSite(record: unknown, mapping: SiteMapping): MappedRecord {
  if (typeof record !== 'object' || record === null || Array.isArray(record))
    return { ok: false, problem: { code: 'feeds.reason.notARecord' } };
  const given = record as ResoRecord;
  const fields: SiteRow = {};
  const resoFields: ResoRecord = {};
  for (const rule of mapping.rules) {
    if (rule.required && rule.reso.every((name) => isBlank(given[name])))
      return {
        ok: false,
        problem: { code: 'feeds.reason.missing', params: { field: rule.reso[0]! } },
      };
    const read = rule.read(given);
    if (!read.ok) return read;
    Object.assign(fields, read.value);
    // Kept as given when writing the columns back out would not give the same words.
    const again = rule.write(fields);
    for (const name of rule.reso)
      if (!isBlank(given[name]) && !sameText(given[name], again[name]))
        resoFields[name] = given[name];
  }
  for (const field of mapping.local) {
    const read = readLocal(field, given[field.name]);
    if (!read.ok) return read;
    if (read.value !== undefined) fields[field.column.name] = read.value;
  }
  // A UK listing is not published without its tenure and council tax band (ADR 0130).
  const lacking = missingMaterialInfo(fields);
  if (lacking.length > 0)
    return {
      ok: false,
      problem: {
        code: 'feeds.reason.materialInfo',
        params: { field: lacking.map((column) => MATERIAL_FIELD_NAMES[column]).join(', ') },
      },
    };
  const local = new Set(mapping.local.map((field) => field.name));
  for (const [name, value] of Object.entries(given)) {
    if (mapping.mapped.has(name) || local.has(name)) continue;
    if (name.startsWith('@odata.') || isBlank(value)) continue;
    resoFields[name] = value;
  }
  if (JSON.stringify(resoFields).length > KEPT_FIELDS_MAX)
    return {
      ok: false,
      problem: { code: 'feeds.reason.tooMuch', params: { max: KEPT_FIELDS_MAX } },
    };
  return { ok: true, fields, resoFields };
}

/**
 * What a new listing needs that its feed did not say: its name (the address, or its type and
 * city), and a zero value for each other column that must hold one (a fact of 0 is left out of
 * its page, docs/product.md#home-details).
 */
export function completeForCreate(fields: SiteRow, mapping: SiteMapping): SiteRow {
  const complete: SiteRow = { ...fields };
  if (isBlank(complete.name))
    complete.name =
      (complete.address as string | undefined) ??
      `${String(complete.category)}, ${String(complete.location).split(', ')[0]}`;
  if (complete.description === undefined) complete.description = '';
  for (const column of mapping.columns.values()) {
    if (!column.required || complete[column.name] !== undefined || NEVER.has(column.name)) continue;
    complete[column.name] =
      column.kind === 'integer' || column.kind === 'number'
        ? 0
        : column.kind === 'boolean'
          ? false
          : column.kind === 'json'
            ? []
            : column.kind === 'text'
              ? ''
              : undefined;
  }
  return complete;
}

const equalValues = (a: unknown, b: unknown) =>
  (a ?? null) === (b ?? null) ||
  (a instanceof Date && b instanceof Date && a.getTime() === b.getTime()) ||
  (typeof a === 'object' && a !== null && JSON.stringify(a) === JSON.stringify(b));

/**
 * A home as a RESO record: its columns by the rules, its local fields, and what its feed said
 * that has no column. Where the feed's own words for a field still read as the column's value,
 * they go out instead (a `Pending` listing stays `Pending`); once the column changed on the site,
 * the column's value goes out.
 */
export function siteToReso(row: SiteRow, mapping: SiteMapping): ResoRecord {
  const kept = (row.resoFields ?? {}) as ResoRecord;
  const out: ResoRecord = {};
  for (const [name, value] of Object.entries(kept))
    if (!mapping.mapped.has(name)) out[name] = value;
  for (const rule of mapping.rules) {
    const derived = rule.write(row);
    const originals = Object.fromEntries(
      rule.reso.filter((name) => name in kept).map((name) => [name, kept[name]]),
    );
    let chosen = derived;
    if (Object.keys(originals).length > 0) {
      const read = rule.read({ ...derived, ...originals });
      if (read.ok && rule.site.every((column) => equalValues(read.value?.[column], row[column])))
        chosen = { ...derived, ...originals };
    }
    for (const [name, value] of Object.entries(chosen)) if (value !== null) out[name] = value;
  }
  for (const field of mapping.local) {
    const value = row[field.column.name];
    if (value === null || value === undefined) continue;
    out[field.name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}
