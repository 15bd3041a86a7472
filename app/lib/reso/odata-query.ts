import { defaultParser, type Token } from '@odata/parser';

import { PROPERTY_FIELDS, type EdmType } from './out';

/**
 * A RESO Web API query, read from the address's system query options with `@odata/parser` and
 * checked against the fields `Property` has (docs/reso-api.md). The parser's tree becomes a small
 * one of our own, naming only fields of the list and literals of their kind: the SQL is made from
 * that (app/models/reso/property-query.server.ts), never from the text. Anything else, or
 * anything the parser refuses, is an `ODataQueryError`, answered 400.
 */

export class ODataQueryError extends Error {}

/** The most a page may hold, and what one holds when `$top` does not say. */
export const MAX_TOP = 1000;
export const DEFAULT_PAGE = 100;

export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'integer'; value: number }
  | { kind: 'decimal'; value: string }
  | { kind: 'date'; value: string }
  | { kind: 'timestamp'; value: string }
  | { kind: 'null' };

export type Comparison = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
export type TextMethod = 'contains' | 'startswith' | 'endswith';

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; operand: FilterNode }
  | { kind: 'compare'; op: Comparison; field: string; literal: Literal }
  | { kind: 'text'; method: TextMethod; field: string; value: string };

export type ResoQuery = {
  filter: FilterNode | null;
  /** The fields asked for; null for all of them. */
  select: string[] | null;
  orderBy: { field: string; descending: boolean }[];
  /** `$top` as asked; null when it was not. */
  top: number | null;
  skip: number;
  count: boolean;
  expandMedia: boolean;
};

const FIELD_TYPES = new Map<string, EdmType>(PROPERTY_FIELDS.map((f) => [f.name, f.type]));

const COMPARISONS: Record<string, Comparison> = {
  EqualsExpression: 'eq',
  NotEqualsExpression: 'ne',
  GreaterThanExpression: 'gt',
  GreaterOrEqualsExpression: 'ge',
  LesserThanExpression: 'lt',
  LesserOrEqualsExpression: 'le',
};
const MIRRORED: Record<Comparison, Comparison> = {
  eq: 'eq',
  ne: 'ne',
  gt: 'lt',
  ge: 'le',
  lt: 'gt',
  le: 'ge',
};
const TEXT_METHODS = new Set<string>(['contains', 'startswith', 'endswith']);
const INTEGER_TYPES = new Set(['Edm.SByte', 'Edm.Byte', 'Edm.Int16', 'Edm.Int32', 'Edm.Int64']);

/** Parses with the parser; its own errors ("Unexpected character at 8") become ours. */
function parse<T>(what: string, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ODataQueryError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ODataQueryError(`The ${what} could not be read: ${reason}.`);
  }
}

/** The field a property path names, when it is one of the list's, unnested. */
function fieldOf(token: Token): string | null {
  let at: Token | undefined = token;
  while (
    at &&
    ['FirstMemberExpression', 'MemberExpression', 'PropertyPathExpression'].includes(at.type)
  )
    at = at.value as Token;
  if (at === undefined || String(at.type) !== 'ODataIdentifier') return null;
  return (at.value as { name: string }).name;
}

function knownField(token: Token) {
  const name = fieldOf(token);
  if (name === null) return null;
  if (!FIELD_TYPES.has(name)) throw new ODataQueryError(`Property has no field ${name}.`);
  return name;
}

/**
 * The parser reads an option as it stands in a URL, where a line break or a `%` inside a string
 * is percent-encoded: the decoded option's `%` and control characters are encoded again for it,
 * and `stringValue` decodes them back.
 */
function forParser(text: string) {
  return Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    return char === '%' || code < 0x20 || code === 0x7f ? encodeURIComponent(char) : char;
  }).join('');
}

/** A string literal's text: quotes off, each doubled quote one (OData ABNF, `SQUOTE-in-string`). */
export function stringValue(raw: string) {
  return decodeURIComponent(raw).slice(1, -1).split("''").join("'");
}

function literalOf(token: Token): Literal | null {
  if (String(token.type) !== 'Literal') return null;
  const type = token.value as string;
  const raw = token.raw;
  if (type === 'null') return { kind: 'null' };
  if (type === 'Edm.String') return { kind: 'string', value: stringValue(raw) };
  if (INTEGER_TYPES.has(type)) {
    const value = Number(raw);
    if (!Number.isSafeInteger(value)) throw new ODataQueryError(`${raw} is too large a number.`);
    return { kind: 'integer', value };
  }
  if (type === 'Edm.Decimal' || type === 'Edm.Double') return { kind: 'decimal', value: raw };
  if (type === 'Edm.Date') return { kind: 'date', value: raw };
  if (type === 'Edm.DateTimeOffset') {
    if (Number.isNaN(Date.parse(raw))) throw new ODataQueryError(`${raw} is not a time.`);
    return { kind: 'timestamp', value: raw };
  }
  throw new ODataQueryError(`Literals of type ${type} are not supported.`);
}

/** Whether a literal may be compared with a field of this type. */
function fits(type: EdmType, literal: Literal) {
  if (literal.kind === 'null') return true;
  switch (type) {
    case 'Edm.String':
      return literal.kind === 'string';
    case 'Edm.Int32':
    case 'Edm.Decimal':
      return literal.kind === 'integer' || literal.kind === 'decimal';
    case 'Edm.Date':
      return literal.kind === 'date';
    case 'Edm.DateTimeOffset':
      return literal.kind === 'timestamp' || literal.kind === 'date';
  }
}

