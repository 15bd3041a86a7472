import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { agencies, agents, inquiries, photos, properties, users } from '~/db/schema';
import { buildProperty, seededFaker } from '~/db/factories';

import {
  TEST_MAIL_SECRET as SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../../tests/unit/smtp-test-server';
import { createTestAccount } from '../../../tests/unit/test-accounts';
import { databaseWithMail } from '../../../tests/unit/mail-harness';
import { jobHandlers } from '../jobs/handlers.server';
import type { JobSender } from '../jobs/jobs.server';
import { ensureOwnerAgent } from '../listings.server';
import type { Mailer } from '../mail/mailer.server';
import { discardDraftPhotos } from '../photos.server';
import { createProperty } from '../property-writes.server';
import { createAgency, setAgencyLogo } from './agencies.server';
import { acceptInvitation, inviteMember, withdrawInvitation } from './invitations.server';
import { changeMemberRole, reassignListing, removeMember } from './members.server';
import { membershipOf } from './membership.server';

let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

/** The queue's worker, at once: the invitation job's own handler runs inside the invitation. */
const jobs: JobSender = {
  send: async (name, data) => {
    const handlers = jobHandlers({ db, mail: { mailer, secret: SECRET }, jobs });
    await (handlers[name] as (value: typeof data) => Promise<void>)(data);
  },
};

let people = 0;
async function person(name: string) {
  const id = await createTestAccount(db, name);
  const email = `${name.toLowerCase()}-${++people}@example.com`;
  await db.update(users).set({ email }).where(eq(users.id, id));
  return { id, name, email };
}

const details = { name: 'Harbour Homes', nameJa: 'ハーバー不動産', licence: 'DRE #01234567' };

/** The invitation's link, as the email that arrived says it. */
function linkIn(text: string) {
  const match = /https?:\/\/\S+\/agency\/join\?token=(\S+)/.exec(text);
  if (!match) throw new Error(`No invitation link in ${text}`);
  return match[1]!;
}

async function listing(agentId: number, agencyId: number, n: number) {
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...fields
  } = buildProperty(seededFaker(8_800 + n), 88_000 + n);
  return createProperty(db, { ...fields, status: 'available', agentId, agencyId });
}

