import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';

import type { Database } from '~/db/client.server';
import { placeZone } from '~/lib/catalog-places';
import { agents, inquiries, inquiryReplies, properties, users } from '~/db/schema';
import type { Language } from '~/i18n/i18n';

import { sendOnce } from './mail/deliveries.server';
import { inquiryLeadEmail, type MailHome } from './mail/inquiry-lead.server';
import { inquiryReplyEmail } from './mail/inquiry-reply.server';
import type { Mailer } from './mail/mailer.server';
import { viewingUpdateEmail, type ViewingChange } from './mail/viewing-update.server';

/** What the conversation's emails are sent with (the queue's worker has them). */
export type InquiryMail = {
  db: Database;
  mailer: Mailer;
  origin: string;
  leaseSeconds?: number;
};

/** A party to a conversation, as its emails reach them. */
type Party = {
  name: string;
  email: string;
  language: Language;
  /** They turned inquiry emails off (docs/product.md#a-lister-hears-at-once). */
  off: boolean;
  /** Without an account: no conversation page to open. */
  guest: boolean;
};

const listerUser = alias(users, 'lister_user');
const senderUser = alias(users, 'sender_user');

/**
 * An inquiry with its home and its two parties as the emails need them. The lister is the account
 * behind the lister's profile (an agent of an agency included); a generated agent has none, and
 * gets no email. The visitor is the address the inquiry gave, in the account's email language or
 * the page's it was sent from.
 */
export async function inquiryParties(db: Database, inquiryId: number) {
  const [row] = await db
    .select({
      id: inquiries.id,
      name: inquiries.name,
      email: inquiries.email,
      phone: inquiries.phone,
      message: inquiries.message,
      language: inquiries.language,
      viewingAt: inquiries.viewingAt,
      viewingStatus: inquiries.viewingStatus,
      viewingSequence: inquiries.viewingSequence,
      propertyId: inquiries.propertyId,
      propertyName: inquiries.propertyName,
      senderId: inquiries.senderId,
      home: {
        nameJa: properties.nameJa,
        location: properties.location,
        price: properties.price,
        listingType: properties.listingType,
        photos: properties.photos,
        address: properties.address,
      },
      agentName: agents.name,
      lister: {
        email: listerUser.email,
        mailLanguage: listerUser.mailLanguage,
        mailOff: listerUser.mailOff,
      },
      sender: { mailLanguage: senderUser.mailLanguage, mailOff: senderUser.mailOff },
    })
    .from(inquiries)
    .innerJoin(agents, eq(agents.id, inquiries.agentId))
    .leftJoin(properties, eq(properties.id, inquiries.propertyId))
    .leftJoin(listerUser, eq(listerUser.id, agents.userId))
    .leftJoin(senderUser, eq(senderUser.id, inquiries.senderId))
    .where(eq(inquiries.id, inquiryId));
  if (!row) return null;
  const home: MailHome = {
    id: row.propertyId,
    name: row.propertyName ?? '',
    nameJa: row.home?.nameJa,
    location: row.home?.location,
    price: row.home?.price,
    listingType: row.home?.listingType,
    photo: row.home?.photos[0]?.thumbnail,
    address: row.home?.address,
    zone: placeZone(row.home?.location),
  };
  const lister: Party | null =
    row.lister && row.lister.email
      ? {
          name: row.agentName,
          email: row.lister.email,
          language: row.lister.mailLanguage ?? 'en',
          off: (row.lister.mailOff ?? []).includes('inquiries'),
          guest: false,
        }
      : null;
  const visitor: Party = {
    name: row.name,
    email: row.email,
    language: row.sender?.mailLanguage ?? row.language,
    off: (row.sender?.mailOff ?? []).includes('inquiries'),
    guest: row.senderId === null,
  };
  return { inquiry: row, home, lister, visitor };
}

/**
 * The lead, to the lister at once (docs/product.md#a-lister-hears-at-once), once whatever retries:
 * nothing for a generated agent (no account to write to) or a lister who turned it off.
 */