function comparison(op: Comparison, left: Token, right: Token): FilterNode {
  let field = knownField(left);
  let literal = literalOf(right);
  if (field === null || literal === null) {
    // `500000 gt ListPrice` says the same as `ListPrice lt 500000`.
    field = knownField(right);
    literal = literalOf(left);
    op = MIRRORED[op];
  }
  if (field === null || literal === null)
    throw new ODataQueryError('A comparison must set a field of Property against a literal.');
  const type = FIELD_TYPES.get(field)!;
  if (!fits(type, literal))
    throw new ODataQueryError(`${field} (${type}) cannot be compared with that literal.`);
  if (literal.kind === 'null' && op !== 'eq' && op !== 'ne')
    throw new ODataQueryError(`Only eq and ne compare with null.`);
  return { kind: 'compare', op, field, literal };
}

function textMethod(token: Token): FilterNode {
  const { method, parameters } = token.value as { method: string; parameters: Token[] };
  if (!TEXT_METHODS.has(method))
    throw new ODataQueryError(`The function ${method} is not supported.`);
  const [first, second] = parameters;
  const field = first ? knownField(first) : null;
  const literal = second ? literalOf(second) : null;
  if (parameters.length !== 2 || field === null || literal?.kind !== 'string')
    throw new ODataQueryError(`${method} takes a field of Property and a string.`);
  if (FIELD_TYPES.get(field) !== 'Edm.String')
    throw new ODataQueryError(`${method} reads text fields only; ${field} is not one.`);
  return { kind: 'text', method: method as TextMethod, field, value: literal.value };
}

function filterNode(token: Token): FilterNode {
  const value = token.value as { left: Token; right: Token };
  const type: string = token.type;
  switch (type) {
    case 'AndExpression':
    case 'OrExpression':
      return {
        kind: type === 'AndExpression' ? 'and' : 'or',
        left: filterNode(value.left),
        right: filterNode(value.right),
      };
    case 'NotExpression':
      return { kind: 'not', operand: filterNode(token.value as Token) };
    case 'BoolParenExpression':
    case 'ParenExpression':
    case 'CommonExpression':
      return filterNode(token.value as Token);
    case 'MethodCallExpression':
      return textMethod(token);
  }
  const op = COMPARISONS[type];
  if (op) return comparison(op, value.left, value.right);
  throw new ODataQueryError(`${token.raw} is not supported in $filter.`);
}

/** `$filter`'s text as our tree. */
export function parseFilter(text: string): FilterNode {
  return parse('$filter', () => filterNode(defaultParser.filter(forParser(text))));
}

/** One system query option read by the parser, as the only option of a query. */
function option(name: string, text: string): Token {
  const tree = parse(name, () => defaultParser.query(`${name}=${forParser(text)}`));
  const [only] = (tree.value as { options: Token[] }).options;
  if (!only) throw new ODataQueryError(`The ${name} could not be read.`);
  return only;
}

function wholeNumber(name: string, text: string, max: number) {
  const token = option(name, text).value as Token;
  const value = Number(token.raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > max)
    throw new ODataQueryError(`${name} must be a whole number from 0 to ${max}.`);
  return value;
}

function selectOf(text: string) {
  const items = (option('$select', text).value as { items: Token[] }).items;
  if (items.some((item) => item.raw === '*')) return null;
  return items.map((item) => {
    if (item.raw.includes('/') || item.raw.includes('('))
      throw new ODataQueryError(`$select names fields of Property only: ${item.raw}.`);
    return item.raw;
  });
}

function orderByOf(text: string) {
  const items = (option('$orderby', text).value as { items: Token[] }).items;
  return items.map((item) => {
    const { expr, direction } = item.value as { expr: Token; direction: number };
    const field = knownField(expr.value as Token);
    if (field === null) throw new ODataQueryError(`$orderby names fields of Property only.`);
    return { field, descending: direction < 0 };
  });
}

function expandsMedia(text: string) {
  const items = (option('$expand', text).value as { items: Token[] }).items;
  for (const item of items) {
    if (item.raw !== 'Media') throw new ODataQueryError(`Only $expand=Media is supported.`);
  }
  return items.length > 0;
}

const KNOWN_OPTIONS = new Set([
  '$filter',
  '$select',
  '$orderby',
  '$top',
  '$skip',
  '$count',
  '$expand',
  '$format',
]);

/** The system query options of an address's query string, read and checked. */
export function parseResoQuery(params: URLSearchParams): ResoQuery {
  for (const name of new Set(params.keys())) {
    if (name.startsWith('$') && !KNOWN_OPTIONS.has(name))
      throw new ODataQueryError(`The option ${name} is not supported.`);
    if (params.getAll(name).length > 1) throw new ODataQueryError(`${name} is given twice.`);
  }
  const text = (name: string) => {
    const value = params.get(name);
    return value === null ? null : value.trim();
  };
  const format = text('$format');
  if (format !== null && format !== 'json' && !format.startsWith('application/json'))
    throw new ODataQueryError('Only $format=json is supported.');
  const count = text('$count');
  if (count !== null && count !== 'true' && count !== 'false')
    throw new ODataQueryError('$count is true or false.');
  const filter = text('$filter');
  const select = text('$select');
  const orderBy = text('$orderby');
  const top = text('$top');
  const skip = text('$skip');
  const expand = text('$expand');
  return {
    filter: filter ? parseFilter(filter) : null,
    select: select ? selectOf(select) : null,
    orderBy: orderBy ? orderByOf(orderBy) : [],
    top: top === null ? null : wholeNumber('$top', top, MAX_TOP),
    skip: skip === null ? 0 : wholeNumber('$skip', skip, Number.MAX_SAFE_INTEGER),
    count: count === 'true',
    expandMedia: expand ? expandsMedia(expand) : false,
  };
}
