import type { Language } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * An agency's invitation (docs/product.md#agencies): who invites, to which agency, the link that
 * accepts it (signed, good once, for a week) and what to do if it was not expected.
 */
export function agencyInvitationEmail({
  to,
  language,
  agency,
  inviter,
  acceptUrl,
}: {
  to: string;
  language: Language;
  agency: string;
  inviter: string;
  acceptUrl: string;
}): MailMessage {
  const t = translator(language);
  const subject = t('agency.mail.subject', { agency });
  const intro = t('agency.mail.intro', { agency, inviter });
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    t('agency.mail.action'),
    acceptUrl,
    t('agency.mail.expiry'),
    '',
    t('agency.mail.ignore'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    button(acceptUrl, t('agency.mail.action')),
    paragraph(escapeHtml(t('agency.mail.expiry'))),
    paragraph(escapeHtml(t('agency.mail.ignore'))),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }) };
}
