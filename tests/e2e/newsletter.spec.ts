import type { Page, TestInfo } from '@playwright/test';

import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';
import { emailTo, linkIn } from './mail-helpers';

/** An address no other test (or earlier run against the same database) has used. */
function uniqueEmail(testInfo: TestInfo, tag = 'news') {
  const salt = Math.random().toString(36).slice(2, 8);
  return `${tag}-${testInfo.project.name}-${Date.now()}-${salt}@example.com`;
}

function footerForm(page: Page, labels = { email: 'Email', subscribe: 'Subscribe' }) {
  const footer = page.getByRole('contentinfo');
  return {
    email: footer.getByRole('textbox', { name: labels.email, exact: true }),
    subscribe: footer.getByRole('button', { name: labels.subscribe, exact: true }),
  };
}

/** Once the browser has drawn the page again: whatever the last event changed is on it. */
function nextFrame(page: Page) {
  return page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/** A notice of the given kind (error notices are alerts, success notices statuses). */
function notice(page: Page, kind: 'error' | 'success', title: string) {
  return page.locator(`[data-notice="${kind}"]`).filter({ hasText: title });
}

test.describe('the footer newsletter form', () => {
  test('an empty email is refused with "Email is required."', async ({ page }) => {
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    await form.subscribe.click();
    await expect(form.email).toHaveAccessibleDescription('Email is required.');
    await expect(page.getByRole('contentinfo').getByText('Email is required.')).toBeVisible();
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    const error = page.getByRole('alert').filter({ hasText: 'Form is invalid' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Please re-check. Your form is invalid.');
  });

  test('a malformed email is refused with "Email is invalid."', async ({ page }) => {
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    await form.email.fill('not-an-email');
    await form.subscribe.click();
    await expect(page.getByRole('contentinfo').getByText('Email is invalid.')).toBeVisible();
    await expect(form.email).toHaveValue('not-an-email');
    const error = page.getByRole('alert').filter({ hasText: 'Form is invalid' });
    await expect(error).toBeVisible();
    await expect(error).toContainText('Please re-check. Your form is invalid.');
  });

  test('a valid email is signed up, told to check the inbox, and the form is emptied', async ({
    page,
  }, testInfo) => {
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    await form.email.fill(uniqueEmail(testInfo));
    await form.subscribe.click();
    await expect(notice(page, 'success', 'Check your inbox')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toBeVisible();
    await expect(form.email).toHaveValue('');
    await expect(page.getByRole('contentinfo').getByText(/Email is/)).toHaveCount(0);
    expect(await notice(page, 'error', 'Form is invalid').count()).toBe(0);
    // Still the same page: the form posts in place.
    await expect(page).toHaveURL('/newsletter');
  });

  test('signing up twice with one email says the same both times', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    const email = uniqueEmail(testInfo, 'twice');
    for (let round = 0; round < 2; round++) {
      await form.email.fill(email);
      await form.subscribe.click();
      await expect(form.email).toHaveValue('');
      const success = notice(page, 'success', 'Check your inbox');
      await expect(success).toHaveCount(1);
      expect(await notice(page, 'error', 'Form is invalid').count()).toBe(0);
      // A notice can be dismissed.
      await success.getByRole('button', { name: 'Dismiss' }).click();
      await expect(success).toHaveCount(0);
    }
  });

  test('an error shows once the field is left, before any submit', async ({ page }) => {
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    const footer = page.getByRole('contentinfo');
    await form.email.fill('someone@');
    await expect(footer.getByText('Email is invalid.')).toHaveCount(0);
    await form.email.blur();
    await expect(footer.getByText('Email is invalid.')).toBeVisible();

    // Once touched, the message follows what is typed.
    await form.email.fill('');
    await expect(footer.getByText('Email is required.')).toBeVisible();
    await form.email.fill('someone@example.com');
    await expect(footer.getByText(/Email is/)).toHaveCount(0);
  });

  test('leaving the field raises no notice, and one submit raises one notice', async ({ page }) => {
    // A field checked on blur must not count as the visitor's submit. An invalid email is refused
    // in the browser: the notice is raised in the same event as the field's message, and nothing
    // is posted; a notice the server's answer raised would follow a post.
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    await form.email.fill('not-an-email');
    await form.email.blur();
    await expect(page.getByRole('contentinfo').getByText('Email is invalid.')).toBeVisible();
    await nextFrame(page);
    // Counted once, not retried: notices leave by themselves after six seconds.
    expect(await notice(page, 'error', 'Form is invalid').count()).toBe(0);

    await form.email.fill('also-not-an-email');
    await form.subscribe.click();
    await expect(notice(page, 'error', 'Form is invalid').first()).toBeVisible();
    await nextFrame(page);
    expect(await notice(page, 'error', 'Form is invalid').count()).toBe(1);
    expect(posts).toEqual([]);
  });
});

test.describe('double opt-in (docs/product.md#email-and-the-newsletter)', () => {
  test('the link in the confirmation email, then its button, confirm the sign-up', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'confirm');
    await gotoHydrated(page, '/newsletter');
    const form = footerForm(page);
    await form.email.fill(email);
    await form.subscribe.click();
    await expect(notice(page, 'success', 'Check your inbox')).toBeVisible();

    const mail = await emailTo(email);
    expect(mail.subject).toBe('Confirm your Roofline newsletter subscription');
    await gotoHydrated(page, linkIn(mail.text, '/newsletter/confirm'));
    const main = page.getByRole('main');
    await expect(
      main.getByText(`Press the button to receive the Roofline newsletter at ${email}.`),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Confirm my subscription' }).click();
    const outcome = main.getByRole('status');
    await expect(outcome).toContainText("You're subscribed");
    await expect(outcome).toContainText(`Thank you: ${email} will receive the newsletter.`);
    await expect(page).toHaveTitle("Roofline | You're subscribed");
  });
});

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' });
  const labels = { email: 'メールアドレス', subscribe: '登録する' };

  test('the messages and notices are Japanese', async ({ page }, testInfo) => {
    await gotoHydrated(page, '/ja/newsletter');
    const footer = page.getByRole('contentinfo');
    const form = footerForm(page, labels);

    await form.subscribe.click();
    await expect(footer.getByText('メールアドレスは必須です。')).toBeVisible();
    const error = page.getByRole('alert').filter({ hasText: 'フォームに誤りがあります' });
    await expect(error.first()).toBeVisible();
    await expect(error.first()).toContainText('入力内容をもう一度ご確認ください。');

    await form.email.fill('not-an-email');
    await form.subscribe.click();
    await expect(footer.getByText('メールアドレスの形式が正しくありません。')).toBeVisible();

    await form.email.fill(uniqueEmail(testInfo, 'ja'));
    await form.subscribe.click();
    await expect(notice(page, 'success', 'メールをご確認ください')).toBeVisible();
    await expect(form.email).toHaveValue('');
  });
});

