import type { APIRequestContext } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';
import { homeTomorrow, LISTERS, listerIds, type ListerKey } from './listers';

// Each test signs in: a deliberate, slow hash, slower still on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

async function signIn(request: APIRequestContext, key: ListerKey) {
  const { email, password } = LISTERS[key];
  const answer = await request.post('/sign-in', { form: { email, password }, maxRedirects: 0 });
  expect(answer.status()).toBe(302);
}

const unique = (tag: string) => `${tag} ${Date.now()} ${Math.random().toString(36).slice(2, 8)}`;

/** The id of the inquiry in the lister's inbox whose excerpt holds `text`. */
async function inquiryIdOf(owner: APIRequestContext, text: string) {
  const html = await (await owner.get('/account/inquiries')).text();
  const items = html.split('href="/account/inquiries/').slice(1);
  const item = items.find((one) => one.slice(0, one.indexOf('</li>')).includes(text));
  expect(item, `"${text}" in the inbox`).toBeDefined();
  return Number(item!.slice(0, item!.indexOf('"')));
}

/** The owner's home's tomorrow, on its own clock: among the viewing days, every day 10:00 to 18:00. */
const tomorrow = () => homeTomorrow('owner').date;

test('an inquiry is a conversation of its lister and its sender alone: another owner and a visitor get 404, and refused posts store nothing', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const context = () => playwright.request.newContext({ baseURL });
  const [visitor, sender, owner, other] = await Promise.all([
    context(),
    context(),
    context(),
    context(),
  ]);
  const { agentId, homeId } = listerIds('owner');
  expect(await (await visitor.get(`/agents/${agentId}`)).text()).toContain(LISTERS.owner.name);
  await registerByRequest(sender, newAccount(testInfo, 'inquirer'));
  await Promise.all([signIn(owner, 'owner'), signIn(other, 'other')]);

  // Sent without JavaScript: back to the home's page, which says what happens next.
  const text = unique('Is the garden south-facing?');
  const letter = { name: 'Vera Visitor', email: 'vera@example.com', message: text };
  const sent = await sender.post(`/agents/${agentId}`, {
    form: { ...letter, propertyId: String(homeId), viewingDate: tomorrow(), viewingTime: '10:30' },
    maxRedirects: 0,
  });
  expect(sent.status()).toBe(302);
  expect(sent.headers().location).toBe(`/property/${homeId}?inquiry=sent#contact-lister`);
  expect(await (await sender.get(sent.headers().location!)).text()).toContain(
    'They will reply to your email address',
  );

  // Refused: a filled honeypot, a viewing out of the lister's hours or half given, a home that
  // is not the lister's. Each answers with its message and stores nothing.
  const refused = unique('Refused');
  const home = { propertyId: String(homeId) };
  for (const [form, status, says] of [
    [{ website: 'https://spam.example' }, 400, 'Form is invalid'],
    [{ ...home, viewingDate: tomorrow(), viewingTime: '18:00' }, 400, 'Viewing time is invalid.'],
    [{ ...home, viewingDate: '2020-01-01', viewingTime: '10:00' }, 400, 'Viewing date is invalid.'],
    [{ ...home, viewingDate: '2026-02-30', viewingTime: '10:00' }, 400, 'Viewing date is invalid.'],
    [{ ...home, viewingDate: tomorrow() }, 400, 'Viewing time is required.'],
    // A viewing is of a home: none is offered without one.
    [{ viewingDate: tomorrow(), viewingTime: '10:00' }, 400, 'To ask for a viewing, write from'],
    [{ propertyId: String(listerIds('other').homeId) }, 404, 'Property not found'],
  ] as const) {
    const answer = await visitor.post(`/agents/${agentId}`, {
      form: { ...letter, message: refused, ...form },
      maxRedirects: 0,
    });
    expect(answer.status(), JSON.stringify(form)).toBe(status);
    expect(await answer.text()).toContain(says);
  }

  const id = await inquiryIdOf(owner, text);
  const page = await owner.get(`/account/inquiries/${id}`);
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain(text);
  // No private address to reply to: the reply is written on the site.
  expect(html).not.toContain('mailto:');
  expect(html).toContain('10:30');
  expect(html).not.toContain(refused);
  expect(await (await owner.get('/account/inquiries')).text()).not.toContain(refused);

  // Anyone else: the page and its action answer 404, and nothing changes.
  expect((await sender.get(`/account/inquiries/${id}`)).status()).toBe(200);
  for (const [who, stranger] of [
    ['another owner', other],
    ['a visitor', visitor],
  ] as const) {
    const seen = await stranger.get(`/account/inquiries/${id}`);
    expect(seen.status(), who).toBe(404);
    expect(await seen.text()).not.toContain(text);
    const marked = await stranger.post(`/account/inquiries/${id}`, {
      form: { intent: 'answered' },
    });
    expect(marked.status(), who).toBe(404);
    expect((await stranger.get(`/account/inquiries/${id}.data`)).status(), who).toBe(404);
  }
  expect(await (await other.get('/account/inquiries')).text()).not.toContain(text);
  const signIn302 = await visitor.get('/account/inquiries', { maxRedirects: 0 });
  expect(signIn302.status()).toBe(302);
  expect(signIn302.headers().location).toContain('/sign-in?redirectTo=%2Faccount%2Finquiries');

  // The sender follows it under Sent: awaiting, then answered once the lister marks it.
  const sentItem = async () => {
    const html = await (await sender.get('/account/inquiries?show=sent')).text();
    return html.split('<li').find((item) => item.includes(text)) ?? '';
  };
  expect(await sentItem()).toContain('Awaiting an answer');
  const answered = await owner.post(`/account/inquiries/${id}`, { form: { intent: 'answered' } });
  expect(answered.status()).toBe(200);
  expect(await answered.text()).toContain('Marked answered.');
  expect(await sentItem()).toContain('>Answered<');
  await Promise.all([visitor, sender, owner, other].map((one) => one.dispose()));
});

