import { defaultParser } from '@odata/parser';

import type { Database } from '~/db/client.server';
import { feedMapping } from '~/db/home-columns';
import { resoMetadataXml } from '~/lib/reso/metadata';
import {
  DEFAULT_PAGE,
  MAX_TOP,
  ODataQueryError,
  parseResoQuery,
  stringValue,
  type ResoQuery,
} from '~/lib/reso/odata-query';
import { mediaOf, resoRecordOf, type ResoHomeRow } from '~/lib/reso/out';
import { rateLimitsIn, type RateLimits } from '~/models/rate-limits.server';

import { authenticateApiRequest } from './oauth.server';
import { findResoHome, findResoHomes } from './property-query.server';

/**
 * The RESO Web API (docs/reso-api.md, ADR 0117), read-only: the service document, `$metadata`,
 * `Property` with the system query options, and `Property('key')`. Every answer but `$metadata`
 * needs a bearer token; each client is held to `REQUESTS_PER_MINUTE`. A query the API cannot
 * answer gets an OData error body with 400, never a 5xx.
 */

export const REQUESTS_PER_MINUTE = 600;

const limitsByDatabase = new WeakMap<Database, RateLimits>();
/** The API's own limits on a database: `REQUESTS_PER_MINUTE` a client, shared by its servers. */
export function apiLimitsFor(db: Database) {
  let limits = limitsByDatabase.get(db);
  if (!limits) limitsByDatabase.set(db, (limits = rateLimitsIn(db, REQUESTS_PER_MINUTE)));
  return limits;
}

/** A value the database refused (PostgreSQL's class 22, "data exception"): the query's fault. */
function isDataError(error: unknown) {
  const code =
    (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ??
    (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return typeof code === 'string' && code.startsWith('22');
}

const ODATA_JSON = 'application/json; odata.metadata=minimal; charset=utf-8';

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': ODATA_JSON,
      'OData-Version': '4.0',
      // What a client reads may hold its agency's drafts: never kept by a cache on the way.
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

export function odataError(status: number, code: string, message: string, headers = {}) {
  return answer({ error: { code, message } }, status, headers);
}

/** Where this API is, for its links: `…/reso/odata`, with the Japanese prefix if asked there. */
function serviceRoot(url: URL) {
  const at = url.pathname.indexOf('/reso/odata');
  return `${url.origin}${url.pathname.slice(0, at)}/reso/odata`;
}

/** A record with only the fields `$select` names (the key always), and its Media if expanded. */
function shaped(home: ResoHomeRow, query: ResoQuery, origin: string) {
  const record = resoRecordOf(home, feedMapping);
  const out: Record<string, unknown> = query.select
    ? Object.fromEntries(
        ['ListingKey', ...query.select]
          .filter((name) => name in record)
          .map((name) => [name, record[name]]),
      )
    : record;
  if (query.expandMedia) out.Media = mediaOf(home, origin);
  return out;
}

/** The page size a client prefers (`Prefer: odata.maxpagesize=…`), within the API's bounds. */
function preferredPage(request: Request) {
  const prefer = request.headers.get('prefer') ?? '';
  for (const part of prefer.split(',')) {
    const [name, value] = part.split('=').map((one) => one.trim());
    if (name === 'odata.maxpagesize' && value && /^\d+$/.test(value))
      return Math.min(MAX_TOP, Math.max(1, Number(value)));
  }
  return DEFAULT_PAGE;
}

async function propertyCollection(db: Database, request: Request, url: URL, reader: Reader) {
  const query = parseResoQuery(url.searchParams);
  const pageSize = query.top ?? preferredPage(request);
  // One more than the page says whether there is a next one; `$top` asks for no more.
  const { homes, total } = await findResoHomes(db, query, reader, pageSize + 1);
  const page = homes.slice(0, pageSize);
  const root = serviceRoot(url);
  const body: Record<string, unknown> = { '@odata.context': `${root}/$metadata#Property` };
  if (total !== null) body['@odata.count'] = total;
  body.value = page.map((home) => shaped(home, query, url.origin));
  if (query.top === null && homes.length > pageSize) {
    const next = new URL(url);
    next.searchParams.set('$skip', String(query.skip + pageSize));
    body['@odata.nextLink'] = next.toString();
  }
  return answer(body, 200, { 'Preference-Applied': `odata.maxpagesize=${pageSize}` });
}

/** The key of `Property('…')`, read by the parser as an OData string literal. */
function keyOf(segment: string) {
  const inner = segment.slice('Property('.length, -1);
  try {
    const literal = defaultParser.literal(inner);
    if (String(literal.type) === 'Literal' && literal.value === 'Edm.String')
      return stringValue(literal.raw);
  } catch {
    // Not a string literal: answered below.
  }
  throw new ODataQueryError(`The key of Property is a string in quotes: Property('…').`);
}

type Reader = Parameters<typeof findResoHomes>[2];

async function oneProperty(db: Database, segment: string, url: URL, reader: Reader) {
  const params = new URLSearchParams(url.searchParams);
  const query = parseResoQuery(params);
  const home = await findResoHome(db, keyOf(segment), reader);
  if (!home) return odataError(404, 'NotFound', 'No such Property.');
  return answer({
    '@odata.context': `${serviceRoot(url)}/$metadata#Property/$entity`,
    ...shaped(home, query, url.origin),
  });
}

/**
 * Answers a request to `/reso/odata/<resource>`; `resource` is the path after it. `limits`
 * counts each client's requests.
 */
export async function answerResoRequest(
  request: Request,
  resource: string,
  { db, limits }: { db: Database; limits: RateLimits },
): Promise<Response> {
  const url = new URL(request.url);
  if (resource === '$metadata') {
    return new Response(resoMetadataXml(), {
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        'OData-Version': '4.0',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  }
  const isEntity = resource.startsWith('Property(') && resource.endsWith(')');
  if (resource !== '' && resource !== 'Property' && !isEntity)
    return odataError(404, 'NotFound', `This service has no resource ${resource}.`);
  const known = await authenticateApiRequest(db, request);
  if ('refusal' in known) return known.refusal;
  const wait = await limits.take(known.clientId, 'reso-api');
  if (wait > 0)
    return odataError(429, 'TooManyRequests', `Too many requests: try again in ${wait} s.`, {
      'Retry-After': String(wait),
    });
  try {
    if (resource === '')
      return answer({
        '@odata.context': `${serviceRoot(url)}/$metadata`,
        value: [{ name: 'Property', kind: 'EntitySet', url: 'Property' }],
      });
    if (isEntity) return await oneProperty(db, resource, url, known.reader);
    return await propertyCollection(db, request, url, known.reader);
  } catch (error) {
    if (error instanceof ODataQueryError) return odataError(400, 'BadRequest', error.message);
    if (isDataError(error))
      return odataError(400, 'BadRequest', 'A value in the query is out of its range.');
    throw error;
  }
}
