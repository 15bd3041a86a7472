import { eq, inArray } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { blogs, comments, properties, reviews } from '~/db/schema';
import type { PostStatus, ReportKind } from '~/lib/owners-desk';

import { isOpenHome } from './home-access.server';

/** A review, comment or home named by its kind and id. */
export type TargetRef = { kind: ReportKind; id: number };

/** What the owner's desk shows of a reported, held or hidden record. */
export type TargetSummary =
  | {
      kind: 'review';
      id: number;
      status: PostStatus;
      name: string;
      rating: number;
      text: string;
      createdAt: Date;
      /** The home it is on. */
      parent: { id: number; title: string };
    }
  | {
      kind: 'comment';
      id: number;
      status: PostStatus;
      name: string;
      text: string;
      createdAt: Date;
      /** The blog post it is on. */
      parent: { id: number; title: string };
    }
  | {
      kind: 'property';
      id: number;
      status: 'published' | 'hidden';
      name: string;
      location: string;
      createdAt: Date;
    };

export const targetKey = (ref: TargetRef) => `${ref.kind}:${ref.id}`;

/**
 * The records these refer to, by `targetKey`, in three queries at most; a record deleted since
 * (a home removed with its reviews) is missing from the map.
 */
export async function summariesOf(db: Database, refs: TargetRef[]) {
  const idsOf = (kind: ReportKind) => refs.filter((ref) => ref.kind === kind).map((r) => r.id);
  const [reviewIds, commentIds, homeIds] = [idsOf('review'), idsOf('comment'), idsOf('property')];
  const [reviewRows, commentRows, homeRows] = await Promise.all([
    reviewIds.length === 0
      ? []
      : db
          .select({
            id: reviews.id,
            status: reviews.status,
            name: reviews.name,
            rating: reviews.rating,
            text: reviews.message,
            createdAt: reviews.createdAt,
            parent: { id: properties.id, title: properties.name },
          })
          .from(reviews)
          .innerJoin(properties, eq(properties.id, reviews.propertyId))
          .where(inArray(reviews.id, reviewIds)),
    commentIds.length === 0
      ? []
      : db
          .select({
            id: comments.id,
            status: comments.status,
            name: comments.name,
            text: comments.content,
            createdAt: comments.createdAt,
            parent: { id: blogs.id, title: blogs.title },
          })
          .from(comments)
          .innerJoin(blogs, eq(blogs.id, comments.blogId))
          .where(inArray(comments.id, commentIds)),
    homeIds.length === 0
      ? []
      : db
          .select({
            id: properties.id,
            hiddenAt: properties.hiddenAt,
            name: properties.name,
            location: properties.location,
            createdAt: properties.createdAt,
          })
          .from(properties)
          .where(inArray(properties.id, homeIds)),
  ]);
  const found = new Map<string, TargetSummary>();
  for (const row of reviewRows) found.set(`review:${row.id}`, { kind: 'review', ...row });
  for (const row of commentRows) found.set(`comment:${row.id}`, { kind: 'comment', ...row });
  for (const { hiddenAt, ...row } of homeRows) {
    const status = hiddenAt === null ? 'published' : 'hidden';
    found.set(`property:${row.id}`, { kind: 'property', status, ...row });
  }
  return found;
}

/**
 * A record a visitor may report (`/report`): one everyone sees, a published review or comment on
 * a home everyone sees (docs/product.md#who-sees-a-home) or a post, or such a home. Null
 * otherwise: a draft, a hidden home and what is on them are not quoted.
 */
export async function visibleTarget(db: Database, ref: TargetRef) {
  const summary = (await summariesOf(db, [ref])).get(targetKey(ref));
  if (!summary || summary.status !== 'published') return null;
  if (summary.kind === 'review' || summary.kind === 'property') {
    const homeId = summary.kind === 'review' ? summary.parent.id : summary.id;
    if (!(await isOpenHome(db, homeId))) return null;
  }
  return summary;
}
