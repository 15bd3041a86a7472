import type { APIRequestContext, APIResponse } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { copySpecDatabase, freePort, startServer, stopServer } from './spawn-server';

/**
 * Pages kept for visitors who are not signed in (ADR 0073), over HTTP on a server of the spec's
 * own (the shared one's cache is emptied by every other spec's posts, so a hit could not be
 * counted on there): two accounts, one English and one Japanese, and visitors in both languages.
 * The cache's rules one by one are tested in server/page-cache.test.ts.
 */
const PAGES = ['/properties', '/property/3'];
/** Each language's address of a page (ADR 0065): Japanese pages are under `/ja`. */
const at = (lang: 'en' | 'ja', path: string) => (lang === 'ja' ? `/ja${path}` : path);

/** The nonce the answer's Content-Security-Policy allows, and every nonce its page carries. */
async function nonces(answer: APIResponse) {
  const policy = /'nonce-([^']+)'/.exec(answer.headers()['content-security-policy'] ?? '')?.[1];
  const body = await answer.text();
  const inPage = new Set([...body.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { policy, inPage, body };
}

test('a visitor not signed in never sees an account’s page, in either language, and each answer has its own nonce', async ({
  playwright,
}, testInfo) => {
  test.setTimeout(240_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = `test-results/page-cache-${testInfo.project.name}`;
  await copySpecDatabase(dataDir);
  const server = await startServer(port, { DATA_DIR: dataDir });
  const contexts: APIRequestContext[] = [];
  const context = async (headers: Record<string, string> = {}) => {
    const made = await playwright.request.newContext({
      baseURL: origin,
      extraHTTPHeaders: headers,
    });
    contexts.push(made);
    return made;
  };
  try {
    const english = await context({ 'Accept-Language': 'en-GB,en;q=0.9' });
    const japanese = await context({ 'Accept-Language': 'ja,en;q=0.5' });
    const ann = newAccount(testInfo, 'cache-en');
    const kenji = { ...newAccount(testInfo, 'cache-ja'), name: `Kenji ${Date.now()}` };
    const annRequest = await context({ 'Accept-Language': 'en' });
    const kenjiRequest = await context({ 'Accept-Language': 'ja' });
    // The server writes the confirmation emails under its own data folder.
    await registerByRequest(annRequest, ann, { dataDir });
    await registerByRequest(kenjiRequest, kenji, { dataDir });

    for (const path of PAGES) {
      await test.step(`${path}: visitors' pages are kept per language`, async () => {
        for (const [visitor, lang] of [
          [english, 'en'],
          [japanese, 'ja'],
        ] as const) {
          await visitor.get(at(lang, path));
          const again = await visitor.get(at(lang, path));
          expect(again.headers()['x-page-cache']).toBe('hit');
          expect(await again.text()).toContain(`<html lang="${lang}"`);
        }
      });

      await test.step(`${path}: each account gets its own page, never a kept one`, async () => {
        for (const [request, account, lang] of [
          [annRequest, ann, 'en'],
          [kenjiRequest, kenji, 'ja'],
        ] as const) {
          const answer = await request.get(at(lang, path));
          expect(answer.headers()['x-page-cache']).toBeUndefined();
          const { body, policy, inPage } = await nonces(answer);
          expect(body).toContain(account.name);
          expect(body).toContain(`<html lang="${lang}"`);
          expect([...inPage]).toEqual([policy]);
        }
      });

      await test.step(`${path}: visitors still get the kept page, with no account in it and a fresh nonce`, async () => {
        for (const [visitor, lang] of [
          [english, 'en'],
          [japanese, 'ja'],
        ] as const) {
          const first = await nonces(await visitor.get(at(lang, path)));
          const answer = await visitor.get(at(lang, path));
          expect(answer.headers()['x-page-cache']).toBe('hit');
          const second = await nonces(answer);
          for (const page of [first, second]) {
            expect(page.body).toContain(`<html lang="${lang}"`);
            expect(page.body).not.toContain(ann.name);
            expect(page.body).not.toContain(kenji.name);
            expect(page.body).not.toContain(ann.email);
            expect([...page.inPage]).toEqual([page.policy]);
          }
          expect(second.policy).not.toBe(first.policy);
        }
      });
    }
  } finally {
    await Promise.all(contexts.map((one) => one.dispose()));
    await stopServer(server);
  }
});
