import { and, asc, gt, lte, max, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { agents, blogs, properties } from '~/db/schema';
import {
  IDS_PER_PART,
  pageEntries,
  partIds,
  SITE_PAGES,
  URLS_PER_PART,
  URLSET_CLOSE,
  URLSET_OPEN,
  type SitemapPart,
} from '~/lib/sitemap';

import { publicHome } from './home-access.server';

/**
 * The records the sitemap lists (docs/product.md#the-sitemap, ADR 0066): every home with a page
 * (not a draft, not hidden: a sold home keeps its page), every post and every lister.
 */
const homeWithPage = publicHome;

/** Rows read at a time while a part is sent: the part streams, never held whole. */
const BATCH = 5_000;

/** The numbered parts that hold at least one record, each with its newest change. */
export async function sitemapParts(db: Database) {
  const homePart = sql<number>`(${properties.id} - 1) / ${sql.raw(String(IDS_PER_PART))} + 1`;
  const postPart = sql<number>`(${blogs.id} - 1) / ${sql.raw(String(IDS_PER_PART))} + 1`;
  const [homes, posts] = await Promise.all([
    db
      .select({ number: homePart.mapWith(Number), lastmod: max(properties.updatedAt) })
      .from(properties)
      .where(homeWithPage)
      .groupBy(homePart)
      .orderBy(homePart),
    db
      .select({ number: postPart.mapWith(Number), lastmod: max(blogs.createdAt) })
      .from(blogs)
      .groupBy(postPart)
      .orderBy(postPart),
  ]);
  const parts: { part: SitemapPart; lastmod?: Date }[] = [{ part: { kind: 'pages' } }];
  for (const row of homes)
    parts.push({ part: { kind: 'homes', number: row.number }, lastmod: toDate(row.lastmod) });
  for (const row of posts)
    parts.push({ part: { kind: 'posts', number: row.number }, lastmod: toDate(row.lastmod) });
  return parts;
}

function toDate(value: Date | string | null) {
  return value === null ? undefined : new Date(value);
}

/** The homes or posts of a numbered part, by id, a batch at a time. */
export async function* partRecords(
  db: Database,
  part: { kind: 'homes' | 'posts'; number: number },
): AsyncGenerator<{ id: number; lastmod: Date | string }[]> {
  const { after, last } = partIds(part.number);
  let from = after;
  for (;;) {
    const rows =
      part.kind === 'homes'
        ? await db
            .select({ id: properties.id, lastmod: properties.updatedAt })
            .from(properties)
            .where(and(gt(properties.id, from), lte(properties.id, last), homeWithPage))
            .orderBy(asc(properties.id))
            .limit(BATCH)
        : await db
            .select({ id: blogs.id, lastmod: blogs.createdAt })
            .from(blogs)
            .where(and(gt(blogs.id, from), lte(blogs.id, last)))
            .orderBy(asc(blogs.id))
            .limit(BATCH);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    from = rows.at(-1)!.id;
  }
}

/** The listers' pages, for the part of site pages, within that part's 50,000 addresses. */
export async function listerIds(db: Database, limit: number) {
  const rows = await db.select({ id: agents.id }).from(agents).orderBy(asc(agents.id)).limit(limit);
  return rows.map((row) => row.id);
}

/** A part's XML, piece by piece as its rows are read (the route streams it). */
export async function* sitemapPartXml(db: Database, origin: string, part: SitemapPart) {
  yield URLSET_OPEN;
  if (part.kind === 'pages') {
    yield SITE_PAGES.map((path) => pageEntries(origin, path)).join('');
    const room = URLS_PER_PART / 2 - SITE_PAGES.length;
    for (const id of await listerIds(db, room)) yield pageEntries(origin, `/agents/${id}`);
  } else {
    const prefix = part.kind === 'homes' ? '/property/' : '/blog/';
    for await (const rows of partRecords(db, part)) {
      yield rows.map((row) => pageEntries(origin, `${prefix}${row.id}`, row.lastmod)).join('');
    }
  }
  yield URLSET_CLOSE;
}
