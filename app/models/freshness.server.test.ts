import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildProperty, seededFaker } from '~/db/factories';
import { agents, auditLog, properties, users } from '~/db/schema';
import { DEFAULT_FRESHNESS } from '~/lib/freshness';
import { parsePropertyQuery } from '~/lib/query';

import type { Database } from '~/db/client.server';
import { databaseWithMail } from '../../tests/unit/mail-harness';
import { createTestAccount } from '../../tests/unit/test-accounts';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { getDeskFigures } from './desk-stats.server';
import { freshnessSettings, setFreshnessSettings } from './freshness-settings.server';
import { runFreshnessSweep } from './freshness.server';
import { listed } from './listed-homes.server';
import { checkListingLink, confirmWithListingLink } from './listing-confirm-links.server';
import { setListingStatus } from './listings.server';
import type { Mailer } from './mail/mailer.server';
import { confirmListing, createProperty, updateProperty } from './property-writes.server';
import { searchProperties } from './search/planner.server';

/**
 * docs/product.md#freshness: a listing's confirmation, the sweep that takes the unconfirmed out of
 * the search, the listers' emails through a real SMTP server and their one-click links.
 */
let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const DAY = 86_400_000;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

let homes = 0;

/** An owner (with their email's language) and a home of theirs, listed now. */
async function ownerHome(
  language: 'en' | 'ja' = 'en',
  extra: { listingType?: 'sale' | 'rent'; status?: 'available' | 'under_offer' } = {},
) {
  const userId = await createTestAccount(db, `Lister ${language}`);
  await db.update(users).set({ mailLanguage: language }).where(eq(users.id, userId));
  const [agent] = await db
    .insert(agents)
    .values({ userId, name: 'Lister', languages: [language] })
    .returning({ id: agents.id });
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...home
  } = buildProperty(seededFaker(4_200 + ++homes), 42_000 + homes);
  const listingType = extra.listingType ?? 'sale';
  const id = await createProperty(db, {
    ...home,
    name: `Fresh home ${homes}`,
    nameJa: `鮮度の家${homes}`,
    listingType,
    rentalTerms: listingType === 'rent' ? 'Long term' : null,
    status: extra.status ?? 'available',
    agentId: agent!.id,
  });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return { id, userId, email: user!.email };
}

/** Moves a home's clocks back, as days passing would. */
async function age(
  id: number,
  { confirmed = 0, status = 0 }: { confirmed?: number; status?: number },
) {
  await db
    .update(properties)
    .set({
      confirmedAt: sql`now() - make_interval(days => ${confirmed})`,
      statusSince: sql`now() - make_interval(days => ${status})`,
    })
    .where(eq(properties.id, id));
}

async function isListed(id: number) {
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, id), listed));
  return rows.length === 1;
}

async function row(id: number) {
  const [home] = await db.select().from(properties).where(eq(properties.id, id));
  return home!;
}

const sweep = () => runFreshnessSweep({ db: db, mail: { mailer, secret: SECRET }, origin: ORIGIN });

/** The confirmation links in an email's text part. */
const linksIn = (text: string) =>
  [...text.matchAll(/https:\/\/roofline\.example\/(?:ja\/)?listings\/confirm\?token=\S+/g)].map(
    (match) => match[0],
  );
const tokenOf = (link: string) => new URL(link).searchParams.get('token');