test.describe('without JavaScript', () => {
  test('an invalid email lands on /newsletter with the outcome and what was typed', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/newsletter');
      const form = footerForm(page);
      await form.email.fill('not-an-email');
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/newsletter',
        ),
        form.subscribe.click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL('/newsletter');
      const main = page.getByRole('main');
      const outcome = main.getByRole('alert');
      await expect(outcome).toContainText('Form is invalid');
      await expect(outcome).toContainText('Please re-check. Your form is invalid.');
      await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
      await expect(main.getByText('Email is invalid.')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('an empty email lands on /newsletter with "Email is required."', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/newsletter');
      await page.getByRole('main').getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL('/newsletter');
      const main = page.getByRole('main');
      await expect(main.getByRole('alert')).toContainText('Form is invalid');
      await expect(main.getByText('Email is required.')).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('a valid email lands on /newsletter with "Check your inbox"', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto('/newsletter');
      const form = footerForm(page);
      await form.email.fill(uniqueEmail(testInfo, 'nojs'));
      const [response] = await Promise.all([
        page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/newsletter',
        ),
        form.subscribe.click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page).toHaveURL('/newsletter');
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toContainText('Check your inbox');
      await expect(main.getByRole('alert')).toHaveCount(0);
      await expect(main.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    } finally {
      await context.close();
    }
  });
});

test.describe('the newsletter action', () => {
  test('answers 400 for an invalid email', async ({ request }) => {
    const invalid = await request.post('/newsletter', { form: { email: 'not-an-email' } });
    expect(invalid.status()).toBe(400);
    const empty = await request.post('/newsletter', { form: { email: '' } });
    expect(empty.status()).toBe(400);
  });

  test('refuses a filled honeypot field', async ({ request }, testInfo) => {
    const response = await request.post('/newsletter', {
      form: { email: uniqueEmail(testInfo, 'bot'), website: 'https://spam.example' },
    });
    expect(response.status()).toBe(400);
  });

  test('sends one address three emails an hour at most, whoever asks, and says so', async ({
    request,
  }, testInfo) => {
    const email = uniqueEmail(testInfo, 'limit');
    for (let round = 0; round < 3; round++)
      expect((await request.post('/newsletter', { form: { email } })).status()).toBe(200);
    const refused = await request.post('/newsletter', { form: { email } });
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(60);
    expect(await refused.text()).toContain('already sent several emails to this address');
  });

  test('accepts a valid email', async ({ request }, testInfo) => {
    const response = await request.post('/newsletter', {
      form: { email: uniqueEmail(testInfo, 'api'), website: '' },
    });
    expect(response.status()).toBe(200);
  });
});
