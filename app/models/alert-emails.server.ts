import { createFormatters, type Language } from '~/i18n/i18n';
import type { ListingType } from '~/lib/catalog';
import { placeLabel } from '~/lib/catalog-labels';
import { listingStatus, type ListingStatus } from '~/lib/listing-status';
import { inLanguage } from '~/lib/generated-labels';
import { pathInLanguage } from '~/lib/language-path';
import { escapeHtml } from '~/lib/markdown.server';

import { signToken } from './mail-tokens.server';
import type { MailMessage } from './mailer.server';
import { button, layout, paragraph, translator } from './newsletter-mail.server';

/**
 * The alert emails (docs/product.md#alerts-and-the-job-queue, ADR 0055): "at once", one email an
 * alert; daily and weekly, one email listing every new match of the period. Each in the language
 * the alerts were set in, with a text and an HTML part and a one-click link that turns that
 * search's alerts off (RFC 8058), each sent once (`sendOnce`).
 */

export function alertsOffLink(
  origin: string,
  secret: string,
  row: { id: number; email: string },
  language: Language = 'en',
) {
  const token = signToken(secret, {
    purpose: 'alerts-off',
    id: row.id,
    email: row.email,
    expires: 0,
  });
  // At the reader's language's address (ADR 0065).
  return `${origin}${pathInLanguage(language, '/alerts/unsubscribe')}?token=${token}`;
}

export type AlertItem = {
  propertyId: number;
  name: string;
  /** A generated home's name in Japanese, for a Japanese reader. */
  nameJa?: string | null;
  location: string;
  /** With its kind, said beside the name when the home is no longer simply for sale or rent. */
  status?: ListingStatus;
  listingType?: ListingType;
  kind: 'new' | 'drop';
  oldPrice: number | null;
  newPrice: number | null;
};

function itemLines(language: Language, origin: string, item: AlertItem) {
  const t = translator(language);
  const format = createFormatters(language);
  const url = `${origin}${pathInLanguage(language, `/property/${item.propertyId}`)}`;
  const drop =
    item.kind === 'drop' && item.oldPrice !== null && item.newPrice !== null
      ? t('alerts.drop', {
          old: format.currency(item.oldPrice),
          new: format.currency(item.newPrice),
        })
      : undefined;
  const name = inLanguage(language, item.name, item.nameJa);
  // Under offer (or sold, let) reads as on the home's card (ADR 0120).
  const status =
    item.status && item.status !== 'available'
      ? ` · ${t(listingStatus(item.status, item.listingType ?? 'sale').label)}`
      : '';
  return { url, title: `${name} (${placeLabel(t, item.location)})${status}`, drop };
}

/**
 * Why the email came and how to stop it: a saved search's alerts, or (`saved`) the drops on the
 * homes the account saved.
 */
export type AlertReason = 'search' | 'saved';

function footer(language: Language, offUrl: string, reason: AlertReason) {
  const t = translator(language);
  const why = reason === 'saved' ? t('alerts.mail.savedWhy') : t('alerts.mail.why');
  const stop =
    reason === 'saved' ? t('alerts.mail.savedUnsubscribe') : t('alerts.mail.unsubscribe');
  const stopText =
    reason === 'saved'
      ? t('alerts.mail.savedUnsubscribeText', { url: offUrl })
      : t('alerts.mail.unsubscribeText', { url: offUrl });
  return {
    text: ['-- ', t('mail.signature'), why, stopText],
    html:
      `<hr style="border:0;border-top:1px solid #e2e8f0;margin:24px 0">` +
      `<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(why)}</p>` +
      `<p style="margin:0;font-size:13px"><a href="${escapeHtml(offUrl)}" style="color:#475569">` +
      `${escapeHtml(stop)}</a></p>`,
  };
}

/** One alert: a new home that matches a search, or a price drop (on a saved home: `saved`). */
export function alertEmail({
  to,
  language,
  origin,
  search,
  item,
  offUrl,
  reason = 'search',
}: {
  to: string;
  language: Language;
  origin: string;
  search: string;
  item: AlertItem;
  offUrl: string;
  reason?: AlertReason;
}): MailMessage {
  const t = translator(language);
  const format = createFormatters(language);
  const line = itemLines(language, origin, item);
  const drop = item.kind === 'drop' && item.oldPrice !== null && item.newPrice !== null;
  const subject = drop
    ? t('alerts.mail.dropSubject', { home: inLanguage(language, item.name, item.nameJa) })
    : t('alerts.mail.newSubject', { search, home: inLanguage(language, item.name, item.nameJa) });
  const intro = drop
    ? t('alerts.mail.dropIntro', {
        old: format.currency(item.oldPrice!),
        new: format.currency(item.newPrice!),
      })
    : t('alerts.mail.newIntro', { search });
  const end = footer(language, offUrl, reason);
  const text = [t('mail.greeting'), '', intro, '', line.title, line.url, '', ...end.text, ''].join(
    '\n',
  );
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    paragraph(`<strong>${escapeHtml(line.title)}</strong>`),
    button(line.url, t('alerts.mail.view')),
    end.html,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    unsubscribeUrl: offUrl,
  };
}

/** A daily or weekly email: every new match of the period, newest first. */
export function digestEmail({
  to,
  language,
  origin,
  search,
  items,
  offUrl,
}: {
  to: string;
  language: Language;
  origin: string;
  search: string;
  items: AlertItem[];
  offUrl: string;
}): MailMessage {
  const t = translator(language);
  const format = createFormatters(language);
  const subject = t('alerts.mail.digestSubject', { search, n: format.number(items.length) });
  const intro = t('alerts.mail.digestIntro', { search });
  const lines = items.map((item) => itemLines(language, origin, item));
  const end = footer(language, offUrl, 'search');
  const text = [
    t('mail.greeting'),
    '',
    intro,
    '',
    ...lines.flatMap((line) => [line.title, ...(line.drop ? [line.drop] : []), line.url, '']),
    ...end.text,
    '',
  ].join('\n');
  const list = lines
    .map(
      (line) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(line.url)}" style="color:#394fd8">` +
        `${escapeHtml(line.title)}</a>${line.drop ? `<br>${escapeHtml(line.drop)}` : ''}</li>`,
    )
    .join('');
  const content = [
    paragraph(escapeHtml(t('mail.greeting'))),
    paragraph(escapeHtml(intro)),
    `<ul style="margin:0 0 16px;padding-left:20px">${list}</ul>`,
    end.html,
  ].join('\n');
  return {
    to,
    subject,
    text,
    html: layout({ language, title: subject, content }),
    unsubscribeUrl: offUrl,
  };
}
