import * as z from 'zod/mini';

import { parseId } from '~/lib/query';
import { isCalendarDate, isClockTime } from '~/lib/zoned-time';
import { slotProblem, type ViewingSlots } from '~/lib/viewing-slots';

import { honeypotField, requiredText } from './fields';
import { required, taken } from './messages';
import { senderFields } from './sender';

/** The field a form posted with JavaScript adds, so the answer comes as data, not a redirect. */
export const RESPOND_FIELD = 'respond';

/** A chosen value, when given, among those offered; anything else is refused as invalid. */
const oneOf = (offered: string[]) =>
  z.optional(z.string().check(z.refine((value) => offered.includes(value), { error: 'invalid' })));

type Viewing = { viewingDate?: unknown; viewingTime?: unknown };

function pairProblem(slots: ViewingSlots, { viewingDate, viewingTime }: Viewing) {
  if (typeof viewingDate !== 'string' || typeof viewingTime !== 'string') return undefined;
  return slotProblem(slots, viewingDate, viewingTime);
}

/**
 * The "Contact the lister" form (docs/product.md#contacting-the-lister): name, email, an optional
 * phone, a message, and an optional visit among the lister's slots (a date and a time, both or
 * neither). The slots are the page's: the browser checks against those it was sent, the server
 * against those of the moment it answers.
 */
export function inquirySchema(slots: ViewingSlots) {
  return z
    .object({
      ...senderFields,
      viewingDate: oneOf(slots.days),
      viewingTime: oneOf(slots.times),
      /** The home asked about, when sent from its page. */
      // An id the database can hold: anything past 2^31 - 1 is no home (parseId).
      propertyId: z.optional(
        z.string().check(z.refine((value) => parseId(value) !== undefined, { error: 'invalid' })),
      ),
      [RESPOND_FIELD]: z.optional(z.string()),
      website: honeypotField,
    })
    .check(
      z.refine((value) => value.viewingDate === undefined || value.viewingTime !== undefined, {
        error: required,
        path: ['viewingTime'],
        when: ({ value }) => typeof (value as Viewing).viewingDate === 'string',
      }),
      z.refine((value) => value.viewingTime === undefined || value.viewingDate !== undefined, {
        error: required,
        path: ['viewingDate'],
        when: ({ value }) => typeof (value as Viewing).viewingTime === 'string',
      }),
      // Both offered, yet the pair is no slot: a time the home's clock skips that day (daylight
      // saving), or one confirmed for another visitor (docs/product.md#booking-a-viewing).
      z.refine((value) => pairProblem(slots, value) === undefined, {
        error: (issue) =>
          pairProblem(slots, issue.input as Viewing) === 'taken' ? taken : 'invalid',
        path: ['viewingTime'],
        when: ({ value }) => {
          const { viewingDate, viewingTime } = value as Viewing;
          return (
            typeof viewingDate === 'string' &&
            typeof viewingTime === 'string' &&
            slots.days.includes(viewingDate) &&
            slots.times.includes(viewingTime)
          );
        },
      }),
    );
}

/** A reply in a conversation: as long as an inquiry's message may be. */
export const REPLY_MAX = 2000;

/**
 * What the conversation's page posts (`/account/inquiries/:id`, docs/product.md#the-conversation):
 * a reply, a report, the inquiry marked answered or not, or an answer to its viewing, with a new
 * date and time for a proposal or a move (checked against the lister's slots by the model).
 */
export const conversationSchema = z
  .object({
    intent: z.enum([
      'reply',
      'report',
      'answered',
      'unanswered',
      'confirm',
      'decline',
      'propose',
      'accept',
      'cancel',
      'move',
    ]),
    message: z.optional(requiredText(REPLY_MAX)),
    viewingDate: z.optional(z.string().check(z.refine(isCalendarDate, { error: 'invalid' }))),
    viewingTime: z.optional(z.string().check(z.refine(isClockTime, { error: 'invalid' }))),
  })
  .check(
    z.refine((value) => value.intent !== 'reply' || value.message !== undefined, {
      error: required,
      path: ['message'],
    }),
    z.refine(
      (value) =>
        (value.intent !== 'propose' && value.intent !== 'move') || value.viewingDate !== undefined,
      { error: required, path: ['viewingDate'] },
    ),
    z.refine(
      (value) =>
        (value.intent !== 'propose' && value.intent !== 'move') || value.viewingTime !== undefined,
      { error: required, path: ['viewingTime'] },
    ),
  );

/** Inquiries shown a page at a time in each list of `/account/inquiries`. */
export const INQUIRIES_PER_PAGE = 10;

/** The two lists of `/account/inquiries`. */
export const INQUIRY_BOXES = ['received', 'sent'] as const;
export type InquiryBox = (typeof INQUIRY_BOXES)[number];

const OPENED = /^\/account\/inquiries\/(\d+)\/?$/;

/** The inquiry an address opens (`/account/inquiries/:id`), if it opens one. */
export function openedInquiryId(pathname: string) {
  const match = OPENED.exec(pathname);
  return match ? parseId(match[1]) : undefined;
}
