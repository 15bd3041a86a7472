import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '~/db/client.server';
import { buildProperty, seededFaker } from '~/db/factories';
import { agents, inquiries, users } from '~/db/schema';
import type { Role } from '~/lib/owners-desk';
import { viewingSlots } from '~/lib/viewing-slots';

import {
  TEST_MAIL_SECRET,
  TEST_ORIGIN as ORIGIN,
  type SmtpTestServer,
} from '../../tests/unit/smtp-test-server';
import { databaseWithMail } from '../../tests/unit/mail-harness';
import { sendInquiry } from './inquiries.server';
import { inquiryAccess } from './inquiry-access.server';
import { openConversation, replyToInquiry, reportInquiry } from './inquiry-thread.server';
import { jobHandlers } from './jobs/handlers.server';
import type { JobName, JobPayloads, JobSender } from './jobs/jobs.server';
import type { Mailer } from './mail/mailer.server';
import { createProperty } from './property-writes.server';
import { rateLimitsIn } from './rate-limits.server';
import { answerViewing, inquirySlots } from './viewings.server';

/**
 * Leads, conversations and viewings (docs/product.md#a-lister-hears-at-once, #the-conversation,
 * #booking-a-viewing): the model and its emails, through a real SMTP server; each job the model
 * queues is worked by the site's own handlers, and what arrives is counted.
 */
let db: Database;
let smtp: SmtpTestServer;
let mailer: Mailer;
const harness = databaseWithMail();
beforeAll(() => void ({ db, smtp, mailer } = harness));

/** A queue that keeps what is put in it, worked on demand by the site's handlers. */
function heldJobs() {
  const queued: { name: JobName; data: unknown; delaySeconds?: number }[] = [];
  const jobs: JobSender = {
    send: async (name, data, options) => {
      queued.push({ name, data, delaySeconds: options?.delaySeconds });
    },
  };
  /** Works the jobs due now; those put off (a reminder) stay in `queued`. */
  const work = async () => {
    const handlers = jobHandlers({ db, mail: { mailer, secret: TEST_MAIL_SECRET }, jobs });
    for (;;) {
      const due = queued.findIndex((job) => !job.delaySeconds);
      if (due < 0) return;
      const [job] = queued.splice(due, 1) as [(typeof queued)[number]];
      await (handlers[job.name] as (data: JobPayloads[JobName]) => Promise<void>)(
        job.data as JobPayloads[JobName],
      );
    }
  };
  return { jobs, queued, work, notice: { jobs, origin: ORIGIN } };
}

let people = 0;
async function account(role: Role = 'member', mail: Partial<typeof users.$inferInsert> = {}) {
  const n = ++people;
  const [user] = await db
    .insert(users)
    .values({ name: `Person ${n}`, email: `person${n}-${Date.now()}@example.com`, role, ...mail })
    .returning({ id: users.id, email: users.email, role: users.role });
  return user!;
}

/** An owner with a Tokyo flat, viewable every day 10:00–12:00 on Tokyo's clock. */
async function tokyoOwner(mail: Partial<typeof users.$inferInsert> = {}) {
  const user = await account('member', mail);
  const [agent] = await db
    .insert(agents)
    .values({
      userId: user.id,
      name: `Owner ${user.id}`,
      languages: ['en'],
      viewingHours: { days: [0, 1, 2, 3, 4, 5, 6], from: '10:00', to: '12:00' },
    })
    .returning({ id: agents.id, viewingHours: agents.viewingHours });
  const {
    searchText: _t,
    searchWords: _w,
    createdAt: _c,
    ...home
  } = buildProperty(seededFaker(9_000 + user.id), 30_000 + user.id);
  const homeId = await createProperty(db, {
    ...home,
    name: `Flat of ${user.id}`,
    location: 'Tokyo, Japan',
    price: 812_000,
    listingType: 'sale',
    agentId: agent!.id,
  });
  return { user, agent: agent!, homeId };
}

