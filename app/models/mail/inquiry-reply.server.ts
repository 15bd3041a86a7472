import type { Language } from '~/i18n/i18n';
import { formatInZone } from '~/lib/zoned-time';
import { escapeHtml } from '~/models/markdown.server';

import { homeTitle, siteUrl, type MailHome } from './inquiry-lead.server';
import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * A reply in a conversation (docs/product.md#the-conversation), to the other party: who wrote
 * what and when, and the link back to the conversation. Its `Reply-To` is the site's own address:
 * neither party's address reaches the other. A visitor without an account is told how to answer.
 */
export function inquiryReplyEmail({
  to,
  language,
  origin,
  inquiryId,
  author,
  message,
  sentAt,
  home,
  guest,
}: {
  to: string;
  language: Language;
  origin: string;
  inquiryId: number;
  author: string;
  message: string;
  sentAt: Date;
  home: MailHome;
  /** The reader sent the inquiry without an account: no conversation page to open. */
  guest: boolean;
}): MailMessage {
  const t = translator(language);
  const title = home.id === null ? undefined : homeTitle(language, home);
  const subject = title
    ? t('mail.reply.subject', { name: author, home: title })
    : t('mail.reply.subjectNoHome', { name: author });
  // When it was written, on the home's clock: the one both parties share.
  const intro = t('mail.reply.intro', {
    name: author,
    when: formatInZone(language, sentAt, home.zone),
  });
  const threadUrl = siteUrl(origin, language, `/account/inquiries/${inquiryId}`);
  const homeUrl = home.id === null ? undefined : siteUrl(origin, language, `/property/${home.id}`);
  const action = guest
    ? { text: t('mail.reply.guest'), url: homeUrl }
    : { text: t('mail.reply.action'), url: threadUrl };
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...message.split('\n').map((line) => `> ${line}`),
    '',
    action.text,
    ...(action.url ? [action.url] : []),
    '',
    t('mail.reply.noReply'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;white-space:pre-line">${escapeHtml(message)}</blockquote>`,
    guest
      ? paragraph(escapeHtml(t('mail.reply.guest'))) +
        (homeUrl ? button(homeUrl, homeTitle(language, home)) : '')
      : button(threadUrl, t('mail.reply.action')),
    paragraph(`<small>${escapeHtml(t('mail.reply.noReply'))}</small>`),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    replyToSite: true,
  };
}
