import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

import type { Language } from '~/i18n/i18n';
import { formatInZone } from '~/lib/zoned-time';
import { escapeHtml } from '~/models/markdown.server';

import { homeTitle, siteUrl, type MailHome } from './inquiry-lead.server';
import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/** What happened to a viewing (docs/product.md#booking-a-viewing). */
export type ViewingChange =
  'confirmed' | 'changed' | 'cancelled' | 'proposed' | 'declined' | 'reminder';

/** The changes whose email carries the calendar file. */
const WITH_CALENDAR: ViewingChange[] = ['confirmed', 'changed', 'cancelled', 'reminder'];

/** How long a viewing lasts: one slot (docs/product.md#the-form). */
export const VIEWING_MINUTES = 30;

/**
 * The viewing as a calendar file (RFC 5545, made with ical-generator): one event, named by the
 * inquiry so every file of one viewing is the same event, its SEQUENCE counting the changes; a
 * cancellation is the same event, cancelled. Times are UTC instants: any calendar shows them on
 * its own clock.
 */
export function viewingCalendar({
  language,
  origin,
  inquiryId,
  sequence,
  start,
  home,
  cancelled,
  threadUrl,
}: {
  language: Language;
  origin: string;
  inquiryId: number;
  sequence: number;
  start: Date;
  home: MailHome;
  cancelled: boolean;
  threadUrl: string;
}) {
  const t = translator(language);
  const host = new URL(origin).hostname;
  const calendar = ical({
    prodId: { company: 'Roofline', product: 'viewings', language: language.toUpperCase() },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `viewing-${inquiryId}@${host}`,
    sequence,
    start,
    end: new Date(start.getTime() + VIEWING_MINUTES * 60_000),
    summary: t('mail.viewing.eventTitle', { home: homeTitle(language, home) }),
    location: home.address ?? home.location ?? null,
    url: threadUrl,
    description: threadUrl,
    organizer: { name: 'Roofline', email: `no-reply@${host}` },
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return {
    filename: 'viewing.ics',
    method: cancelled ? ('CANCEL' as const) : ('REQUEST' as const),
    content: calendar.toString(),
  };
}

/**
 * A viewing's news, to one party in their language: confirmed, moved, cancelled (each with the
 * calendar file), another time proposed, declined, or tomorrow's reminder (with the file again).
 * The time is the home's clock, with its zone named.
 */
export function viewingUpdateEmail({
  to,
  language,
  origin,
  inquiryId,
  change,
  at,
  sequence,
  home,
  guest,
}: {
  to: string;
  language: Language;
  origin: string;
  inquiryId: number;
  change: ViewingChange;
  at: Date;
  sequence: number;
  home: MailHome;
  /** The reader has no account: the home's page, not the conversation, is their link. */
  guest: boolean;
}): MailMessage {
  const t = translator(language);
  const title = homeTitle(language, home);
  const when = formatInZone(language, at, home.zone);
  const subject = t(`mail.viewing.${change}.subject`, { home: title, when });
  const body = t(`mail.viewing.${change}.body`, { home: title, when });
  const threadUrl = siteUrl(origin, language, `/account/inquiries/${inquiryId}`);
  const link =
    guest && home.id !== null ? siteUrl(origin, language, `/property/${home.id}`) : threadUrl;
  const calendar = WITH_CALENDAR.includes(change)
    ? viewingCalendar({
        language,
        origin,
        inquiryId,
        sequence,
        start: at,
        home,
        cancelled: change === 'cancelled',
        threadUrl,
      })
    : undefined;
  const note = calendar
    ? t(change === 'cancelled' ? 'mail.viewing.calendarCancel' : 'mail.viewing.calendar')
    : undefined;
  const address = home.address ? t('mail.viewing.address', { address: home.address }) : undefined;
  const text = [
    t('mail.greeting'),
    '',
    body,
    ...(address ? [address] : []),
    ...(note ? ['', note] : []),
    '',
    `${t('mail.viewing.open')}: ${link}`,
    '',
    t('mail.reply.noReply'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(body)),
    address ? paragraph(escapeHtml(address)) : '',
    note ? paragraph(escapeHtml(note)) : '',
    button(link, t('mail.viewing.open')),
    paragraph(`<small>${escapeHtml(t('mail.reply.noReply'))}</small>`),
    paragraph(escapeHtml(t('mail.signature'))),
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    replyToSite: true,
    ...(calendar && { calendar }),
  };
}