describe('a listing not confirmed in time leaves the search and comes back when confirmed', () => {
  it('leaves search, sorting and the desk figures after 14 days; its lister is emailed once, in their language, with a link that brings it back once', async () => {
    const home = await ownerHome('ja');
    const search = () =>
      searchProperties(db, parsePropertyQuery(new URLSearchParams({ sort: 'confirmed' })), {
        searchIndex: false,
      });
    // Just listed: the most recently confirmed home of all.
    expect((await search()).properties[0]?.id).toBe(home.id);
    const staleBefore = (await getDeskFigures(db)).homes.stale;
    await age(home.id, { confirmed: 15 });
    const before = await row(home.id);
    const first = await sweep();
    expect(first.left).toContain(home.id);
    expect(await isListed(home.id)).toBe(false);
    expect((await search()).properties.map((item) => item.id)).not.toContain(home.id);
    expect((await getDeskFigures(db)).homes.stale).toBe(staleBefore + 1);

    // One email, in Japanese, with both parts and one link; a second sweep sends nothing.
    await sweep();
    const mails = smtp.received.filter((mail) => mail.to.includes(home.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toContain('鮮度の家');
    expect(mails[0]!.parsed.html).toContain('/ja/listings/confirm?token=');
    const [link] = linksIn(mails[0]!.parsed.text ?? '');
    expect(link).toBeDefined();

    // Forged and altered links change nothing.
    const token = tokenOf(link!)!;
    const forged = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const otherId = token.replace(/^\d+/, String(home.id + 1));
    for (const bad of [forged, otherId, 'x', null, `${home.id}.0.${'a'.repeat(43)}`]) {
      expect(await confirmWithListingLink(db, SECRET, bad)).toEqual({ state: 'invalid' });
      expect(await checkListingLink(db, SECRET, bad)).toEqual({ state: 'invalid' });
    }
    expect(await confirmWithListingLink(db, 'another-secret-of-32-characters!!', token)).toEqual({
      state: 'invalid',
    });
    expect(await isListed(home.id)).toBe(false);

    // The real one: shown, then confirmed; it is back with its registered date and history.
    expect(await checkListingLink(db, SECRET, token)).toMatchObject({
      state: 'ready',
      id: home.id,
    });
    expect(await confirmWithListingLink(db, SECRET, token)).toMatchObject({
      state: 'confirmed',
      id: home.id,
    });
    const after = await row(home.id);
    expect(after.staleSince).toBeNull();
    expect(after.confirmedVia).toBe('email');
    expect(after.confirmedAt.getTime()).toBeGreaterThan(before.confirmedAt.getTime());
    expect(after.createdAt).toEqual(before.createdAt);
    expect(await isListed(home.id)).toBe(true);

    // Used once: the same link now changes nothing.
    await age(home.id, { confirmed: 15 });
    await sweep();
    expect(await confirmWithListingLink(db, SECRET, token)).toEqual({ state: 'invalid' });
    expect(await isListed(home.id)).toBe(false);
  });

  it('a lister’s edit or status confirms it; no other write moves its confirmation forward', async () => {
    const home = await ownerHome();
    await age(home.id, { confirmed: 20 });
    await sweep();
    expect(await isListed(home.id)).toBe(false);
    const stale = await row(home.id);

    // A write that is not the lister's (a moderator's, a generated change), or one that names the
    // freshness columns itself, leaves the confirmation where it was.
    await updateProperty(db, home.id, {
      price: stale.price + 1,
      confirmedAt: new Date(),
      staleSince: null,
    } as never);
    const kept = await row(home.id);
    expect(kept.confirmedAt).toEqual(stale.confirmedAt);
    expect(kept.staleSince).toEqual(stale.staleSince);

    // Its lister's status change is their word on it.
    expect(await setListingStatus(db, home.userId, home.id, 'under_offer')).toBe(true);
    const moved = await row(home.id);
    expect(moved.confirmedVia).toBe('edit');
    expect(moved.staleSince).toBeNull();
    expect(moved.statusSince.getTime()).toBeGreaterThan(stale.statusSince.getTime());
    expect(await isListed(home.id)).toBe(true);

    // A feed's confirmation, as the importer calls it.
    await age(home.id, { confirmed: 20 });
    await sweep();
    expect(await confirmListing(db, home.id, { via: 'feed' })).toBe(true);
    expect((await row(home.id)).confirmedVia).toBe('feed');
    expect(await isListed(home.id)).toBe(true);
  });

  it('a status left too long leaves the search by its kind’s limit: let agreed 6 weeks, sold subject to contract 8 months', async () => {
    const rental = await ownerHome('en', { listingType: 'rent', status: 'under_offer' });
    const sale = await ownerHome('en', { listingType: 'sale', status: 'under_offer' });
    await age(rental.id, { status: 43 });
    await age(sale.id, { status: 43 });
    await sweep();
    expect(await isListed(rental.id)).toBe(false);
    expect(await isListed(sale.id)).toBe(true);
    const mail = smtp.received.find((m) => m.to.includes(rental.email));
    expect(mail?.parsed.text).toContain('under offer since');

    await age(sale.id, { status: 241 });
    await sweep();
    expect(await isListed(sale.id)).toBe(false);

    // Confirming a status left too long starts its clock again.
    expect(await confirmListing(db, rental.id, { via: 'email' })).toBe(true);
    expect(await isListed(rental.id)).toBe(true);
    await sweep();
    expect(await isListed(rental.id)).toBe(true);
  });
});

describe('the weekly email and the site’s limits', () => {
  it('a lister gets one email a week naming each home not confirmed in the last week', async () => {
    const home = await ownerHome('en');
    await age(home.id, { confirmed: 8 });
    await sweep();
    await sweep();
    const mails = smtp.received.filter((mail) => mail.to.includes(home.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.parsed.subject).toBe('Is your listing still available?');
    const links = linksIn(mails[0]!.parsed.text ?? '');
    expect(links).toHaveLength(1);
    expect(await isListed(home.id)).toBe(true);
    expect(await confirmWithListingLink(db, SECRET, tokenOf(links[0]!))).toMatchObject({
      state: 'confirmed',
    });
    expect(Date.now() - (await row(home.id)).confirmedAt.getTime()).toBeLessThan(60_000);
  });

  it('an admin’s longer limit brings homes back at the next sweep, and is audited', async () => {
    const home = await ownerHome();
    await age(home.id, { confirmed: 20 });
    await sweep();
    expect(await isListed(home.id)).toBe(false);
    const admin = await createTestAccount(db, 'Admin');
    expect(
      await setFreshnessSettings(db, { id: admin }, { ...DEFAULT_FRESHNESS, confirmDays: 30 }),
    ).toBe(true);
    expect(
      await setFreshnessSettings(db, { id: admin }, { ...DEFAULT_FRESHNESS, confirmDays: 30 }),
    ).toBe(false);
    expect((await freshnessSettings(db)).confirmDays).toBe(30);
    const back = await sweep();
    expect(back.back).toContain(home.id);
    expect(await isListed(home.id)).toBe(true);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, admin));
    expect(entry?.detail).toMatchObject({ setting: 'freshness', confirmDays: 30 });
    await setFreshnessSettings(db, { id: admin }, DEFAULT_FRESHNESS);
  });
});

describe('sold and let prices (docs/product.md#sold-and-let-prices)', () => {
  it('marking a home sold keeps the price and day given, and listing it again clears them', async () => {
    const home = await ownerHome();
    const day = new Date(Date.now() - 3 * DAY);
    expect(
      await setListingStatus(db, home.userId, home.id, 'closed', {
        price: 512_000,
        date: day,
      }),
    ).toBe(true);
    const sold = await row(home.id);
    expect(sold.closePrice).toBe(512_000);
    expect(sold.closedAt).toEqual(day);
    expect(await isListed(home.id)).toBe(false);
    await setListingStatus(db, home.userId, home.id, 'available');
    const again = await row(home.id);
    expect([again.closePrice, again.closedAt]).toEqual([null, null]);
  });
});
