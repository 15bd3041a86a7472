import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { agents, inquiries, properties, users } from '~/db/schema';

import { INQUIRIES_PER_PAGE } from '~/lib/forms/inquiry';

import { openTestDatabase } from '../../tests/unit/test-database';
import { getAgent, listAgentHomes } from './agents.server';
import {
  countUnreadInquiries,
  listReceived,
  listSent,
  sendInquiry,
  setInquiryAnswered,
} from './inquiries.server';
import { openConversation } from './inquiry-thread.server';
import { getProperty } from './properties.server';
import { createProperty, updateProperty } from './property-writes.server';

const JAPANESE = /^[\u3040-\u30ff\u4e00-\u9fff\uff06\s・]+$/u;

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;

beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(() => handle?.close());

let people = 0;
/** An account that lists one home of its own, as an owner does once they have listed. */
async function newOwner() {
  const n = ++people;
  // An account as a social sign-in makes it, without a password: no slow hash for each owner.
  const [user] = await db
    .insert(users)
    .values({ name: `Owner ${n}`, email: `owner${n}@example.com` })
    .returning({ id: users.id });
  const [agent] = await db
    .insert(agents)
    .values({ userId: user!.id, name: `Owner ${n}`, languages: ['en'] })
    .returning({ id: agents.id });
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...home
  } = buildProperty(seededFaker(7_000 + n), 20_000 + n);
  const homeId = await createProperty(db, {
    ...home,
    name: `Owner ${n}'s flat`,
    agentId: agent!.id,
  });
  return { userId: user!.id, agentId: agent!.id, homeId };
}

const letter = (agentId: number, propertyId: number, senderId?: number) => ({
  agentId,
  propertyId,
  senderId,
  name: 'Vera Visitor',
  email: 'vera@example.com',
  message: 'Is the flat still free?',
});

describe('inquiries', () => {
  it('store an inquiry in the lister’s inbox with the home’s name, unread and unanswered', async () => {
    const owner = await newOwner();
    const id = await sendInquiry(db, {
      ...letter(owner.agentId, owner.homeId),
      phone: '+1 555 0100',
      viewingAt: new Date('2026-12-01T10:30:00Z'),
    });
    expect(id).toBeTypeOf('number');
    const inbox = await listReceived(db, owner.userId, 0);
    expect(inbox.total).toBe(1);
    expect(inbox.unread).toBe(1);
    expect(inbox.items[0]).toMatchObject({
      id,
      propertyId: owner.homeId,
      propertyName: `Owner ${people}'s flat`,
      name: 'Vera Visitor',
      excerpt: 'Is the flat still free?',
      readAt: null,
      answeredAt: null,
    });
    expect(new Date(inbox.items[0]!.viewingAt!).toISOString()).toBe('2026-12-01T10:30:00.000Z');
  });

  it('refuse a home that is not the lister’s, a draft, a hidden home and a lister that does not exist', async () => {
    const [a, b] = [await newOwner(), await newOwner()];
    expect(await sendInquiry(db, letter(a.agentId, b.homeId))).toBeNull();
    expect(await sendInquiry(db, letter(999_999, a.homeId))).toBeNull();
    expect(await sendInquiry(db, { ...letter(999_999, 1), propertyId: undefined })).toBeNull();
    await updateProperty(db, a.homeId, { status: 'draft' });
    expect(await sendInquiry(db, letter(a.agentId, a.homeId))).toBeNull();
    await updateProperty(db, a.homeId, { status: 'available', hiddenAt: new Date() });
    expect(await sendInquiry(db, letter(a.agentId, a.homeId))).toBeNull();
    expect((await listReceived(db, a.userId, 0)).total).toBe(0);
  });

  it('keep an inquiry to a generated agent in that agent’s inbox, and one without a home', async () => {
    const [home] = await db
      .select({ id: properties.id, agentId: properties.agentId })
      .from(properties)
      .where(eq(properties.id, 3));
    const id = await sendInquiry(db, letter(home!.agentId!, home!.id));
    const generalId = await sendInquiry(db, {
      ...letter(home!.agentId!, 0),
      propertyId: undefined,
    });
    const rows = await db
      .select({ agentId: inquiries.agentId, propertyName: inquiries.propertyName })
      .from(inquiries)
      .where(eq(inquiries.id, generalId!));
    expect(id).toBeTypeOf('number');
    expect(rows).toEqual([{ agentId: home!.agentId, propertyName: null }]);
  });

  it('count the unread, mark one read as it is opened, and answered or not answered again', async () => {
    const owner = await newOwner();
    const first = (await sendInquiry(db, letter(owner.agentId, owner.homeId)))!;
    await sendInquiry(db, letter(owner.agentId, owner.homeId));
    expect(await countUnreadInquiries(db, owner.userId)).toBe(2);
    // The inquiry a request opens counts as read already (the root loader's badge).
    expect(await countUnreadInquiries(db, owner.userId, first)).toBe(1);
    const member = { id: owner.userId, role: 'member' as const };
    const opened = (await openConversation(db, member, first))?.inquiry;
    expect(opened).toMatchObject({ id: first, email: 'vera@example.com' });
    expect(opened!.readAt).not.toBeNull();
    expect(await countUnreadInquiries(db, owner.userId)).toBe(1);
    // Opening again keeps the first reading's time.
    expect((await openConversation(db, member, first))!.inquiry.readAt).toEqual(opened!.readAt);
    expect(await setInquiryAnswered(db, owner.userId, first, true)).toBe(true);
    expect(
      (await listReceived(db, owner.userId, 0)).items.find((i) => i.id === first),
    ).toMatchObject({ answeredAt: expect.any(Date) });
    expect(await setInquiryAnswered(db, owner.userId, first, false)).toBe(true);
    const again = (await listReceived(db, owner.userId, 0)).items.find((i) => i.id === first);
    expect(again!.answeredAt).toBeNull();
    expect(again!.readAt).not.toBeNull();
  });

  it('show another account nothing of an owner’s inquiries, and change nothing for it; its sender reads the conversation without marking it read', async () => {
    const [owner, other] = [await newOwner(), await newOwner()];
    const id = (await sendInquiry(db, letter(owner.agentId, owner.homeId, other.userId)))!;
    const third = await newOwner();
    expect(await openConversation(db, { id: third.userId, role: 'member' }, id)).toBeNull();
    expect((await openConversation(db, { id: other.userId, role: 'member' }, id))?.role).toBe(
      'visitor',
    );
    expect(await setInquiryAnswered(db, other.userId, id, true)).toBe(false);
    expect((await listReceived(db, other.userId, 0)).total).toBe(0);
    expect(await countUnreadInquiries(db, other.userId)).toBe(0);
    const inbox = await listReceived(db, owner.userId, 0);
    expect(inbox.items[0]).toMatchObject({ id, readAt: null, answeredAt: null });
  });

  it('list what an account sent, newest first, with whether it was answered', async () => {
    const [owner, sender] = [await newOwner(), await newOwner()];
    const older = (await sendInquiry(db, letter(owner.agentId, owner.homeId, sender.userId)))!;
    const newer = (await sendInquiry(db, letter(owner.agentId, owner.homeId, sender.userId)))!;
    await sendInquiry(db, letter(owner.agentId, owner.homeId));
    await setInquiryAnswered(db, owner.userId, older, true);
    const sent = await listSent(db, sender.userId, 0);
    expect(sent.total).toBe(2);
    expect(sent.items.map((i) => i.id)).toEqual([newer, older]);
    expect(sent.items[0]).toMatchObject({ agentName: `Owner ${people - 1}`, answeredAt: null });
    expect(sent.items[1]!.answeredAt).not.toBeNull();
    expect((await listSent(db, owner.userId, 0)).total).toBe(0);
  });

  it('page the inbox, ten at a time, newest first', async () => {
    const owner = await newOwner();
    const ids: number[] = [];
    for (let i = 0; i < INQUIRIES_PER_PAGE + 2; i++) {
      ids.push((await sendInquiry(db, letter(owner.agentId, owner.homeId)))!);
    }
    const [first, second] = [
      await listReceived(db, owner.userId, 0),
      await listReceived(db, owner.userId, 1),
    ];
    expect(first.pageCount).toBe(2);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(ids.reverse());
  });
});

