import type { APIRequestContext } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { COMPLETE_LISTING, formPost, publishListing } from './listing-helpers';

/**
 * A listing is its owner's alone (docs/product.md#listing-a-home, ADR 0048): every page and post
 * of it answers 404 to another account and to a visitor, exactly as for an id that does not
 * exist, so an id reveals nothing. HTTP only: no browser.
 */

const form = formPost;
const COMPLETE = COMPLETE_LISTING;

test('every listing page and post is a 404 to another account and to a visitor @publishes', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const owner = await playwright.request.newContext({ baseURL });
  const other = await playwright.request.newContext({ baseURL });
  const visitor = await playwright.request.newContext({ baseURL });
  await registerByRequest(owner, newAccount(testInfo, 'owner'));
  await registerByRequest(other, newAccount(testInfo, 'other'));
  const home = await publishListing(owner);
  const draft = await owner.post('/listings/new', form({ name: 'Still a draft', intent: 'save' }));
  const draftId = /draft=(\d+)/.exec(draft.headers().location ?? '')?.[1];
  // An open edit of the published home, so its draft is there to be refused too.
  expect(
    (
      await owner.post(
        `/listings/${home}/edit`,
        form({ ...COMPLETE, price: '340000', intent: 'save' }),
      )
    ).status(),
  ).toBe(302);

  const asks = (id: string, draft: string) => [
    (c: APIRequestContext) => c.get(`/listings/${id}/edit`, { maxRedirects: 0 }),
    (c: APIRequestContext) => c.post(`/listings/${id}/edit`, form({ ...COMPLETE, intent: 'save' })),
    (c: APIRequestContext) =>
      c.post(`/listings/${id}/edit`, form({ ...COMPLETE, intent: 'publish' })),
    (c: APIRequestContext) => c.post(`/listings/${id}/edit`, form({ intent: 'discard' })),
    (c: APIRequestContext) =>
      c.post(`/listings/${id}/edit`, form({ description: '# Hi', intent: 'preview' })),
    (c: APIRequestContext) => c.get(`/listings/${id}/delete`, { maxRedirects: 0 }),
    (c: APIRequestContext) => c.post(`/listings/${id}/delete`, form({})),
    (c: APIRequestContext) =>
      c.post('/account/listings', form({ propertyId: id, status: 'closed' })),
    (c: APIRequestContext) => c.get(`/listings/new?draft=${draft}`, { maxRedirects: 0 }),
    (c: APIRequestContext) =>
      c.post(`/listings/new?draft=${draft}`, form({ name: 'Taken', intent: 'save' })),
    (c: APIRequestContext) =>
      c.post(`/listings/new?draft=${draft}`, form({ ...COMPLETE, intent: 'publish' })),
    (c: APIRequestContext) => c.post(`/listings/new?draft=${draft}`, form({ intent: 'discard' })),
    (c: APIRequestContext) =>
      c.post(`/listings/new?draft=${draft}`, form({ description: '# Hi', intent: 'preview' })),
  ];
  const theirs = asks(home, draftId!);
  const missing = asks('999999', '999999');
  for (const [n, ask] of theirs.entries()) {
    const [refused, none] = [await ask(other), await missing[n]!(other)];
    expect(refused.status(), `ask ${n} by another account`).toBe(404);
    expect(none.status(), `ask ${n} of nothing`).toBe(404);
    // The same page either way: nothing tells a listing that exists from one that does not.
    const title = (body: string) => /<title>(.*?)<\/title>/.exec(body)?.[1];
    expect(title(await refused.text())).toBe(title(await none.text()));
    // A visitor gets the same 404 for every page and post that names a listing or a draft.
    expect((await ask(visitor)).status(), `ask ${n} by a visitor`).toBe(404);
  }
  // Only the pages that name none send a visitor to sign in, and back.
  for (const path of ['/listings/new', '/account/listings']) {
    const anonymous = await visitor.get(path, { maxRedirects: 0 });
    expect(anonymous.status(), path).toBe(302);
    expect(anonymous.headers().location).toBe(
      `/sign-in?${new URLSearchParams({ redirectTo: path })}`,
    );
  }
  // Nothing changed: the home is still for sale at its price, and the owner still has both drafts.
  const page = await visitor.get(`/property/${home}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('350,000');
  expect((await owner.get(`/listings/new?draft=${draftId}`)).status()).toBe(200);
  expect((await owner.get(`/listings/${home}/edit`)).status()).toBe(200);
  await Promise.all([owner.dispose(), other.dispose(), visitor.dispose()]);
});
