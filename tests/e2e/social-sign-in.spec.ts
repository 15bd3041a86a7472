import type { ChildProcess } from 'node:child_process';

import type { Page } from '@playwright/test';

import { header, PASSWORD } from './accounts-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { waitForHydration } from './hydration';
import {
  providerEmail,
  providerName,
  startTestProvider,
  type TestProvider,
} from './oidc-test-provider';
import { copySpecDatabase, freePort, startServer, stopServer } from './spawn-server';

/**
 * Social sign-in end to end (docs/product.md#accounts-and-sessions, ADR 0045): the built site
 * signs visitors in through a real OpenID Connect provider (oidc-provider) on loopback, whose
 * login and consent pages the tests fill in. The provider is on 127.0.0.1 and the site on
 * localhost, so the way back is a cross-site redirect, as with a real provider.
 */

// One provider and one server for the file, in order: the rate limit, which blocks further
// starts for a minute, comes last.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const NAME = 'Test ID';
const LIMIT = 30;
let provider: TestProvider;
let server: ChildProcess | undefined;
let origin: string;

test.beforeAll(async ({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the flow is the same at every width');
  test.setTimeout(300_000);
  const [appPort, providerPort] = [await freePort(), await freePort()];
  origin = `http://localhost:${appPort}`;
  provider = await startTestProvider(providerPort, `${origin}/auth/oidc/callback`);
  const dataDir = `test-results/social-sign-in-${testInfo.workerIndex}`;
  await copySpecDatabase(dataDir);
  server = await startServer(appPort, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    OIDC_NAME: NAME,
  });
});

test.afterAll(async () => {
  if (server) await stopServer(server);
  await provider?.close();
});

/** A login nobody else has used at the provider: a new person there, with their own email. */
const newLogin = (tag: string) =>
  `${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The provider's development pages load a web font; the tests run offline. */
async function offline(page: Page) {
  await page.route('https://fonts.googleapis.com/**', (route) =>
    route.fulfill({ contentType: 'text/css', body: '' }),
  );
}

async function continueWithProvider(page: Page, from = '/sign-in') {
  await offline(page);
  await page.goto(`${origin}${from}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: `Continue with ${NAME}` })
    .click();
}

