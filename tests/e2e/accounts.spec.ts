import {
  accountForm,
  fillRegister,
  fillSignIn,
  header,
  newAccount,
  registerByRequest,
} from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated, waitForHydration } from './hydration';

// Each test signs in: a deliberate, slow hash, slower still on a busy two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A refused post (400) shows in Chromium's console as a failed resource; it is expected. */
const REFUSED_POST = /status of 400/;
/** Hashing a password takes a while on a busy two-core test machine. */
const AFTER_AUTH = { timeout: 30_000 };

test.describe('register, sign in and sign out', () => {
  // The account sits in the header's dropdown on a desktop and in the menu on a phone.
  test('register, sign out and sign in again, with the name in the header @both-widths', async ({
    page,
  }, testInfo) => {
    const account = newAccount(testInfo, 'cycle');
    const bar = header(page, testInfo);
    await gotoHydrated(page, '/register');
    await expect(page).toHaveTitle('Roofline | Create An Account');
    await fillRegister(page, account);
    await expect(page).toHaveURL(/\/home1$/, AFTER_AUTH);
    await bar.expectSignedIn(account.name);

    await bar.signOut(account.name);
    await bar.expectSignedOut();

    await gotoHydrated(page, '/sign-in');
    await expect(page).toHaveTitle('Roofline | Sign In');
    await fillSignIn(page, account.email.toUpperCase(), account.password);
    await expect(page).toHaveURL(/\/home1$/, AFTER_AUTH);
    await bar.expectSignedIn(account.name);
    if (!testInfo.project.name.startsWith('phone')) {
      // The Pages menu no longer offers to sign in or register (the phone's menu: expectSignedIn).
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Pages' }).click();
      const pages = page.locator('#menu-pages');
      await expect(pages.getByRole('link', { name: 'FAQ' })).toBeVisible();
      await expect(pages.getByRole('link', { name: /^(Sign In|Register)$/ })).toHaveCount(0);
    }
  });

  test('a wrong password and an unknown email get one message that names neither', async ({
    page,
    request,
    playwright,
  }, testInfo) => {
    const account = newAccount(testInfo, 'wrong');
    await registerByRequest(request, account);
    await gotoHydrated(page, '/sign-in');
    const form = accountForm(page);
    for (const [email, password] of [
      [account.email, 'not the password'],
      [`nobody.${account.email}`, account.password],
    ] as const) {
      await fillSignIn(page, email, password);
      await expect(form.alert).toHaveText('The email or password is incorrect.', AFTER_AUTH);
      await expect(form.main.getByText(/is invalid|is required|incorrect/)).toHaveCount(1);
      await expect(form.email).toHaveValue(email);
    }
    await expect(page).toHaveURL(/\/sign-in$/);
    // The answer never carries the password back (a page without JavaScript shows it). Sent by
    // a visitor who is not signed in: `request` holds the session registering made.
    const visitor = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    const answer = await visitor.post('/sign-in', {
      form: { email: account.email, password: 'not the password' },
    });
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toContain('The email or password is incorrect.');
    expect(html).not.toContain('not the password');
    await visitor.dispose();
  });

  test('an email already registered gets a clear message', async ({ page, request }, testInfo) => {
    const account = newAccount(testInfo, 'taken');
    await registerByRequest(request, account);
    await gotoHydrated(page, '/register');
    await fillRegister(page, { ...account, email: account.email.toUpperCase() });
    const form = accountForm(page);
    await expect(form.email).toHaveAccessibleDescription(
      'An account with this email already exists. Please sign in instead.',
      AFTER_AUTH,
    );
    await expect(page).toHaveURL(/\/register$/);
  });

  test('every validation message of the spec, in the browser and from the server', async ({
    page,
    browser,
    baseURL,
    consoleGuard,
  }) => {
    consoleGuard.allow(REFUSED_POST);
    await gotoHydrated(page, '/register');
    const form = accountForm(page);
    const expectMessages = async (messages: string[]) => {
      for (const message of messages) {
        await expect(form.main.getByText(message, { exact: true })).toBeVisible();
      }
    };
    await form.register.click();
    await expectMessages([
      'Name is required.',
      'Email is required.',
      'Password is required.',
      'Confirm password is required.',
    ]);
    await form.name.fill('n'.repeat(81));
    await form.email.fill('not-an-email');
    await form.password.fill('short');
    await form.confirm.fill('short');
    await expectMessages([
      'Name max is 80 characters in length',
      'Email is invalid.',
      'Password must be at least 8 characters long',
      'Confirm password must be at least 8 characters long',
    ]);
    await form.password.fill('p'.repeat(73));
    await form.confirm.fill('p'.repeat(73));
    await expectMessages([
      'Password max is 72 characters in length',
      'Confirm password max is 72 characters in length',
    ]);
    await form.password.fill('password one');
    await form.confirm.fill('password two');
    await expectMessages(["The passwords don't match"]);
    await form.confirm.fill('password one');
    await expect(form.main.getByText("The passwords don't match")).toHaveCount(0);

    await gotoHydrated(page, '/sign-in');
    await form.signIn.click();
    await expectMessages(['Email is required.', 'Password is required.']);

    // Without JavaScript the server gives the same messages.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await plain.goto('/register');
    const plainForm = accountForm(plain);
    await plainForm.register.click();
    await expect(plainForm.main.getByText('Confirm password is required.')).toBeVisible();
    await plainForm.name.fill('Ann');
    await plainForm.email.fill('ann@example.com');
    await plainForm.password.fill('password one');
    await plainForm.confirm.fill('password two');
    await plainForm.register.click();
    await expect(plainForm.main.getByText("The passwords don't match")).toBeVisible(AFTER_AUTH);
    await expect(plainForm.name).toHaveValue('Ann');
    await context.close();
  });

  test('password fields have a show/hide toggle, hidden at first', async ({ page }) => {
    await gotoHydrated(page, '/register');
    const form = accountForm(page);
    await expect(form.toggles).toHaveCount(2);
    await form.password.fill('secret words');
    await expect(form.password).toHaveAttribute('type', 'password');
    const toggle = form.toggles.first();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(form.password).toHaveAttribute('type', 'text');
    await expect(form.password).toHaveValue('secret words');
    await expect(form.confirm).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(form.password).toHaveAttribute('type', 'password');
  });

  test('with no social provider configured, no social button and no divider show', async ({
    page,
  }) => {
    for (const path of ['/sign-in', '/register']) {
      await gotoHydrated(page, path);
      const main = page.getByRole('main');
      await expect(accountForm(page).email).toBeVisible();
      await expect(main.getByRole('group', { name: 'Continue with another account' })).toHaveCount(
        0,
      );
      await expect(main.getByRole('link', { name: /^Continue with/ })).toHaveCount(0);
      await expect(main.getByText('or', { exact: true })).toHaveCount(0);
    }
    // Nor does the start of one exist.
    expect((await page.request.get('/auth/google', { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('the way back', () => {
  // From the desktop header; the phone menu's Sign In link carries the same way back (shell.spec).
  test('signing in from the header returns to the page of origin', async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount(testInfo, 'return');
    await registerByRequest(request, account);
    await gotoHydrated(page, '/properties?page=2&sort=price-asc');
    const link = await header(page, testInfo).signInLink();
    await expect(link).toHaveAttribute(
      'href',
      '/sign-in?redirectTo=%2Fproperties%3Fpage%3D2%26sort%3Dprice-asc',
    );
    await link.click();
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=/);
    // The switch keeps the way back.
    await page.getByRole('link', { name: 'Create An Account' }).click();
    await expect(page).toHaveURL(/\/register\?redirectTo=%2Fproperties/);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/properties\?page=2&sort=price-asc$/, AFTER_AUTH);
    await header(page, testInfo).expectSignedIn(account.name);
  });

  test('a script or another site as the return path lands on the start page', async ({
    page,
    request,
  }, testInfo) => {
    const account = newAccount(testInfo, 'evil');
    await registerByRequest(request, account);
    const form = { email: account.email, password: account.password };
    for (const bad of [
      'javascript:alert(1)',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
    ]) {
      const response = await request.post(`/sign-in?redirectTo=${encodeURIComponent(bad)}`, {
        form,
        maxRedirects: 0,
      });
      expect(response.status(), bad).toBe(302);
      expect(response.headers().location, bad).toBe('/');
    }
    const good = await request.post('/sign-in?redirectTo=%2Fblogs%3Fpage%3D2', {
      form,
      maxRedirects: 0,
    });
    expect(good.headers().location).toBe('/blogs?page=2');

    await gotoHydrated(page, '/sign-in?redirectTo=%2F%2Fevil.example');
    await fillSignIn(page, account.email, account.password);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/home1$/, AFTER_AUTH);
  });

  test('/saved asks a visitor who is not signed in to sign in first', async ({ page }) => {
    await page.goto('/saved');
    await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fsaved$/);
  });
});

test('the session cookie is HttpOnly, SameSite=Lax, Path=/, and sign-out ends it', async ({
  page,
  request,
  playwright,
  baseURL,
}, testInfo) => {
  const account = newAccount(testInfo, 'cookie');
  const answer = await registerByRequest(request, account);
  const raw = answer.headers()['set-cookie'] ?? '';
  expect(raw).toMatch(/^roofline_session=[\w-]{43}; /);
  expect(raw).toContain('HttpOnly');
  expect(raw).toContain('SameSite=Lax');
  expect(raw).toContain('Path=/');
  expect(raw).toContain('Max-Age=2592000');
  // Plain http on localhost: Secure would keep the cookie from ever coming back (ADR 0009).
  expect(raw).not.toContain('Secure');

  await gotoHydrated(page, '/sign-in');
  await fillSignIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/home1$/, AFTER_AUTH);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'roofline_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', secure: false });
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(29.9);
  expect(days).toBeLessThanOrEqual(30);
  expect(await page.evaluate(() => document.cookie)).not.toContain('roofline_session');

  await header(page, testInfo).signOut(account.name);
  await header(page, testInfo).expectSignedOut();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('roofline_session');
  // The old token is dead on the server too, not only forgotten by the browser.
  const stranger = await playwright.request.newContext({ baseURL });
  const replay = await stranger.get('/saved', {
    headers: { Cookie: `roofline_session=${cookie?.value}` },
    maxRedirects: 0,
  });
  expect(replay.status()).toBe(302);
  expect(replay.headers().location).toMatch(/^\/sign-in/);
  await stranger.dispose();
});
