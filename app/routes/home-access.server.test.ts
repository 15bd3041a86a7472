import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import {
  agents,
  comparedHomes,
  inquiries,
  properties,
  reports,
  reviews,
  savedHomes,
  users,
} from '~/db/schema';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { IDS_PER_PART } from '~/lib/sitemap';
import * as compareListRoute from '~/routes/compare-list';
import * as compareRoute from '~/routes/compare';
import * as ogImageRoute from '~/routes/og-image';
import * as reportRoute from '~/routes/report';
import * as agentRoute from '~/routes/agents/detail';
import * as savedRoute from '~/routes/account/saved';
import * as detailRoute from '~/routes/properties/detail';
import type { AppSettings } from '~/settings';

import { openTestDatabase } from '../../tests/unit/test-database';
import { maySeeHome } from '~/models/home-access.server';
import { createProperty, deleteProperty, updateProperty } from '~/models/property-writes.server';
import { createSession } from '~/models/sessions.server';
import { partRecords } from '~/models/sitemap.server';

/**
 * Every route that names a home by its id, for a draft, a hidden, a sold and a deleted home, as
 * a visitor, another member, the owner and a moderator (docs/product.md#who-sees-a-home): the
 * pages answer 404 where the home is not theirs to see, and the posts that act on a home store
 * nothing unless everyone sees it. The loaders and actions are called as the server calls them.
 */

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
/** The Open Graph pictures' cache of this file's own. */
let dataDir: string;

const STATES = ['draft', 'hidden', 'sold', 'deleted'] as const;
type State = (typeof STATES)[number];
const VIEWERS = ['visitor', 'member', 'owner', 'moderator'] as const;
type Viewer = (typeof VIEWERS)[number];

const homes = {} as Record<State, number>;
const cookies = {} as Record<Viewer, string | undefined>;
let ownerAgentId = 0;
let reviewOnDraft = 0;

async function account(name: string, role: 'member' | 'moderator') {
  const [user] = await db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@example.com`, role, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const { token } = await createSession(db, user!.id);
  return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'home-access-'));
  handle = await openTestDatabase();
  db = handle.db;
  const owner = await account('Olive', 'member');
  const member = await account('Milo', 'member');
  const moderator = await account('Mona', 'moderator');
  Object.assign(cookies, {
    visitor: undefined,
    member: member.cookie,
    owner: owner.cookie,
    moderator: moderator.cookie,
  });
  const [agent] = await db
    .insert(agents)
    .values({
      userId: owner.id,
      name: 'Olive',
      languages: ['en'],
      viewingHours: { days: [0, 1, 2, 3, 4, 5, 6], from: '09:00', to: '18:00' },
    })
    .returning({ id: agents.id });
  ownerAgentId = agent!.id;
  for (const [n, state] of STATES.entries()) {
    const {
      searchText: _t,
      searchWords: _w,
      createdAt: _c,
      ...home
    } = buildProperty(seededFaker(9_100 + n), 90_000 + n);
    const id = await createProperty(db, {
      ...home,
      name: `Olive's ${state} home`,
      status: 'available',
      agentId: ownerAgentId,
    });
    homes[state] = id;
  }
  // A review published while the draft was still listed: it must not be quoted once it is not.
  const [review] = await db
    .insert(reviews)
    .values({
      propertyId: homes.draft,
      name: 'Earlier',
      email: 'earlier@example.com',
      rating: 4,
      message: 'Seen when it was listed',
    })
    .returning({ id: reviews.id });
  reviewOnDraft = review!.id;
  await updateProperty(db, homes.draft, { status: 'draft' });
  await updateProperty(db, homes.hidden, { hiddenAt: new Date() });
  await updateProperty(db, homes.sold, { status: 'closed', closedAt: new Date() });
  await deleteProperty(db, homes.deleted);
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const context = () =>
  ({
    db,
    rateLimits: { take: async () => 0 },
    // An inquiry tells its lister through the job queue (docs/product.md#a-lister-hears-at-once).
    jobs: { send: async () => {} },
    settings: { monthly: DEFAULT_MONTHLY_TERMS, dataDir },
    clientIp: '127.0.0.1',
  }) as unknown as { db: Database; settings: AppSettings };

