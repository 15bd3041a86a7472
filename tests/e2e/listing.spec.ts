import sharp from 'sharp';

import { newAccount, registerByRequest } from './accounts-helpers';
import { expect, test } from './fixtures';
import { gotoHydrated } from './hydration';

/** A small JPEG of one colour, as a phone's camera would send a photo (only smaller). */
function jpeg(colour: string) {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** Letters only: one word of the home's title that no other home has, to search for. */
const uniqueWord = () =>
  `zeph${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 6)}`;

// The form's phone layout (its sections and the save bar that stays in reach) is part of the
// issue, so a new owner lists a home at both widths (docs/product.md#listing-a-home).
test('a new owner lists a home with three photos and finds it in search; a buyer writes to them, and they read it @publishes @both-widths', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const owner = newAccount(testInfo, 'lister');
  await registerByRequest(page.request, owner);
  const word = uniqueWord();
  const title = `Bright ${word} cottage by the river`;

  await page.goto('/listings/new');
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Title' }).fill(title);
  await main.getByLabel('For sale or for rent').selectOption('rent');
  await main.getByLabel('Type').selectOption('Cabin');
  await main.getByLabel('City').selectOption('Tokyo, Japan');
  await main.getByLabel('Rent per month').fill('2,400');
  await main.getByRole('textbox', { name: 'Address' }).fill('3-1 Kawabata, Kyoto');
  // The pin (docs/product.md#the-owners-pin): the small map starts at the chosen city's centre; a
  // click places the pin and fills the two fields, and the arrow keys move it.
  await test.step('place the pin', async () => {
    const latitude = main.getByRole('textbox', { name: 'Latitude' });
    const pinMap = main.getByRole('region', { name: 'Map to place the home' });
    // The map is fetched as its section nears the screen.
    await latitude.scrollIntoViewIfNeeded();
    await pinMap.scrollIntoViewIfNeeded();
    await expect(main.getByText('No pin yet.', { exact: false })).toBeVisible();
    await pinMap.click({ position: { x: 120, y: 90 } });
    await expect(latitude).toHaveValue(/^35\.\d+$/);
    await expect(main.getByRole('textbox', { name: 'Longitude' })).toHaveValue(/^139\.\d+$/);
    const clicked = Number(await latitude.inputValue());
    await pinMap.press('ArrowUp');
    await expect.poll(async () => Number(await latitude.inputValue())).toBeGreaterThan(clicked);
  });
  for (const [label, value] of <[string, string][]>[
    ['Bedrooms', '2'],
    ['Bathrooms', '1'],
    ['Kitchens', '1'],
    ['Living rooms', '1'],
    ['Area (sq ft)', '850'],
    ['Plot size (sq ft)', '1,500'],
    ['Garage size (cars)', '0'],
    ['Year built', '1978'],
  ]) {
    await main.getByLabel(label, { exact: true }).fill(value);
  }
  await main.getByLabel('Orientation').selectOption('South-East');
  await main.getByLabel('Deposit').fill('4800');
  await main.getByLabel('Internet').check();
  await main
    .getByRole('textbox', { name: 'Description' })
    .fill('A **wooden** cottage on the river, with a garden and a quiet street.');
  // A wrong video link is refused as soon as it is left, in words.
  await main.getByRole('textbox', { name: 'Video link' }).fill('https://example.com/tour.mp4');
  await main.getByRole('textbox', { name: 'Phone' }).focus();
  await expect(main.getByText('Only YouTube and Vimeo video links are accepted.')).toBeVisible();
  await main.getByRole('textbox', { name: 'Video link' }).fill('https://youtu.be/dQw4w9WgXcQ');

  // Saved as the owner goes: the draft gets its address, and photos can be added to it.
  await expect(page.getByTestId('save-state')).toHaveText(/^Saved \d/, { timeout: 15_000 });
  await expect(page).toHaveURL(/\/listings\/new\?draft=\d+$/);
  await page
    .locator('input[type=file]:not([capture])')
    .first()
    .setInputFiles(
      await Promise.all(
        ['#c05040', '#40a060', '#4060c0'].map(async (colour, n) => ({
          name: `room-${n + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await jpeg(colour),
        })),
      ),
    );
  const described = main.getByRole('textbox', { name: /^Description of photo \d/ });
  await expect(described).toHaveCount(3, { timeout: 30_000 });
  // Publishing asks for the photos' words first.
  await main.getByRole('button', { name: 'Publish' }).click();
  await expect(main.getByText('Describe every photo for people who cannot see it.')).toBeVisible();
  for (const [n, words] of ['The living room', 'The kitchen', 'The garden'].entries()) {
    await described.nth(n).fill(words);
  }
  await expect(main.getByTestId('photos-missing-alt')).toHaveCount(0);
  await main.getByRole('button', { name: 'Publish' }).click();

  await expect(page).toHaveURL(/\/account\/listings\?done=published/);
  await expect(main.getByText('Your home is published.')).toBeVisible();
  const card = main.getByRole('article').filter({ hasText: title });
  await expect(card.getByText('For rent', { exact: true })).toBeVisible();
  await expect(card.getByText('0 views in 30 days')).toBeVisible();

  // Found within the 2 s the issue allows: the search index follows writes within moments.
  await expect(async () => {
    await page.goto(`/properties?keywords=${word}`);
    await expect(main.getByText('Showing 1 home', { exact: true })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 4_000, intervals: [250] });
  // On the search's map too, in its city: the map's answer for Tokyo with the home's word.
  await test.step('find it on the map', async () => {
    const answer = await page.request.get(
      `/map/homes?location=Tokyo&keywords=${word}&view=139.5,35.55,139.95,35.85`,
    );
    expect((await answer.json()).homes).toEqual([expect.objectContaining({ name: title })]);
  });
  await main.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByTestId('listing-address')).toHaveText('Address: 3-1 Kawabata, Kyoto');
  await expect(page.getByRole('img', { name: 'The living room' }).first()).toBeVisible();

  // A second visitor, with an account of their own, writes to the owner from the home's page:
  // the form knows who they are.
  const home = page.url();
  const buyer = newAccount(testInfo, 'buyer');
  await registerByRequest(page.request, buyer);
  await gotoHydrated(page, home);
  const contact = page.locator('#contact-lister');
  await expect(contact.getByRole('textbox', { name: 'Email' })).toHaveValue(buyer.email);
  const question = `Is the ${word} cottage still free in spring?`;
  await contact.getByRole('textbox', { name: 'Message' }).fill(question);
  await contact.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.locator('[data-notice="success"]')).toContainText('Inquiry sent');

  // The owner signs in again and finds it unread, with a box to answer them on the site.
  const signedIn = await page.request.post('/sign-in', {
    form: { email: owner.email, password: owner.password },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  await gotoHydrated(page, '/account/inquiries');
  await expect(
    page.getByTestId('inquiry-badge').first().locator('[aria-hidden="true"]'),
  ).toHaveText('1');
  const item = page.getByTestId('inquiries-received').getByRole('listitem').filter({
    hasText: buyer.name,
  });
  await expect(item).toContainText('Unread');
  await item.getByRole('link').click();
  // The inquiry opens as a conversation, answered on the site (the buyer's address stays theirs).
  await expect(page.getByTestId('conversation-message').first()).toHaveText(question);
  await expect(page.getByLabel('Your reply')).toBeVisible();
  await expect(page.getByRole('link', { name: buyer.email })).toHaveCount(0);
});
