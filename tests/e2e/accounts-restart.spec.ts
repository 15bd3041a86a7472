import { accountForm, fillSignIn, newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';
import { copySpecDatabase, freePort, startServer, stopServer } from './spawn-server';

const LIMIT = 5;

test('saved homes and the session outlast a restart; sign-in is rate limited', async ({
  browser,
}, testInfo) => {
  test.setTimeout(600_000);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = `test-results/accounts-restart-${testInfo.project.name}`;
  // A copy of the specs' small database (it holds home 17).
  await copySpecDatabase(dataDir);
  const env = { DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: String(LIMIT) };
  let server = await startServer(port, env);
  // A context of its own: the fixture's page would be scanned after the server is gone.
  const context = await browser.newContext({ baseURL: origin });
  try {
    const page = await context.newPage();
    const account = newAccount(testInfo, 'restart');
    await registerByRequest(page.request, account, { dataDir });
    await gotoHydrated(page, '/property/17');
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const heart = page.getByRole('main').getByRole('button', { name: `Save ${name}` });
    // With JavaScript the heart turns at once; leaving before the post is answered would cancel it.
    const posted = page.waitForResponse(
      (r) => r.url().includes('/saved') && r.request().method() === 'POST',
    );
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await posted;
    await page.goto('/saved');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

    await stopServer(server);
    server = await startServer(port, env);

    await test.step('the same cookie is still signed in', async () => {
      await page.goto('/saved');
      await expect(page).toHaveURL(`${origin}/saved`);
      await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    });

    await test.step('signing out and in again finds the saved home', async () => {
      await page.request.post('/sign-out', { form: { redirectTo: '/' } });
      await page.goto('/saved');
      await expect(page).toHaveURL(`${origin}/sign-in?redirectTo=%2Fsaved`);
      await fillSignIn(page, account.email, account.password);
      await expect(page).toHaveURL(`${origin}/saved`, { timeout: 30_000 });
      await expect(page.getByRole('main').getByRole('heading', { name })).toBeVisible();
    });

    await test.step(`sign-in allows ${LIMIT} posts a minute per address, then 429`, async () => {
      const wrong = { email: account.email, password: 'wrong password' };
      // The browser's sign-in above may or may not share this address (127.0.0.1 or ::1).
      const statuses: number[] = [];
      for (let n = 0; n <= LIMIT && !statuses.includes(429); n += 1) {
        const response = await page.request.post('/sign-in', { form: wrong, maxRedirects: 0 });
        statuses.push(response.status());
        if (response.status() === 429) {
          expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, LIMIT - 1)).toEqual(Array(LIMIT - 1).fill(200));
      expect(statuses.at(-1)).toBe(429);

      // The form says so too, in the browser.
      await page.request.post('/sign-out', { form: { redirectTo: '/' } });
      await gotoHydrated(page, '/sign-in');
      const form = accountForm(page);
      for (let n = 0; n <= LIMIT; n += 1) {
        const answered = page.waitForResponse((r) => r.request().method() === 'POST');
        await fillSignIn(page, account.email, 'wrong password');
        if ((await answered).status() === 429) break;
      }
      await expect(form.alert).toHaveText('Too many requests. Please wait a moment and try again.');
    });
  } finally {
    await context.close();
    await stopServer(server);
  }
});