async function logInAtProvider(page: Page, login: string) {
  await page.waitForURL(`${provider.issuer}/interaction/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password will do');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

async function consentAtProvider(page: Page, answer: 'allow' | 'deny') {
  const allow = page.getByRole('button', { name: 'Continue' });
  await expect(allow).toBeVisible();
  if (answer === 'allow') await allow.click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

/** The whole way for someone new to this browser: the button, the provider's login and consent. */
async function signInThroughProvider(page: Page, login: string, from = '/sign-in') {
  await continueWithProvider(page, from);
  await logInAtProvider(page, login);
  await consentAtProvider(page, 'allow');
}

const alert = (page: Page) => page.getByRole('main').getByRole('alert').filter({ hasText: /./ });

function post(path: string, form: Record<string, string>, cookie?: string) {
  return fetch(`${origin}${path}`, {
    method: 'POST',
    body: new URLSearchParams(form),
    headers: cookie ? { cookie } : {},
    redirect: 'manual',
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return fetch(path.startsWith('http') ? path : `${origin}${path}`, {
    headers,
    redirect: 'manual',
  });
}

test('a new visitor signs in with the provider and has an account without a password', async ({
  page,
}, testInfo) => {
  const login = newLogin('new');
  await signInThroughProvider(page, login);
  await expect(page).toHaveURL(`${origin}/home1`);
  await header(page, testInfo).expectSignedIn(providerName(login));
  await page.goto(`${origin}/sign-in`);
  await expect(
    page.getByText(`You are signed in as ${providerName(login)} (${providerEmail(login)}).`),
  ).toBeVisible();
  // The account has no password: trying one gets the usual answer (the form's message, 200).
  const tried = await post('/sign-in', { email: providerEmail(login), password: PASSWORD });
  expect(tried.status).toBe(200);
  expect(await tried.text()).toContain('The email or password is incorrect.');
});

test('a second sign-in with the same identity reaches the same account, and keeps the way back', async ({
  page,
}, testInfo) => {
  const login = newLogin('again');
  await signInThroughProvider(page, login);
  await expect(page).toHaveURL(`${origin}/home1`);
  const saved = await page.request.post(`${origin}/saved`, {
    form: { propertyId: '3', redirectTo: '/saved' },
  });
  expect(saved.ok()).toBe(true);
  // The account menu opens once the page's scripts run.
  await waitForHydration(page);
  await header(page, testInfo).signOut(providerName(login));
  await header(page, testInfo).expectSignedOut();

  // Signed in at the provider already, with consent given: straight back, to the page asked
  // for, with the home pressed on saved.
  await continueWithProvider(page, '/sign-in?redirectTo=%2Fsaved&save=5');
  await expect(page).toHaveURL(`${origin}/saved`);
  await header(page, testInfo).expectSignedIn(providerName(login));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);
});

test('an existing password account with the same verified email is linked, and keeps its password', async ({
  page,
}, testInfo) => {
  const login = newLogin('linked');
  const email = providerEmail(login);
  const registered = await post('/register', {
    name: 'Pat Password',
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status).toBe(302);
  await signInThroughProvider(page, login);
  await expect(page).toHaveURL(`${origin}/home1`);
  // The account's own name, not the provider's: it is the same account.
  await header(page, testInfo).expectSignedIn('Pat Password');
  const withPassword = await post('/sign-in', { email, password: PASSWORD });
  expect(withPassword.status).toBe(302);
});

test('an unverified email neither links nor makes an account, and the page says why', async ({
  page,
}, testInfo) => {
  const login = newLogin('unverified');
  await signInThroughProvider(page, login);
  await expect(page).toHaveURL(`${origin}/sign-in?error=unverified&provider=oidc`);
  await expect(alert(page)).toHaveText(
    `The email address of your ${NAME} account is not verified, so we cannot sign you in with it. Verify it with ${NAME} first, or sign in with your email and password.`,
  );
  await header(page, testInfo).expectSignedOut();
  // No account was made with the address: it can still be registered.
  const registered = await post('/register', {
    name: 'Owner',
    email: providerEmail(login),
    password: PASSWORD,
    confirmPassword: PASSWORD,
  });
  expect(registered.status).toBe(302);
});

test('a denied consent comes back to the sign-in page with a message and the way back', async ({
  page,
}, testInfo) => {
  await continueWithProvider(page, '/sign-in?redirectTo=%2Fblogs');
  await logInAtProvider(page, newLogin('denied'));
  await consentAtProvider(page, 'deny');
  await expect(page).toHaveURL(`${origin}/sign-in?error=denied&provider=oidc&redirectTo=%2Fblogs`);
  await expect(alert(page)).toHaveText(
    `You chose not to sign in with ${NAME}. You can try again, or sign in with your email.`,
  );
  await header(page, testInfo).expectSignedOut();
  await expect(
    page.getByRole('main').getByRole('link', { name: `Continue with ${NAME}` }),
  ).toHaveAttribute('href', '/auth/oidc?redirectTo=%2Fblogs');
});

test('the start sends state, PKCE and nonce, and keeps them in a short-lived HttpOnly Lax cookie', async () => {
  const start = await get('/auth/oidc?redirectTo=%2Fblogs&save=4');
  expect(start.status).toBe(302);
  const to = new URL(start.headers.get('location') ?? '');
  expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/auth`);
  expect(Object.fromEntries(to.searchParams)).toMatchObject({
    response_type: 'code',
    client_id: provider.clientId,
    redirect_uri: `${origin}/auth/oidc/callback`,
    scope: 'openid email profile',
    code_challenge_method: 'S256',
  });
  for (const name of ['state', 'code_challenge', 'nonce']) {
    expect(to.searchParams.get(name), name).toMatch(/^[\w-]{43}$/);
  }
  expect(start.headers.get('set-cookie')).toMatch(
    /^roofline_oauth=[\w-]+; Path=\/auth\/; Max-Age=600; HttpOnly; SameSite=Lax$/,
  );
  expect(start.headers.get('cache-control')).toBe('no-store');
  // Each start has its own state.
  const again = new URL((await get('/auth/oidc')).headers.get('location') ?? '');
  expect(again.searchParams.get('state')).not.toBe(to.searchParams.get('state'));
  // A way back too long for a cookie is left out, not the sign-in.
  const long = await get(`/auth/oidc?redirectTo=%2F${'a'.repeat(5000)}`);
  expect(long.status).toBe(302);
  expect((long.headers.get('set-cookie') ?? '').length).toBeLessThan(1000);
});

