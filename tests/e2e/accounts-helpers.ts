import type { APIRequestContext, Page, TestInfo } from '@playwright/test';

import { expect } from './fixtures';
import { emailTo, linkIn } from './mail-helpers';

export const PASSWORD = 'correct horse 7';

/** An address no other test (or the other project, running alongside) uses. */
export function uniqueEmail(testInfo: TestInfo, tag: string) {
  const random = Math.random().toString(36).slice(2, 7);
  return `${tag}.${testInfo.project.name}.${Date.now()}.${random}@example.com`;
}

export type Account = { name: string; email: string; password: string };

export function newAccount(testInfo: TestInfo, tag: string): Account {
  return { name: `Ann ${tag}`, email: uniqueEmail(testInfo, tag), password: PASSWORD };
}

/**
 * Registers over HTTP; with a page's `request`, the browser context is then signed in too. The
 * address is confirmed with the link the server emailed (docs/product.md#accounts), as a member
 * who lists homes and writes to listers has done; `{ confirm: false }` leaves it waiting. On a
 * spec's own server, `dataDir` is its DATA_DIR, where it writes its emails.
 */
export async function registerByRequest(
  request: APIRequestContext,
  account: Account,
  { confirm = true, dataDir }: { confirm?: boolean; dataDir?: string } = {},
) {
  const response = await request.post('/register', {
    form: { ...account, confirmPassword: account.password },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);
  if (confirm) await confirmAddress(request, account.email, { dataDir });
  return response;
}

/** Presses the button of the confirmation link last emailed to `email`. */
export async function confirmAddress(
  request: APIRequestContext,
  email: string,
  { dataDir }: { dataDir?: string } = {},
) {
  const link = linkIn((await emailTo(email, { dataDir })).text, '/account/confirm-email');
  const token = new URL(link, 'http://localhost').searchParams.get('token')!;
  const confirmed = await request.post('/account/confirm-email', {
    form: { intent: 'confirm', token },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The account forms, inside the page's main content (the footer has an email field too). */
export function accountForm(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    name: main.getByRole('textbox', { name: 'Name', exact: true }),
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    password: main.getByLabel('Password', { exact: true }),
    confirm: main.getByLabel('Confirm password', { exact: true }),
    toggles: main.getByRole('button', { name: 'Show password' }),
    signIn: main.getByRole('button', { name: 'Sign In', exact: true }),
    register: main.getByRole('button', { name: 'Create An Account', exact: true }),
    alert: main.getByRole('alert'),
  };
}

export async function fillRegister(page: Page, account: Account) {
  const form = accountForm(page);
  // The address changes before the page does: fill this form, not the one being left.
  await expect(form.register).toBeVisible();
  await form.name.fill(account.name);
  await form.email.fill(account.email);
  await form.password.fill(account.password);
  await form.confirm.fill(account.password);
  await form.register.click();
}

export async function fillSignIn(page: Page, email: string, password: string) {
  const form = accountForm(page);
  // The register page has the same two fields: wait for the sign-in form itself.
  await expect(form.signIn).toBeVisible();
  await form.email.fill(email);
  await form.password.fill(password);
  await form.signIn.click();
}

/** The header, on a desktop (the name's dropdown) or a phone (inside the menu). */
export function header(page: Page, testInfo: TestInfo) {
  const phone = testInfo.project.name.startsWith('phone');
  const banner = page.getByRole('banner');
  const menu = page.locator('#mobile-menu');
  const openMenu = async () => {
    if (phone && !(await menu.isVisible())) {
      await banner.getByRole('button', { name: 'Open menu' }).click();
    }
  };
  return {
    async expectSignedIn(name: string) {
      if (phone) {
        await openMenu();
        await expect(menu.getByText(name, { exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Saved homes' })).toBeVisible();
        // Nor does the menu's Pages list offer to sign in or register again.
        await expect(menu.getByRole('link', { name: /^(Sign In|Register)$/ })).toHaveCount(0);
        await page.keyboard.press('Escape');
      } else {
        await expect(banner.getByRole('button', { name: `Account: ${name}` })).toBeVisible();
        await expect(banner.getByRole('link', { name: 'Sign In', exact: true })).toHaveCount(0);
      }
    },
    async expectSignedOut() {
      await openMenu();
      const scope = phone ? menu : banner;
      await expect(scope.getByRole('link', { name: 'Sign In', exact: true }).last()).toBeVisible();
      await expect(scope.getByRole('button', { name: /^Account: / })).toHaveCount(0);
      if (phone) await page.keyboard.press('Escape');
    },
    async signOut(name: string) {
      if (phone) {
        await openMenu();
      } else {
        await banner.getByRole('button', { name: `Account: ${name}` }).click();
      }
      await (phone ? menu : banner).getByRole('button', { name: 'Sign out' }).click();
      // Done once the page has come back without the account (the menu closes on the way).
      if (phone) await expect(menu).toBeHidden();
      await expect(banner.getByRole('button', { name: `Account: ${name}` })).toHaveCount(0);
    },
    /** The Sign In button (desktop) or the one at the foot of the menu (phone). */
    async signInLink() {
      await openMenu();
      return (phone ? menu : banner).getByRole('link', { name: 'Sign In', exact: true }).last();
    },
  };
}
