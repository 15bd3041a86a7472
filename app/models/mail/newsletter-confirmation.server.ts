import type { Language } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

import { button, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/** The double opt-in's email: the link that confirms the sign-up, and what to do if unasked. */
export function confirmationEmail({
  to,
  language,
  confirmUrl,
}: {
  to: string;
  language: Language;
  confirmUrl: string;
}): MailMessage {
  const t = translator(language);
  const subject = t('mail.confirmEmail.subject');
  const text = [
    t('mail.greeting'),
    '',
    t('mail.confirmEmail.intro'),
    '',
    t('mail.confirmEmail.action'),
    confirmUrl,
    t('mail.confirmEmail.expiry'),
    '',
    t('mail.confirmEmail.ignore'),
    '',
    t('mail.signature'),
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(t('mail.confirmEmail.intro'))),
    button(confirmUrl, t('mail.confirmEmail.action')),
    paragraph(escapeHtml(t('mail.confirmEmail.expiry'))),
    paragraph(escapeHtml(t('mail.confirmEmail.ignore'))),
    paragraph(escapeHtml(t('mail.signature'))),
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }) };
}
