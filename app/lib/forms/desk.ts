import { CURRENCIES, type Currency } from '~/lib/money';
import * as z from 'zod/mini';

import {
  COPY_DECISIONS,
  MODERATION_ACTIONS,
  MODERATION_REASON_MAX,
  REPORT_KINDS,
  ROLES,
} from '../owners-desk';

import { maxLength, required } from './messages';

/*
 * The owner's desk's forms (docs/product.md#the-owners-desk). Their values come from the desk's
 * own controls (buttons, menus), so a value that does not parse is a hand-made post: 400.
 */

const id = z.pipe(
  z.coerce.number({ error: required }),
  z.int({ error: required }).check(z.minimum(1), z.maximum(2_147_483_647)),
);

/** Why, as the audit log keeps it: optional where the form says so. */
const reason = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(MODERATION_REASON_MAX, { error: maxLength(MODERATION_REASON_MAX) }),
    ),
);

/** Hide, restore, approve or dismiss a review, comment or home (`/admin/reports`). */
export const moderationSchema = z.object({
  intent: z.enum(MODERATION_ACTIONS, { error: required }),
  kind: z.enum(REPORT_KINDS, { error: required }),
  id,
  reason,
});

/**
 * A listing held as a copy released or refused (`/admin/copies`, docs/product.md#copies): the
 * reason is required, for the audit log and (refused) the lister.
 */
export const copyDecisionSchema = z.object({
  intent: z.enum(COPY_DECISIONS, { error: required }),
  id,
  reason: z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(MODERATION_REASON_MAX, { error: maxLength(MODERATION_REASON_MAX) }),
    ),
});

/** A role given, or an account locked or unlocked (`/admin/users`). */
export const accountSchema = z.object({
  intent: z.enum(['role', 'lock', 'unlock'], { error: required }),
  userId: id,
  role: z.optional(z.enum(ROLES)),
  reason,
});

/** A message marked handled, or not (`/admin/messages/:id`). */
export const messageSchema = z.object({ intent: z.enum(['handled', 'reopened']) });

/** A limit of days (docs/product.md#freshness): a whole number, one day to two years. */
const limitDays = z.string().check(z.regex(/^\d{1,3}$/));

/** The freshness limits (`/admin`, docs/product.md#freshness). */
export const freshnessSettingSchema = z.object({
  intent: z.literal('freshness'),
  confirmDays: limitDays,
  letAgreedDays: limitDays,
  soldStcDays: limitDays,
  reason,
});

/** The held-posts setting (`/admin`). */
export const holdSettingSchema = z.object({ hold: z.enum(['on', 'off']), reason });

/** The subscribers' export (`/admin/subscribers/export`): a post with nothing in it. */
export const exportSchema = z.object({});

/** The currency rates (`/admin/rates`): their date and each currency's number per dollar. */
const perDollar = z.coerce.number().check(z.positive());
export const ratesSchema = z.object({
  date: z.iso.date(),
  ...(Object.fromEntries(
    CURRENCIES.filter((code) => code !== 'USD').map((code) => [code, perDollar]),
  ) as Record<Exclude<Currency, 'USD'>, typeof perDollar>),
});