export async function sendLeadMail(mail: InquiryMail, inquiryId: number) {
  const parties = await inquiryParties(mail.db, inquiryId);
  if (!parties?.lister) return 'no-account' as const;
  if (parties.lister.off) return 'off' as const;
  const { inquiry, home, lister } = parties;
  return sendOnce(
    mail.db,
    mail.mailer,
    `inquiry-lead:${inquiryId}`,
    () =>
      inquiryLeadEmail({
        to: lister.email,
        language: lister.language,
        origin: mail.origin,
        inquiryId,
        sender: { name: inquiry.name, phone: inquiry.phone },
        message: inquiry.message,
        home,
        viewingAt: inquiry.viewingAt,
      }),
    { leaseSeconds: mail.leaseSeconds },
  );
}

/** A reply, to the other party (docs/product.md#the-conversation), once. */
export async function sendReplyMail(mail: InquiryMail, replyId: number) {
  const [reply] = await mail.db
    .select({
      inquiryId: inquiryReplies.inquiryId,
      side: inquiryReplies.side,
      message: inquiryReplies.message,
      createdAt: inquiryReplies.createdAt,
    })
    .from(inquiryReplies)
    .where(eq(inquiryReplies.id, replyId));
  if (!reply) return 'gone' as const;
  const parties = await inquiryParties(mail.db, reply.inquiryId);
  if (!parties) return 'gone' as const;
  const [author, reader] =
    reply.side === 'lister'
      ? [parties.inquiry.agentName, parties.visitor]
      : [parties.inquiry.name, parties.lister];
  if (!reader) return 'no-account' as const;
  if (reader.off) return 'off' as const;
  return sendOnce(
    mail.db,
    mail.mailer,
    `inquiry-reply:${replyId}`,
    () =>
      inquiryReplyEmail({
        to: reader.email,
        language: reader.language,
        origin: mail.origin,
        inquiryId: reply.inquiryId,
        author,
        message: reply.message,
        sentAt: reply.createdAt,
        home: parties.home,
        guest: reader.guest,
      }),
    { leaseSeconds: mail.leaseSeconds },
  );
}

/** Which party a viewing's email goes to. */
export type ViewingParty = 'lister' | 'visitor';

/**
 * A viewing's news to the parties named (docs/product.md#booking-a-viewing), each once for this
 * change of this viewing: the key names the viewing, the change, its sequence and its time. A
 * reminder goes only while the viewing still stands confirmed at that time.
 */
export async function sendViewingMail(
  mail: InquiryMail,
  {
    inquiryId,
    change,
    at,
    sequence,
    to,
  }: {
    inquiryId: number;
    change: ViewingChange;
    at: string;
    sequence: number;
    to: ViewingParty[];
  },
) {
  const parties = await inquiryParties(mail.db, inquiryId);
  if (!parties) return [];
  if (change === 'reminder') {
    const { viewingStatus, viewingAt, viewingSequence } = parties.inquiry;
    const stands =
      viewingStatus === 'confirmed' &&
      viewingAt?.toISOString() === at &&
      viewingSequence === sequence;
    if (!stands) return [];
  }
  const outcomes: string[] = [];
  for (const party of to) {
    const reader = party === 'lister' ? parties.lister : parties.visitor;
    // A viewing's email is about an appointment: sent even to a reader who turned the
    // inquiry emails off, as a booking's confirmation is; never to a generated agent.
    if (!reader) continue;
    const key =
      change === 'reminder'
        ? `viewing-reminder:${inquiryId}:${at}:${party}`
        : `viewing:${inquiryId}:${change}:${sequence}:${at}:${party}`;
    outcomes.push(
      await sendOnce(
        mail.db,
        mail.mailer,
        key,
        () =>
          viewingUpdateEmail({
            to: reader.email,
            language: reader.language,
            origin: mail.origin,
            inquiryId,
            change,
            at: new Date(at),
            sequence,
            home: parties.home,
            guest: reader.guest,
          }),
        { leaseSeconds: mail.leaseSeconds },
      ),
    );
  }
  return outcomes;
}
