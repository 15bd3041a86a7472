import type { Language } from '~/i18n/i18n';
import type { MessageKey } from '~/i18n/en';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * The emails about an account itself (docs/product.md#accounts, ADR 0108): confirming its
 * address, confirming a new one, telling the old address of a change, and resetting the
 * password. They are not mailings: every account gets them, whatever it turned off.
 */
export type AccountEmailKind = 'verify' | 'change' | 'changed' | 'reset';

type Words = {
  subject: MessageKey;
  lines: MessageKey[];
  action?: MessageKey;
  after: MessageKey[];
};

const WORDS: Record<AccountEmailKind, Words> = {
  verify: {
    subject: 'accounts.mail.verifySubject',
    lines: ['accounts.mail.verifyIntro'],
    action: 'accounts.mail.verifyAction',
    after: ['accounts.mail.verifyExpiry', 'accounts.mail.ignore'],
  },
  change: {
    subject: 'accounts.mail.changeSubject',
    lines: ['accounts.mail.changeIntro'],
    action: 'accounts.mail.changeAction',
    after: ['accounts.mail.changeExpiry', 'accounts.mail.ignore'],
  },
  changed: {
    subject: 'accounts.mail.changedSubject',
    lines: ['accounts.mail.changedIntro', 'accounts.mail.changedNotYou'],
    after: [],
  },
  reset: {
    subject: 'accounts.mail.resetSubject',
    lines: ['accounts.mail.resetIntro'],
    action: 'accounts.mail.resetAction',
    after: ['accounts.mail.resetExpiry', 'accounts.mail.ignore'],
  },
};

/**
 * One account email, in the reader's language: the greeting, what happened, the link (the button
 * in the HTML part, the address in the text part), how long it works and what to do if unasked.
 */
export function accountEmail({
  kind,
  to,
  language,
  url,
  values = {},
}: {
  kind: AccountEmailKind;
  to: string;
  language: Language;
  /** The link: the one action, or (a change announced) the contact page. */
  url: string;
  /** The messages' values: the name, the old and new addresses. */
  values?: Record<string, string>;
}): MailMessage {
  const t = translator(language);
  const words = WORDS[kind];
  const say = (key: MessageKey) => t(key, { ...values, url });
  const subject = t(words.subject);
  const text = [
    t('mail.greeting'),
    '',
    ...words.lines.flatMap((key) => [say(key), '']),
    ...(words.action ? [t(words.action), url, ''] : []),
    ...words.after.flatMap((key) => [say(key), '']),
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    ...words.lines.map((key) => paragraph(escapeHtml(say(key)))),
    ...(words.action ? [button(url, t(words.action))] : []),
    ...words.after.map((key) => paragraph(escapeHtml(say(key)))),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }) };
}
