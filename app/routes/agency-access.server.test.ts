import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { agents, importRuns, inquiries, listingDrafts, properties, users } from '~/db/schema';
import { DEFAULT_MONTHLY_TERMS } from '~/lib/monthly-cost';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { createAgency } from '~/models/agencies/agencies.server';
import { ensureOwnerAgent } from '~/models/listings.server';
import { createProperty, updateProperty } from '~/models/property-writes.server';
import { createSession } from '~/models/sessions.server';
import * as importRoute from '~/routes/account/import';
import * as inquiryRoute from '~/routes/account/inquiry';
import * as myListingsRoute from '~/routes/account/listings';
import * as dashboardRoute from '~/routes/agency/dashboard';
import * as membersRoute from '~/routes/agency/members';
import * as settingsRoute from '~/routes/agency/settings';
import * as logoRoute from '~/routes/agency/logo';
import * as deleteRoute from '~/routes/listings/delete';
import * as editRoute from '~/routes/listings/edit';
import * as photosArrangeRoute from '~/routes/listings/photos-arrange';
import * as photosDeleteRoute from '~/routes/listings/photos-delete';
import * as photosRoute from '~/routes/listings/photos';
import * as detailRoute from '~/routes/properties/detail';
import type { AppSettings } from '~/settings';

import { openTestDatabase } from '../../tests/unit/test-database';

/**
 * Every route that names a listing, a draft, an inquiry or an agency's member by its id, as every
 * kind of account (docs/product.md#agencies, ADR 0112): an owner manages their own home; an agency
 * admin every listing of the agency; an agent the listings assigned to them; anyone else, a
 * colleague agent, another agency's admin and a moderator included, is answered 404 and changes
 * nothing. The loaders and actions are called as the server calls them.
 */

const VIEWERS = [
  'visitor',
  'member',
  'owner',
  'agent',
  'colleague',
  'admin',
  'otherAdmin',
  'moderator',
] as const;
type Viewer = (typeof VIEWERS)[number];

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let dataDir: string;
const cookies = {} as Record<Viewer, string | undefined>;
const ids = {} as Record<Viewer, number>;
const profile = {} as Record<Viewer, number>;
/** The agency's listing assigned to the agent, its draft listing, and the owner's own home. */
const homes = { listing: 0, draft: 0, own: 0 };
/** The agent's open edit of the listing, and their new listing's draft. */
const drafts = { edit: 0, fresh: 0 };
const mail = { listing: 0, own: 0 };
/** The agency's import run, named by its id on the import page. */
let importRun = 0;

async function account(name: string, role: 'member' | 'moderator' = 'member') {
  const [user] = await db
    .insert(users)
    .values({ name, email: `${name.toLowerCase()}@example.com`, role, emailVerifiedAt: new Date() })
    .returning({ id: users.id });
  const { token } = await createSession(db, user!.id);
  return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
}