test('a callback with a forged or missing state is refused before anything else', async () => {
  const start = await get('/auth/oidc?redirectTo=%2Fblogs');
  const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!;
  const state = new URL(start.headers.get('location') ?? '').searchParams.get('state');
  for (const [query, withCookie] of [
    [`code=anything&state=forged`, true],
    [`code=anything`, true],
    [`code=anything&state=${state}`, false],
  ] as const) {
    const answer = await get(`/auth/oidc/callback?${query}`, withCookie ? { cookie } : {});
    expect(answer.status, query).toBe(302);
    expect(answer.headers.get('location'), query).toBe(
      withCookie
        ? '/sign-in?error=state&provider=oidc&redirectTo=%2Fblogs'
        : '/sign-in?error=state&provider=oidc',
    );
    const cookies = answer.headers.getSetCookie();
    expect(cookies, query).toEqual([
      expect.stringMatching(/^roofline_oauth=; Path=\/auth\/; Max-Age=0;/),
    ]);
  }
  // A start from another site's page goes to the sign-in page, where the visitor chooses.
  const crossSite = await get('/auth/oidc?redirectTo=%2Fblogs', { 'Sec-Fetch-Site': 'cross-site' });
  expect(crossSite.headers.get('location')).toBe('/sign-in?redirectTo=%2Fblogs');
  expect(crossSite.headers.get('set-cookie')).toBeNull();
  // Providers that are not configured, or do not exist, are not there.
  for (const path of ['/auth/google', '/auth/x/callback?code=1&state=1', '/auth/nobody']) {
    expect((await get(path)).status, path).toBe(404);
  }
});

test('a replayed code is refused by the provider, and signs nobody in', async ({ page }) => {
  const held = provider.holdNextCallback();
  const login = newLogin('replay');
  await signInThroughProvider(page, login);
  const callback = await held;
  const [state] = await page.context().cookies(callback.href);
  expect(state?.name).toBe('roofline_oauth');
  await page.goto(callback.href);
  await expect(page).toHaveURL(`${origin}/home1`);
  // The same callback again, with the state cookie it had: the state matches, the code is spent.
  const answer = await get(callback.href, { cookie: `roofline_oauth=${state?.value}` });
  expect(answer.headers.get('location')).toBe('/sign-in?error=failed&provider=oidc');
  expect(answer.headers.getSetCookie().join('\n')).not.toContain('roofline_session');
  // Whoever replayed it is shown the message, signed out.
  await page.context().clearCookies();
  await page.goto(`${origin}${answer.headers.get('location')}`);
  await expect(alert(page)).toHaveText(`${NAME} did not complete the sign-in. Please try again.`);
});