test('a visitor writes to the lister from their page (a sold home’s page takes no more); the owner replies in the conversation and confirms the viewing asked', async ({
  page,
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  const { agentId, homeId } = listerIds('owner');
  const name = unique('Wanda');
  // The owner's home is sold: its page names its lister, with no form and no monthly payment.
  await gotoHydrated(page, `/property/${homeId}`);
  const sold = page.locator('#contact-lister');
  await expect(sold.getByText(LISTERS.owner.name).first()).toBeVisible();
  await expect(sold.getByTestId('off-market-note')).toBeVisible();
  await expect(sold.getByRole('button', { name: 'Send inquiry' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Estimated monthly payment' })).toHaveCount(0);
  await gotoHydrated(page, `/agents/${agentId}`);
  const form = page.locator('#contact-lister');
  // A viewing is of a home: asked from its page, on its clock.
  await expect(form.getByText('To ask for a viewing, write from the page')).toBeVisible();
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Email' }).fill('wanda@example.com');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.locator('[data-notice="success"]')).toContainText('Inquiry sent');
  // Sent in place: the form starts again, the message prefilled once more.
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(/^Hello/);

  // A signed-in visitor asks about the home with a viewing (as the home's page posts it).
  const sender = await playwright.request.newContext({ baseURL });
  await registerByRequest(sender, newAccount(testInfo, 'booker'));
  const booking = unique('May I see it?');
  const asked = await sender.post(`/agents/${agentId}`, {
    form: {
      name: 'Bea Booker',
      email: 'bea@example.com',
      message: booking,
      propertyId: String(homeId),
      viewingDate: tomorrow(),
      viewingTime: '11:00',
    },
    maxRedirects: 0,
  });
  expect(asked.status()).toBe(302);

  const owner = await browser.newContext({ baseURL });
  const ownerPage = await owner.newPage();
  await signIn(ownerPage.request, 'owner');
  await gotoHydrated(ownerPage, '/');
  await expect(ownerPage.getByTestId('inquiry-badge').first()).toBeVisible();
  await ownerPage.getByRole('button', { name: /Account/ }).click();
  await ownerPage.getByRole('link', { name: /^Inquiries/ }).click();
  await expect(ownerPage).toHaveURL(/\/account\/inquiries$/);
  const item = ownerPage.getByTestId('inquiries-received').getByRole('listitem').filter({
    hasText: name,
  });
  await expect(item).toContainText('Unread');
  await item.getByRole('link').click();
  await expect(ownerPage.getByRole('heading', { level: 1 })).toContainText(name);
  await expect(ownerPage.locator('a[href^="mailto:"]')).toHaveCount(0);
  // The reply is written on the site, and shows in the conversation as the owner's.
  await ownerPage.getByRole('textbox', { name: 'Your reply' }).fill('Happy to help.');
  await ownerPage.getByRole('button', { name: 'Send reply' }).click();
  await expect(ownerPage.getByText('Reply sent.')).toBeVisible();
  await expect(ownerPage.getByTestId('conversation-message').last()).toHaveText('Happy to help.');
  await ownerPage.getByRole('link', { name: 'All inquiries' }).click();
  await expect(item).not.toContainText('Unread');
  await expect(item).toContainText('Answered');

  // The booking: the asked viewing, confirmed by the owner, is confirmed for the visitor too.
  await ownerPage
    .getByTestId('inquiries-received')
    .getByRole('listitem')
    .filter({ hasText: 'Bea Booker' })
    .getByRole('link')
    .click();
  await expect(ownerPage.getByTestId('viewing-status')).toContainText('Asked for:');
  await expect(ownerPage.getByTestId('viewing-status')).toContainText('11:00');
  await ownerPage.getByRole('button', { name: 'Confirm' }).click();
  await expect(ownerPage.getByText('Viewing confirmed.')).toBeVisible();
  await expect(ownerPage.getByTestId('viewing-status')).toContainText('Confirmed:');
  const id = ownerPage.url().split('/').pop();
  expect(await (await sender.get(`/account/inquiries/${id}`)).text()).toContain('Confirmed:');
  await owner.close();
  await sender.dispose();
});