describe('agents', () => {
  it('find a generated agent and an owner’s profile, and nothing for an unknown id', async () => {
    const agent = await getAgent(db, 1);
    expect(agent).toMatchObject({ id: 1, userId: null, agency: expect.any(String) });
    expect(agent!.viewingHours!.days.length).toBeGreaterThan(0);
    const owner = await newOwner();
    expect(await getAgent(db, owner.agentId)).toMatchObject({
      userId: owner.userId,
      agency: null,
    });
    expect(await getAgent(db, 999_999)).toBeNull();
  });

  it('name a generated agent and their agency in Japanese on Japanese pages, with the same portrait', async () => {
    const [stored] = await db.select().from(agents).where(eq(agents.id, 8));
    const japanese = await getAgent(db, 8, 'ja');
    expect(await getAgent(db, 8)).toMatchObject({ name: stored!.name, agency: stored!.agency });
    expect(japanese).toMatchObject({ name: stored!.nameJa, agency: stored!.agencyJa });
    expect(`${japanese!.name}${japanese!.agency}`).toMatch(JAPANESE);
    // The portrait is drawn from the stored name, so it is the same person in both languages.
    expect(japanese!.portrait).toBe(stored!.name);
    // A home's page names its lister the same way, and an account's sent inquiries too.
    const property = await getProperty(db, 1, { lang: 'ja' });
    const lister = await getAgent(db, property!.lister!.id, 'ja');
    expect(property!.lister).toMatchObject({ name: lister!.name, agency: lister!.agency });
    const sender = await newOwner();
    await sendInquiry(db, { ...letter(8, 0, sender.userId), propertyId: undefined });
    const [sent] = (await listSent(db, sender.userId, 0)).items;
    expect(sent).toMatchObject({ agentName: stored!.name, agentNameJa: stored!.nameJa });
    // An owner's own profile stays as they wrote it.
    const owner = await newOwner();
    expect(await getAgent(db, owner.agentId, 'ja')).toMatchObject({
      name: (await getAgent(db, owner.agentId))!.name,
      agency: null,
    });
  });

  it('list an agent’s homes a search shows, newest first, six a page', async () => {
    const [home] = await db
      .select({ agentId: properties.agentId })
      .from(properties)
      .where(eq(properties.id, 1));
    const all = await db
      .select({ id: properties.id, status: properties.status, createdAt: properties.createdAt })
      .from(properties)
      .where(eq(properties.agentId, home!.agentId!));
    const shown = all
      .filter((p) => p.status === 'available' || p.status === 'under_offer')
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((p) => p.id);
    const first = await listAgentHomes(db, home!.agentId!, 0);
    expect(first.total).toBe(shown.length);
    expect(first.properties.map((p) => p.id)).toEqual(shown.slice(0, 6));
    const owner = await newOwner();
    await updateProperty(db, owner.homeId, { status: 'closed' });
    expect((await listAgentHomes(db, owner.agentId, 0)).total).toBe(0);
  });
});
