import { OData } from '@odata/client';

import type { ResoRecord } from '~/lib/reso/out';

/**
 * Listings pulled from a RESO Web API (another Roofline, or an MLS's), for the importer: each
 * Property with its Media, as plain records keyed by RESO Data Dictionary names (docs/reso-api.md,
 * "Pulling from a RESO Web API"). Through `@odata/client` with an OAuth 2 client-credentials
 * token, a thousand a page (`Prefer: odata.maxpagesize`), following `@odata.nextLink` to the end.
 * With `since`, only the listings changed after it (`ModificationTimestamp gt …`): pass the
 * newest `ModificationTimestamp` the last pull read, a little earlier if writes may still have
 * been under way then (a listing sent twice is the same upsert twice).
 */

export type ResoWebApiSource = {
  /** The service root, e.g. `https://example.com/reso/odata`. */
  url: string;
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  since?: Date | string;
  /** Listings a page (at most 1,000, what this site's API allows). */
  pageSize?: number;
};

type Page = { value?: ResoRecord[]; '@odata.nextLink'?: string; error?: { message?: string } };

/** A record as served, without its OData annotations (`@odata.…`). */
function plain(record: ResoRecord): ResoRecord {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !name.startsWith('@odata.')));
}

/**
 * The query of a next page, when it is an address of the same service's Property: a link
 * elsewhere would be sent the token, and is refused.
 */
function nextQuery(link: string, propertyUrl: URL) {
  const next = new URL(link, propertyUrl);
  if (next.origin !== propertyUrl.origin || next.pathname !== propertyUrl.pathname)
    throw new Error(`The RESO Web API sent a next page outside itself: ${link}`);
  return next.searchParams;
}

export async function* pullResoWebApi(source: ResoWebApiSource): AsyncGenerator<ResoRecord> {
  const serviceEndpoint = source.url.endsWith('/') ? source.url : `${source.url}/`;
  const client = OData.New4({
    serviceEndpoint,
    credential: {
      tokenUrl: source.tokenUrl,
      clientId: source.clientId,
      clientSecret: source.clientSecret,
    },
    commonHeaders: {
      Prefer: `odata.maxpagesize=${source.pageSize ?? 1000}`,
      Accept: 'application/json',
    },
  });
  const propertyUrl = new URL('Property', serviceEndpoint);
  let params = OData.newOptions().expand('Media');
  if (source.since !== undefined) {
    const since = new Date(source.since).toISOString();
    params = params.filter(`ModificationTimestamp gt ${since}`);
  }
  for (;;) {
    const page = (await client.newRequest({ collection: 'Property', params })) as unknown as
      Page | string;
    if (typeof page === 'string' || !Array.isArray(page.value)) {
      const reason = typeof page === 'string' ? page : (page.error?.message ?? 'no listings');
      throw new Error(`The RESO Web API answered: ${reason.slice(0, 300)}`);
    }
    for (const record of page.value) yield plain(record);
    const link = page['@odata.nextLink'];
    if (!link) return;
    params = OData.newOptions();
    for (const [name, value] of nextQuery(link, propertyUrl))
      params.custom(name, encodeURIComponent(value));
  }
}
