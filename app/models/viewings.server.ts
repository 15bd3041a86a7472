import { and, eq, gt, ne, sql } from 'drizzle-orm';

import type { Database } from '~/db/client.server';
import { placeZone } from '~/lib/catalog-places';
import { agents, inquiries, properties, type ViewingStatus } from '~/db/schema';
import { slotKey, slotProblem, viewingMoment, viewingSlots } from '~/lib/viewing-slots';
import { wallClock } from '~/lib/zoned-time';

import { inquiryAccess, type InquiryReader } from './inquiry-access.server';
import type { InquiryNotice } from './inquiries.server';
import type { ViewingParty } from './inquiry-mail.server';

/**
 * Booking a viewing (docs/product.md#booking-a-viewing): the visitor asks for a slot with the
 * inquiry; the lister confirms it, proposes another or declines; the visitor accepts or declines a
 * proposal; either cancels. A confirmed time is the lister's once: it is not offered to another
 * visitor, and two confirmations of one time are taken in turn (the lister's row is locked) so
 * the second finds the first. Each change's emails, and the day-before reminder, go through the
 * queue.
 */

export const VIEWING_INTENTS = [
  'confirm',
  'decline',
  'propose',
  'accept',
  'cancel',
  'move',
] as const;
export type ViewingIntent = (typeof VIEWING_INTENTS)[number];

/** What each party may do to a viewing in each state; anything else finds it changed. */
const ALLOWED: Record<'lister' | 'visitor', Partial<Record<ViewingStatus, ViewingIntent[]>>> = {
  lister: {
    asked: ['confirm', 'propose', 'decline'],
    proposed: ['cancel'],
    confirmed: ['move', 'cancel'],
  },
  visitor: { asked: ['cancel'], proposed: ['accept', 'decline'], confirmed: ['cancel'] },
};

/** The intents a party may use now: what the conversation's page offers. */
export function viewingIntents(role: string, status: ViewingStatus | null) {
  if (!status || (role !== 'lister' && role !== 'visitor')) return [];
  return ALLOWED[role][status] ?? [];
}

/** The reminder goes this long before the viewing (docs/product.md#booking-a-viewing). */
export const REMINDER_HOURS_BEFORE = 24;

/**
 * The slots (`YYYY-MM-DDTHH:MM` on the home's clock) this lister has confirmed from now on: the
 * times not offered to another visitor.
 */
export async function takenSlots(
  db: Pick<Database, 'select'>,
  agentId: number,
  zone: string,
  except?: number,
) {
  const rows = await db
    .select({ at: inquiries.viewingAt })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.agentId, agentId),
        eq(inquiries.viewingStatus, 'confirmed'),
        gt(inquiries.viewingAt, sql`now()`),
        except === undefined ? undefined : ne(inquiries.id, except),
      ),
    );
  return rows.flatMap(({ at }) => {
    if (!at) return [];
    const clock = wallClock(at, zone);
    return [slotKey(clock.date, clock.time)];
  });
}

export type ViewingOutcome =
  | { ok: true; done: 'confirmed' | 'proposed' | 'declined' | 'cancelled' | 'moved' }
  | { ok: false; reason: 'not-found' | 'stale' | 'conflict' | 'viewingDate' | 'viewingTime' };

/**
 * One answer to a viewing, by one of its parties (`inquiryAccess` decides who that is): checked
 * against the viewing's state as it stands, the new time (a proposal or a move) against the
 * lister's slots on the home's clock, then written in one transaction that locks the lister's
 * row first, and its emails queued.
 */
