import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { STAFF } from './staff-accounts';

/**
 * The owner's desk (docs/product.md#the-owners-desk, ADR 0046), over HTTP alone (no browser: the
 * desk's forms work without JavaScript, and the accessibility sweep opens its pages): who may
 * open each page and send each form, a locked account, a moderator hiding a reported review, and
 * an admin's export. Untagged, so desktop only (tests/README.md): nothing here depends on width.
 */

type Who = 'visitor' | 'member' | 'moderator' | 'admin';

/** A signed-in (or not) HTTP client of its own. */
async function clientAs(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string, who: Who) {
  const request = await playwright.request.newContext({ baseURL });
  if (who !== 'visitor') {
    const { email, password } = STAFF[who];
    const response = await request.post('/sign-in', { form: { email, password }, maxRedirects: 0 });
    expect(response.status(), `${who} signs in`).toBe(302);
  }
  return request;
}

/** The site's not-found page: its status, its heading, inside the site's own document. */
async function expectNotFoundPage(response: APIResponse, what: string) {
  expect(response.status(), what).toBe(404);
  const html = await response.text();
  expect(html, what).toContain('<title>Roofline | Page not found</title>');
}

test.describe("the owner's desk, over HTTP", () => {
  const clients = {} as Record<Who, APIRequestContext>;
  let messagePath = '';

  test.beforeAll(async ({ playwright, baseURL }) => {
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      clients[who] = await clientAs(playwright, baseURL!, who);
    }
    // A message to open.
    await clients.visitor.post('/contact-us', {
      form: { name: 'Desk Guard', email: 'guard@example.com', subject: 'Guard', message: 'Hi' },
    });
    const list = await (await clients.admin.get('/admin/messages')).text();
    messagePath = /href="(\/admin\/messages\/\d+)"/.exec(list)![1]!;
  });

  test.afterAll(async () => {
    await Promise.all(Object.values(clients).map((client) => client.dispose()));
  });

  /** The pages, and the lowest role that opens each (ADR 0046). */
  const PAGES = [
    ['/admin', 'moderator'],
    ['/admin/reports', 'moderator'],
    ['/admin/reports?view=held', 'moderator'],
    ['/admin/copies', 'moderator'],
    ['/admin/audit', 'moderator'],
    ['/admin/messages', 'admin'],
    ['message', 'admin'],
    ['/admin/subscribers', 'admin'],
    ['/admin/users', 'admin'],
  ] as const;
  /** Each form's address, and an empty post: refused as invalid (400) by those allowed to send it. */
  const FORMS = [
    ['/admin', 'admin'],
    ['/admin/reports', 'moderator'],
    ['/admin/copies', 'moderator'],
    ['message', 'admin'],
    ['/admin/users', 'admin'],
  ] as const;
  const allowed = (who: Who, needs: 'moderator' | 'admin') =>
    who === 'admin' || (who === 'moderator' && needs === 'moderator');

  test('every page answers the not-found page (404) to anyone without its role, in page and data requests', async () => {
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      for (const [page, needs] of PAGES) {
        const path = page === 'message' ? messagePath : page;
        const response = await clients[who].get(path);
        const what = `GET ${path} as ${who}`;
        if (allowed(who, needs)) expect(response.status(), what).toBe(200);
        else await expectNotFoundPage(response, what);
        // The data request a client-side navigation makes.
        const [pathname, search] = path.split('?');
        const data = await clients[who].get(`${pathname}.data${search ? `?${search}` : ''}`);
        expect(data.status(), `${what} (.data)`).toBe(allowed(who, needs) ? 200 : 404);
      }
    }
  });

  test('every form answers 404 to anyone without its role, and changes nothing', async () => {
    for (const who of ['visitor', 'member', 'moderator', 'admin'] as const) {
      for (const [form, needs] of FORMS) {
        const path = form === 'message' ? messagePath : form;
        const response = await clients[who].post(path, { form: {} });
        const what = `POST ${path} as ${who}`;
        if (allowed(who, needs)) expect(response.status(), what).toBe(400);
        else await expectNotFoundPage(response, what);
      }
      // The export is a file, not a page: a bare 404 for anyone but an admin.
      const exported = await clients[who].post('/admin/subscribers/export', { form: {} });
      expect(exported.status(), `export as ${who}`).toBe(who === 'admin' ? 200 : 404);
      if (who === 'admin') expect(exported.headers()['content-type']).toContain('text/csv');
      const opened = await clients[who].get('/admin/subscribers/export', { maxRedirects: 0 });
      expect(opened.status(), `GET export as ${who}`).toBe(who === 'admin' ? 302 : 404);
    }
    // A moderator cannot make themselves an admin.
    const me = await clients.moderator.post('/admin/users', {
      form: { intent: 'role', userId: '2', role: 'admin' },
    });
    expect(me.status()).toBe(404);
  });

  test("a post from another site's page is refused before it reaches the desk", async () => {
    const response = await clients.admin.post('/admin', {
      form: { hold: 'off' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    // On for a new site, as the desk left it (docs/product.md#posts-with-links).
    const desk = await (await clients.admin.get('/admin')).text();
    expect(desk).toContain('On: posts with links wait for approval.');
  });

  test('a locked account is signed out at once and told why when it signs in again', async ({
    playwright,
    baseURL,
  }, testInfo) => {
    const account = newAccount(testInfo, 'locked');
    const own = await playwright.request.newContext({ baseURL });
    await registerByRequest(own, account);
    expect((await own.get('/saved', { maxRedirects: 0 })).status()).toBe(200);
    const found = await (
      await clients.admin.get(`/admin/users?search=${encodeURIComponent(account.email)}`)
    ).text();
    const userId = /name="userId" value="(\d+)"/.exec(found)![1]!;
    const locked = await clients.admin.post('/admin/users', {
      form: { intent: 'lock', userId, reason: 'Spam' },
    });
    expect(await locked.text()).toContain('account is locked and signed out everywhere');
    expect((await own.get('/saved', { maxRedirects: 0 })).status()).toBe(302);
    const again = await own.post('/sign-in', {
      form: { email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('This account is locked.');
    const wrong = await own.post('/sign-in', {
      form: { email: account.email, password: 'not the password' },
      maxRedirects: 0,
    });
    expect(await wrong.text()).toContain('The email or password is incorrect.');
    await own.dispose();
  });

  test('a moderator hides a reported review: it leaves the page, its count and its average', async () => {
    const home = '/property/150';
    const figures = async () => {
      const html = await (await clients.visitor.get(home)).text();
      const count = /data-testid="review-count">([^<]*)</.exec(html)?.[1];
      const average = /data-testid="average-rating">([^<]*)</.exec(html)?.[1];
      return { html, count, average };
    };
    const before = await figures();
    const tag = Date.now().toString(36);
    const name = `Spammer ${tag}`;
    const text = `Buy cheap watches ${tag}`;
    const posted = await clients.visitor.post(home, {
      form: { name, email: 'spam@example.com', rating: '1', message: text },
    });
    expect(posted.status()).toBe(200);
    const shown = await figures();
    expect(shown.html).toContain(text);
    expect(shown.count).not.toBe(before.count);

    // A visitor reports it through the link beside it.
    const after = shown.html.slice(shown.html.indexOf(`>${name}</h3>`));
    const reportPath = /href="(\/report\?kind=review&amp;id=(\d+)[^"]*)"/.exec(after)!;
    const id = reportPath[2]!;
    const reportPage = await clients.visitor.get(reportPath[1]!.replaceAll('&amp;', '&'));
    expect(reportPage.status()).toBe(200);
    expect(await reportPage.text()).toContain(text);
    const reported = await clients.visitor.post(`/report?kind=review&id=${id}`, {
      form: { kind: 'review', id, reason: 'spam', back: `${home}#reviews` },
    });
    expect(await reported.text()).toContain('Thank you for your report');
    expect(await (await clients.visitor.get(home)).text()).toContain(text);

    // A moderator finds it in the queue and hides it, with a reason.
    expect(await (await clients.moderator.get('/admin/reports')).text()).toContain(text);
    const hidden = await clients.moderator.post('/admin/reports', {
      form: { intent: 'hide', kind: 'review', id, reason: 'Advertising' },
    });
    expect(await hidden.text()).toContain('Hidden: it no longer shows on the site.');
    expect(await (await clients.moderator.get('/admin/reports')).text()).not.toContain(text);

    // Gone from the page, and the count and average are as they were before it.
    const gone = await figures();
    expect(gone.html).not.toContain(text);
    expect({ count: gone.count, average: gone.average }).toEqual({
      count: before.count,
      average: before.average,
    });

    const entry = await auditEntry(clients.moderator, `Review #${id}`);
    expect(entry).toContain('Who: Mo Moderator');
    expect(entry).toContain('What: Hid');
    expect(entry).toContain('Why: Advertising');
  });

  test('an admin exports the subscribers as CSV', async () => {
    const address = `export.${Date.now().toString(36)}@example.com`;
    const subscribed = await clients.visitor.post('/newsletter', { form: { email: address } });
    expect(subscribed.status()).toBe(200);
    const exported = await clients.admin.post('/admin/subscribers/export', { form: {} });
    expect(exported.status()).toBe(200);
    expect(exported.headers()['content-disposition']).toMatch(
      /^attachment; filename="roofline-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const lines = (await exported.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at,status');
    // Signed up, not yet confirmed (docs/product.md#email-and-the-newsletter).
    expect(lines.some((line) => line.startsWith(`${address},`) && line.endsWith(',waiting'))).toBe(
      true,
    );
    const entry = await auditEntry(clients.admin, 'Newsletter subscribers');
    expect(entry).toContain('Who: Ada Admin');
    expect(entry).toContain('What: Exported');
  });
});

/** The newest entry of the audit log about `which`, as text (tags taken out). */
async function auditEntry(client: APIRequestContext, which: string) {
  const html = await (await client.get('/admin/audit')).text();
  const log = html.slice(html.indexOf('data-testid="audit-log"'));
  const entries = log.split('<li').map((item) =>
    item
      .replace(/<[^>]*>/g, '')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&'),
  );
  const entry = entries.find((item) => item.includes(which));
  expect(entry, `an audit entry about ${which}`).toBeDefined();
  return entry!;
}
