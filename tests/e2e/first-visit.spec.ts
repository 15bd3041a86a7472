import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/*
 * What a first visitor tripped over (issue 24), each held where only a browser shows it. Tests
 * whose behaviour depends on the width run in both projects and say so in their titles
 * ("@both-widths"); the others run at one width.
 */

test('on a phone the language menu opens in sight, and a tap on 日本語 switches', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', "the phone's menu");
  await gotoHydrated(page, '/properties');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#mobile-language-button').click();
  const choice = page.locator('#mobile-language').getByRole('button', { name: '日本語' });
  await expect(choice).toBeVisible();
  const box = (await choice.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  expect(y).toBeLessThan(page.viewportSize()!.height);
  // What a finger there reaches is the choice itself, not the listing beneath the menu.
  const reached = await page.evaluate(
    ([px, py]) => document.elementFromPoint(px!, py!)?.closest('button')?.textContent,
    [x, y],
  );
  expect(reached).toBe('日本語');
  await page.touchscreen.tap(x, y);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
});
