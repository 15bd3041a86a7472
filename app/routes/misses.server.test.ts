import type { RouteConfigEntry } from '@react-router/dev/routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildProperty, seededFaker } from '~/db/factories';
import { agencies, agents, auditLog, properties, users } from '~/db/schema';
import { SESSION_COOKIE } from '~/lib/session-cookie';
import { createProperty } from '~/models/property-writes.server';
import { createSession } from '~/models/sessions.server';

import { getAdminDictionary, type AdminKey } from '~/i18n/admin-dictionary.server';
import { getDictionary } from '~/i18n/dictionaries.server';
import type { MessageKey } from '~/i18n/en';
import { LANGUAGES } from '~/i18n/i18n';
import routes from '~/routes';
import { openTestDatabase } from '../../tests/unit/test-database';

/**
 * A miss is answered one way (docs/product.md#messages): a 404 whose text is in the language of
 * the address, on every route whose address names something (`:id`, `:file`, …). Each such route
 * of the route table has a case here, or the sweep fails.
 */
type Loader = (args: {
  request: Request;
  params: Record<string, string>;
  context: unknown;
}) => unknown;
type Case = {
  module: () => Promise<{ loader: unknown }>;
  params: Record<string, string>;
  /** The text the 404 says; a JSON answer for the page's script says its key instead. */
  says: MessageKey | AdminKey | { json: string };
};

const none = '99999999';
const CASES: Record<string, Case> = {
  'map/:file': {
    module: () => import('./map/data'),
    params: { file: 'nope.json' },
    says: 'error.notFoundTitle',
  },
  'i18n/:file': {
    module: () => import('./dictionary'),
    params: { file: 'xx.0.json' },
    says: 'error.notFoundTitle',
  },
  'sitemap/:file': {
    module: () => import('./sitemap-part'),
    params: { file: 'nope.xml' },
    says: 'error.notFoundTitle',
  },
  'og/:kind/:file': {
    module: () => import('./og-image'),
    params: { kind: 'property', file: `${none}.png` },
    says: 'error.notFoundTitle',
  },
  'art/:version/:kind/:size/:file': {
    module: () => import('./art'),
    params: { version: 'v9', kind: 'house', size: 'full', file: '1.svg' },
    says: 'error.notFoundTitle',
  },
  'property/:id': {
    module: () => import('./properties/detail'),
    params: { id: none },
    says: 'error.propertyNotFound',
  },
  'blog/:id': {
    module: () => import('./blogs/detail'),
    params: { id: none },
    says: 'error.blogNotFound',
  },
  'auth/:provider': {
    module: () => import('./account/social-start'),
    params: { provider: 'nope' },
    says: 'error.notFoundTitle',
  },
  'auth/:provider/callback': {
    module: () => import('./account/social-callback'),
    params: { provider: 'nope' },
    says: 'error.notFoundTitle',
  },
  'listings/:id/edit': {
    module: () => import('./listings/edit'),
    params: { id: none },
    says: 'error.notFoundTitle',
  },
  'listings/:id/delete': {
    module: () => import('./listings/delete'),
    params: { id: none },
    says: 'error.notFoundTitle',
  },
  // The photos' JSON answers the listing form's script, which words the key in the page's language.
  'listings/drafts/:draftId/photos': {
    module: () => import('./listings/photos'),
    params: { draftId: none },
    says: { json: 'notFound' },
  },
  'listings/drafts/:draftId/photos/arrange': {
    module: () => import('./listings/photos-arrange'),
    params: { draftId: none },
    says: { json: 'notFound' },
  },
  'listings/drafts/:draftId/photos/:photoId/delete': {
    module: () => import('./listings/photos-delete'),
    params: { draftId: none, photoId: '1' },
    says: { json: 'notFound' },
  },
  'photos/:key/:file': {
    module: () => import('./photos'),
    params: { key: 'nope', file: '400.jpg' },
    says: 'error.notFoundTitle',
  },
  'agents/:id': {
    module: () => import('./agents/detail'),
    params: { id: none },
    says: 'error.agentNotFound',
  },
  'agencies/:id': {
    module: () => import('./agencies/detail'),
    params: { id: none },
    says: 'error.agencyNotFound',
  },
  'account/inquiries/:id': {
    module: () => import('./account/inquiry'),
    params: { id: none },
    says: 'error.inquiryNotFound',
  },
  // Asked without the desk's role, the desk stays hidden: the page itself is not found.
  'admin/messages/:id': {
    module: () => import('./admin/message'),
    params: { id: none },
    says: 'error.notFoundTitle',
  },
};