const inbox = (address: string) => smtp.received.filter((m) => m.to.includes(address));

describe('a lister hears at once', () => {
  it('gets each inquiry by email, in their language: who, the message, the home’s photo and price, the viewing on Tokyo’s clock and the link to reply', async () => {
    const owner = await tokyoOwner({ mailLanguage: 'ja' });
    const queue = heldJobs();
    const slots = await inquirySlots(db, owner.agent, owner.homeId);
    expect(slots.zone).toBe('Asia/Tokyo');
    const day = slots.days[0]!;
    const id = await sendInquiry(
      db,
      {
        agentId: owner.agent.id,
        propertyId: owner.homeId,
        name: 'Vera Visitor',
        email: 'vera@example.com',
        phone: '+1 555 0100',
        message: 'Is the balcony <south>-facing?',
        viewingAt: new Date(`${day}T01:30:00Z`),
      },
      queue.notice,
    );
    await queue.work();
    const [lead, ...more] = inbox(owner.user.email);
    expect(more).toHaveLength(0);
    expect(lead!.parsed.subject).toContain('新しいお問い合わせ');
    expect(lead!.parsed.text).toContain('Vera Visitor');
    expect(lead!.parsed.text).toContain('> Is the balcony <south>-facing?');
    expect(lead!.parsed.text).toContain('$812,000');
    // 01:30 UTC is 10:30 in Tokyo.
    expect(lead!.parsed.text).toMatch(/内見の希望:.*10:30/);
    expect(lead!.parsed.text).toContain(`${ORIGIN}/ja/account/inquiries/${id}`);
    expect(lead!.parsed.html).toContain('Is the balcony &lt;south&gt;-facing?');
    expect(lead!.parsed.html).toMatch(/<img src="[^"]+"/);
    // Neither party's private address is where a reply goes.
    expect(lead!.parsed.replyTo?.text).toContain('news@roofline.example');
    // Sent once, whatever asks again.
    await queue.jobs.send('inquiry-lead', { inquiryId: id!, origin: ORIGIN });
    await queue.work();
    expect(inbox(owner.user.email)).toHaveLength(1);
  });

  it('sends nothing to a lister who turned inquiry emails off, nor to a generated agent; the inbox keeps both', async () => {
    const off = await tokyoOwner({ mailOff: ['inquiries'] });
    const [generated] = await db
      .insert(agents)
      .values({ name: 'Generated Agent', agency: 'Agency', languages: ['en'] })
      .returning({ id: agents.id });
    const queue = heldJobs();
    const letter = { name: 'Ann', email: 'ann@example.com', message: 'Hello' };
    await sendInquiry(db, { ...letter, agentId: off.agent.id }, queue.notice);
    await sendInquiry(db, { ...letter, agentId: generated!.id }, queue.notice);
    expect(queue.queued).toHaveLength(2);
    await queue.work();
    expect(smtp.received).toHaveLength(0);
  });
});