async function home(agentId: number, agencyId: number | null, n: number) {
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...fields
  } = buildProperty(seededFaker(7_300 + n), 73_000 + n);
  return createProperty(db, { ...fields, status: 'available', agentId, agencyId });
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-access-'));
  handle = await openTestDatabase();
  db = handle.db;
  for (const viewer of VIEWERS) {
    if (viewer === 'visitor') continue;
    const made = await account(viewer, viewer === 'moderator' ? 'moderator' : 'member');
    cookies[viewer] = made.cookie;
    ids[viewer] = made.id;
    profile[viewer] = await ensureOwnerAgent(db, { id: made.id, name: viewer });
  }
  const details = { name: 'Harbour Homes', licence: 'DRE #01234567' };
  const agency = (await createAgency(db, { id: ids.admin, name: 'admin' }, details))!;
  await createAgency(db, { id: ids.otherAdmin, name: 'otherAdmin' }, { ...details, name: 'Other' });
  for (const viewer of ['agent', 'colleague'] as const) {
    await db
      .update(agents)
      .set({ agencyId: agency, agencyRole: 'agent' })
      .where(eq(agents.id, profile[viewer]));
  }
  homes.listing = await home(profile.agent, agency, 1);
  homes.draft = await home(profile.agent, agency, 2);
  await updateProperty(db, homes.draft, { status: 'draft' });
  homes.own = await home(profile.owner, null, 3);
  const [edit] = await db
    .insert(listingDrafts)
    .values({ userId: ids.agent, propertyId: homes.listing, fields: { name: 'Edited' } })
    .returning({ id: listingDrafts.id });
  const [fresh] = await db
    .insert(listingDrafts)
    .values({ userId: ids.agent, fields: { name: 'New' } })
    .returning({ id: listingDrafts.id });
  drafts.edit = edit!.id;
  drafts.fresh = fresh!.id;
  const ask = (agentId: number, propertyId: number) =>
    db
      .insert(inquiries)
      .values({ agentId, propertyId, name: 'Vera', email: 'vera@example.com', message: 'Hi' })
      .returning({ id: inquiries.id });
  mail.listing = (await ask(profile.agent, homes.listing))[0]!.id;
  mail.own = (await ask(profile.owner, homes.own))[0]!.id;
  const [run] = await db
    .insert(importRuns)
    .values({
      agencyId: agency,
      userId: ids.admin,
      source: 'url',
      url: 'https://feeds.example/a.json',
      state: 'done',
    })
    .returning({ id: importRuns.id });
  importRun = run!.id;
});
afterAll(async () => {
  await handle?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const context = () =>
  ({
    db,
    rateLimits: { take: async () => 0 },
    settings: { monthly: DEFAULT_MONTHLY_TERMS, dataDir },
    clientIp: '127.0.0.1',
    mail: { secret: 'test', perAddress: { take: async () => 0 } },
    jobs: { send: async () => {} },
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
async function statusOf(run: () => unknown) {
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

type Handler = (args: never) => unknown;
const get = (handler: Handler, viewer: Viewer, url: string, params: Record<string, string> = {}) =>
  statusOf(() => handler({ request: request(viewer, url), params, context: context() } as never));
const post = (
  handler: Handler,
  viewer: Viewer,
  url: string,
  form: Record<string, string>,
  params: Record<string, string> = {},
) =>
  statusOf(() =>
    handler({ request: request(viewer, url, form), params, context: context() } as never),
  );

/** What each route's rows look like, to show a refused post changed nothing. */
async function snapshot() {
  const [home] = await db
    .select({ agentId: properties.agentId, status: properties.status })
    .from(properties)
    .where(eq(properties.id, homes.listing));
  const members = await db
    .select({ id: agents.id, agencyId: agents.agencyId, role: agents.agencyRole })
    .from(agents)
    .orderBy(agents.id);
  const answered = await db
    .select({ answeredAt: inquiries.answeredAt })
    .from(inquiries)
    .where(eq(inquiries.id, mail.listing));
  const kept = await db.select({ id: listingDrafts.id }).from(listingDrafts);
  return { home, members, answered, kept: kept.length };
}

/** Who manages what (docs/product.md#agencies). */
const manages: Record<'listing' | 'own' | 'fresh', Viewer[]> = {
  listing: ['agent', 'admin'],
  own: ['owner'],
  fresh: ['agent'],
};

describe('who reaches an agency’s listings, drafts, inquiries and members', () => {
  for (const viewer of VIEWERS) {
    it(`as ${viewer}`, async () => {
      const reach = (what: keyof typeof manages) => manages[what].includes(viewer);
      const page = (what: keyof typeof manages) => (reach(what) ? 200 : 404);
      // A page that names no record sends a visitor to sign in; it names one here, so a 404.
      const pageOf = (what: keyof typeof manages) => page(what);

      for (const [what, id] of [
        ['listing', homes.listing],
        ['listing', homes.draft],
        ['own', homes.own],
      ] as const) {
        const params = { id: String(id) };
        expect(await get(editRoute.loader, viewer, `/listings/${id}/edit`, params)).toBe(
          pageOf(what),
        );
        expect(await get(deleteRoute.loader, viewer, `/listings/${id}/delete`, params)).toBe(
          pageOf(what),
        );
      }
      // The agency's draft listing: a preview for whoever manages it and the desk.
      const preview = await get(detailRoute.loader, viewer, `/property/${homes.draft}`, {
        id: String(homes.draft),
      });
      expect(preview).toBe(reach('listing') || viewer === 'moderator' ? 200 : 404);

      // The drafts: the agent's edit of the listing (the agency's), and their new listing's.
      const editDraft = { draftId: String(drafts.edit) };
      const photosUrl = (id: number) => `/listings/drafts/${id}/photos`;
      expect(await get(photosRoute.loader, viewer, photosUrl(drafts.edit), editDraft)).toBe(
        page('listing'),
      );
      const freshDraft = { draftId: String(drafts.fresh) };
      expect(await get(photosRoute.loader, viewer, photosUrl(drafts.fresh), freshDraft)).toBe(
        page('fresh'),
      );
      expect(await get(editRoute.loader, viewer, `/listings/new?draft=${drafts.fresh}`)).toBe(
        viewer === 'visitor' ? 404 : page('fresh'),
      );

      // The listing's inquiry, and the owner's.
      for (const [what, id] of [
        ['listing', mail.listing],
        ['own', mail.own],
      ] as const) {
        expect(
          await get(inquiryRoute.loader, viewer, `/account/inquiries/${id}`, { id: String(id) }),
        ).toBe(page(what));
      }

      // The agency's own pages: its members and settings are its admins' alone; another
      // agency's admin reaches their own agency's, which lists none of this one's.
      const admins = viewer === 'admin' || viewer === 'otherAdmin';
      const adminPage = admins ? 200 : viewer === 'visitor' ? 302 : 404;
      expect(await get(membersRoute.loader, viewer, '/agency/members')).toBe(adminPage);
      expect(await get(settingsRoute.loader, viewer, '/agency/settings')).toBe(adminPage);
      if (admins) {
        const listed = (await membersRoute.loader({
          request: request(viewer, '/agency/members'),
          params: {},
          context: context(),
        } as never)) as { members: { id: number }[] };
        expect(listed.members.some((member) => member.id === profile.agent)).toBe(
          viewer === 'admin',
        );
      }
      const member = ['agent', 'colleague', 'admin', 'otherAdmin'].includes(viewer);
      expect(await get(dashboardRoute.loader, viewer, '/agency')).toBe(member ? 200 : 302);
      if (member) {
        const board = (await dashboardRoute.loader({
          request: request(viewer, '/agency'),
          params: {},
          context: context(),
        } as never)) as { listings: { id: number }[]; inquiries: { id: number }[] };
        expect(board.listings.some((home) => home.id === homes.listing)).toBe(reach('listing'));
        expect(board.inquiries.some((inquiry) => inquiry.id === mail.listing)).toBe(
          reach('listing'),
        );
      }

      if (reach('listing')) return;
      // Every post that would act on the agency's listing, draft, inquiry or member: a 404, and
      // nothing changes.
      const before = await snapshot();
      const listing = { id: String(homes.listing) };
      const posts: [Handler, string, Record<string, string>, Record<string, string>][] = [
        [
          editRoute.action,
          `/listings/${homes.listing}/edit`,
          { intent: 'save', name: 'Mine' },
          listing,
        ],
        [deleteRoute.action, `/listings/${homes.listing}/delete`, {}, listing],
        [
          myListingsRoute.action,
          '/account/listings',
          { propertyId: String(homes.listing), status: 'closed' },
          {},
        ],
        [photosArrangeRoute.action, `${photosUrl(drafts.edit)}/arrange`, {}, editDraft],
        [
          photosDeleteRoute.action,
          `${photosUrl(drafts.edit)}/1/delete`,
          {},
          { ...editDraft, photoId: '1' },
        ],
        [
          inquiryRoute.action,
          `/account/inquiries/${mail.listing}`,
          { intent: 'answered' },
          { id: String(mail.listing) },
        ],
        [
          dashboardRoute.action,
          '/agency',
          { propertyId: String(homes.listing), agentId: String(profile[viewer] ?? 1) },
          {},
        ],
        [
          membersRoute.action,
          '/agency/members',
          { intent: 'role', memberId: String(profile.agent), role: 'admin' },
          {},
        ],
        [
          membersRoute.action,
          '/agency/members',
          { intent: 'remove', memberId: String(profile.agent) },
          {},
        ],
        [membersRoute.action, '/agency/members', { intent: 'invite', email: 'x@example.com' }, {}],
        [settingsRoute.action, '/agency/settings', { name: 'Taken', licence: 'X1' }, {}],
        [logoRoute.action, '/agency/logo', {}, {}],
      ];
      // Another agency's admin invites and sets up their own agency's: those name no record.
      const ownAgency = new Set<Handler>([settingsRoute.action, logoRoute.action]);
      for (const [handler, url, form, params] of posts) {
        if (admins && (ownAgency.has(handler) || form.intent === 'invite')) continue;
        const status = await post(handler, viewer, url, form, params);
        // Photos answer their script with JSON; every other refusal is the page's 404.
        expect({ url, status }).toEqual({ url, status: 404 });
      }
      expect(await snapshot()).toEqual(before);
    });
  }
});

describe('an agency’s import runs, named by their id, as every kind of account', () => {
  const countRuns = async () => (await db.select({ id: importRuns.id }).from(importRuns)).length;
  for (const viewer of VIEWERS) {
    it(`as ${viewer}`, async () => {
      // Only the agency's admin reads its runs and runs one again (docs/product.md#listing-feeds).
      const admin = viewer === 'admin';
      expect(await get(importRoute.loader, viewer, `/account/import?run=${importRun}`)).toBe(
        admin ? 200 : 404,
      );
      const before = await countRuns();
      const form = { intent: 'rerun', runId: String(importRun) };
      expect(await post(importRoute.action, viewer, '/account/import', form)).toBe(
        admin ? 302 : 404,
      );
      expect(await countRuns()).toBe(before + (admin ? 1 : 0));
    });
  }
});