function request(viewer: Viewer, path: string, form?: Record<string, string>) {
  const headers = new Headers();
  if (cookies[viewer]) headers.set('Cookie', cookies[viewer]!);
  if (!form) return new Request(`http://localhost${path}`, { headers });
  headers.set('Content-Type', 'application/x-www-form-urlencoded');
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(form),
  });
}

/** The status a loader or action answers: a thrown answer's, a Response's, or 200. */
async function statusOf(run: () => Promise<unknown>) {
  try {
    const answer = await run();
    if (answer instanceof Response) return answer.status;
    const init = (answer as { init?: { status?: number } } | null)?.init;
    return init?.status ?? 200;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    const init = (thrown as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    throw thrown;
  }
}

/** The rows that visitors' acts on a home leave, for one home. */
async function rowsFor(id: number) {
  const [[r], [s], [c], [p], [i], [home]] = await Promise.all([
    db.select({ n: count() }).from(reviews).where(eq(reviews.propertyId, id)),
    db.select({ n: count() }).from(savedHomes).where(eq(savedHomes.propertyId, id)),
    db.select({ n: count() }).from(comparedHomes).where(eq(comparedHomes.propertyId, id)),
    db.select({ n: count() }).from(reports).where(eq(reports.targetId, id)),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.propertyId, id)),
    db
      .select({ reviews: properties.reviewCount, rating: properties.ratingTotal })
      .from(properties)
      .where(eq(properties.id, id)),
  ]);
  return {
    reviews: r!.n,
    saved: s!.n,
    compared: c!.n,
    reports: p!.n,
    inquiries: i!.n,
    counters: home ?? null,
  };
}

/** Who sees each home's page: the rule of docs/product.md#who-sees-a-home. */
const sees: Record<State, Viewer[]> = {
  draft: ['owner', 'moderator'],
  hidden: ['owner', 'moderator'],
  sold: ['visitor', 'member', 'owner', 'moderator'],
  deleted: [],
};