describe('who reads a conversation (one function, every kind of account)', () => {
  it('is its two parties, and a moderator only once it is reported; 404 to anyone else, for reads and writes alike', async () => {
    const owner = await tokyoOwner();
    const sender = await account();
    const other = await account();
    const moderator = await account('moderator');
    const admin = await account('admin');
    const queue = heldJobs();
    const id = (await sendInquiry(
      db,
      {
        agentId: owner.agent.id,
        propertyId: owner.homeId,
        senderId: sender.id,
        name: 'Sam',
        email: sender.email,
        message: 'Hello',
      },
      queue.notice,
    ))!;
    const perDay = rateLimitsIn(db, 30, 86_400);
    const sweep = async () => {
      const seen: Record<string, string | null> = {};
      for (const [who, reader] of [
        ['visitor', null],
        ['other member', other],
        ['lister', owner.user],
        ['sender', sender],
        ['moderator', moderator],
        ['admin', admin],
      ] as const) {
        const access = await inquiryAccess(db, reader, id);
        const opened = await openConversation(db, reader, id);
        expect(opened?.role ?? null, who).toBe(access?.role ?? null);
        seen[who] = access?.role ?? null;
        if (access === null || access.role === 'moderator') {
          // Neither a stranger nor a moderator writes in it.
          const reply = await replyToInquiry(db, {
            reader,
            id,
            message: 'x',
            perDay,
            notice: queue.notice,
          });
          expect(reply, who).toEqual({ ok: false, reason: 'not-found' });
          const viewing = await answerViewing(db, {
            reader,
            id,
            intent: 'cancel',
            notice: queue.notice,
          });
          expect(viewing, who).toEqual({ ok: false, reason: 'not-found' });
          expect(await reportInquiry(db, reader, id), who).toBe(false);
        }
      }
      return seen;
    };
    expect(await sweep()).toEqual({
      visitor: null,
      'other member': null,
      lister: 'lister',
      sender: 'visitor',
      moderator: null,
      admin: null,
    });
    // A missing id is no one's.
    expect(await inquiryAccess(db, owner.user, 2_147_483_647)).toBeNull();
    expect(await reportInquiry(db, sender, id)).toBe(true);
    expect(await sweep()).toEqual({
      visitor: null,
      'other member': null,
      lister: 'lister',
      sender: 'visitor',
      moderator: 'moderator',
      admin: 'moderator',
    });
  });
});

describe('the conversation', () => {
  it('emails each reply to the other party, says who wrote what and when, answers the inquiry, and stores a double send once', async () => {
    const owner = await tokyoOwner();
    const sender = await account();
    const queue = heldJobs();
    const id = (await sendInquiry(
      db,
      {
        agentId: owner.agent.id,
        propertyId: owner.homeId,
        senderId: sender.id,
        name: 'Sam Sender',
        email: sender.email,
        message: 'Is it quiet?',
        language: 'en',
      },
      queue.notice,
    ))!;
    await queue.work();
    smtp.received.length = 0;
    const perDay = rateLimitsIn(db, 30, 86_400);
    const send = (reader: { id: number; role: Role }, message: string) =>
      replyToInquiry(db, { reader, id, message, perDay, notice: queue.notice });
    const first = await send(owner.user, 'Very quiet: a garden behind.');
    expect(first).toMatchObject({ ok: true, repeated: false });
    expect(await send(owner.user, 'Very quiet: a garden behind.')).toMatchObject({
      ok: true,
      repeated: true,
    });
    await send(sender, 'Thank you!');
    await queue.work();
    const [toVisitor, ...moreToVisitor] = inbox(sender.email);
    const [toLister, ...moreToLister] = inbox(owner.user.email);
    expect(moreToVisitor).toHaveLength(0);
    expect(moreToLister).toHaveLength(0);
    expect(toVisitor!.parsed.text).toContain(`Owner ${owner.user.id} wrote on`);
    expect(toVisitor!.parsed.text).toContain('> Very quiet: a garden behind.');
    expect(toVisitor!.parsed.text).toContain(`${ORIGIN}/account/inquiries/${id}`);
    expect(toLister!.parsed.text).toContain('Sam Sender wrote on');
    for (const message of [toVisitor!, toLister!]) {
      const replyTo = message.parsed.replyTo?.text ?? '';
      expect(replyTo).toContain('news@roofline.example');
      expect(replyTo).not.toContain(sender.email);
      expect(replyTo).not.toContain(owner.user.email);
      expect(message.raw).not.toContain(message === toVisitor ? owner.user.email : sender.email);
    }
    const opened = await openConversation(db, sender, id);
    expect(opened!.replies.items.map((r) => [r.side, r.message])).toEqual([
      ['lister', 'Very quiet: a garden behind.'],
      ['visitor', 'Thank you!'],
    ]);
    const [row] = await db
      .select({ answeredAt: inquiries.answeredAt })
      .from(inquiries)
      .where(eq(inquiries.id, id));
    expect(row!.answeredAt).not.toBeNull();
  });

  it('limits the replies one account writes a day, over all its conversations', async () => {
    const owner = await tokyoOwner();
    const queue = heldJobs();
    const ids = [];
    for (const n of [1, 2]) {
      ids.push(
        (await sendInquiry(
          db,
          { agentId: owner.agent.id, name: `V${n}`, email: `v${n}@example.com`, message: 'Hi' },
          queue.notice,
        ))!,
      );
    }
    const perDay = rateLimitsIn(db, 3, 86_400);
    const outcomes = [];
    for (const n of [0, 1, 2, 3]) {
      outcomes.push(
        await replyToInquiry(db, {
          reader: owner.user,
          id: ids[n % 2],
          message: `Reply ${n}`,
          perDay,
          notice: queue.notice,
        }),
      );
    }
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true, false]);
    expect(outcomes[3]).toMatchObject({ ok: false, reason: 'limited' });
    expect((outcomes[3] as { retryAfter: number }).retryAfter).toBeGreaterThan(3600);
  });
});

