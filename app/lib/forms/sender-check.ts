/**
 * The sender fields' limits (sender.ts) and the contact form's subject, without Zod: the contact
 * page checks in the browser with declared rules (contact-rules.ts, ADR 0126) and the schemas
 * stay on the server.
 */
export const SENDER_NAME_MAX = 80;
export const SENDER_PHONE_MAX = 30;
export const SENDER_MESSAGE_MAX = 2000;
export const CONTACT_SUBJECT_MAX = 120;
