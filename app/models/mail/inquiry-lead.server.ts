import { createFormatters, type Language } from '~/i18n/i18n';
import { placeLabel } from '~/lib/catalog-labels';
import { inLanguage } from '~/lib/generated-labels';
import { pathInLanguage } from '~/lib/language-path';
import { formatInZone } from '~/lib/zoned-time';
import { escapeHtml } from '~/models/markdown.server';

import { button, footer, layout, paragraph, translator } from './layout.server';
import type { MailMessage } from './mailer.server';

/** The home an inquiry is about, as its emails name it; none when sent from a lister's page. */
export type MailHome = {
  id: number | null;
  name: string;
  nameJa?: string | null;
  location?: string | null;
  price?: number | null;
  listingType?: 'sale' | 'rent' | null;
  /** Its first photo's address (on the site, or absolute). */
  photo?: string | null;
  address?: string | null;
  /** Its city's time zone (ADR 0110): its viewings are told in it. */
  zone: string;
};

/** The home's name in the reader's language, with its place when known. */
export function homeTitle(language: Language, home: MailHome) {
  const t = translator(language);
  const name = inLanguage(language, home.name, home.nameJa);
  return home.location ? `${name} (${placeLabel(t, home.location)})` : name;
}

/** An address on the site, absolute, in the reader's language. */
export const siteUrl = (origin: string, language: Language, path: string) =>
  `${origin}${pathInLanguage(language, path)}`;

/** The home's price as its card says it: a rent is a month's. */
function priceText(language: Language, home: MailHome) {
  if (home.price === null || home.price === undefined) return undefined;
  const format = createFormatters(language);
  const price = format.currency(home.price);
  return home.listingType === 'rent'
    ? `${price} ${translator(language)('content.mortgage.perMonth')}`
    : price;
}

/**
 * The lead (docs/product.md#a-lister-hears-at-once): an inquiry, to the lister at once, in their
 * language: who wrote, their message, the home with its photo and price, the visit asked for on
 * the home's clock, and the link to the conversation on the site, where the reply is written.
 */
export function inquiryLeadEmail({
  to,
  language,
  origin,
  inquiryId,
  sender,
  message,
  home,
  viewingAt,
}: {
  to: string;
  language: Language;
  origin: string;
  inquiryId: number;
  sender: { name: string; phone?: string | null };
  message: string;
  home: MailHome;
  viewingAt: Date | null;
}): MailMessage {
  const t = translator(language);
  const title = home.id === null ? undefined : homeTitle(language, home);
  const subject = title
    ? t('mail.lead.subject', { home: title })
    : t('mail.lead.subjectNoHome', { name: sender.name });
  const intro = title
    ? t('mail.lead.intro', { name: sender.name, home: title })
    : t('mail.lead.introNoHome', { name: sender.name });
  const price = priceText(language, home);
  const viewing = viewingAt
    ? t('mail.lead.viewing', { when: formatInZone(language, viewingAt, home.zone) })
    : t('mail.lead.noViewing');
  const replyUrl = siteUrl(origin, language, `/account/inquiries/${inquiryId}`);
  const homeUrl = home.id === null ? undefined : siteUrl(origin, language, `/property/${home.id}`);
  const photo = home.photo && (home.photo.startsWith('/') ? `${origin}${home.photo}` : home.photo);
  const end = footer({
    language,
    why: t('mail.lead.why'),
    stop: t('mail.lead.stop'),
    stopText: t('mail.lead.stopText', { url: siteUrl(origin, language, '/account/settings') }),
    url: siteUrl(origin, language, '/account/settings'),
  });
  const phone = sender.phone ? t('mail.lead.phone', { phone: sender.phone }) : undefined;
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...message.split('\n').map((line) => `> ${line}`),
    '',
    ...(title ? [title, ...(price ? [t('mail.lead.price', { price })] : []), homeUrl!, ''] : []),
    viewing,
    ...(phone ? [phone] : []),
    '',
    `${t('mail.lead.reply')}: ${replyUrl}`,
    '',
    ...end.text,
    '',
  ].join('\n');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #cbd5e1;white-space:pre-line">${escapeHtml(message)}</blockquote>`,
    title
      ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px"><tr>` +
        (photo
          ? `<td style="padding-right:12px;vertical-align:top"><img src="${escapeHtml(photo)}" width="120" alt="" style="border-radius:8px;display:block"></td>`
          : '') +
        `<td style="vertical-align:top"><a href="${escapeHtml(homeUrl!)}" style="color:#394fd8;font-weight:600">${escapeHtml(title)}</a>` +
        (price ? `<br>${escapeHtml(t('mail.lead.price', { price }))}` : '') +
        `</td></tr></table>`
      : '',
    paragraph(escapeHtml(viewing)),
    phone ? paragraph(escapeHtml(phone)) : '',
    button(replyUrl, t('mail.lead.reply')),
    end.html,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    replyToSite: true,
  };
}
