import { getDictionary } from '~/i18n/dictionaries.server';
import { createTranslator, type Language } from '~/i18n/i18n';
import { escapeHtml } from '~/lib/markdown.server';

import type { MailMessage } from './mailer.server';

/**
 * The newsletter's emails (docs/product.md#email-and-the-newsletter), in the reader's language:
 * a text part and an HTML part saying the same, the HTML in a plain single-column layout with
 * inline styles, as mail programs read it.
 */

export function translator(language: Language) {
  return createTranslator(getDictionary(language), language);
}

export function paragraph(html: string) {
  return `<p style="margin:0 0 16px">${html}</p>`;
}

export function button(href: string, label: string) {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;` +
    `background:#394fd8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;` +
    `border-radius:8px">${escapeHtml(label)}</a></p>`
  );
}

export function layout({
  language,
  title,
  content,
}: {
  language: Language;
  title: string;
  content: string;
}) {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:#f1f5f9">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px">
<tr><td style="padding:28px 28px 8px;font-family:Arial,Helvetica,sans-serif;font-size:20px;font-weight:700;color:#394fd8">Roofline</td></tr>
<tr><td style="padding:8px 28px 28px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.6;color:#0f172a">
${content}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

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
  const text = [
    subject,
    '='.repeat(Math.min(40, subject.length * 2)),
    '',
    t('mail.greeting'),
    '',
    bodyText,
    '',
    '-- ',
    t('mail.signature'),
    t('mail.issue.why'),
    t('mail.issue.unsubscribeText', { url: unsubscribeUrl }),
    '',
  ].join('\n');
  const footer =
    `<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">` +
    `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(t('mail.issue.why'))}</p>` +
    `<p style="margin:0;font-size:13px"><a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">` +
    `${escapeHtml(t('mail.issue.unsubscribe'))}</a></p>`;
  const content = [
    `<h1 style="margin:0 0 16px;font-size:24px;line-height:1.3">${escapeHtml(subject)}</h1>`,
    paragraph(escapeHtml(t('mail.greeting'))),
    bodyHtml,
    paragraph(escapeHtml(t('mail.signature'))),
    footer,
  ].join('\n');
  return { to, subject, text, html: layout({ language, title: subject, content }), unsubscribeUrl };
}
