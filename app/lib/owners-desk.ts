/**
 * The owner's desk's fixed lists (docs/product.md#the-owners-desk, ADR 0046), shared by the
 * schema, the models and the pages.
 */

/** Visitors' accounts are members; moderators look after posts, admins after everything. */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** The roles that open the owner's desk. */
export type StaffRole = Exclude<Role, 'member'>;

/** Whether `role` holds at least the rights of `needed` (an admin is also a moderator). */
export function hasRole(role: Role | undefined, needed: StaffRole) {
  if (role === undefined) return false;
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** Where a review or comment stands; only published posts are shown and counted. */
export const POST_STATUSES = ['published', 'held', 'hidden'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** What a visitor can report, and why. */
export const REPORT_KINDS = ['review', 'comment', 'property'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_REASONS = ['spam', 'offensive', 'misleading', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 500;

/** What a moderator can do to a reported or held record. */
export const MODERATION_ACTIONS = ['hide', 'restore', 'approve', 'dismiss'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MODERATION_REASON_MAX = 300;

/**
 * What the desk decides of a listing held as a copy (docs/product.md#copies): not a copy, it goes
 * live (`release`); a copy, it stays out of sight, hidden with the reason (`refuse`).
 */
export const COPY_DECISIONS = ['release', 'refuse'] as const;
export type CopyDecision = (typeof COPY_DECISIONS)[number];

/**
 * Every kind of entry in the audit log: the moderation actions, and the admins' own (a role
 * changed, an account locked or unlocked, a message marked handled or open again, a setting
 * changed, the subscribers exported, a held copy released or refused).
 */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'role',
  'lock',
  'unlock',
  'handled',
  'reopened',
  'setting',
  'export',
  ...COPY_DECISIONS,
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Rows of the desk's lists on one page. */
export const DESK_PAGE_SIZE = 20;
/** The days the activity chart covers, today included. */
export const ACTIVITY_DAYS = 90;

/**
 * The `database_state` row of the held-posts setting: when true, a review or comment that holds a
 * link waits for a moderator's approval.
 */
export const HOLD_LINKS_KEY = 'hold_posts_with_links';

/** The inbox's views (`/admin/messages`): every message, or those unread, read or handled. */
export const MESSAGE_FILTERS = ['all', 'unread', 'read', 'handled'] as const;
export type MessageFilter = (typeof MESSAGE_FILTERS)[number];
