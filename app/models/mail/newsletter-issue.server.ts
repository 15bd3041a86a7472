import type { Language } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

import { footer, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/**
 * An issue in the reader's language's wrapper: the greeting, why they receive it and how to
 * unsubscribe are translated; the issue's own text is sent as written (`bodyHtml` is the site's
 * safe Markdown rendering, `bodyText` the Markdown itself, which reads as plain text).
 */
export function issueEmail({
  to,
  language,
  subject,
  bodyHtml,
  bodyText,
  unsubscribeUrl,
}: {
  to: string;
  language: Language;
  subject: string;
  bodyHtml: string;
  bodyText: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = translator(language);
  const end = footer({
    language,
    why: t('mail.issue.why'),
    stop: t('mail.issue.unsubscribe'),
    stopText: t('mail.issue.unsubscribeText', { url: unsubscribeUrl }),
    url: unsubscribeUrl,
  });
  const text = [
    subject,
    '='.repeat(Math.min(40, subject.length * 2)),
    '',
    t('mail.greeting'),
    '',
    bodyText,
    '',
    ...end.text,
    '',
  ].join('\n');
  const content = [
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(subject)}</h1>`,
    paragraph(escapeHtml(t('mail.greeting'))),
    bodyHtml,
    paragraph(escapeHtml(t('mail.signature'))),
    end.html,
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }), unsubscribeUrl };
}
