import sharp from 'sharp';

import { renderArt } from '../../app/lib/art';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { COMPLETE_LISTING, publishListingTo } from './listing-helpers';
import { emailTo } from './mail-helpers';
import { STAFF } from './staff-accounts';

/**
 * A copy is caught (docs/product.md#copies), over HTTP alone on the built server: a second
 * lister's listing with the first one's photo, re-saved smaller, is held; its lister is sent to
 * the held notice and emailed through the job queue; the desk's page shows both; a moderator
 * releases it with a reason, and it goes live. Who may not decide is the 404 sweep's
 * (app/routes/misses.server.test.ts); the logic, the refusal and both languages are Vitest's
 * (app/models/copies.server.test.ts).
 */
test('a copied listing is held, its lister told, and a moderator releases it @publishes', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const photo = await sharp(Buffer.from(renderArt('house', `copy-${Date.now()}`, 'thumb')), {
    density: 72,
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  const resaved = await sharp(photo).resize(200).jpeg({ quality: 50 }).toBuffer();
  const client = () => playwright.request.newContext({ baseURL });
  const [first, copier, moderator, visitor] = await Promise.all([
    client(),
    client(),
    client(),
    client(),
  ]);
  const copierAccount = newAccount(testInfo, 'copier');
  await registerByRequest(first, newAccount(testInfo, 'original'));
  await registerByRequest(copier, copierAccount);
  const signedIn = await moderator.post('/sign-in', {
    form: { email: STAFF.moderator.email, password: STAFF.moderator.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);

  const original = await publishListingTo(
    first,
    { ...COMPLETE_LISTING, name: 'Original quay villa' },
    photo,
  );
  expect(original.location).toContain('done=published');
  const copy = await publishListingTo(
    copier,
    { ...COMPLETE_LISTING, name: 'Copied quay villa' },
    resaved,
  );
  expect(copy.location).toContain('done=held');
  const notice = await (await copier.get(copy.location)).text();
  expect(notice).toContain('its photos match another lister’s home');
  expect(notice).toContain('Waiting for review');
  expect((await visitor.get(`/property/${copy.home}`)).status()).toBe(404);
  await emailTo(copierAccount.email, {
    subject: '“Copied quay villa” waits for a moderator before it goes live',
  });

  const desk = await (await moderator.get('/admin/copies')).text();
  expect(desk).toContain('Copied quay villa');
  expect(desk).toContain('Original quay villa');
  const decide = (reason: string) =>
    moderator.post('/admin/copies', {
      form: { intent: 'release', id: copy.home, reason },
      maxRedirects: 0,
    });
  expect((await decide('')).status()).toBe(400);
  const released = await decide('Same agency, two branches');
  expect(released.status()).toBe(200);
  expect(await released.text()).toContain('Released: the listing is live');
  const again = await decide('Twice');
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain('Already decided');
  expect((await visitor.get(`/property/${copy.home}`)).status()).toBe(200);
  await emailTo(copierAccount.email, { subject: '“Copied quay villa” is live now' });
  await Promise.all([first, copier, moderator, visitor].map((context) => context.dispose()));
});
