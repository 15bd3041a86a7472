import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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