export async function answerViewing(
  db: Database,
  {
    reader,
    id,
    intent,
    date,
    time,
    notice,
    now = new Date(),
  }: {
    reader: InquiryReader;
    id: number | undefined;
    intent: ViewingIntent;
    date?: string;
    time?: string;
    notice: InquiryNotice;
    now?: Date;
  },
): Promise<ViewingOutcome> {
  const access = await inquiryAccess(db, reader, id);
  if (!access || access.role === 'moderator') return { ok: false, reason: 'not-found' };
  const role = access.role;
  const inquiryId = access.inquiryId;
  const outcome = await db.transaction(async (tx) => {
    const [head] = await tx
      .select({ agentId: inquiries.agentId })
      .from(inquiries)
      .where(eq(inquiries.id, inquiryId));
    if (!head) return { ok: false as const, reason: 'not-found' as const };
    // Every change of this lister's viewings is taken in turn.
    const [agent] = await tx
      .select({ hours: agents.viewingHours })
      .from(agents)
      .where(eq(agents.id, head.agentId))
      .for('update');
    const [row] = await tx
      .select({
        status: inquiries.viewingStatus,
        at: inquiries.viewingAt,
        sequence: inquiries.viewingSequence,
        location: properties.location,
      })
      .from(inquiries)
      .leftJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(eq(inquiries.id, inquiryId));
    if (!row || !agent) return { ok: false as const, reason: 'not-found' as const };
    if (!viewingIntents(role, row.status).includes(intent)) {
      return { ok: false as const, reason: 'stale' as const };
    }
    const zone = placeZone(row.location);
    let at = row.at;
    if (intent === 'propose' || intent === 'move') {
      const slots = viewingSlots(agent.hours, {
        zone,
        now,
        taken: await takenSlots(tx, head.agentId, zone, inquiryId),
      });
      const problem = slotProblem(slots, date ?? '', time ?? '');
      if (problem) {
        const reason = problem === 'taken' ? ('conflict' as const) : problem;
        return { ok: false as const, reason };
      }
      at = viewingMoment(date!, time!, zone)!;
    }
    if (!at) return { ok: false as const, reason: 'stale' as const };
    const confirming = intent === 'confirm' || intent === 'accept' || intent === 'move';
    if (confirming) {
      const clash = await takenSlots(tx, head.agentId, zone, inquiryId);
      const clock = wallClock(at, zone);
      if (clash.includes(slotKey(clock.date, clock.time))) {
        return { ok: false as const, reason: 'conflict' as const };
      }
    }
    const status: ViewingStatus = confirming
      ? 'confirmed'
      : intent === 'propose'
        ? 'proposed'
        : intent === 'decline'
          ? 'declined'
          : 'cancelled';
    // The calendar's SEQUENCE counts each change of what the parties' calendars hold.
    const sequence = row.sequence + (confirming || row.status === 'confirmed' ? 1 : 0);
    await tx
      .update(inquiries)
      .set({ viewingStatus: status, viewingAt: at, viewingSequence: sequence })
      .where(eq(inquiries.id, inquiryId));
    return { ok: true as const, status, at, sequence, was: row.status };
  });
  if (!outcome.ok) return outcome;
  const { status, at, sequence, was } = outcome;
  const iso = at.toISOString();
  const other: ViewingParty = role === 'lister' ? 'visitor' : 'lister';
  const mail = (
    change: 'confirmed' | 'changed' | 'cancelled' | 'proposed' | 'declined',
    to: ViewingParty[],
  ) =>
    notice.jobs.send('viewing-update', {
      inquiryId,
      change,
      at: iso,
      sequence,
      to,
      origin: notice.origin,
    });
  if (status === 'confirmed') {
    await mail(intent === 'move' ? 'changed' : 'confirmed', ['lister', 'visitor']);
    const wait = at.getTime() - REMINDER_HOURS_BEFORE * 3_600_000 - now.getTime();
    // Confirmed less than a day ahead, the confirmation is the reminder.
    if (wait > 0) {
      await notice.jobs.send(
        'viewing-reminder',
        { inquiryId, at: iso, sequence, origin: notice.origin },
        { delaySeconds: Math.ceil(wait / 1000) },
      );
    }
    return { ok: true, done: intent === 'move' ? 'moved' : 'confirmed' };
  }
  if (status === 'proposed') {
    await mail('proposed', ['visitor']);
    return { ok: true, done: 'proposed' };
  }
  if (status === 'cancelled' && was === 'confirmed') {
    // A confirmed viewing leaves both calendars.
    await mail('cancelled', ['lister', 'visitor']);
  } else {
    await mail(status === 'declined' ? 'declined' : 'cancelled', [other]);
  }
  return { ok: true, done: status };
}

/** No visit offered: a lister's own page, where no home is named (docs/product.md#the-form). */
export const NO_SLOTS = { days: [], times: [], zone: 'UTC', taken: [] };

/**
 * The slots an inquiry about this lister's home may ask for: their hours on the home's clock,
 * without the times they have confirmed for other visitors. None without a home, or for a home
 * that is not theirs.
 */
export async function inquirySlots(
  db: Database,
  agent: { id: number; viewingHours: Parameters<typeof viewingSlots>[0] },
  propertyId: number | undefined,
  now = new Date(),
) {
  if (propertyId === undefined) return NO_SLOTS;
  const [home] = await db
    .select({ location: properties.location })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.agentId, agent.id)));
  if (!home) return NO_SLOTS;
  const zone = placeZone(home.location);
  return viewingSlots(agent.viewingHours, {
    zone,
    now,
    taken: await takenSlots(db, agent.id, zone),
  });
}