function pathsOf(entries: RouteConfigEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = [base, entry.path].filter(Boolean).join('/');
    return [...(entry.path ? [path] : []), ...pathsOf(entry.children ?? [], path)];
  });
}

function addressOf(pattern: string, params: Record<string, string>) {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!);
}

function textOf(lang: (typeof LANGUAGES)[number], key: MessageKey | AdminKey) {
  const words: Record<string, string> = key.startsWith('admin.')
    ? getAdminDictionary(lang)
    : getDictionary(lang);
  return words[key];
}

let db: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const context = () => ({
  db: db.db,
  settings: { production: false, trustProxy: 0, social: {}, dataDir: '', faults: false },
  rateLimits: { take: async () => 0 },
  clientIp: '127.0.0.1',
});

/** What a loader or action answered, or threw. */
async function answer(run: () => unknown) {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

describe('a miss answers 404 in the language of its address', () => {
  it('every route whose address names something has a case', () => {
    const named = pathsOf(routes).filter((path) => path.includes(':'));
    expect(named.sort()).toEqual(Object.keys(CASES).sort());
  });

  for (const lang of LANGUAGES) {
    const prefix = lang === 'en' ? '' : `/${lang}`;
    it.each(Object.entries(CASES))(`${lang}: %s`, async (pattern, { module, params, says }) => {
      const { loader } = (await module()) as { loader: Loader };
      const url = `http://localhost${prefix}/${addressOf(pattern, params)}`;
      const response = await answer(() =>
        loader({ request: new Request(url), params, context: context() }),
      );
      expect(response).toBeInstanceOf(Response);
      const { status } = response as Response;
      expect(status).toBe(404);
      if (typeof says === 'object') {
        expect(await (response as Response).json()).toEqual({ error: says.json });
      } else {
        expect(await (response as Response).text()).toBe(textOf(lang, says));
      }
    });

    it.each([
      ['account/searches', () => import('./account/searches'), { intent: 'open', id: none }],
      [
        'account/notifications',
        () => import('./account/notifications'),
        { intent: 'read', id: none },
      ],
    ] as const)(`${lang}: a post to %s signed out`, async (path, module, fields) => {
      const { action } = (await module()) as unknown as { action: Loader };
      const request = new Request(`http://localhost${prefix}/${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
      });
      const response = await answer(() => action({ request, params: {}, context: context() }));
      expect((response as Response).status).toBe(404);
      expect(await (response as Response).text()).toBe(textOf(lang, 'error.notFoundTitle'));
    });
  }
});

/**
 * The desk's decision on a listing held as a copy names a home by its id
 * (docs/product.md#copies): as every kind of account, only a moderator reaches it, and the held
 * listing's own lister and their agency's admin are told the page does not exist, as anyone else.
 * For a moderator, a home that does not exist is gone, and one no longer held is already decided;
 * neither changes anything.
 */
describe('the desk’s decision on a held copy', () => {
  const ACCOUNTS = [
    'a visitor',
    'a member',
    'its lister',
    'its agency’s admin',
    'moderator',
  ] as const;
  const cookies = {} as Record<(typeof ACCOUNTS)[number], string | undefined>;
  let held = 0;
  let live = 0;

  async function account(name: string, role: 'member' | 'moderator' = 'member') {
    const [user] = await db.db
      .insert(users)
      .values({ name, email: `${name.replace(/\W/g, '').toLowerCase()}-sweep@example.com`, role })
      .returning({ id: users.id });
    const { token } = await createSession(db.db, user!.id);
    return { id: user!.id, cookie: `${SESSION_COOKIE}=${token}` };
  }

  beforeAll(async () => {
    const [member, lister, admin, moderator] = await Promise.all([
      account('Sweep member'),
      account('Sweep lister'),
      account('Sweep agency admin'),
      account('Sweep moderator', 'moderator'),
    ]);
    Object.assign(cookies, {
      'a visitor': undefined,
      'a member': member.cookie,
      'its lister': lister.cookie,
      'its agency’s admin': admin.cookie,
      moderator: moderator.cookie,
    });
    const [agency] = await db.db
      .insert(agencies)
      .values({ name: 'Sweep agency' })
      .returning({ id: agencies.id });
    const [agent] = await db.db
      .insert(agents)
      .values([
        { userId: lister.id, name: 'Lister', agencyId: agency!.id, agencyRole: 'agent' },
        { userId: admin.id, name: 'Admin', agencyId: agency!.id, agencyRole: 'admin' },
      ])
      .returning({ id: agents.id });
    const home = (n: number) => {
      const {
        searchText: _t,
        searchWords: _w,
        createdAt: _c,
        ...built
      } = buildProperty(seededFaker(7_700 + n), 77_000 + n);
      return { ...built, status: 'available' as const, agencyId: agency!.id, agentId: agent!.id };
    };
    live = await createProperty(db.db, home(1));
    held = await createProperty(db.db, { ...home(2), heldAsCopyOf: live }, { announce: false });
  });

  const post = (who: (typeof ACCOUNTS)[number], id: number, lang: string) =>
    new Request(`http://localhost${lang === 'en' ? '' : `/${lang}`}/admin/copies`, {
      method: 'POST',
      headers: cookies[who] ? { cookie: cookies[who] } : {},
      body: new URLSearchParams({ intent: 'release', id: String(id), reason: 'Not a copy' }),
    });
  const heldAsCopyOf = async (id: number) =>
    (await db.db.select().from(properties).where(eq(properties.id, id)))[0]?.heldAsCopyOf;

  for (const lang of LANGUAGES) {
    it.each(ACCOUNTS.filter((who) => who !== 'moderator'))(
      `${lang}: as %s, the page and the post are not found and nothing changes`,
      async (who) => {
        const { loader, action } = (await import('./admin/copies')) as unknown as {
          loader: Loader;
          action: Loader;
        };
        for (const id of [held, Number(none)]) {
          const response = await answer(() =>
            action({ request: post(who, id, lang), params: {}, context: context() }),
          );
          expect((response as Response).status).toBe(404);
          expect(await (response as Response).text()).toBe(textOf(lang, 'error.notFoundTitle'));
        }
        const page = await answer(() =>
          loader({ request: post(who, held, lang), params: {}, context: context() }),
        );
        expect((page as Response).status).toBe(404);
        expect(await heldAsCopyOf(held)).toBe(live);
      },
    );
  }

  it('as a moderator: a home that does not exist is gone, one not held is already decided', async () => {
    const { action } = (await import('./admin/copies')) as unknown as { action: Loader };
    const jobs: unknown[] = [];
    const withJobs = () => ({
      ...context(),
      jobs: { send: async (...job: unknown[]) => jobs.push(job) },
    });
    const gone = (await answer(() =>
      action({ request: post('moderator', Number(none), 'en'), params: {}, context: withJobs() }),
    )) as { data: { key: string }; init: { status: number } };
    expect([gone.init.status, gone.data.key]).toEqual([404, 'admin.gone']);
    const already = (await answer(() =>
      action({ request: post('moderator', live, 'en'), params: {}, context: withJobs() }),
    )) as { data: { key: string }; init: { status: number } };
    expect([already.init.status, already.data.key]).toEqual([409, 'admin.copies.already']);
    expect(await db.db.select().from(auditLog).where(eq(auditLog.targetId, live))).toEqual([]);
    expect(jobs).toEqual([]);
    expect(await heldAsCopyOf(held)).toBe(live);
  });
});
