/**
 * The kinds of email an account may turn off in its settings (docs/product.md#accounts): a
 * saved search's alerts, price drops on saved homes, inquiries to the account's listings, and
 * the newsletter. The emails about the account itself (its address, its password) always go.
 */
export const MAIL_KINDS = ['alerts', 'saved-home-drops', 'inquiries', 'newsletter'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
