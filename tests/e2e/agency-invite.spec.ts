import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { emailTo, linkIn } from './mail-helpers';

/**
 * An agency invites an agent by email (docs/product.md#agencies): the invitation goes through the
 * queue to the mail, its link makes the invited account an agent once, and the agency's members
 * page then lists them. HTTP only: the pages' rules are swept in Vitest.
 */
test('an admin invites by email; the invited account joins once through the link', async ({
  playwright,
  baseURL,
}, testInfo) => {
  const admin = await playwright.request.newContext({ baseURL });
  const agent = await playwright.request.newContext({ baseURL });
  const invited = newAccount(testInfo, 'invited');
  await registerByRequest(admin, newAccount(testInfo, 'founder'));
  await registerByRequest(agent, invited);

  const made = await admin.post('/agencies/new', {
    form: { name: 'Harbour Test Realty', licence: 'CA DRE #01234567', phone: '+1 555 0100' },
    maxRedirects: 0,
  });
  expect(made.status()).toBe(302);
  expect(made.headers().location).toBe('/agency/settings?done=created');
  const sent = await admin.post('/agency/members', {
    form: { intent: 'invite', email: invited.email },
    maxRedirects: 0,
  });
  expect(sent.headers().location).toBe('/agency/members?done=invited');

  // The invited account's first email confirmed its address; the invitation comes next.
  const mail = await emailTo(invited.email, { subject: 'Join Harbour Test Realty on Roofline' });
  const link = linkIn(mail.text, '/agency/join');
  const page = await agent.get(link);
  expect(await page.text()).toContain('You are invited to join Harbour Test Realty as an agent.');
  const joined = await agent.post(link, { maxRedirects: 0 });
  expect(joined.headers().location).toBe('/agency?done=joined');
  // Once only.
  const again = await agent.post(link, { maxRedirects: 0 });
  expect(await again.text()).toContain('This invitation link does not work');

  const members = await (await admin.get('/agency/members')).text();
  expect(members).toContain(invited.email);
  // The agent reaches the dashboard, not the members.
  expect((await agent.get('/agency')).status()).toBe(200);
  expect((await agent.get('/agency/members')).status()).toBe(404);
});
