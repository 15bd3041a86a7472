import { getDictionary } from '~/i18n/dictionaries.server';
import { createTranslator, type Language } from '~/i18n/i18n';
import { escapeHtml } from '~/models/markdown.server';

/**
 * The frame every email shares (docs/product.md#email-and-the-newsletter, docs/recipes/
 * adding-an-email.md): in the reader's language, a text part and an HTML part saying the same,
 * the HTML in a plain single-column layout with inline styles, as mail programs read it, ending
 * with why the email came and the link that stops it.
 */

/** The reader's language's messages. */
export function translator(language: Language) {
  return createTranslator(getDictionary(language), language);
}

/** A paragraph of HTML (escaped by the caller). */
export function paragraph(html: string) {
  return `<p style="margin:0 0 16px">${html}</p>`;
}

/** The email's one action, as a button-like link. */
export function button(href: string, label: string) {
  return (
    `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;` +
    `background:#394fd8;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;` +
    `border-radius:8px">${escapeHtml(label)}</a></p>`
  );
}

/** The whole HTML document around an email's content. */
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

/**
 * The email's end: the signature, why it came and the one link that stops it, as text lines and
 * as HTML (a mailing's footer; its address is also the List-Unsubscribe header's).
 */
export function footer({
  language,
  why,
  stop,
  stopText,
  url,
}: {
  language: Language;
  /** Why the reader receives it. */
  why: string;
  /** The link's words in the HTML part. */
  stop: string;
  /** The same in the text part, with the address in it. */
  stopText: string;
  url: string;
}) {
  const t = translator(language);
  return {
    text: ['-- ', t('mail.signature'), why, stopText],
    html:
      `<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">` +
      `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(why)}</p>` +
      `<p style="margin:0;font-size:13px"><a href="${escapeHtml(url)}" style="color:#475569">` +
      `${escapeHtml(stop)}</a></p>`,
  };
}