test('the provider refuses a code without the right PKCE verifier; the site’s own gets through', async ({
  page,
}, testInfo) => {
  const held = provider.holdNextCallback();
  const login = newLogin('pkce');
  await signInThroughProvider(page, login);
  const callback = await held;
  await expect(page.getByText('Held by the test')).toBeVisible();
  const code = callback.searchParams.get('code') ?? '';
  const credentials = `${provider.clientId}:${encodeURIComponent(provider.clientSecret)}`;
  const exchange = (verifier?: string) =>
    fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(credentials).toString('base64')}` },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: `${origin}/auth/oidc/callback`,
        ...(verifier && { code_verifier: verifier }),
      }),
    });
  for (const verifier of [undefined, 'a-verifier-that-is-not-the-one-sent-at-the-start-1234']) {
    const refused = await exchange(verifier);
    expect(refused.status, String(verifier)).toBe(400);
    expect(await refused.json(), String(verifier)).toMatchObject({
      error: expect.stringMatching(/^invalid_(grant|request)$/),
    });
  }
  // The site's callback, with the verifier only its cookie holds, signs the visitor in.
  await page.goto(callback.href);
  await expect(page).toHaveURL(`${origin}/home1`);
  await header(page, testInfo).expectSignedIn(providerName(login));
});

test('a provider that fails or does not answer in time gets a message, not an error page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const login = newLogin('down');
  const expectUnavailable = async () => {
    await expect(page).toHaveURL(`${origin}/sign-in?error=unavailable&provider=oidc`, {
      timeout: 30_000,
    });
    await expect(alert(page)).toHaveText(
      `${NAME} is not answering right now. Please try again in a moment, or sign in with your email.`,
    );
    await header(page, testInfo).expectSignedOut();
  };
  try {
    provider.setTokenEndpoint('fail');
    await signInThroughProvider(page, login);
    await expectUnavailable();
    // Signed in at the provider now: straight back to the site, whose token request hangs.
    provider.setTokenEndpoint('hang');
    await continueWithProvider(page);
    await expectUnavailable();
  } finally {
    provider.setTokenEndpoint('answer');
  }
  await continueWithProvider(page);
  await expect(page).toHaveURL(`${origin}/home1`);
});

test('the account screens offer the provider in English and Japanese', async ({ page }) => {
  await offline(page);
  for (const path of ['/sign-in', '/register']) {
    await page.goto(`${origin}${path}?redirectTo=%2Fproperty%2F2&save=2`);
    const main = page.getByRole('main');
    const group = main.getByRole('group', { name: 'Continue with another account' });
    await expect(group.getByRole('link')).toHaveText([`Continue with ${NAME}`]);
    await expect(group.getByRole('link')).toHaveAttribute(
      'href',
      '/auth/oidc?redirectTo=%2Fproperty%2F2&save=2',
    );
    await expect(main.getByText('or', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }
  await page.goto(`${origin}/sign-in?error=denied&provider=oidc`);
  await expectNoAxeViolations(page);

  await page.context().addCookies([{ name: 'lang', value: 'ja', url: origin }]);
  await page.goto(`${origin}/sign-in?error=unavailable&provider=oidc`);
  await expect(
    page.getByRole('main').getByRole('link', { name: `${NAME} で続ける` }),
  ).toBeVisible();
  await expect(alert(page)).toHaveText(
    `${NAME} から応答がありません。少し時間をおいてもう一度お試しいただくか、メールアドレスでログインしてください。`,
  );
  await expect(page.getByRole('main').getByText('または', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test(`starting a social sign-in is rate limited (${LIMIT} a minute per address)`, async ({
  page,
}) => {
  let answer: Response | undefined;
  for (let n = 0; n <= LIMIT; n += 1) {
    answer = await get('/auth/oidc?redirectTo=%2Fblogs');
    if (answer.headers.get('location')?.startsWith('/sign-in')) break;
  }
  expect(answer?.status).toBe(302);
  expect(answer?.headers.get('location')).toBe(
    '/sign-in?error=rate-limited&provider=oidc&redirectTo=%2Fblogs',
  );
  await page.goto(`${origin}${answer?.headers.get('location')}`);
  await expect(alert(page)).toHaveText('Too many requests. Please wait a moment and try again.');
});
