/**
 * The pieces of an email that are plain text rules (docs/product.md#email-and-the-newsletter):
 * what may reach a header, and how an issue's Markdown file names its subject.
 */

// Every control character, and the Unicode line and paragraph separators, which some mail
// programs also break lines at.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** The longest subject kept: mail programs show far less, and servers refuse huge headers. */
export const SUBJECT_MAX = 200;

/**
 * Text for a header (a subject, a name): CR, LF and every other control character become one
 * space, so no text can end a header and start another (`\r\nBcc: …`).
 */
export function headerText(text: string, max = SUBJECT_MAX) {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim().slice(0, max).trim();
}

/**
 * One recipient's address, as the sign-up form stores it: a single `local@domain` with no space,
 * control character, comma, quote or angle bracket, so it cannot name a second recipient or
 * carry a header of its own.
 */
const RECIPIENT = /^[^\s<>@",;:()[\]\\]+@[^\s<>@",;:()[\]\\]+$/;

export function isSafeRecipient(address: string) {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return address.length <= 254 && RECIPIENT.test(address) && !/[\u0000-\u001f\u007f]/.test(address);
}

export type IssueFile = { subject: string; body: string };

/**
 * An issue's Markdown file: its first line is `# Title`, the subject; the rest is the body. Null
 * when the first line is not a title, or nothing follows it.
 */
export function parseIssue(markdown: string): IssueFile | null {
  const text = markdown.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const newline = text.indexOf('\n');
  const first = newline === -1 ? text : text.slice(0, newline);
  const title = /^#\s+(.+?)\s*#*\s*$/.exec(first);
  if (!title) return null;
  const subject = headerText(title[1]!);
  const body = newline === -1 ? '' : text.slice(newline + 1).trim();
  if (!subject || !body) return null;
  return { subject, body };
}

/** The sender when `MAIL_FROM` is not set: the site's name at its own host. */
export function defaultMailFrom(publicOrigin?: string) {
  const host = publicOrigin ? new URL(publicOrigin).hostname : 'localhost';
  return `Roofline <no-reply@${host}>`;
}
