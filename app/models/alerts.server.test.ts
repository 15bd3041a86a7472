import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { buildProperty, seededFaker } from '~/db/factories';
import type { AlertFrequency } from '~/lib/alerts';
import { encodePolygon } from '~/lib/map/area';
import { parsePropertyQuery } from '~/lib/query';
import { notifications, savedHomes, savedSearchAlerts, savedSearches, users } from '~/db/schema';

import type { Database } from '~/db/client.server';
import { databaseWithMail } from '../../tests/unit/mail-harness';
import { createTestAccount } from '../../tests/unit/test-accounts';
import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { alertsOffLink } from './mail/search-alert.server';
import { sendDigests, sendInstantAlerts } from './alert-mail.server';
import {
  EVENTS_PER_RUN,
  matchAlertEvents,
  matchWaitingEvents,
  setAlertFrequency,
  turnAlertsOff,
} from './alerts.server';
import type { Mailer } from './mail/mailer.server';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from './notifications.server';
import { searchProperties } from './search/planner.server';
import { createProperty, updateProperty, type PropertyInput } from './property-writes.server';
import {
  savedHomeEmails,
  savedHomesOffLink,
  savedHomesOffTarget,
  setSavedHomeEmails,
  turnSavedHomeEmailsOff,
} from './saved-home-alerts.server';
import { saveSearch } from './saved-searches.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

const context = () => ({ db: db, mail: { mailer, secret: SECRET }, origin: ORIGIN });

let homes = 0;
/** A home for sale at a price no generated home has, so only the test's searches find it. */
function newHome(changes: Partial<PropertyInput> = {}): PropertyInput {
  homes += 1;
  const {
    searchText: _text,
    searchWords: _words,
    createdAt: _created,
    ...home
  } = buildProperty(seededFaker(7_000 + homes), 20_000 + homes);
  // Priced in dollars, as the searches below ask (docs/product.md#money).
  return {
    ...home,
    listingType: 'sale',
    rentalTerms: null,
    price: 7_654_321,
    currency: 'USD',
    ...changes,
  };
}

/** An account with one saved search, its alerts set. */
async function searcher(search: string, frequency: AlertFrequency, language: 'en' | 'ja' = 'en') {
  const userId = await createTestAccount(db, 'Searcher');
  const saved = await saveSearch(db, userId, { name: 'Big sale', search });
  if (!saved.ok) throw new Error('not saved');
  await setAlertFrequency(db, userId, saved.id, frequency, language);
  return { userId, searchId: saved.id };
}

