import { once } from 'node:events';

import { parse } from 'csv-parse';

import type { ImportProblem } from '~/db/schema';
import { FEED_MAX_BYTES, type ResoRecord } from '~/lib/reso/record';

import { FetchRefused, safeFetch, type FetchLimits } from './safe-fetch.server';

/**
 * The feeds an agency sends (docs/product.md#listing-feeds), read as RESO records one at a time:
 * CSV with RESO field names as its header, and RESO Web API JSON (`{"value": [...]}`, its pages
 * followed by `@odata.nextLink`). A record may carry its line in the feed and, for a row the
 * source could not read, the reason instead of its fields.
 */
export const FEED_LINE = Symbol('feed line');
export const FEED_REFUSAL = Symbol('feed refusal');

export type SourcedRecord = ResoRecord & { [FEED_LINE]?: number; [FEED_REFUSAL]?: ImportProblem };

export { FEED_MAX_BYTES };

/** Told as the feed is read: its bytes so far, for the progress bar. */
export type OnBytes = (bytesRead: number) => void;

async function* counted(body: AsyncIterable<Buffer>, onBytes?: OnBytes) {
  let read = 0;
  for await (const piece of body) {
    read += piece.length;
    onBytes?.(read);
    yield piece;
  }
}

/**
 * The records of a CSV feed. Its `Media` column holds the photos' addresses separated by `|` (in
 * their order), or the RESO `Media` array as JSON. A row the parser cannot read (its columns
 * do not match the header) is refused on its line and the rest read on.
 */
export async function* csvRecords(
  body: AsyncIterable<Buffer>,
  onBytes?: OnBytes,
): AsyncGenerator<SourcedRecord> {
  const skipped: SourcedRecord[] = [];
  const parser = parse({
    columns: (header: string[]) => header.map((name) => name.trim()),
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_quotes: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      skipped.push({
        [FEED_LINE]: (error as { lines?: number } | undefined)?.lines ?? 0,
        [FEED_REFUSAL]: { code: 'feeds.reason.badCsvRow' },
      });
      return undefined;
    },
  });
  // Written by hand rather than piped: a pipe would not pass on the source's failure (too large,
  // too slow), which must end the reading with its reason.
  void (async () => {
    try {
      for await (const piece of counted(body, onBytes))
        if (!parser.write(piece)) await once(parser, 'drain');
      parser.end();
    } catch (error) {
      parser.destroy(error as Error);
    }
  })();
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      while (skipped.length > 0) yield skipped.shift()!;
      const media = record.Media;
      const row: SourcedRecord = { ...record, [FEED_LINE]: info.lines };
      if (media !== undefined) row.Media = csvMedia(media);
      yield row;
    }
    while (skipped.length > 0) yield skipped.shift()!;
  } catch (error) {
    if (error instanceof FetchRefused) throw error;
    throw new FetchRefused({ code: 'feeds.failed.notCsv' });
  }
}

function csvMedia(cell: string): unknown {
  const text = cell.trim();
  if (text === '') return [];
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text
    .split(/\s*[|\n]\s*/)
    .filter(Boolean)
    .map((url, order) => ({ MediaURL: url, Order: order }));
}

async function readAll(body: AsyncIterable<Buffer>, onBytes?: OnBytes) {
  const pieces: Buffer[] = [];
  for await (const piece of counted(body, onBytes)) pieces.push(piece);
  return Buffer.concat(pieces).toString('utf8');
}

function pageValues(text: string): { value: unknown[]; next?: string } {
  let page: unknown;
  try {
    page = JSON.parse(text);
  } catch {
    throw new FetchRefused({ code: 'feeds.failed.notJson' });
  }
  const value = (page as { value?: unknown } | null)?.value;
  if (!Array.isArray(value)) throw new FetchRefused({ code: 'feeds.failed.notJson' });
  const next = (page as Record<string, unknown>)['@odata.nextLink'];
  return { value, next: typeof next === 'string' ? next : undefined };
}

/** The records of one RESO Web API JSON document (an uploaded file). */
export async function* jsonRecords(
  body: AsyncIterable<Buffer>,
  onBytes?: OnBytes,
): AsyncGenerator<SourcedRecord> {
  const { value } = pageValues(await readAll(body, onBytes));
  let line = 0;
  for (const item of value) yield asRecord(item, ++line);
}

function asRecord(item: unknown, line: number): SourcedRecord {
  if (typeof item !== 'object' || item === null || Array.isArray(item))
    return { [FEED_LINE]: line, [FEED_REFUSAL]: { code: 'feeds.reason.notARecord' } };
  return { ...(item as ResoRecord), [FEED_LINE]: line };
}

/** The most pages a feed's address is followed through. */
const MAX_PAGES = 10_000;

/**
 * A feed at an address: CSV, or RESO Web API JSON whose pages are followed by `@odata.nextLink`
 * (each page within the limits, the feed within `FEED_MAX_BYTES` in all). What it is is told by
 * its `Content-Type`, or by its first character.
 */
export async function* urlRecords(
  url: string,
  limits: Omit<FetchLimits, 'maxBytes'>,
  onBytes?: (read: number, total?: number) => void,
): AsyncGenerator<SourcedRecord> {
  let next: string | undefined = url;
  let before = 0;
  let line = 0;
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const fetched = await safeFetch(next, {
      ...limits,
      maxBytes: FEED_MAX_BYTES - before,
      headers: { accept: 'application/json, text/csv;q=0.9', ...limits.headers },
    });
    if (fetched.status !== 200)
      throw new FetchRefused({ code: 'feeds.failed.http', params: { status: fetched.status } });
    const total = page === 0 && fetched.length !== undefined ? fetched.length : undefined;
    const report = (read: number) => onBytes?.(before + read, total);
    const type = String(fetched.headers['content-type'] ?? '');
    const body = peekable(fetched.body);
    const first = await body.firstCharacter();
    if (/csv/i.test(type) || (!/json/i.test(type) && first !== '{')) {
      if (page > 0) throw new FetchRefused({ code: 'feeds.failed.notJson' });
      yield* csvRecords(body.pieces, report);
      return;
    }
    const text = await readAll(body.pieces, report);
    before += Buffer.byteLength(text);
    const { value, next: link } = pageValues(text);
    for (const item of value) yield asRecord(item, ++line);
    next = link ? new URL(link, fetched.url).href : undefined;
  }
}

/** A body whose first character can be looked at before it is read. */
function peekable(body: AsyncIterable<Buffer>) {
  const iterator = body[Symbol.asyncIterator]();
  const held: Buffer[] = [];
  return {
    async firstCharacter() {
      for (;;) {
        const text = Buffer.concat(held)
          .toString('utf8')
          .replace(/^\uFEFF/, '')
          .trimStart();
        if (text.length > 0) return text[0];
        const piece = await iterator.next();
        if (piece.done) return '';
        held.push(piece.value);
      }
    },
    pieces: (async function* () {
      yield* held;
      for (;;) {
        const piece = await iterator.next();
        if (piece.done) return;
        yield piece.value;
      }
    })(),
  };
}

/** An uploaded file's records: JSON when it starts as a JSON object, CSV otherwise. */
export async function* fileRecords(body: AsyncIterable<Buffer>, onBytes?: OnBytes) {
  const peek = peekable(body);
  if ((await peek.firstCharacter()) === '{') yield* jsonRecords(peek.pieces, onBytes);
  else yield* csvRecords(peek.pieces, onBytes);
}
