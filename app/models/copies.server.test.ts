import { and, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import {
  agencies,
  alertEvents,
  auditLog,
  photoFiles,
  photos,
  properties,
  propertyViews,
  users,
} from '~/db/schema';
import { renderArt } from '~/lib/art';
import type { DraftFields } from '~/lib/listing-form/schema';

import {
  mailerTo,
  startSmtpServer,
  TEST_MAIL_SECRET,
  TEST_ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { openTestDatabase } from '../../tests/unit/test-database';
import { decideCopy, heldCopyCount, listHeldCopies } from './copies.server';
import { getDeskFigures } from './desk-stats.server';
import { homesForApiClient, isOpenHome } from './home-access.server';
import { runFreshnessSweep } from './freshness.server';
import { jobHandlers } from './jobs/handlers.server';
import type { JobName, JobPayloads, JobSender } from './jobs/jobs.server';
import { listed } from './listed-homes.server';
import { countView, flushViews, listOwnHomes } from './listing-stats.server';
import { applyDraft, createDraft } from './listings.server';
import type { Mailer } from './mail/mailer.server';
import { moderate } from './moderation.server';
import { createUser } from './users.server';

/**
 * Listings held as copies (docs/product.md#copies): the desk's list of them beside the listing
 * they matched, its two decisions with the audit log, and the lister's emails through a real SMTP
 * server, in both languages, once each. Photos are the site's drawn art, re-encoded as a copier
 * would (a picture of one colour has no prints).
 */
let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;

/** The jobs the pages and models put in the queue, worked by the site's own handlers. */
const queued: { name: JobName; data: unknown }[] = [];
const jobs: JobSender = {
  send: async (name, data) => {
    queued.push({ name, data });
  },
};
async function workQueue() {
  const handlers = jobHandlers({ db, mail: { mailer, secret: TEST_MAIL_SECRET }, jobs });
  for (const job of queued.splice(0)) {
    if (job.name === 'listing-copy')
      await handlers['listing-copy'](job.data as JobPayloads['listing-copy']);
  }
}

beforeAll(async () => {
  [handle, smtp] = await Promise.all([openTestDatabase(), startSmtpServer()]);
  db = handle.db;
  mailer = mailerTo(smtp);
});
afterAll(async () => {
  mailer?.close();
  await smtp?.close();
  await handle?.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

/** A drawn photo as a JPEG; `copied` re-encodes it smaller, as a copier's upload is. */
async function photo(seed: string, copied = false) {
  const bytes = await sharp(Buffer.from(renderArt('house', seed, 'thumb')), { density: 72 })
    .jpeg({ quality: 85 })
    .toBuffer();
  return copied ? sharp(bytes).resize(200).jpeg({ quality: 50 }).toBuffer() : bytes;
}

let owners = 0;
async function newOwner(language: 'en' | 'ja') {
  const n = ++owners;
  const created = await createUser(db, {
    name: `Copy Owner ${n}`,
    email: `copy-owner-${n}@example.com`,
    password: 'password1',
  });
  if (!created.ok) throw new Error('not created');
  await db
    .update(users)
    .set({ mailLanguage: language, emailVerifiedAt: new Date() })
    .where(eq(users.id, created.user.id));
  return { id: created.user.id, name: `Copy Owner ${n}`, email: `copy-owner-${n}@example.com` };
}

const fields = (name: string, price: string): DraftFields => ({
  name,
  listingType: 'sale',
  location: 'Copenhagen, Denmark',
  address: `${owners} Harbour Lane`,
  latitude: '55.6761',
  longitude: '12.5683',
  category: 'Villa',
  price,
  numberOfBeds: '3',
  numberOfBathrooms: '2',
  numberOfArea: '1800',
  numberOfKitchen: '1',
  numberOfLivingRooms: '2',
  garageSize: '1',
  plotSize: '5000',
  built: '1998',
  orientation: 'South',
  description: 'A bright villa by the harbour, with a garden that catches the evening sun.',
  phone: '+45 1234 5678',
  day1: 'on',
  viewingFrom: '09:00',
  viewingTo: '17:00',
});

let keys = 0;
async function publish(owner: { id: number; name: string }, name: string, pictures: Buffer[]) {
  const draftId = await createDraft(db, owner, fields(name, '500,000'));
  for (const [position, bytes] of pictures.entries()) {
    const [row] = await db
      .insert(photos)
      .values({
        userId: owner.id,
        draftId,
        role: 'photo',
        key: `copy-test-${++keys}`,
        position,
        alt: 'A room',
        width: 800,
        height: 600,
      })
      .returning({ id: photos.id });
    await db.insert(photoFiles).values({ photoId: row!.id, width: 240, format: 'jpeg', bytes });
  }
  const outcome = await applyDraft(db, owner, draftId, { publish: true });
  if (!outcome?.ok) throw new Error(`not published: ${JSON.stringify(outcome)}`);
  // What the listing page does with a held outcome.
  if (outcome.held)
    await jobs.send('listing-copy', {
      propertyId: outcome.propertyId,
      news: 'held',
      origin: TEST_ORIGIN,
    });
  return outcome;
}

const isListed = async (id: number) =>
  (
    await db
      .select({ id: properties.id })
      .from(properties)
      .where(sql`${properties.id} = ${id} and ${listed}`)
  ).length === 1;

const newEvents = async (id: number) =>
  (
    await db
      .select()
      .from(alertEvents)
      .where(and(eq(alertEvents.propertyId, id), eq(alertEvents.kind, 'new')))
  ).length;

const auditOf = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, 'property'), eq(auditLog.targetId, id)));

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

describe('copies held for the desk (docs/product.md#copies)', () => {
  it('the lister is told in their language; the desk sees both side by side; release makes it live and announces it once; refuse keeps it hidden with the reason', async () => {
    const moderator = await newOwner('en');
    const owner = await newOwner('en');
    const copierEn = await newOwner('en');
    const copierJa = await newOwner('ja');
    const originals = await Promise.all(['711', '712', '713'].map((seed) => photo(seed)));
    const copies = await Promise.all(['711', '712', '713'].map((seed) => photo(seed, true)));
    const own = await Promise.all(['714', '715'].map((seed) => photo(seed)));

    const [{ id: agency }] = (await db
      .insert(agencies)
      .values({ name: 'Copy agency' })
      .returning({ id: agencies.id })) as [{ id: number }];
    const live = await publish(owner, 'Harbour villa', originals);
    expect(live.held).toBe(false);
    expect(queued).toEqual([]);
    // Two matching photos of three, the copier's own third.
    const first = await publish(copierEn, 'Cheap harbour villa', [copies[0]!, own[0]!, copies[1]!]);
    const second = await publish(copierJa, '港の別荘', [copies[2]!, copies[0]!]);
    expect([first.held, second.held]).toEqual([true, true]);
    expect(await isListed(first.propertyId)).toBe(false);

    // The lister's page marks it waiting; the desk's overview counts it.
    const mine = await listOwnHomes(db, copierEn.id);
    expect(mine.map((home) => [home.held, home.hidden])).toEqual([[true, false]]);
    expect(await heldCopyCount(db)).toBe(2);
    expect((await getDeskFigures(db)).homes.copies).toBe(2);

    // The held emails, once each, in each lister's language.
    await workQueue();
    expect(mailsTo(copierEn.email).map((mail) => mail.parsed.subject)).toEqual([
      '“Cheap harbour villa” waits for a moderator before it goes live',
    ]);
    const ja = mailsTo(copierJa.email);
    expect(ja.map((mail) => mail.parsed.subject)).toEqual([
      '「港の別荘」は公開前にモデレーターの確認を待っています',
    ]);
    expect(ja[0]!.parsed.text).toContain('写真が Roofline に掲載中のほかの掲載者の物件と一致した');
    expect(ja[0]!.parsed.text).toContain(`${TEST_ORIGIN}/ja/account/listings`);
    expect(ja[0]!.parsed.html).toContain('lang="ja"');
    // A rerun of the job sends nothing again.
    await jobs.send('listing-copy', {
      propertyId: first.propertyId,
      news: 'held',
      origin: TEST_ORIGIN,
    });
    smtp.received.length = 0;
    await workQueue();
    expect(smtp.received).toEqual([]);

    // Out of sight is out of everything a listed home gets: no weekly request to confirm it, no
    // serving to its agency's API client that sees drafts.
    await db
      .update(properties)
      .set({ confirmedAt: sql`now() - make_interval(days => 10)`, agencyId: agency })
      .where(inArray(properties.id, [first.propertyId, second.propertyId]));
    await runFreshnessSweep({
      db,
      mail: { mailer, secret: TEST_MAIL_SECRET },
      origin: TEST_ORIGIN,
    });
    expect(smtp.received).toEqual([]);
    const served = await db
      .select({ id: properties.id })
      .from(properties)
      .where(
        and(
          eq(properties.id, first.propertyId),
          homesForApiClient({ agencyId: agency, seesDrafts: true }),
        ),
      );
    expect(served).toEqual([]);
    // A moderator looking at it is no visitor's view.
    await countView(
      new Request(`${TEST_ORIGIN}/property/${first.propertyId}`),
      db,
      first.propertyId,
      moderator.id,
    );
    await flushViews(db);
    expect(
      await db.select().from(propertyViews).where(eq(propertyViews.propertyId, first.propertyId)),
    ).toEqual([]);

    // The desk's list: newest first, each beside the listing it matched, the matching photos marked.
    const list = await listHeldCopies(db);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.held.id)).toEqual([second.propertyId, first.propertyId]);
    const item = list.items[1]!;
    expect(item.matched).toMatchObject({
      id: live.propertyId,
      name: 'Harbour villa',
      lister: owner.name,
    });
    expect(item.held).toMatchObject({
      name: 'Cheap harbour villa',
      lister: copierEn.name,
      currency: 'DKK',
    });
    expect(item.held.photos.map((p) => p.matched)).toEqual([true, false, true]);
    expect(item.matched!.photos.map((p) => p.matched)).toEqual([true, true, false]);

    // Release: live, announced once, audited; a second decision changes nothing.
    const released = await decideCopy(db, jobs, moderator, {
      id: first.propertyId,
      decision: 'release',
      reason: 'The lister sent the original files',
      origin: TEST_ORIGIN,
    });
    expect(released).toBe('done');
    expect(await isListed(first.propertyId)).toBe(true);
    expect(await isOpenHome(db, first.propertyId)).toBe(true);
    expect(await newEvents(first.propertyId)).toBe(1);
    for (const decision of ['release', 'refuse'] as const) {
      expect(
        await decideCopy(db, jobs, moderator, {
          id: first.propertyId,
          decision,
          reason: 'again',
          origin: TEST_ORIGIN,
        }),
      ).toBe('already');
    }
    expect(await newEvents(first.propertyId)).toBe(1);
    expect(await isListed(first.propertyId)).toBe(true);
    expect(
      (await auditOf(first.propertyId)).map((row) => [
        row.action,
        row.actorId,
        row.reason,
        row.detail,
      ]),
    ).toEqual([
      ['release', moderator.id, 'The lister sent the original files', { copyOf: live.propertyId }],
    ]);

    // Refuse: stays out of sight, hidden with the reason its lister reads; audited.
    expect(
      await decideCopy(db, jobs, moderator, {
        id: second.propertyId,
        decision: 'refuse',
        reason: 'The photos are the other agency’s',
        origin: TEST_ORIGIN,
      }),
    ).toBe('done');
    expect(await isListed(second.propertyId)).toBe(false);
    expect(await isOpenHome(db, second.propertyId)).toBe(false);
    expect(await newEvents(second.propertyId)).toBe(0);
    expect(
      (await listOwnHomes(db, copierJa.id)).map((home) => [
        home.held,
        home.hidden,
        home.hiddenReason,
      ]),
    ).toEqual([[false, true, 'The photos are the other agency’s']]);
    expect((await auditOf(second.propertyId)).map((row) => row.action)).toEqual(['refuse']);
    expect(await heldCopyCount(db)).toBe(0);
    expect(
      await decideCopy(db, jobs, moderator, {
        id: 99_999_999,
        decision: 'release',
        reason: 'x',
        origin: TEST_ORIGIN,
      }),
    ).toBe('not-found');

    // The decisions' emails: once each, in the lister's language, the refusal with its reason.
    smtp.received.length = 0;
    await workQueue();
    await jobs.send('listing-copy', {
      propertyId: second.propertyId,
      news: 'refused',
      reason: 'x',
      origin: TEST_ORIGIN,
    });
    await workQueue();
    expect(smtp.received.map((mail) => [mail.to[0], mail.parsed.subject])).toEqual([
      [copierEn.email, '“Cheap harbour villa” is live now'],
      [copierJa.email, '「港の別荘」は非公開のままとなりました'],
    ]);
    expect(smtp.received[0]!.parsed.text).toContain(`${TEST_ORIGIN}/property/${first.propertyId}`);
    expect(smtp.received[1]!.parsed.text).toContain(
      'モデレーターのコメント：The photos are the other agency’s',
    );
  }, 60_000);

  it('a home a moderator hides keeps the reason for its lister, and loses it when restored', async () => {
    const moderator = await newOwner('en');
    const owner = await newOwner('en');
    const home = await publish(
      owner,
      'Quiet house',
      await Promise.all(['721'].map((s) => photo(s))),
    );
    await moderate(
      db,
      moderator,
      { kind: 'property', id: home.propertyId },
      'hide',
      'Misleading price',
    );
    expect((await listOwnHomes(db, owner.id))[0]).toMatchObject({
      hidden: true,
      hiddenReason: 'Misleading price',
    });
    await moderate(db, moderator, { kind: 'property', id: home.propertyId }, 'restore', 'Fixed');
    expect((await listOwnHomes(db, owner.id))[0]).toMatchObject({
      hidden: false,
      hiddenReason: null,
    });
  }, 30_000);
});