describe('alerts (docs/product.md#alerts-and-the-job-queue)', () => {
  it('matches a published home against every search in one statement: only the searches it meets, once per account', async () => {
    const wanted = await searcher('listingType=sale&priceMin=7654000&priceMax=7655000', 'instant');
    const tooCheap = await searcher(
      'listingType=sale&priceMin=7655001&priceMax=7700000',
      'instant',
    );
    const renting = await searcher('listingType=rent&priceMin=7654000', 'instant');
    const off = await searcher('listingType=sale&priceMin=7654000&priceMax=7655000', 'off');
    // Parameters that no longer exist are left out, in the matching as on the page.
    const odd = await searcher(
      'priceMin=7654000&priceMax=7655000&colour=teal&bedRooms=many',
      'daily',
    );
    const id = await createProperty(db, newHome());
    expect((await matchAlertEvents(db)).made).toBe(2);
    const to = async (who: { userId: number }) =>
      (await listNotifications(db, who.userId)).map((row) => [row.kind, row.propertyId]);
    expect(await to(wanted)).toEqual([['new', id]]);
    expect(await to(odd)).toEqual([['new', id]]);
    for (const none of [tooCheap, renting, off]) expect(await to(none)).toEqual([]);
    // The events are gone: a second run makes nothing.
    expect(await matchAlertEvents(db)).toEqual({ made: 0, left: false });

    // "At once": one email, in the account's language, with the one-click unsubscribe.
    expect(await sendInstantAlerts(context())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.parsed.subject).toMatch(/^A new home for “Big sale”: /);
    expect(message!.parsed.text).toContain(`${ORIGIN}/property/${id}`);
    expect(message!.parsed.html).toContain(`href="${ORIGIN}/property/${id}"`);
    expect(message!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r$/m);
    expect(message!.raw.replace(/\r\n /g, ' ')).toContain(
      `List-Unsubscribe: <${ORIGIN}/alerts/unsubscribe?token=${wanted.searchId}.0.`,
    );
    // Sent once: a second sweep (a retry, another server) sends nothing.
    expect(await sendInstantAlerts(context())).toBe(0);
    expect(smtp.received).toHaveLength(1);

    expect(await unreadNotifications(db, wanted.userId)).toBe(1);
    // Another account cannot mark it read.
    const [own] = await listNotifications(db, wanted.userId);
    expect(await markNotificationsRead(db, tooCheap.userId, own!.id)).toBe(0);
    expect(await markNotificationsRead(db, wanted.userId, own!.id)).toBe(1);
    expect(await unreadNotifications(db, wanted.userId)).toBe(0);
  });

  it('matches a search with a map box or a drawn area only against the homes inside it, as its page lists them', async () => {
    // A triangle and a box over Copenhagen's centre (docs/product.md#the-map).
    const triangle: [number, number][] = [
      [12.5, 55.65],
      [12.62, 55.66],
      [12.56, 55.72],
    ];
    const price = 'listingType=sale&priceMin=6543000&priceMax=6544000';
    const drawn = await searcher(`${price}&area=${encodePolygon(triangle)}`, 'instant');
    const boxed = await searcher(`${price}&bbox=12.55,55.67,12.6,55.7`, 'instant');
    const anywhere = await searcher(price, 'instant');
    const at = (latitude: number, longitude: number) =>
      createProperty(db, newHome({ price: 6_543_210, latitude, longitude }));
    const inBoth = await at(55.68, 12.57);
    const inTriangleOnly = await at(55.67, 12.52);
    const outside = await at(55.6, 12.4);
    await matchWaitingEvents(db);
    const found = async (who: { userId: number }) =>
      (await listNotifications(db, who.userId)).map((row) => row.propertyId).sort();
    expect(await found(drawn)).toEqual([inBoth, inTriangleOnly].sort());
    expect(await found(boxed)).toEqual([inBoth]);
    expect(await found(anywhere)).toEqual([inBoth, inTriangleOnly, outside].sort());
    // Each search's results page lists the same homes among these.
    const ours = [inBoth, inTriangleOnly, outside];
    for (const who of [drawn, boxed, anywhere]) {
      const [saved] = await db
        .select({ query: savedSearches.query })
        .from(savedSearches)
        .where(eq(savedSearches.id, who.searchId));
      const page = await searchProperties(
        db,
        { ...parsePropertyQuery(new URLSearchParams(saved!.query)), page: -1 },
        { searchIndex: false },
      );
      const listed = page.properties.map((home) => home.id).filter((id) => ours.includes(id));
      expect(listed.sort()).toEqual(await found(who));
    }
    // "At once": one email an alert, six in all.
    expect(await sendInstantAlerts(context())).toBe(6);
  });

  it("matches Japanese keywords as the results page does: a generated home's Japanese texts, an owner's own words", async () => {
    const price = 'listingType=sale&priceMin=5432000&priceMax=5433000';
    const keyword = (word: string) =>
      searcher(`${price}&keywords=${encodeURIComponent(word)}`, 'instant', 'ja');
    // A neighbourhood and a type as a Japanese page names them, and words an owner wrote.
    const byArea = await keyword('渋谷');
    const byType = await keyword('別荘');
    const byOwnersWords = await keyword('富士山が見える');
    const at = (changes: Partial<PropertyInput>) =>
      createProperty(db, newHome({ price: 5_432_100, ...changes }));
    const shibuya = await at({
      location: 'Tokyo, Japan',
      neighbourhood: 'Shibuya',
      category: 'Villa',
    });
    const owners = await at({
      category: 'Office',
      name: 'Office with a view',
      description: '窓から富士山が見える明るい事務所です。',
      nameJa: null,
      descriptionJa: null,
      neighbourhood: null,
    });
    await matchWaitingEvents(db);
    const found = async (who: { userId: number }) =>
      (await listNotifications(db, who.userId)).map((row) => row.propertyId).sort();
    expect(await found(byArea)).toEqual([shibuya]);
    expect(await found(byType)).toEqual([shibuya]);
    expect(await found(byOwnersWords)).toEqual([owners]);
    for (const who of [byArea, byType, byOwnersWords]) {
      const [saved] = await db
        .select({ query: savedSearches.query })
        .from(savedSearches)
        .where(eq(savedSearches.id, who.searchId));
      const page = await searchProperties(
        db,
        { ...parsePropertyQuery(new URLSearchParams(saved!.query)), page: -1 },
        { searchIndex: false },
      );
      const listed = page.properties.map((home) => home.id).filter((id) => id >= shibuya);
      expect(listed.sort()).toEqual(await found(who));
    }
    expect(await sendInstantAlerts(context())).toBe(3);
  });

  it('tells of a price drop the accounts that saved the home and those whose search now finds it', async () => {
    const id = await createProperty(db, newHome({ price: 9_100_000 }));
    const saver = await createTestAccount(db, 'Saver');
    await db.insert(savedHomes).values({ userId: saver, propertyId: id });
    await setSavedHomeEmails(db, saver, { language: 'ja' });
    const finder = await searcher(
      'listingType=sale&priceMax=9000000&priceMin=8900000',
      'instant',
      'ja',
    );
    await matchAlertEvents(db);
    // A rise tells nobody.
    await updateProperty(db, id, { price: 9_200_000 });
    expect((await matchAlertEvents(db)).made).toBe(0);
    await updateProperty(db, id, { price: 8_950_000 });
    expect((await matchAlertEvents(db)).made).toBe(2);
    const [drop] = await listNotifications(db, saver);
    expect(drop).toMatchObject({ kind: 'drop', oldPrice: 9_200_000, newPrice: 8_950_000 });
    expect(await listNotifications(db, finder.userId)).toMatchObject([{ kind: 'drop' }]);
    // The finder reads it in Japanese, and so does the saver, who saved it on a Japanese page.
    expect(await sendInstantAlerts(context())).toBe(2);
    expect(smtp.received).toHaveLength(2);
    const [saverEmail, finderEmail] = ['saver', 'searcher'].map((name) =>
      smtp.received.find((message) => message.to.some((to) => to.includes(name)))!,
    );
    for (const message of [saverEmail!, finderEmail!]) {
      expect(message.parsed.subject).toMatch(/^値下げのお知らせ：/);
      expect(message.parsed.text).toContain('$9,200,000 から $8,950,000 に値下げされました');
    }
    // The saver's email says why it came, and its one-click link stops the saved homes' emails.
    expect(saverEmail!.parsed.text).toContain('保存されたため');
    expect(saverEmail!.raw.replace(/\r\n /g, ' ')).toContain(
      `List-Unsubscribe: <${ORIGIN}/ja/alerts/saved-homes?token=${saver}.0.`,
    );
    expect(await sendInstantAlerts(context())).toBe(0);
  });

  it("stops a saved home's drop emails by the email's token, not by a forged one; the site still tells", async () => {
    const id = await createProperty(db, newHome({ price: 9_300_000 }));
    const saver = await createTestAccount(db, 'Keeper');
    await db.insert(savedHomes).values({ userId: saver, propertyId: id });
    const [account] = await db.select().from(users).where(eq(users.id, saver));
    const link = savedHomesOffLink(ORIGIN, SECRET, { id: saver, email: account!.email });
    const token = new URL(link).searchParams.get('token')!;
    const [, expiry, signature] = token.split('.');
    // Another account's id with this signature, a cut token, another site's key: nothing changes.
    for (const bad of [`${saver + 1}.${expiry}.${signature}`, token.slice(0, -3), 'forged']) {
      expect(await turnSavedHomeEmailsOff(db, SECRET, bad)).toBeNull();
    }
    expect(await savedHomesOffTarget(db, 'another-key', token)).toBeNull();
    expect(await savedHomeEmails(db, saver)).toMatchObject({ emails: true });
    expect(await turnSavedHomeEmailsOff(db, SECRET, token)).toMatchObject({ id: saver });
    // Used again, it still answers (a mail program may post twice).
    expect(await turnSavedHomeEmailsOff(db, SECRET, token)).toMatchObject({ on: false });
    await matchAlertEvents(db);
    await updateProperty(db, id, { price: 9_250_000 });
    expect((await matchAlertEvents(db)).made).toBe(1);
    expect(await sendInstantAlerts(context())).toBe(0);
    expect(smtp.received).toHaveLength(0);
    expect(await listNotifications(db, saver)).toMatchObject([{ kind: 'drop' }]);
    // Turned on again from the saved homes page: the next drop is emailed, in its language.
    await setSavedHomeEmails(db, saver, { language: 'en', emails: true });
    await updateProperty(db, id, { price: 9_240_000 });
    await matchAlertEvents(db);
    expect(await sendInstantAlerts(context())).toBe(1);
    expect(smtp.received[0]!.parsed.subject).toMatch(/^Price reduced: /);
    expect(smtp.received[0]!.parsed.text).toContain('you saved this home');
  });

  it('sends a daily search one email listing every new match once its day is over, and only once', async () => {
    const daily = await searcher('listingType=sale&priceMin=5550000&priceMax=5560000', 'daily');
    const first = await createProperty(db, newHome({ price: 5_555_000 }));
    const second = await createProperty(db, newHome({ price: 5_556_000 }));
    await matchAlertEvents(db);
    expect(await sendDigests(context())).toBe(0);
    // A day later.
    await db
      .update(savedSearchAlerts)
      .set({ digestedUntil: sql`now() - interval '25 hours'` })
      .where(eq(savedSearchAlerts.savedSearchId, daily.searchId));
    await db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '1 hour'` })
      .where(eq(notifications.userId, daily.userId));
    expect(await sendDigests(context())).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const { text } = smtp.received[0]!.parsed;
    expect(smtp.received[0]!.parsed.subject).toBe('New for “Big sale”: 2 homes');
    expect(text).toContain(`${ORIGIN}/property/${first}`);
    expect(text).toContain(`${ORIGIN}/property/${second}`);
    expect(await sendDigests(context())).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  it("turns a search's alerts off by its email's token; a forged or altered token changes nothing", async () => {
    const one = await searcher('listingType=sale', 'instant');
    const other = await searcher('listingType=rent', 'weekly');
    const [user] = await db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, one.userId));
    const link = alertsOffLink(ORIGIN, SECRET, { id: one.searchId, email: user!.email });
    const token = new URL(link).searchParams.get('token')!;
    const frequency = async (searchId: number) =>
      (
        await db
          .select({ frequency: savedSearchAlerts.frequency })
          .from(savedSearchAlerts)
          .where(eq(savedSearchAlerts.savedSearchId, searchId))
      )[0]?.frequency;
    const [, expires, signature] = token.split('.');
    const altered = `${one.searchId}.${expires}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    const forged = `${other.searchId}.${expires}.${signature}`;
    for (const bad of [altered, forged, 'nonsense', `${one.searchId}.0.`, undefined]) {
      expect(await turnAlertsOff(db, SECRET, bad)).toBeNull();
    }
    expect(await turnAlertsOff(db, 'another-secret-of-32-characters-or-more', token)).toBeNull();
    expect(await frequency(one.searchId)).toBe('instant');
    expect(await frequency(other.searchId)).toBe('weekly');
    expect(await turnAlertsOff(db, SECRET, token)).toMatchObject({ id: one.searchId });
    expect(await frequency(one.searchId)).toBe('off');
    // Used again: the same answer, nothing else changed.
    expect(await turnAlertsOff(db, SECRET, token)).toMatchObject({ id: one.searchId });
    expect(await frequency(other.searchId)).toBe('weekly');
  });
  it('matches more events than one run takes with two runs at once: every home once per account', async () => {
    const wanted = await searcher('listingType=sale&priceMin=3210000&priceMax=3211000', 'daily');
    const count = EVENTS_PER_RUN * 2 + 3;
    const ids: number[] = [];
    for (let n = 0; n < count; n += 1)
      ids.push(await createProperty(db, newHome({ price: 3_210_987 })));
    // Searches of the tests before may match too: only this account's notifications are counted.
    const { made, runs } = await matchWaitingEvents(db, { atOnce: 2 });
    expect(made).toBeGreaterThanOrEqual(count);
    // Three runs take the events; a run finding none free stops rather than waits.
    expect(runs).toBeLessThanOrEqual(5);
    const mine = await db
      .select({ propertyId: notifications.propertyId })
      .from(notifications)
      .where(eq(notifications.userId, wanted.userId));
    expect(mine.map((row) => row.propertyId).sort((a, b) => a - b)).toEqual(ids);
    expect(await matchAlertEvents(db)).toEqual({ made: 0, left: false });
  });
});