describe('who sees a home, on every route that names one by its id', () => {
  for (const state of STATES) {
    for (const viewer of VIEWERS) {
      const seen = sees[state].includes(viewer);
      it(`a ${state} home as ${viewer === 'owner' ? 'its owner' : `a ${viewer}`}: ${seen ? 'its page' : '404'}, and acts only on a home everyone sees`, async () => {
        const id = homes[state];
        const open = state === 'sold';
        const before = await rowsFor(id);

        // Its page and its data (`.data` runs the same loader).
        const page = await statusOf(() =>
          detailRoute.loader({
            params: { id: String(id) },
            request: request(viewer, `/property/${id}`),
            context: context(),
          } as never),
        );
        expect(page).toBe(seen ? 200 : 404);

        // A review, anonymous or signed in.
        const review = await statusOf(() =>
          detailRoute.action({
            params: { id: String(id) },
            request: request(viewer, `/property/${id}`, {
              name: 'Rex',
              email: `rex-${viewer}@example.com`,
              rating: '1',
              message: `One star from a ${viewer}`,
            }),
            context: context(),
          } as never),
        );
        expect(review).toBe(open ? 200 : 404);

        // The compare table, and the account's compare list.
        const compared = (await compareRoute.loader({
          request: request(viewer, `/compare?ids=${id}`),
          context: context(),
        } as never)) as { homes: { id: number }[]; missing: number[] };
        expect(compared.homes.map((home) => home.id)).toEqual(open ? [id] : []);
        if (!open) expect(compared.missing).toEqual([id]);
        await statusOf(() =>
          compareListRoute.action({
            request: request(viewer, '/compare/list', { intent: 'set', ids: String(id) }),
            context: context(),
          } as never),
        );

        // Saving it; then the saved homes list.
        await statusOf(() =>
          savedRoute.action({
            request: request(viewer, '/saved', { propertyId: String(id), respond: 'data' }),
            context: context(),
          } as never),
        );
        if (viewer !== 'visitor') {
          const saved = (await savedRoute.loader({
            request: request(viewer, '/saved'),
            context: context(),
          } as never)) as { result: { properties: { id: number }[] } };
          expect(saved.result.properties.map((home) => home.id).includes(id)).toBe(open);
        }

        // Reporting it: the page quotes it only when everyone sees it.
        const reportPage = await statusOf(() =>
          reportRoute.loader({
            request: request(viewer, `/report?kind=property&id=${id}`),
            context: context(),
          } as never),
        );
        expect(reportPage).toBe(open ? 200 : 404);
        await statusOf(() =>
          reportRoute.action({
            request: request(viewer, '/report', {
              kind: 'property',
              id: String(id),
              reason: 'spam',
            }),
            context: context(),
          } as never),
        );

        // Asking its lister about it.
        const inquiry = await statusOf(() =>
          agentRoute.action({
            params: { id: String(ownerAgentId) },
            request: request(viewer, `/agents/${ownerAgentId}`, {
              name: 'Ivy',
              email: 'ivy@example.com',
              message: 'Is it still free?',
              propertyId: String(id),
              respond: 'data',
            }),
            context: context(),
          } as never),
        );
        expect(inquiry).toBe(open ? 200 : 404);

        // Its picture for shared links.
        const og = await statusOf(() =>
          ogImageRoute.loader({
            params: { kind: 'property', file: `${id}.png` },
            request: request(viewer, `/og/property/${id}.png`),
            context: context(),
          } as never),
        );
        if (!open) expect(og).toBe(404);

        const after = await rowsFor(id);
        if (open) {
          expect(after.reviews).toBe(before.reviews + 1);
          expect(after.counters!.reviews).toBe(before.counters!.reviews + 1);
          expect(after.reports).toBe(before.reports + 1);
          expect(after.inquiries).toBe(before.inquiries + 1);
          if (viewer !== 'visitor') expect(after.saved).toBeGreaterThan(0);
          if (viewer !== 'visitor') expect(after.compared).toBeGreaterThan(0);
        } else {
          expect(after).toEqual(before);
        }
      });
    }
  }

  it('a review on a draft is not quoted on the report page, nor reported', async () => {
    for (const viewer of VIEWERS) {
      const status = await statusOf(() =>
        reportRoute.loader({
          request: request(viewer, `/report?kind=review&id=${reviewOnDraft}`),
          context: context(),
        } as never),
      );
      expect(status).toBe(404);
    }
  });

  it('the sitemap lists the sold home alone', async () => {
    const listed = new Set<number>();
    for (const id of Object.values(homes)) {
      const part = { kind: 'homes' as const, number: Math.floor((id - 1) / IDS_PER_PART) + 1 };
      for await (const rows of partRecords(db, part)) for (const row of rows) listed.add(row.id);
    }
    expect(listed.has(homes.sold)).toBe(true);
    for (const state of ['draft', 'hidden', 'deleted'] as const)
      expect(listed.has(homes[state])).toBe(false);
  });

  it('the rule read from a row agrees: the owner and the desk see a draft or a hidden home', () => {
    const owner = { id: 7, role: 'member' as const };
    const draft = { status: 'draft' as const, hiddenAt: null, listerUserId: 7 };
    expect(maySeeHome(owner, draft)).toBe(true);
    expect(maySeeHome({ id: 8, role: 'member' }, draft)).toBe(false);
    expect(maySeeHome({ id: 8, role: 'moderator' }, draft)).toBe(true);
    expect(maySeeHome(null, draft)).toBe(false);
    expect(maySeeHome(null, { ...draft, status: 'closed' })).toBe(true);
    expect(maySeeHome(null, { ...draft, status: 'closed', hiddenAt: new Date() })).toBe(false);
  });
});