describe('booking a viewing', () => {
  it('confirms with a calendar file to both, takes the slot from other visitors, and queues one reminder for the day before', async () => {
    const owner = await tokyoOwner();
    const [first, second] = [await account(), await account()];
    const queue = heldJobs();
    const slots = await inquirySlots(db, owner.agent, owner.homeId);
    const day = slots.days[3]!;
    const ask = async (who: { id: number; email: string }) =>
      (await sendInquiry(
        db,
        {
          agentId: owner.agent.id,
          propertyId: owner.homeId,
          senderId: who.id,
          name: 'Viewer',
          email: who.email,
          message: 'May I see it?',
          viewingAt: new Date(`${day}T01:00:00Z`),
        },
        queue.notice,
      ))!;
    const [a, b] = [await ask(first), await ask(second)];
    await queue.work();
    smtp.received.length = 0;
    expect(
      await answerViewing(db, {
        reader: owner.user,
        id: a,
        intent: 'confirm',
        notice: queue.notice,
      }),
    ).toEqual({ ok: true, done: 'confirmed' });
    const reminder = queue.queued.find((job) => job.name === 'viewing-reminder');
    const wait = new Date(`${day}T01:00:00Z`).getTime() - 86_400_000 - Date.now();
    expect(reminder!.delaySeconds).toBeGreaterThan(wait / 1000 - 60);
    expect(reminder!.delaySeconds).toBeLessThan(wait / 1000 + 60);
    // The same time for another visitor is taken: not offered, and not confirmed.
    const now = await inquirySlots(db, owner.agent, owner.homeId);
    expect(now.taken).toEqual([`${day}T10:00`]);
    expect(
      await answerViewing(db, {
        reader: owner.user,
        id: b,
        intent: 'confirm',
        notice: queue.notice,
      }),
    ).toEqual({ ok: false, reason: 'conflict' });
    // The visitor cannot confirm their own ask.
    expect(
      await answerViewing(db, { reader: second, id: b, intent: 'confirm', notice: queue.notice }),
    ).toEqual({ ok: false, reason: 'stale' });
    await queue.work();
    const [toVisitor] = inbox(first.email);
    const [toLister] = inbox(owner.user.email);
    expect(inbox(first.email)).toHaveLength(1);
    expect(inbox(owner.user.email)).toHaveLength(1);
    for (const message of [toVisitor!, toLister!]) {
      expect(message.parsed.subject).toMatch(/Viewing confirmed: .*10:00/);
      const ics = message.parsed.attachments.find((file) => file.filename === 'viewing.ics');
      const text = ics!.content.toString('utf8');
      expect(text).toContain('METHOD:REQUEST');
      expect(text).toMatch(/DTSTART:\d{8}T010000Z/);
      expect(text).toContain('STATUS:CONFIRMED');
      expect(text).toContain('SEQUENCE:1');
    }
    // The reminder, worked now, is sent once to each; asked again, nothing more.
    await queue.jobs.send('viewing-reminder', reminder!.data as JobPayloads['viewing-reminder']);
    await queue.jobs.send('viewing-reminder', reminder!.data as JobPayloads['viewing-reminder']);
    await queue.work();
    expect(inbox(first.email).filter((m) => m.parsed.subject?.startsWith('Tomorrow'))).toHaveLength(
      1,
    );
    // Moved: a new calendar file with the next sequence; the old reminder sends nothing.
    smtp.received.length = 0;
    const later = slots.days[5]!;
    expect(
      await answerViewing(db, {
        reader: owner.user,
        id: a,
        intent: 'move',
        date: later,
        time: '11:00',
        notice: queue.notice,
      }),
    ).toEqual({ ok: true, done: 'moved' });
    await queue.jobs.send('viewing-reminder', reminder!.data as JobPayloads['viewing-reminder']);
    await queue.work();
    const moved = inbox(first.email);
    expect(moved.map((m) => m.parsed.subject)).toEqual([
      expect.stringMatching(/Viewing moved: .*11:00/),
    ]);
    expect(moved[0]!.parsed.attachments[0]!.content.toString('utf8')).toContain('SEQUENCE:2');
    // The first time is free again; the visitor cancels: both calendars lose it.
    expect((await inquirySlots(db, owner.agent, owner.homeId)).taken).toEqual([`${later}T11:00`]);
    smtp.received.length = 0;
    expect(
      await answerViewing(db, { reader: first, id: a, intent: 'cancel', notice: queue.notice }),
    ).toEqual({ ok: true, done: 'cancelled' });
    await queue.work();
    for (const address of [first.email, owner.user.email]) {
      const [cancelled, ...more] = inbox(address);
      expect(more).toHaveLength(0);
      const text = cancelled!.parsed.attachments[0]!.content.toString('utf8');
      expect(text).toContain('METHOD:CANCEL');
      expect(text).toContain('STATUS:CANCELLED');
      expect(text).toContain('SEQUENCE:3');
    }
    expect((await inquirySlots(db, owner.agent, owner.homeId)).taken).toEqual([]);
  });

  it('lets the lister propose another time and the visitor accept it; refuses a time out of the hours or the lost hour', async () => {
    const owner = await tokyoOwner();
    const visitor = await account();
    const queue = heldJobs();
    const slots = viewingSlots(owner.agent.viewingHours, { zone: 'Asia/Tokyo' });
    const id = (await sendInquiry(
      db,
      {
        agentId: owner.agent.id,
        propertyId: owner.homeId,
        senderId: visitor.id,
        name: 'Viewer',
        email: visitor.email,
        message: 'May I see it?',
        viewingAt: new Date(`${slots.days[1]}T02:00:00Z`),
      },
      queue.notice,
    ))!;
    const propose = (date: string, time: string) =>
      answerViewing(db, {
        reader: owner.user,
        id,
        intent: 'propose',
        date,
        time,
        notice: queue.notice,
      });
    expect(await propose(slots.days[1]!, '12:00')).toEqual({ ok: false, reason: 'viewingTime' });
    expect(await propose('2020-01-01', '10:00')).toEqual({ ok: false, reason: 'viewingDate' });
    expect(await propose('2026-02-30', '10:00')).toEqual({ ok: false, reason: 'viewingDate' });
    expect(await propose(slots.days[2]!, '11:30')).toEqual({ ok: true, done: 'proposed' });
    await queue.work();
    smtp.received.length = 0;
    expect(
      await answerViewing(db, { reader: visitor, id, intent: 'accept', notice: queue.notice }),
    ).toEqual({ ok: true, done: 'confirmed' });
    await queue.work();
    expect(inbox(visitor.email)[0]!.parsed.subject).toMatch(/Viewing confirmed: .*11:30/);
  });
});