describe('agency accounts (docs/product.md#agencies)', () => {
  it('makes the account the admin of a new agency; an account belongs to one agency at most', async () => {
    const founder = await person('Founder');
    const agencyId = await createAgency(db, founder, details);
    expect(agencyId).not.toBeNull();
    expect(await membershipOf(db, founder.id)).toMatchObject({ agencyId, role: 'admin' });
    expect(await createAgency(db, founder, { ...details, name: 'Second' })).toBeNull();
  });

  it('invites by email through the queue, in the invitation’s language; the link joins once, for that address alone', async () => {
    const admin = await person('Ada');
    const agencyId = (await createAgency(db, admin, details))!;
    const invitee = await person('Ivo');
    await inviteMember(db, jobs, admin.id, {
      email: invitee.email,
      language: 'ja',
      origin: ORIGIN,
    });
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message!.to).toEqual([invitee.email]);
    expect(message!.parsed.subject).toBe('Roofline でハーバー不動産に参加しませんか');
    expect(message!.parsed.html).toContain('招待を承諾する');
    const token = linkIn(message!.parsed.text!);

    // A token altered by one character, or the link opened by another account, joins nobody.
    const stranger = await person('Stan');
    const forged = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await acceptInvitation(db, SECRET, forged, invitee)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(await acceptInvitation(db, SECRET, token, stranger)).toEqual({
      ok: false,
      reason: 'otherAddress',
    });
    expect(await acceptInvitation(db, SECRET, token, invitee)).toEqual({ ok: true, agencyId });
    expect(await membershipOf(db, invitee.id)).toMatchObject({ agencyId, role: 'agent' });
    // Used once.
    expect(await acceptInvitation(db, SECRET, token, invitee)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a withdrawn invitation, and one to an account of another agency', async () => {
    const admin = await person('Abe');
    await createAgency(db, admin, details);
    const other = await person('Olga');
    await createAgency(db, other, { ...details, name: 'Other' });
    await inviteMember(db, jobs, admin.id, { email: other.email, language: 'en', origin: ORIGIN });
    const taken = linkIn(smtp.received[0]!.parsed.text!);
    expect(await acceptInvitation(db, SECRET, taken, other)).toEqual({
      ok: false,
      reason: 'member',
    });
    const late = await person('Lena');
    const id = (await inviteMember(db, jobs, admin.id, {
      email: late.email,
      language: 'en',
      origin: ORIGIN,
    }))!;
    expect(smtp.received[1]!.parsed.subject).toBe('Join Harbour Homes on Roofline');
    expect(await withdrawInvitation(db, other.id, id)).toBe(false);
    expect(await withdrawInvitation(db, admin.id, id)).toBe(true);
    const withdrawn = linkIn(smtp.received[1]!.parsed.text!);
    expect(await acceptInvitation(db, SECRET, withdrawn, late)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    // An agent cannot invite.
    expect(
      await inviteMember(db, jobs, late.id, {
        email: 'x@example.com',
        language: 'en',
        origin: ORIGIN,
      }),
    ).toBeNull();
  });

  it('keeps an admin, moves a removed member’s listings and their inquiries to the admin, and reassigns a listing with its inquiries', async () => {
    const admin = await person('Alma');
    const agencyId = (await createAgency(db, admin, details))!;
    const adminAgent = (await membershipOf(db, admin.id))!.agentId;
    const agent = await person('Aki');
    const colleague = await person('Cora');
    const agentId = await ensureOwnerAgent(db, agent);
    const colleagueId = await ensureOwnerAgent(db, colleague);
    await db.update(agents).set({ agencyId, agencyRole: 'agent' }).where(eq(agents.id, agentId));
    await db
      .update(agents)
      .set({ agencyId, agencyRole: 'agent' })
      .where(eq(agents.id, colleagueId));

    expect(await changeMemberRole(db, admin.id, adminAgent, 'agent')).toBe('lastAdmin');
    expect(await removeMember(db, admin.id, adminAgent)).toBe('lastAdmin');
    // An agent manages no member.
    expect(await changeMemberRole(db, agent.id, colleagueId, 'admin')).toBeNull();
    expect(await reassignListing(db, agent.id, 1, colleagueId)).toBe(false);

    const home = await listing(agentId, agencyId, 1);
    const [inquiry] = await db
      .insert(inquiries)
      .values({ agentId, propertyId: home, name: 'Vera', email: 'v@example.com', message: 'Hi' })
      .returning({ id: inquiries.id });
    const whose = async () => {
      const [row] = await db
        .select({ home: properties.agentId, inquiry: inquiries.agentId })
        .from(properties)
        .innerJoin(inquiries, eq(inquiries.propertyId, properties.id))
        .where(eq(inquiries.id, inquiry!.id));
      return row;
    };
    expect(await reassignListing(db, admin.id, home, colleagueId)).toBe(true);
    expect(await whose()).toEqual({ home: colleagueId, inquiry: colleagueId });
    // Another agency's listing, or a member of another agency: no.
    const outsider = await person('Otto');
    const outsiderAgency = (await createAgency(db, outsider, { ...details, name: 'Rival' }))!;
    const theirs = await listing((await membershipOf(db, outsider.id))!.agentId, outsiderAgency, 2);
    expect(await reassignListing(db, admin.id, theirs, colleagueId)).toBe(false);
    expect(
      await reassignListing(db, admin.id, home, (await membershipOf(db, outsider.id))!.agentId),
    ).toBe(false);

    expect(await removeMember(db, admin.id, colleagueId)).toBe('done');
    expect(await membershipOf(db, colleague.id)).toBeNull();
    expect(await whose()).toEqual({ home: adminAgent, inquiry: adminAgent });

    expect(await changeMemberRole(db, admin.id, agentId, 'admin')).toBe('done');
    expect(await membershipOf(db, agent.id)).toMatchObject({ role: 'admin' });
  });

  it('keeps the logo through the photos’ pipeline, and a draft thrown away leaves it', async () => {
    const admin = await person('Lou');
    const agencyId = (await createAgency(db, admin, details))!;
    const png = await sharp({
      create: { width: 300, height: 120, channels: 3, background: { r: 20, g: 60, b: 200 } },
    })
      .png()
      .toBuffer();
    const result = await setAgencyLogo(db, admin.id, new Uint8Array(png), 'image/png');
    expect(result).toMatchObject({ ok: true });
    const [row] = await db
      .select({ logoKey: agencies.logoKey })
      .from(agencies)
      .where(eq(agencies.id, agencyId));
    expect(result).toEqual({ ok: true, logo: `/photos/${row!.logoKey}/240.jpg` });
    await discardDraftPhotos(db, 0);
    expect(await db.select().from(photos).where(eq(photos.key, row!.logoKey!))).toHaveLength(1);
    // Not an admin: nothing.
    const agent = await person('Nia');
    expect(await setAgencyLogo(db, agent.id, new Uint8Array(png), 'image/png')).toBeNull();
    expect(
      await setAgencyLogo(db, admin.id, new TextEncoder().encode('<svg/>'), 'image/svg+xml'),
    ).toEqual({ ok: false, reason: 'photos.error.svg' });
  });
});
